// next-auth v4 is the session layer: its JWT strategy with our signed token format, its cookie,
// and getToken() to read the cookie or an `Authorization: Bearer` header.
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getToken } from "next-auth/jwt";
import { ACCESS_TOKEN_SECONDS, authSecret, signSessionToken, verifySessionToken, type SessionClaims } from "./tokens";

export function secureCookiesEnabled(): boolean {
  return (process.env.NEXTAUTH_URL ?? "").startsWith("https://") || Boolean(process.env.VERCEL);
}

export function sessionCookieName(): string {
  return secureCookiesEnabled() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export const jwtCodec = {
  async encode({ token, maxAge }: { token?: Record<string, unknown>; maxAge?: number }) {
    const { exp: _exp, iat: _iat, ...claims } = (token ?? {}) as Partial<SessionClaims>;
    void _exp;
    void _iat;
    return signSessionToken(claims as Omit<SessionClaims, "exp" | "iat">, authSecret(), maxAge ?? ACCESS_TOKEN_SECONDS);
  },
  async decode({ token }: { token?: string }) {
    return token ? ((await verifySessionToken(token, authSecret())) as unknown as Record<string, unknown> | null) : null;
  },
};

export function authOptions(): AuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: ACCESS_TOKEN_SECONDS },
    jwt: { maxAge: ACCESS_TOKEN_SECONDS, encode: jwtCodec.encode, decode: jwtCodec.decode as never },
    pages: { signIn: "/admin/login" },
    providers: [
      // Sign-in goes through POST /api/auth/login (throttling, session rows, CSRF token); the
      // provider is declared so next-auth's own endpoints describe the same mechanism.
      CredentialsProvider({ name: "Studio staff", credentials: { email: { type: "email" }, password: { type: "password" } }, authorize: async () => null }),
    ],
  };
}

/** Claims of the presented token (bearer header, else the cookie), signature and expiry checked. */
export async function readSessionClaims(request: { headers: Headers; cookies: { getAll(): { name: string; value: string }[] } }): Promise<SessionClaims | null> {
  // Explicit credentials win: an API client's bearer token is used even if a cookie is present.
  const hasBearer = /^Bearer\s/i.test(request.headers.get("authorization") ?? "");
  const cookies = hasBearer ? {} : Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value]));
  const claims = await getToken({
    req: { headers: request.headers, cookies } as never,
    secret: authSecret(),
    cookieName: sessionCookieName(),
    secureCookie: secureCookiesEnabled(),
    decode: jwtCodec.decode as never,
  });
  return (claims as unknown as SessionClaims | null) ?? null;
}
