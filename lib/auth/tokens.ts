// Signed (HS256) session tokens carrying the SPEC §3 claims plus the session id. next-auth's
// jwt.encode/decode use these, so the cookie token and the bearer token are the same thing.
import { createHmac, timingSafeEqual } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { ensureDevSecret } from "./dev-secret";
import type { PermissionName } from "./permission-names";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
export const REFRESH_WINDOW_SECONDS = 300;
export const REFRESH_TIMER_MS = 240_000;

export interface SessionClaims {
  exp: number;
  iat: number;
  sid: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdministrator: boolean;
  role: "user" | "admin";
  permissions: PermissionName[];
}

let generatedSecret: string | undefined;

export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === "production") {
    throw new Error("NEXTAUTH_SECRET must be set in production.");
  }
  // Started without the dev launcher: generate one as it does (kept in .data/), never a constant.
  generatedSecret ??= ensureDevSecret();
  return generatedSecret;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(claims: Omit<SessionClaims, "exp" | "iat">, secret = authSecret(), lifetimeSeconds = ACCESS_TOKEN_SECONDS): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(key(secret));
}

export async function verifySessionToken(token: string, secret = authSecret()): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    if (typeof payload.sid !== "string" || typeof payload.userId !== "string") return null;
    return payload as unknown as SessionClaims;
  } catch {
    return null;
  }
}

export function csrfTokenFor(sessionId: string, secret = authSecret()): string {
  return createHmac("sha256", secret).update(`csrf:${sessionId}`).digest("base64url");
}

export function csrfTokenMatches(sessionId: string, presented: string | null | undefined, secret = authSecret()): boolean {
  if (!presented) return false;
  const expected = Buffer.from(csrfTokenFor(sessionId, secret));
  const actual = Buffer.from(presented);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
