// Sign-in, refresh, sign-out and the per-request check of a presented token against its
// session row and the user's current state (revocation takes effect at once).
import "server-only";
import { prisma } from "@/lib/db/client";
import type { User } from "@/lib/generated/prisma/client";
import { UnauthorizedError } from "@/lib/errors";
import { randomBytes } from "node:crypto";
import { acceptedSession } from "./accepted-session";
import { beginSignInAttempt } from "./login-throttle";
import { hashPassword, verifyPassword } from "./password";
import { effectivePermissions } from "./permissions";
import { COOKIE_TOKEN_SECONDS, csrfTokenFor, SESSION_ABSOLUTE_SECONDS, SESSION_TOUCH_SECONDS, signSessionToken, type SessionClaims } from "./tokens";

export { sessionIsLive, sessionStillAccepted } from "./accepted-session";

export const INVALID_CREDENTIALS = "Invalid email or password.";

// Compared against when the email is unknown, so both paths cost one argon2 verification.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString("hex")));

export interface Principal {
  user: User;
  sessionId: string;
  claims: SessionClaims;
}

/** The API client's token (short-lived, in the JSON answer) and the browser's cookie token (same claims, the idle limit). */
export interface IssuedTokens {
  token: string;
  csrfToken: string;
  expiresAt: number;
  cookieToken: string;
}

/** The tokens and the signed-in user's row (the login route answers it through lib/users' toUserDto). */
export interface IssuedSession extends IssuedTokens {
  user: User;
}

async function issueToken(user: User, sessionId: string): Promise<IssuedTokens> {
  const claims = {
    sid: sessionId,
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdministrator: user.isAdministrator,
    role: user.role,
    permissions: effectivePermissions(user),
  };
  const token = await signSessionToken(claims);
  const cookieToken = await signSessionToken(claims, undefined, COOKIE_TOKEN_SECONDS);
  const [, payload] = token.split(".");
  const { exp } = JSON.parse(Buffer.from(payload, "base64url").toString()) as { exp: number };
  return { token, csrfToken: csrfTokenFor(sessionId), expiresAt: exp, cookieToken };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function login(
  input: { email: string; password: string; ip: string; userAgent?: string },
  options: { sleep?: (ms: number) => Promise<void> } = {},
): Promise<IssuedSession> {
  const email = input.email.trim().toLowerCase();
  const attempt = await beginSignInAttempt(email, input.ip);
  if (attempt.delayMs > 0) await (options.sleep ?? sleep)(attempt.delayMs);
  const user = await prisma.user.findUnique({ where: { email } });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  const allowed = Boolean(user && passwordOk && user.accountStatus === "active");
  await prisma.loginAttempt.create({ data: { email, ip: input.ip, success: allowed } });
  if (!user || !allowed) throw new UnauthorizedError(INVALID_CREDENTIALS);
  await attempt.succeeded();

  const now = new Date();
  const [session, updated] = await prisma.$transaction([
    // Every time of the row on expiresAt's clock, not the column defaults' (the database's): principalFromClaims
    // compares lastSeenAt with its `now`, and createdAt with passwordChangedAt (written from a caller's `now`).
    prisma.session.create({
      data: { userId: user.id, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000), ip: input.ip, userAgent: input.userAgent?.slice(0, 300) },
    }),
    prisma.user.update({ where: { id: user.id }, data: { lastLogin: now } }),
  ]);
  const issued = await issueToken(updated, session.id);
  return { ...issued, user: updated };
}

/**
 * The real check behind every protected handler and admin page: signature (done by the caller), session
 * row, user state (./accepted-session). A use slides the idle limit (lastSeenAt, written at most once a minute).
 */
export async function principalFromClaims(claims: SessionClaims | null, now = new Date()): Promise<Principal | null> {
  if (!claims) return null;
  const session = await acceptedSession(claims, now);
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_SECONDS * 1000) {
    await prisma.session.updateMany({ where: { id: session.id, lastSeenAt: { lt: now } }, data: { lastSeenAt: now } });
  }
  return { user: session.user, sessionId: session.id, claims };
}

export async function refresh(principal: Principal): Promise<IssuedTokens> {
  await prisma.session.update({ where: { id: principal.sessionId }, data: { lastSeenAt: new Date() } });
  return issueToken(principal.user, principal.sessionId);
}

export async function logout(sessionId: string): Promise<void> {
  await prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

export async function revokeUserSessions(userId: string, db: Pick<typeof prisma, "session"> = prisma): Promise<void> {
  await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
}

export const LOGIN_ATTEMPT_RETENTION_DAYS = 30;
export const ENDED_SESSION_RETENTION_HOURS = 24;

/** Drops sign-in log rows past retention and sessions that ended (expired or revoked) a day ago. */
export async function pruneSignInRecords(now = new Date()): Promise<{ loginAttempts: number; sessions: number }> {
  const attemptsBefore = new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_DAYS * 86_400_000);
  const endedBefore = new Date(now.getTime() - ENDED_SESSION_RETENTION_HOURS * 3_600_000);
  const [loginAttempts, sessions] = await Promise.all([
    prisma.loginAttempt.deleteMany({ where: { createdAt: { lt: attemptsBefore } } }),
    prisma.session.deleteMany({ where: { OR: [{ expiresAt: { lt: endedBefore } }, { revokedAt: { lt: endedBefore } }] } }),
  ]);
  return { loginAttempts: loginAttempts.count, sessions: sessions.count };
}
