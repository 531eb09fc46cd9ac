// A freed place goes to the first dancer on the day's list who fits before her heat: one offer per day at
// a time, emailed with a private link (256 random bits, stored as a SHA-256 hash) that holds the place
// for WAITLIST_HOLD_HOURS (never running out at night: ./hold). Accepting sends her booking request through the booking form's create use
// case; an expired hold (the cron) passes the place to the next dancer who fits.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { enqueueEmail } from "@/lib/notify";
import { serverEnv, studio } from "@/lib/env";
import { ConflictError, NotFoundError } from "@/lib/errors";
import type { WaitlistEntry } from "@/lib/generated/prisma/client";
import { createBooking } from "@/lib/bookings";
import { fromDbDanceLevel, fromDbDanceStyle } from "@/lib/bookings/dto";
import { readyByInstant } from "@/lib/bookings/dto";
import { bookingRequestSchema } from "@/lib/bookings/schema";
import { fromDateOnly, studioToday, toDateOnly } from "@/lib/time";
import { latestFit } from "./capacity";
import { loadDay, readCompetitionDay, weekdayOf, type AvailabilitySource } from "./day";
import type { WaitlistOfferDto } from "./dto";
import { waitlistOfferEmail } from "@/lib/notify/templates/waitlist/emails";
import { dayFacts, lockDay } from "./entries";
import { defaultAvailability } from "./availability";
import { offerHoldEnd } from "./hold";

export const OFFER_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
export const OFFER_GONE = "This offer link is not valid.";
export const hashOfferToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
export const offerUrl = (token: string) => `${studio.siteUrl}/waitlist/${token}`;

export interface OfferDeps {
  now?: Date;
  availability?: AvailabilitySource;
}

/**
 * Offers the day's freed place to the first waiting dancer who fits (list order), unless an offer is
 * already holding a place that day. Returns the entry offered, or null.
 */
export async function offerFreedPlace(eventId: string, date: string, deps: OfferDeps = {}): Promise<string | null> {
  const now = deps.now ?? new Date();
  if (date < studioToday(now)) return null;
  const day = await readCompetitionDay(eventId, date).catch(() => null);
  if (!day) return null;
  const offered = await prisma.$transaction(
    async (tx) => {
      await lockDay(tx, eventId, date);
      const where = { eventId, date: fromDateOnly(date) };
      if (await tx.waitlistEntry.count({ where: { ...where, status: "offered", offerExpiresAt: { gt: now } } })) return null;
      const waiting = await tx.waitlistEntry.findMany({ where: { ...where, status: "waiting" }, orderBy: { position: "asc" } });
      if (!waiting.length) return null;
      const load = await loadDay(day, deps.availability ?? defaultAvailability, tx);
      const readyByOf = (e: WaitlistEntry) => (e.heatTime ? readyByInstant(date, e.heatTime, day.timeZone, load.readyBeforeMinutes) : null);
      const entry = waiting.find((e) => {
        const readyBy = readyByOf(e);
        if (readyBy && readyBy <= now) return false;
        const minutes = load.minutesOf(e.serviceId) + e.additionalServiceIds.reduce((sum, id) => sum + load.extraMinutesOf(id), 0);
        // A place before her heat on the day itself (the evening-before window is the planner's business).
        return latestFit({ ...load, staffing: { ...load.staffing, night: null }, minutes, readyBy }) !== null;
      });
      if (!entry) return null;
      const token = randomBytes(32).toString("base64url");
      // Never running out at night in the competition's zone (./hold).
      const expiresAt = offerHoldEnd(now, serverEnv().WAITLIST_HOLD_HOURS, day.timeZone, readyByOf(entry));
      await tx.waitlistEntry.update({ where: { id: entry.id }, data: { status: "offered", offerTokenHash: hashOfferToken(token), offeredAt: now, offerExpiresAt: expiresAt } });
      // Queued (and so due) by the same `now` as its notAfter: the email's window is on one clock.
      await enqueueEmail(
        { kind: "waitlist-offer", entityId: `${entry.id}/${now.getTime().toString(36)}`, to: entry.email, notAfter: expiresAt, createdAt: now, ...waitlistOfferEmail(entry, dayFacts(day), offerUrl(token), expiresAt, day.timeZone) },
        tx,
      );
      return entry.id;
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
  return offered;
}

/** After a booking is cancelled or deleted: each of its days offers its freed place. */
export async function offerPlacesFreedByBooking(bookingId: string, deps: OfferDeps = {}): Promise<string[]> {
  const booking = await prisma.booking.findUnique({ where: { id: bookingId }, select: { eventId: true, days: { select: { date: true } } } });
  if (!booking) return [];
  const offered: string[] = [];
  for (const date of [...new Set(booking.days.map((d) => toDateOnly(d.date)))]) {
    const id = await offerFreedPlace(booking.eventId, date, deps);
    if (id) offered.push(id);
  }
  return offered;
}

async function entryOfToken(token: string): Promise<WaitlistEntry> {
  const entry = OFFER_TOKEN_RE.test(token) ? await prisma.waitlistEntry.findUnique({ where: { offerTokenHash: hashOfferToken(token) } }) : null;
  if (!entry || entry.status === "removed" || entry.status === "waiting") throw new NotFoundError(OFFER_GONE);
  return entry;
}

const isExpired = (entry: WaitlistEntry, now: Date) => entry.status === "expired" || (entry.status === "offered" && (!entry.offerExpiresAt || entry.offerExpiresAt <= now));

/** What the offer page shows. */
export async function getOffer(token: string, now = new Date()): Promise<WaitlistOfferDto> {
  const entry = await entryOfToken(token);
  const event = await prisma.event.findUniqueOrThrow({ where: { id: entry.eventId }, select: { eventName: true, timeZone: true } });
  const date = toDateOnly(entry.date);
  const status = entry.status === "accepted" ? "accepted" : isExpired(entry, now) ? "expired" : "offered";
  return { eventName: event.eventName, date, weekday: weekdayOf(date), service: entry.serviceTitle, firstName: entry.firstName, status, offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null, timeZone: event.timeZone };
}

/**
 * She accepts: the entry is claimed (one accept wins), then her request is stored by the booking form's
 * create use case, with her heat time on the day. Accepting twice answers the first booking; an expired
 * hold is 409.
 */
export async function acceptOffer(token: string, now = new Date()): Promise<{ bookingId: string; alreadyAccepted: boolean }> {
  const entry = await entryOfToken(token);
  if (entry.status === "accepted" && entry.bookingId) return { bookingId: entry.bookingId, alreadyAccepted: true };
  if (isExpired(entry, now)) throw new ConflictError("This offer has expired and the place has gone to the next dancer waiting.");
  const { count } = await prisma.waitlistEntry.updateMany({ where: { id: entry.id, status: "offered", offerExpiresAt: { gt: now } }, data: { status: "accepted", acceptedAt: now } });
  if (count === 0) throw new ConflictError("This offer has just been accepted or has expired. Reload the page.");
  const date = toDateOnly(entry.date);
  try {
    const request = bookingRequestSchema.parse({
      competition: entry.eventId,
      danceLevel: fromDbDanceLevel(entry.danceLevel),
      selectedEventDays: [date],
      dayDetails: [{ date, services: entry.serviceId, danceStyle: entry.danceStyles.map(fromDbDanceStyle), additionalServices: entry.additionalServiceIds }],
      isParentOrGuardian: entry.isParentOrGuardian,
      parentFirstName: entry.parentFirstName,
      parentLastName: entry.parentLastName,
      firstName: entry.firstName,
      lastName: entry.lastName,
      email: entry.email,
      phoneNumber: entry.phoneNumber,
      stylistPreference: entry.stylistPreference,
      hairAtNight: entry.hairAtNight ? "yes" : "no",
      message: entry.message,
      captchaToken: "waiting-list-offer",
    });
    const booking = await createBooking(request, now);
    if (entry.heatTime) await prisma.bookingDay.updateMany({ where: { bookingId: booking._id, date: fromDateOnly(date) }, data: { heatTime: entry.heatTime, heatUpdatedAt: now } });
    await prisma.waitlistEntry.update({ where: { id: entry.id }, data: { bookingId: booking._id } });
    return { bookingId: booking._id, alreadyAccepted: false };
  } catch (error) {
    await prisma.waitlistEntry.update({ where: { id: entry.id }, data: { status: "offered", acceptedAt: null } });
    throw error;
  }
}

/**
 * The cron's work: holds past their time expire, and every coming day with dancers waiting and no live
 * offer offers its free place (an expired hold's place, or room staff made meanwhile).
 */
export async function runWaitlistTick(deps: OfferDeps = {}): Promise<{ expired: number; offered: number }> {
  const now = deps.now ?? new Date();
  const { count: expired } = await prisma.waitlistEntry.updateMany({ where: { status: "offered", offerExpiresAt: { lte: now } }, data: { status: "expired" } });
  const days = await prisma.waitlistEntry.findMany({ where: { status: "waiting", date: { gte: fromDateOnly(studioToday(now)) } }, distinct: ["eventId", "date"], select: { eventId: true, date: true } });
  let offered = 0;
  for (const d of days) if (await offerFreedPlace(d.eventId, toDateOnly(d.date), { ...deps, now })) offered++;
  return { expired, offered };
}
