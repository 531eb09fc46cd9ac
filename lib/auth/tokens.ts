// Signed (HS256) session tokens carrying the user's claims (id, email,
// names, administrator flag, role, permissions) plus the session id. next-auth's
// jwt.encode/decode use these, so the cookie token and the bearer token are the same thing.
import { createHmac, timingSafeEqual } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { ensureDevSecret } from "./dev-secret";
import { z } from "zod";
import { ALL_PERMISSIONS } from "./dto";
import { serverEnv } from "@/lib/env";

/** Lifetime of the token handed to API clients in the JSON answer (they refresh it before expiry). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/**
 * A staff session ends after this long without use (any page, API call or refresh)…
 * long enough for "sign in at 5 pm, open the run sheet at 5 am" and a competition weekend.
 */
export const SESSION_IDLE_SECONDS = 72 * 60 * 60;
/** …and at the latest this long after sign-in, however often it is used. */
export const SESSION_ABSOLUTE_SECONDS = 14 * 24 * 60 * 60;
/** The browser's cookie token lives as long as the idle limit; the proxy re-signs it on use once it is this old. */
export const COOKIE_TOKEN_SECONDS = SESSION_IDLE_SECONDS;
export const COOKIE_RENEW_AFTER_SECONDS = 5 * 60;
/** A session row's lastSeenAt is written at most this often. */
export const SESSION_TOUCH_SECONDS = 60;
export const REFRESH_WINDOW_SECONDS = 300;
export const REFRESH_TIMER_MS = 240_000;

const sessionClaimsSchema = z.object({
  exp: z.number(),
  iat: z.number(),
  sid: z.string().min(1),
  userId: z.string().min(1),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdministrator: z.boolean(),
  role: z.enum(["user", "admin"]),
  permissions: z.array(z.enum(ALL_PERMISSIONS)),
});
const unsignedClaimsSchema = sessionClaimsSchema.omit({ exp: true, iat: true });

/** The user's claims plus the session id. */
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;
export type UnsignedSessionClaims = z.infer<typeof unsignedClaimsSchema>;

/** The claims of a verified payload (or of next-auth's JWT object), or null when it is not one of ours. */
export function parseSessionClaims(value: unknown): SessionClaims | null {
  const parsed = sessionClaimsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function parseUnsignedClaims(value: unknown): UnsignedSessionClaims | null {
  const parsed = unsignedClaimsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

let generatedSecret: string | undefined;

export function authSecret(): string {
  const env = serverEnv();
  const secret = env.NEXTAUTH_SECRET ?? env.AUTH_SECRET;
  if (secret) return secret;
  if (env.NODE_ENV === "production") {
    throw new Error("NEXTAUTH_SECRET must be set in production.");
  }
  // Started without the dev launcher: generate one as it does (kept in .data/), never a constant.
  generatedSecret ??= ensureDevSecret();
  return generatedSecret;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(claims: UnsignedSessionClaims, secret = authSecret(), lifetimeSeconds = ACCESS_TOKEN_SECONDS): Promise<string> {
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
    return parseSessionClaims(payload);
  } catch {
    return null;
  }
}

export function csrfTokenFor(sessionId: string, secret = authSecret()): string {
  return createHmac("sha256", secret).update(`csrf:${sessionId}`).digest("base64url");
}

/** A presented token against the one expected, in constant time. */
function sameToken(expected: string, presented: string | null | undefined): boolean {
  if (!presented) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function csrfTokenMatches(sessionId: string, presented: string | null | undefined, secret = authSecret()): boolean {
  return sameToken(csrfTokenFor(sessionId, secret), presented);
}

/**
 * The tag a phone stores with each status change it queues (lib/dayof's `madeInSession`): the session's own,
 * so a change replayed under a later session is refused. An HMAC, so the page never holds the session id.
 */
export function queueSessionTagFor(sessionId: string, secret = authSecret()): string {
  return createHmac("sha256", secret).update(`queue:${sessionId}`).digest("base64url");
}

export function queueSessionTagMatches(sessionId: string, presented: string, secret = authSecret()): boolean {
  return sameToken(queueSessionTagFor(sessionId, secret), presented);
}
