// next-auth v4 is the cookie layer: its JWT strategy with our signed token format (HS256, the
// user's claims plus a session id, lib/auth/tokens.ts), its HttpOnly cookie, and its own endpoints (/api/auth/session,
// /signout, /csrf — lib/auth/next-auth-routes.ts). Sign-in, refresh and CSRF for the API are ours
// (lib/auth/session.ts), because they need throttling and session rows that Credentials does not give.
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import type { JWT, JWTDecodeParams, JWTEncodeParams } from "next-auth/jwt";
import { COOKIE_TOKEN_SECONDS, authSecret, parseUnsignedClaims, signSessionToken, verifySessionToken, type SessionClaims } from "./tokens";
import { serverEnv } from "@/lib/env";

export function secureCookiesEnabled(): boolean {
  const env = serverEnv();
  return (env.NEXTAUTH_URL ?? "").startsWith("https://") || Boolean(env.VERCEL);
}

export function sessionCookieName(): string {
  return secureCookiesEnabled() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export const jwtCodec = {
  async encode({ token, maxAge }: JWTEncodeParams): Promise<string> {
    const claims = parseUnsignedClaims(token);
    if (!claims) throw new Error("Not a studio session token");
    return signSessionToken(claims, authSecret(), maxAge ?? COOKIE_TOKEN_SECONDS);
  },
  async decode({ token }: JWTDecodeParams): Promise<JWT | null> {
    return token ? verifySessionToken(token, authSecret()) : null;
  },
};

export function authOptions(): AuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: COOKIE_TOKEN_SECONDS },
    jwt: { maxAge: COOKIE_TOKEN_SECONDS, encode: jwtCodec.encode, decode: jwtCodec.decode },
    pages: { signIn: "/admin/login" },
    providers: [
      // Declared so next-auth's endpoints describe the mechanism; sign-in itself is POST /api/auth/login.
      CredentialsProvider({ name: "Studio staff", credentials: { email: { type: "email" }, password: { type: "password" } }, authorize: async () => null }),
    ],
  };
}

interface TokenSource {
  headers: Headers;
  cookies: { get(name: string): { value: string } | undefined };
}

/** Claims of the presented token (an `Authorization: Bearer` header wins over the cookie), signature and expiry checked. */
export async function readSessionClaims(request: TokenSource): Promise<SessionClaims | null> {
  return (await readPresentedToken(request))?.claims ?? null;
}

/** The verified token and where it came from (the proxy slides only the cookie's). */
export async function readPresentedToken(request: TokenSource): Promise<{ claims: SessionClaims; from: "bearer" | "cookie" } | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  const token = bearer ?? request.cookies.get(sessionCookieName())?.value;
  const claims = token ? await verifySessionToken(token, authSecret()) : null;
  return claims ? { claims, from: bearer ? "bearer" : "cookie" } : null;
}

/** A fresh cookie token for the same claims, valid for the idle limit (the session row still decides). */
export function renewedCookieToken(claims: SessionClaims): Promise<string> {
  const { exp: _exp, iat: _iat, ...unsigned } = claims;
  void _exp;
  void _iat;
  return signSessionToken(unsigned, authSecret(), COOKIE_TOKEN_SECONDS);
}
