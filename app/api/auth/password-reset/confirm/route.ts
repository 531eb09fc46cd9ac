import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { resetPasswordWithLink } from "@/lib/users";
import { resetPasswordSchema } from "@/lib/auth/schema";

// The reset page's form; the link's token is the credential.
export const POST = apiRoute("POST /api/auth/password-reset/confirm", { access: "public", body: resetPasswordSchema, maxBodyBytes: 4 * 1024 }, async ({ request, body }) => {
  await resetPasswordWithLink(body.token, body.password, clientIp(request.headers));
  return jsonResponse({ reset: true }, { headers: { "Cache-Control": "no-store" } });
});
