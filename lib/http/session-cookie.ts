import { NextResponse } from "next/server";
import { sessionCookieName, secureCookiesEnabled } from "@/lib/auth/next-auth";
import { ACCESS_TOKEN_SECONDS } from "@/lib/auth/tokens";

/** JSON response that also sets (token) or clears (null) the HttpOnly session cookie. */
export function withSessionCookie(body: unknown, token: string | null, init: ResponseInit = {}): NextResponse {
  const response = NextResponse.json(body, { ...init, headers: { "Cache-Control": "no-store", ...(init.headers ?? {}) } });
  response.cookies.set({
    name: sessionCookieName(),
    value: token ?? "",
    httpOnly: true,
    secure: secureCookiesEnabled(),
    sameSite: "lax",
    path: "/",
    maxAge: token ? ACCESS_TOKEN_SECONDS : 0,
  });
  return response;
}
