// A day's waiting list: dancers join (from the booking form or their private page), staff read it,
// reorder it and remove entries. Offers are offers.ts.
import "server-only";
import { format } from "date-fns";
import { prisma } from "@/lib/db/client";
import { enqueueEmail } from "@/lib/notify";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import type { Prisma, WaitlistEntry } from "@/lib/generated/prisma/client";
import { fromDateOnly, localDay, studioToday, toDateOnly } from "@/lib/time";
import { toDbDanceLevel, toDbDanceStyle } from "@/lib/bookings/dto";
import { findBookingByLink } from "@/lib/bookings/access-links";
import { readCompetitionDay, weekdayOf, type CompetitionDay } from "./day";
import type { WaitlistDayDto, WaitlistEntryDto } from "./dto";
import { waitlistJoinedEmail } from "@/lib/notify/templates/waitlist/emails";
import type { WaitlistJoin, WaitlistJoinFromBooking, WaitlistOrder } from "./schema";

type Tx = Prisma.TransactionClient;
const TX = { maxWait: 10_000, timeout: 20_000 } as const;
export const LIVE_STATUSES = ["waiting", "offered"] as const;

/** Serialises every change of one day's list (joins, order, offers). */
export const lockDay = (tx: Tx, eventId: string, date: string) => tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`waitlist:${eventId}:${date}`}))`;

export function toWaitlistEntryDto(row: WaitlistEntry): WaitlistEntryDto {
  return {
    _id: row.id,
    eventId: row.eventId,
    date: toDateOnly(row.date),
    position: row.position,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    service: row.serviceTitle,
    heatTime: row.heatTime,
    stylistPreference: row.stylistPreference,
    hairAtNight: row.hairAtNight,
    offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
  };
}

export const dayFacts = (day: CompetitionDay) => ({ eventName: day.eventName, weekday: weekdayOf(day.date), longDate: format(localDay(day.date), "MMMM d, yyyy") });

/** The services asked for, checked against the catalogue: a main service and additional ones. */
async function checkServices(tx: Tx, serviceId: string, additional: string[]): Promise<{ serviceTitle: string }> {
  const rows = await tx.service.findMany({ where: { id: { in: [serviceId, ...additional] }, deletedAt: null }, select: { id: true, title: true, category: true } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fields: Record<string, string> = {};
  const main = byId.get(serviceId);
  if (!main || main.category === "Additional") fields.service = "Please select a service.";
  additional.forEach((id, i) => {
    if (byId.get(id)?.category !== "Additional") fields[`additionalServices.${i}`] = "Please choose additional services from the list.";
  });
  if (Object.keys(fields).length) throw new ValidationError("Please check the highlighted fields.", fields);
  return { serviceTitle: main!.title };
}

type Dancer = Pick<WaitlistEntry, "firstName" | "lastName" | "email" | "phoneNumber" | "isParentOrGuardian" | "parentFirstName" | "parentLastName" | "stylistPreference" | "hairAtNight" | "message" | "danceLevel"> & { fromBookingId: string | null };

interface Wish {
  date: string;
  service: string;
  additionalServices: string[];
  danceStyle: WaitlistJoinFromBooking["danceStyle"];
  heatTime: string;
}

/**
 * Puts the dancer at the end of each day's list (all days or none) and emails her once per day. A day she is
 * already on keeps her entry and answers as a join: the answer does not tell whoever typed an address whether
 * it is listed (its owner has the first join's email).
 */
async function addEntries(eventId: string, wishes: Wish[], dancer: Dancer, now: Date): Promise<WaitlistEntryDto[]> {
  const fields: Record<string, string> = {};
  const days: CompetitionDay[] = [];
  for (const [i, wish] of wishes.entries()) {
    // The private page's form has one "date" field; the booking form names its days.
    const key = dancer.fromBookingId ? "date" : `selectedEventDays.${i}`;
    const day = await readCompetitionDay(eventId, wish.date).catch(() => null);
    if (!day) fields[key] = "That day is not a day of this competition.";
    else if (wish.date < studioToday(now)) fields[key] = "That day has passed.";
    else days.push(day);
  }
  if (Object.keys(fields).length) throw new ValidationError("Please check the highlighted fields.", fields);
  const rows = await prisma.$transaction(async (tx) => {
    const listed: WaitlistEntry[] = [];
    for (const [i, wish] of wishes.entries()) {
      await lockDay(tx, eventId, wish.date);
      const { serviceTitle } = await checkServices(tx, wish.service, wish.additionalServices);
      const already = await tx.waitlistEntry.findFirst({ where: { eventId, date: fromDateOnly(wish.date), status: { in: [...LIVE_STATUSES] }, email: { equals: dancer.email, mode: "insensitive" }, firstName: { equals: dancer.firstName, mode: "insensitive" } } });
      if (already) {
        listed.push(already);
        continue;
      }
      const last = await tx.waitlistEntry.aggregate({ where: { eventId, date: fromDateOnly(wish.date) }, _max: { position: true } });
      const row = await tx.waitlistEntry.create({
        data: {
          eventId,
          date: fromDateOnly(wish.date),
          position: (last._max.position ?? 0) + 1,
          ...dancer,
          serviceId: wish.service,
          serviceTitle,
          additionalServiceIds: wish.additionalServices,
          danceStyles: wish.danceStyle.map(toDbDanceStyle),
          heatTime: wish.heatTime || null,
        },
      });
      await enqueueEmail({ kind: "waitlist-joined", entityId: row.id, to: row.email, ...waitlistJoinedEmail(row, dayFacts(days[i])) }, tx);
      listed.push(row);
    }
    return listed;
  }, TX);
  return rows.map(toWaitlistEntryDto);
}

/** The booking form's "Join the waiting list": every selected day of the request goes on its day's list. */
export function joinWaitlist(input: WaitlistJoin, now = new Date()): Promise<WaitlistEntryDto[]> {
  return addEntries(
    input.competition,
    input.dayDetails.map((d) => ({ date: d.date, service: d.services, additionalServices: d.additionalServices, danceStyle: d.danceStyle, heatTime: "" })),
    {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phoneNumber: input.phoneNumber,
      isParentOrGuardian: input.isParentOrGuardian,
      parentFirstName: input.isParentOrGuardian ? input.parentFirstName : "",
      parentLastName: input.isParentOrGuardian ? input.parentLastName : "",
      stylistPreference: input.stylistPreference,
      hairAtNight: input.hairAtNight === "yes",
      message: input.message,
      danceLevel: toDbDanceLevel(input.danceLevel),
      fromBookingId: null,
    },
    now,
  );
}

/** From her private page: a day of the same competition she has not booked. A bad link is a 404. */
export async function joinWaitlistFromBooking(token: string, wish: WaitlistJoinFromBooking, now = new Date()): Promise<WaitlistEntryDto> {
  const row = await findBookingByLink(token, now);
  if (!row) throw new NotFoundError("This link has expired or is not valid.");
  if (row.cancelledAt) throw new ConflictError("This booking is cancelled.");
  if (row.days.some((d) => toDateOnly(d.date) === wish.date)) throw new ConflictError(`Your booking already includes ${weekdayOf(wish.date)}.`);
  const { firstName, lastName, email, phoneNumber, isParentOrGuardian, parentFirstName, parentLastName, stylistPreference, hairAtNight, danceLevel } = row;
  const dancer = { firstName, lastName, email, phoneNumber, isParentOrGuardian, parentFirstName, parentLastName, stylistPreference, hairAtNight, danceLevel };
  return (await addEntries(row.eventId, [wish], { ...dancer, message: "", fromBookingId: row.id }, now))[0];
}

/** Staff: the day's list in order (waiting and offered), and the entries it has closed. */
export async function getWaitlistDay(eventId: string, date: string): Promise<WaitlistDayDto> {
  const day = await readCompetitionDay(eventId, date);
  const rows = await prisma.waitlistEntry.findMany({ where: { eventId, date: fromDateOnly(date) }, orderBy: [{ position: "asc" }] });
  const live = rows.filter((r) => (LIVE_STATUSES as readonly string[]).includes(r.status));
  const past = rows.filter((r) => !live.includes(r)).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  return { eventId, eventName: day.eventName, date, timeZone: day.timeZone, entries: live.map(toWaitlistEntryDto), past: past.map(toWaitlistEntryDto) };
}

/** Staff put the day's list in a new order; the ids must be exactly the entries still on it. */
export async function reorderWaitlist(eventId: string, date: string, order: WaitlistOrder): Promise<WaitlistDayDto> {
  await readCompetitionDay(eventId, date);
  await prisma.$transaction(async (tx) => {
    await lockDay(tx, eventId, date);
    const live = await tx.waitlistEntry.findMany({ where: { eventId, date: fromDateOnly(date), status: { in: [...LIVE_STATUSES] } }, select: { id: true } });
    const ids = new Set(live.map((e) => e.id));
    if (ids.size !== order.ids.length || order.ids.some((id) => !ids.has(id))) throw new ConflictError("The waiting list changed meanwhile. Reload it and try again.");
    for (const [index, id] of order.ids.entries()) await tx.waitlistEntry.update({ where: { id }, data: { position: index + 1 } });
  }, TX);
  return getWaitlistDay(eventId, date);
}

/** Staff take an entry off the list; an offer it held is withdrawn (the caller offers the place on). */
export async function removeWaitlistEntry(eventId: string, date: string, entryId: string, now = new Date()): Promise<{ wasOffered: boolean }> {
  await readCompetitionDay(eventId, date);
  return prisma.$transaction(async (tx) => {
    await lockDay(tx, eventId, date);
    const entry = await tx.waitlistEntry.findFirst({ where: { id: entryId, eventId, date: fromDateOnly(date) }, select: { status: true } });
    if (!entry) throw new NotFoundError("That entry is not on this day's waiting list.");
    if (!(LIVE_STATUSES as readonly string[]).includes(entry.status)) throw new ConflictError("That entry is no longer on the waiting list.");
    await tx.waitlistEntry.update({ where: { id: entryId }, data: { status: "removed", removedAt: now, offerTokenHash: null } });
    return { wasOffered: entry.status === "offered" };
  }, TX);
}
