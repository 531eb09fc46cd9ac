// Whether a presented token's session still lets its user in, read without writing: the one rule behind
// every protected handler (./session's principalFromClaims, which also slides the idle limit), the proxy
// before it re-signs a cookie, and an open push stream's re-check. Loads the database client only.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { PermissionName } from "./dto";
import { hasAnyPermission } from "./permissions";
import { SESSION_IDLE_SECONDS, type SessionClaims } from "./tokens";

/** Whether a session row still lets its user in: not revoked, before its absolute end, used within the idle limit. */
export function sessionIsLive(session: { revokedAt: Date | null; expiresAt: Date; lastSeenAt: Date }, now = new Date()): boolean {
  return !session.revokedAt && session.expiresAt > now && now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_SECONDS * 1000;
}

/** The session row of `claims` with its user, when the session is live, the user active and the password unchanged since sign-in. */
export async function acceptedSession(claims: SessionClaims, now = new Date()) {
  const session = await prisma.session.findUnique({ where: { id: claims.sid }, include: { user: true } });
  if (!session || !sessionIsLive(session, now)) return null;
  const { user } = session;
  if (user.id !== claims.userId || user.accountStatus !== "active") return null;
  if (user.passwordChangedAt > session.createdAt) return null;
  return session;
}

/**
 * The same check without sliding the idle limit (re-signing a cookie or keeping a stream open is not a use),
 * and, given `permissions`, that the user still holds one of them.
 */
export async function sessionStillAccepted(claims: SessionClaims, options: { permissions?: readonly PermissionName[]; now?: Date } = {}): Promise<boolean> {
  const session = await acceptedSession(claims, options.now);
  return session !== null && (!options.permissions || hasAnyPermission(session.user, options.permissions));
}
