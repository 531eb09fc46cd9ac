// Customers' private links to their booking (/booking/<token>): a credential like a staff session or a
// calendar feed link. 256 random bits, base64url, stored only as a SHA-256 hash, revocable, valid until
// 30 days after the booking's last day. An unknown, malformed, revoked or expired token is the same
// "no such link" to every caller. The booking a link opens is read by lib/bookings (access-links.ts).
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { studio } from "@/lib/env";
import { shiftDate, toDateOnly, zonedInstant, studioTimeZone } from "@/lib/time";
import { revokeFamilyLinksOfBooking } from "./family-links";

const TOKEN_BYTES = 32;
/** How long a link works after the booking's last day. */
export const LINK_VALID_DAYS_AFTER_LAST_DAY = 30;
/** 32 bytes in base64url without padding: exactly 43 characters of the URL-safe alphabet. */
export const BOOKING_LINK_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

type Db = Prisma.TransactionClient | typeof prisma;

export const hashBookingLinkToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export const bookingLinkUrl = (token: string) => `${studio.siteUrl}/booking/${token}`;

/** The first instant the link no longer works: midnight (studio zone) after the 30th day past the last day. */
export function bookingLinkExpiry(lastDay: string): Date {
  const day = shiftDate(lastDay, LINK_VALID_DAYS_AFTER_LAST_DAY + 1);
  return zonedInstant(day, "00:00", studioTimeZone());
}

/** A new link's token (for the email, never stored) and what is stored of it. */
export function newBookingLink(booking: { days: { date: Date }[] }): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const lastDay = booking.days.map((d) => toDateOnly(d.date)).sort().at(-1);
  if (!lastDay) throw new Error("A booking without days has no private link");
  return { token, tokenHash: hashBookingLinkToken(token), expiresAt: bookingLinkExpiry(lastDay) };
}

/** Creates a link for a booking (inside the caller's transaction) and returns the token, which is never stored. */
export async function issueBookingLink(db: Db, booking: { id: string; days: { date: Date }[] }): Promise<string> {
  const { token, tokenHash, expiresAt } = newBookingLink(booking);
  await db.bookingAccessLink.create({ data: { bookingId: booking.id, tokenHash, expiresAt } });
  return token;
}

/** The live link a token is, with its booking's id: null for every kind of bad link (malformed, unknown, revoked, expired, deleted booking). */
export async function liveBookingLink(token: string, now = new Date(), db: Db = prisma): Promise<{ linkId: string; bookingId: string } | null> {
  if (!BOOKING_LINK_TOKEN_RE.test(token)) return null;
  const link = await db.bookingAccessLink.findUnique({
    where: { tokenHash: hashBookingLinkToken(token) },
    select: { id: true, bookingId: true, expiresAt: true, revokedAt: true, booking: { select: { deletedAt: true } } },
  });
  if (!link || link.revokedAt || link.expiresAt <= now || link.booking.deletedAt) return null;
  return { linkId: link.id, bookingId: link.bookingId };
}

/** The booking of a link id while that link still works (not revoked, not expired, booking not deleted), else null. */
export async function bookingIdOfLiveLink(linkId: string, now = new Date(), db: Db = prisma): Promise<string | null> {
  const link = await db.bookingAccessLink.findFirst({
    where: { id: linkId, revokedAt: null, expiresAt: { gt: now }, booking: { deletedAt: null } },
    select: { bookingId: true },
  });
  return link?.bookingId ?? null;
}

/**
 * Revokes every link of a booking (staff use, e.g. a forwarded email; an address change) and the family
 * links ("Your bookings") of its current email and number; returns how many booking links were live.
 */
export async function revokeBookingLinks(bookingId: string, now = new Date(), db: Db = prisma): Promise<number> {
  const { count } = await db.bookingAccessLink.updateMany({ where: { bookingId, revokedAt: null }, data: { revokedAt: now } });
  await revokeFamilyLinksOfBooking(bookingId, now, db);
  return count;
}

/** What every bad link answers, wherever it is used (page, calendar, cancel): no hint which kind. */
export const BOOKING_LINK_GONE = "This link has expired or is not valid.";
