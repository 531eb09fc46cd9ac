// The server's availability guard for a save (Edit Booking, a drag in My Calendar): a changed slot whose
// stylist has the day off, is outside her hours on a staffed day, or that would put more appointments
// than chairs in the venue at once → 409 naming who and when. Runs inside the save's transaction, before
// the clash guard (which stays the last word).
import "server-only";
import { format } from "date-fns";
import type { Prisma } from "@/lib/generated/prisma/client";
import { studio } from "@/lib/env";
import { ConflictError } from "@/lib/errors";
import { formatTimeRangeIn, fromDateOnly, localDay, toDateOnly } from "@/lib/time";
import { chairsExceeded, inNightWindow, stylistFree, type DayAvailability, type Interval } from "./dto";
import { daysAvailability, loadCompetition } from "./read";

export interface GuardedSlot {
  /** The booking day the slot belongs to ("YYYY-MM-DD", competition zone). */
  date: string;
  userId: string | null;
  startAt: Date;
  endAt: Date;
  /** Unchanged slots are not refused (staffing set after they were booked), but still take a chair. */
  changed: boolean;
}

const dayWords = (date: string) => format(localDay(date), "EEE, MMM d");
const clip = (slot: Interval, to: Interval): Interval => ({ start: slot.start > to.start ? slot.start : to.start, end: slot.end < to.end ? slot.end : to.end });

/** Refuses the first changed slot that availability does not allow; `nameOf` names a stylist. */
export async function refuseUnavailableSlots(tx: Prisma.TransactionClient, eventId: string, bookingId: string, slots: GuardedSlot[], nameOf: (userId: string) => string): Promise<void> {
  const changed = slots.filter((s) => s.changed);
  if (!changed.length) return;
  const competition = await loadCompetition(eventId, tx);
  const dates = [...new Set(changed.map((s) => s.date))].filter((d) => competition.dates.includes(d));
  const userIds = [...new Set(changed.map((s) => s.userId).filter((u): u is string => Boolean(u)))];
  const off = await tx.timeOff.findMany({ where: { userId: { in: userIds }, date: { in: [...new Set(changed.map((s) => s.date))].map(fromDateOnly) } } });
  for (const slot of changed) {
    if (slot.userId && off.some((o) => o.userId === slot.userId && toDateOnly(o.date) === slot.date)) {
      throw new ConflictError(`${nameOf(slot.userId)} has ${dayWords(slot.date)} off.`);
    }
  }
  if (!dates.length) return;
  const days = await daysAvailability(competition, dates, tx);
  const zone = competition.timeZone;
  const when = (i: Interval) => formatTimeRangeIn(i.start, i.end, zone, studio.timeZone);
  for (const day of days) {
    const ofDay = changed.filter((s) => s.date === day.date);
    for (const slot of ofDay) {
      const interval = { start: slot.startAt, end: slot.endAt };
      // An unstaffed day leaves the hours open, not the evening before (a night slot needs her evening).
      if (slot.userId && (day.staffed || inNightWindow(day, interval)) && !stylistFree(day, slot.userId, interval)) throw new ConflictError(outsideHours(day, slot.userId, interval, nameOf, when));
    }
    if (day.chairs !== null) await refuseOverChairs(tx, day, bookingId, slots.filter((s) => s.date === day.date), ofDay, when);
  }
}

function outsideHours(day: DayAvailability, userId: string, slot: Interval, nameOf: (userId: string) => string, when: (i: Interval) => string): string {
  const stylist = day.stylists.find((s) => s.userId === userId);
  if (!stylist) return `${nameOf(userId)} does not work ${dayWords(day.date)} at this competition.`;
  const hours = [...stylist.windows.map(when), ...(stylist.night ? [`${when(stylist.night)} the evening before`] : [])].join(", ") || "no hours";
  return `${nameOf(userId)} works ${hours} for ${dayWords(day.date)}; ${when(slot)} is outside those hours.`;
}

async function refuseOverChairs(tx: Prisma.TransactionClient, day: DayAvailability, bookingId: string, own: GuardedSlot[], changed: GuardedSlot[], when: (i: Interval) => string) {
  // Saves of the same day take chairs one after the other.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`chairs:${day.eventId}:${day.date}`}))`;
  const others = await tx.schedule.findMany({
    where: { bookingId: { not: bookingId }, booking: { eventId: day.eventId, deletedAt: null, cancelledAt: null }, bookingDay: { date: fromDateOnly(day.date) }, startAt: { not: null }, endAt: { not: null } },
    select: { startAt: true, endAt: true },
  });
  const taken: Interval[] = [...others.map((o) => ({ start: o.startAt!, end: o.endAt! })), ...own.map((s) => ({ start: s.startAt, end: s.endAt }))];
  for (const slot of changed) {
    const interval = { start: slot.startAt, end: slot.endAt };
    const overlapping = taken.filter((t) => t.start < interval.end && interval.start < t.end).map((t) => clip(t, interval));
    if (chairsExceeded(day, overlapping)) throw new ConflictError(`No chair is free at ${when(interval)} on ${dayWords(day.date)}: the venue has ${day.chairs === 1 ? "1 chair" : `${day.chairs} chairs`}.`);
  }
}
