import { apiRoute } from "@/lib/http/api-route";
import { withSessionCookie } from "@/lib/http/session-cookie";
import { logout } from "@/lib/auth";

export const POST = apiRoute("POST /api/auth/logout", { access: "session" }, async ({ principal }) => {
  await logout(principal!.sessionId);
  return withSessionCookie({ loggedOut: true }, null);
});
