import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { afterResponse } from "@/lib/http/after-response";
import { clientIp } from "@/lib/http/client-ip";
import { PASSWORD_RESET_REQUESTED, requestPasswordReset } from "@/lib/users";
import { forgotPasswordSchema } from "@/lib/auth/schema";

// "Forgot password?": the same answer, at the same cost, whether or not the address has an account (the
// account's work runs after the answer).
// Password reset: a request answers the same for any address; the emailed link's
// token is the credential of the confirm call; sending one for a user is for administrators only.
export const POST = apiRoute("POST /api/auth/password-reset", { access: "public", body: forgotPasswordSchema, maxBodyBytes: 4 * 1024 }, async ({ request, body }) => {
  await requestPasswordReset(body.email, clientIp(request.headers), { afterResponse });
  return jsonResponse({ requested: true, message: PASSWORD_RESET_REQUESTED }, { status: 202, headers: { "Cache-Control": "no-store" } });
});
