import { apiRoute } from "@/lib/http/api-route";
import { withSessionCookie } from "@/lib/http/session-cookie";
import { refresh } from "@/lib/auth";

export const POST = apiRoute("POST /api/auth/refresh-token", { access: "session" }, async ({ principal }) => {
  const { token, csrfToken, expiresAt, cookieToken } = await refresh(principal!);
  return withSessionCookie({ token, csrfToken, expiresAt }, cookieToken);
});
