// The booking a customer's private link opens (the link itself, a credential, is lib/auth's
// booking-links.ts). Every bad link is the same "no such link" to every caller.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { BOOKING_LINK_GONE, liveBookingLink } from "@/lib/auth";
import { NotFoundError } from "@/lib/errors";
import { bookingInclude, type BookingRow } from "./dto";

type Db = Prisma.TransactionClient | typeof prisma;

/** The live link a token is (its id and booking), or null for every kind of bad link (malformed, unknown, revoked, expired, deleted booking). */
export async function findLinkAndBooking(token: string, now = new Date(), db: Db = prisma): Promise<{ linkId: string; row: BookingRow } | null> {
  const link = await liveBookingLink(token, now, db);
  if (!link) return null;
  const row = await db.booking.findFirst({ where: { id: link.bookingId, deletedAt: null }, include: bookingInclude });
  return row ? { linkId: link.linkId, row: row as BookingRow } : null;
}

/** The booking a token opens, or null for every kind of bad link. */
export async function findBookingByLink(token: string, now = new Date(), db: Db = prisma): Promise<BookingRow | null> {
  return (await findLinkAndBooking(token, now, db))?.row ?? null;
}

/** findBookingByLink, but a bad link is a NotFoundError with the one message. */
export async function requireBookingByLink(token: string, now = new Date()): Promise<BookingRow> {
  const row = await findBookingByLink(token, now);
  if (!row) throw new NotFoundError(BOOKING_LINK_GONE);
  return row;
}
