import { NextResponse } from "next/server";
import { sessionCookieName, secureCookiesEnabled } from "@/lib/auth/next-auth";
import { COOKIE_TOKEN_SECONDS } from "@/lib/auth/tokens";
import type { JsonResponse } from "./api-types";

/** Sets (token: a cookie token, lib/auth/tokens COOKIE_TOKEN_SECONDS) or clears (null) the HttpOnly session cookie. */
export function setSessionCookie(response: NextResponse, token: string | null): NextResponse {
  response.cookies.set({
    name: sessionCookieName(),
    value: token ?? "",
    httpOnly: true,
    secure: secureCookiesEnabled(),
    sameSite: "lax",
    path: "/",
    maxAge: token ? COOKIE_TOKEN_SECONDS : 0,
  });
  return response;
}

/** JSON response that also sets (token) or clears (null) the HttpOnly session cookie. */
export function withSessionCookie<T>(body: T, token: string | null, init: ResponseInit = {}): NextResponse & JsonResponse<T> {
  return setSessionCookie(NextResponse.json(body, { ...init, headers: { "Cache-Control": "no-store", ...(init.headers ?? {}) } }), token) as NextResponse & JsonResponse<T>;
}
