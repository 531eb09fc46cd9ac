// "Your bookings": a family signs in with a single-use link sent to her email or number (texts only where
// she agreed). The link's token (32 random bytes, base64url) is stored only as its SHA-256 and works once,
// for 30 minutes; using it starts the browser's session, a second token in an httpOnly cookie, hashed too.
// Revoking a booking's private links (staff) or changing its address revokes the family links of that
// address (booking-links.ts calls revokeFamilyLinksOfBooking). What she sees is read by lib/bookings (family.ts).
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { studio } from "@/lib/env";

type Db = Prisma.TransactionClient | typeof prisma;

export const FAMILY_LINK_VALID_MINUTES = 30;
export const FAMILY_SESSION_HOURS = 12;
export const FAMILY_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
export const FAMILY_COOKIE = "family_session";

export type FamilyContactKind = "email" | "phone";
/** An address as the family typed it, normalised: an email lower-cased, a number in E.164. */
export interface FamilyContact {
  kind: FamilyContactKind;
  value: string;
}

export const hashFamilyToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
export const familySignInUrl = (token: string) => `${studio.siteUrl}/your-bookings/sign-in/${token}`;
const newToken = () => randomBytes(32).toString("base64url");

/** A new sign-in link for the address (inside the caller's transaction); returns its row id and the token, never stored. */
export async function issueFamilySignIn(db: Db, contact: FamilyContact, now = new Date()): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + FAMILY_LINK_VALID_MINUTES * 60_000);
  const row = await db.familyLink.create({ data: { contactKind: contact.kind, contact: contact.value, tokenHash: hashFamilyToken(token), expiresAt, createdAt: now } });
  return { id: row.id, token, expiresAt };
}

/** Whether a sign-in link can still be used (the page says so before she presses the button). */
export async function familySignInUsable(token: string, now = new Date()): Promise<boolean> {
  if (!FAMILY_TOKEN_RE.test(token)) return false;
  const row = await prisma.familyLink.findUnique({ where: { tokenHash: hashFamilyToken(token) }, select: { usedAt: true, expiresAt: true, revokedAt: true } });
  return Boolean(row && !row.usedAt && !row.revokedAt && row.expiresAt > now);
}

/**
 * Spends a sign-in link (once: of two concurrent uses one wins) and starts its session: the session's
 * token (for the cookie, never stored) and when it ends. Null for every kind of bad link.
 */
export async function spendFamilySignIn(token: string, now = new Date()): Promise<{ sessionToken: string; expiresAt: Date } | null> {
  if (!FAMILY_TOKEN_RE.test(token)) return null;
  const sessionToken = newToken();
  const expiresAt = new Date(now.getTime() + FAMILY_SESSION_HOURS * 3_600_000);
  const { count } = await prisma.familyLink.updateMany({
    where: { tokenHash: hashFamilyToken(token), usedAt: null, revokedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now, sessionHash: hashFamilyToken(sessionToken), sessionExpiresAt: expiresAt },
  });
  return count === 1 ? { sessionToken, expiresAt } : null;
}

/** The address a session cookie is signed in as, or null (malformed, unknown, ended, revoked). */
export async function familySessionContact(sessionToken: string | undefined, now = new Date()): Promise<FamilyContact | null> {
  if (!sessionToken || !FAMILY_TOKEN_RE.test(sessionToken)) return null;
  const row = await prisma.familyLink.findUnique({ where: { sessionHash: hashFamilyToken(sessionToken) }, select: { contactKind: true, contact: true, sessionExpiresAt: true, revokedAt: true } });
  if (!row || row.revokedAt || !row.sessionExpiresAt || row.sessionExpiresAt <= now) return null;
  return { kind: row.contactKind as FamilyContactKind, value: row.contact };
}

/** "Sign out": the session ends at once. */
export async function endFamilySession(sessionToken: string | undefined, now = new Date()): Promise<void> {
  if (!sessionToken || !FAMILY_TOKEN_RE.test(sessionToken)) return;
  await prisma.familyLink.updateMany({ where: { sessionHash: hashFamilyToken(sessionToken), revokedAt: null }, data: { revokedAt: now } });
}

/** Revokes every family link (unused sign-in links and sessions) of the booking's email and number; returns how many. */
export async function revokeFamilyLinksOfBooking(bookingId: string, now = new Date(), db: Db = prisma): Promise<number> {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { email: true, phoneE164: true } });
  if (!booking) return 0;
  const contacts: Prisma.FamilyLinkWhereInput[] = [{ contactKind: "email", contact: booking.email.trim().toLowerCase() }];
  if (booking.phoneE164) contacts.push({ contactKind: "phone", contact: booking.phoneE164 });
  const { count } = await db.familyLink.updateMany({ where: { revokedAt: null, OR: contacts }, data: { revokedAt: now } });
  return count;
}

/** The session cookie: httpOnly, first-party only, for the family pages and their endpoints. */
export function familySessionCookie(sessionToken: string | null, expiresAt?: Date, secure = studio.siteUrl.startsWith("https:")): string {
  const parts = [`${FAMILY_COOKIE}=${sessionToken ?? ""}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (secure) parts.push("Secure");
  parts.push(sessionToken && expiresAt ? `Expires=${expiresAt.toUTCString()}` : "Max-Age=0");
  return parts.join("; ");
}
