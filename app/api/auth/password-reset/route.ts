import { apiRoute } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/client-ip";
import { PASSWORD_RESET_REQUESTED, requestPasswordReset } from "@/lib/auth";
import { forgotPasswordSchema } from "@/lib/auth/schema";

// "Forgot password?": the same answer whether or not the address has an account.
export const POST = apiRoute("POST /api/auth/password-reset", { body: forgotPasswordSchema, maxBodyBytes: 4 * 1024 }, async ({ request, body }) => {
  await requestPasswordReset(body.email, clientIp(request.headers));
  return Response.json({ requested: true, message: PASSWORD_RESET_REQUESTED }, { status: 202, headers: { "Cache-Control": "no-store" } });
});
