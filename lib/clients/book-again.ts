// "Book again": from the client card (staff, by client id) and as "Book another competition" from the
// customer's private page, where a short-lived signed reference
// (HMAC-SHA256 with NEXTAUTH_SECRET, the app's one signing secret) names the private link the page was
// opened with, so the booking form can be filled with the dancer's and guardian's details without
// putting them in the address. A reference lives no longer than its link: a bad, tampered or expired
// reference, or one whose link was revoked or expired, answers 404 like a bad private link.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { authSecret } from "@/lib/auth";
import { prisma } from "@/lib/db/client";
import { fromDbDanceLevel, fromDbDanceStyle } from "@/lib/bookings/dto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { bookingIdOfLiveLink } from "@/lib/auth";
import { NotFoundError } from "@/lib/errors";
import type { BookAgainPrefill } from "./dto";

export const BOOK_AGAIN_MINUTES = 120;
export const BOOK_AGAIN_INVALID = "This link to book again has expired. Please fill in the form.";

export const bookAgainRefSchema = z.string().regex(/^[A-Za-z0-9_-]{10,120}\.[A-Za-z0-9_-]{43}$/, "Invalid reference");

const sign = (payload: string, secret: string) => createHmac("sha256", secret).update(`book-again:${payload}`).digest("base64url");

/** A reference to the private link `linkId` (a BookingAccessLink id, not its token). */
export function bookAgainRef(linkId: string, now = new Date(), secret = authSecret()): string {
  const payload = Buffer.from(`${linkId}.${Math.floor(now.getTime() / 1000) + BOOK_AGAIN_MINUTES * 60}`).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The link id of a valid, unexpired reference, else null. */
export function verifyBookAgainRef(ref: string, now = new Date(), secret = authSecret()): string | null {
  if (!bookAgainRefSchema.safeParse(ref).success) return null;
  const [payload, signature] = ref.split(".");
  const expected = Buffer.from(sign(payload, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const [linkId, exp] = Buffer.from(payload, "base64url").toString("utf8").split(".");
  if (!linkId || !/^\d+$/.test(exp ?? "") || Number(exp) * 1000 < now.getTime()) return null;
  return linkId;
}

export async function bookAgainPrefill(ref: string, now = new Date()): Promise<BookAgainPrefill> {
  const linkId = verifyBookAgainRef(ref, now);
  const bookingId = linkId ? await bookingIdOfLiveLink(linkId, now) : null;
  const b = bookingId
    ? await prisma.booking.findFirst({ where: { id: bookingId, deletedAt: null, OR: [{ clientId: null }, { client: { erasedAt: null } }] }, include: BOOK_AGAIN_DAYS })
    : null;
  if (!b || !b.email) throw new NotFoundError(BOOK_AGAIN_INVALID);
  return prefillOf(b);
}

/**
 * The client card's "Book again": the client's latest booking (cancelled ones count: booking again
 * after a cancellation is the point), else the card's contact alone. 404 for an unknown or erased client.
 */
export async function bookAgainForClient(clientId: string): Promise<BookAgainPrefill> {
  const client = await prisma.client.findFirst({ where: { id: clientId, erasedAt: null, mergedIntoId: null } });
  if (!client) throw new NotFoundError("Client not found.");
  const last = await prisma.booking.findFirst({ where: { clientId, deletedAt: null }, orderBy: { createdAt: "desc" }, include: BOOK_AGAIN_DAYS });
  // The card is what staff keep up to date: its contact wins over the booking's.
  const contact = {
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phoneNumber: client.phoneNumber,
    parentFirstName: client.parentFirstName,
    parentLastName: client.parentLastName,
    isParentOrGuardian: Boolean(client.parentFirstName || client.parentLastName),
  };
  if (!last) return { ...contact, danceLevel: "", stylistPreference: "", hairAtNight: "", lastDays: [] };
  return { ...prefillOf(last), ...contact };
}

const BOOK_AGAIN_DAYS = { days: { orderBy: { position: "asc" as const }, select: { serviceId: true, danceStyles: true, additionalServiceIds: true } } };

type BookingWithDays = Prisma.BookingGetPayload<{ include: typeof BOOK_AGAIN_DAYS }>;

function prefillOf(b: BookingWithDays): BookAgainPrefill {
  return {
    danceLevel: fromDbDanceLevel(b.danceLevel),
    isParentOrGuardian: b.isParentOrGuardian,
    parentFirstName: b.parentFirstName,
    parentLastName: b.parentLastName,
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    phoneNumber: b.phoneNumber,
    stylistPreference: b.stylistPreference,
    hairAtNight: b.hairAtNight ? "yes" : "no",
    lastDays: b.days.map((d) => ({ services: d.serviceId ?? "", danceStyle: d.danceStyles.map(fromDbDanceStyle), additionalServices: d.additionalServiceIds })),
  };
}
