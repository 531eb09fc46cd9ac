import { apiRoute } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/client-ip";
import { withSessionCookie } from "@/lib/http/session-cookie";
import { login } from "@/lib/auth";
import { loginSchema } from "@/lib/auth/schema";
import { toUserDto } from "@/lib/users/dto";

export const POST = apiRoute("POST /api/auth/login", { access: "public", body: loginSchema, maxBodyBytes: 8 * 1024 }, async ({ request, body }) => {
  const session = await login({ ...body, ip: clientIp(request.headers), userAgent: request.headers.get("user-agent") ?? undefined });
  return withSessionCookie({ token: session.token, user: toUserDto(session.user), csrfToken: session.csrfToken, expiresAt: session.expiresAt }, session.cookieToken);
});
