// Heat times: the dancer gives their first heat per booking day on the private page, or the desk enters it
// in Edit Booking (phone and walk-up bookings); the studio is told (changes within 10 minutes share one
// email); a change after the confirmation marks it out of date; a change that leaves a timed slot ending after ready-by is sent to the studio at once
// as "Late for heat" (and counted on the admin home). A week before a competition, confirmed bookings still missing a heat time get one
// nudge. Staff plan from the heat with lib/bookings/heat-plan.ts (pure) and the busy times below.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueEmail, emailIdempotencyKey } from "@/lib/notify";
import { studio } from "@/lib/env";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { timeZoneLabel } from "@/lib/time/zoned";
import { formatTimeIn, formatTimeRangeIn, fromDateOnly, shiftDate, toDateOnly, studioToday } from "@/lib/time";
import { displayText } from "@/lib/text/display-text";
import { bookingLinkUrl, issueBookingLink } from "@/lib/auth";
import { bookingInclude, bookingStatus, heatDayOpen, lateSlotsOf, type BookingRow } from "./dto";
import { bookingHeatTimeNudgeEmail, bookingHeatTimesStudioEmail, type LateSlotLine } from "@/lib/notify/templates/bookings/request";
import type { HeatPlanContext } from "./heat-plan";
import { refuseUnstaffedEveningBefore } from "./evening-before";
import { availabilityToJson, getEventAvailability } from "@/lib/availability";
import { serviceKey } from "./slots";
import { parseServiceDuration } from "@/lib/services/duration";
import { staffBusyIntervals } from "./staff-schedule";
import type { HeatTimesInput } from "./schema";

const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

export const HEAT_CHANGE_KIND = "booking-heat-times-studio";
export const HEAT_NUDGE_KIND = "booking-heat-times-nudge";
/** Changes within this long after the first one go out in the same studio email. */
export const HEAT_CHANGE_BATCH_MS = 10 * 60 * 1000;
/** Confirmed bookings without heat times are asked this many days before the competition starts. */
export const HEAT_NUDGE_DAYS_BEFORE = 7;

export const DAY_HAS_STARTED = "This day has started. Please call or text the studio with your heat time.";

/** Who gives the heat times: the dancer on the private page, or the desk in Edit Booking. */
export interface HeatTimesSource {
  by: "customer" | "staff" | "import";
}

/**
 * Heat times from the dancer's private page or from the desk: only days that change are written; a day that has
 * started (in the competition's zone) cannot change from the private page (the desk may still change it: the
 * dancer is told to call the studio). Any change stamps `heatChangedAt` (after the confirmation → out of date)
 * and adds to the studio's pending heat-times email, or starts one due in 10 minutes. Returns how many days changed.
 */
export async function saveHeatTimes(bookingId: string, input: HeatTimesInput, now = new Date(), source: HeatTimesSource = { by: "customer" }): Promise<{ changed: number; late: boolean }> {
  const readyBefore = await getReadyBeforeHeatMinutes();
  const { changed, late } = await prisma.$transaction((tx) => saveHeatTimesIn(tx, bookingId, input, now, source, readyBefore), TX_OPTIONS);
  return { changed, late };
}

/**
 * saveHeatTimes inside the caller's transaction (a heat-list import saves every dancer's in one). An import
 * (`by: "import"`) writes as the desk does but sends the studio no heat-times email: staff made the change
 * and saw its late slots in the preview. The caller schedules the outbox after its commit.
 */
export async function saveHeatTimesIn(
  tx: Prisma.TransactionClient,
  bookingId: string,
  input: HeatTimesInput,
  now: Date,
  source: HeatTimesSource,
  readyBefore: number,
  extra: { heatLater?: Record<string, string[]> } = {},
): Promise<{ changed: number; late: boolean }> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${bookingId}`}))`;
  const row = (await tx.booking.findFirst({ where: { id: bookingId, deletedAt: null }, include: bookingInclude })) as BookingRow | null;
  if (!row) throw new NotFoundError("Booking not found");
  if (row.cancelledAt) throw new ConflictError("This request is cancelled.");
  const fields: Record<string, string> = {};
  const updates: { id: string; heatTime: string | null; heatNote: string; heatLater?: string[]; eveningHeatTime?: string | null; hairEveningBefore?: boolean; timed: boolean }[] = [];
  input.days.forEach((entry, i) => {
    const day = row.days.find((d) => toDateOnly(d.date) === entry.date);
    if (!day) {
      fields[`days.${i}.date`] = `${entry.date} is not a day of this booking.`;
      return;
    }
    const heatTime = entry.heatTime || null;
    const heatLater = extra.heatLater?.[entry.date];
    // The evening-session heat (hair at night) is asked only when she needs her hair redone for it.
    const eveningHeatTime = entry.eveningHeatTime === undefined ? undefined : entry.eveningHeatTime || null;
    if (eveningHeatTime && !row.hairAtNight) {
      fields[`days.${i}.eveningHeatTime`] = "An evening heat is asked only when she needs her hair redone for an evening session.";
      return;
    }
    const timed = (day.heatTime ?? null) !== heatTime || day.heatNote !== entry.heatNote || (eveningHeatTime !== undefined && (day.eveningHeatTime ?? null) !== eveningHeatTime) || (entry.hairEveningBefore !== undefined && entry.hairEveningBefore !== day.hairEveningBefore);
    const laterChanged = heatLater !== undefined && heatLater.join() !== day.heatLater.join();
    if (!timed && !laterChanged) return;
    if (timed && source.by === "customer" && !heatDayOpen(entry.date, row.event.timeZone, now)) {
      fields[`days.${i}.heatTime`] = DAY_HAS_STARTED;
      return;
    }
    updates.push({ id: day.id, heatTime, heatNote: entry.heatNote, heatLater, eveningHeatTime, hairEveningBefore: entry.hairEveningBefore, timed });
  });
  if (Object.keys(fields).length) throw new ValidationError("Please check the heat times.", fields);
  // Ticking the evening before (not keeping it) needs someone working that evening.
  const ticked = input.days.flatMap((entry, i) => (entry.hairEveningBefore && !row.days.find((d) => toDateOnly(d.date) === entry.date)?.hairEveningBefore ? [{ date: entry.date, field: `days.${i}.hairEveningBefore` }] : []));
  await refuseUnstaffedEveningBefore(row.eventId, ticked, tx);
  // Later heats alone (the first heat unchanged) are the run sheet's, not a heat-time change.
  for (const u of updates.filter((x) => !x.timed)) await tx.bookingDay.update({ where: { id: u.id }, data: { heatLater: u.heatLater } });
  const timed = updates.filter((u) => u.timed);
  if (timed.length === 0) return { changed: 0, late: false };
  for (const u of timed) await tx.bookingDay.update({ where: { id: u.id }, data: { heatTime: u.heatTime, heatNote: u.heatNote, heatUpdatedAt: now, ...(u.heatLater ? { heatLater: u.heatLater } : {}), ...(u.eveningHeatTime !== undefined ? { eveningHeatTime: u.eveningHeatTime } : {}), ...(u.hairEveningBefore !== undefined ? { hairEveningBefore: u.hairEveningBefore } : {}) } });
  await tx.booking.update({ where: { id: bookingId }, data: { heatChangedAt: now } });
  if (source.by === "import") {
    const after = (await tx.booking.findFirstOrThrow({ where: { id: bookingId }, include: bookingInclude })) as BookingRow;
    return { changed: timed.length, late: lateSlotLines(after, readyBefore).length > 0 };
  }
  const late = await notifyStudioOfHeatChange(tx, bookingId, now, readyBefore);
  return { changed: timed.length, late };
}

/** The slots a heat time leaves ending after ready-by, as the studio's notice lists them (competition zone, named when not the studio's). */
function lateSlotLines(row: BookingRow, readyBefore: number): LateSlotLine[] {
  const zone = row.event.timeZone;
  return lateSlotsOf(row, readyBefore).map(({ day, schedule, readyBy }) => ({
    date: toDateOnly(day.date),
    service: displayText(schedule.serviceTitle),
    stylist: schedule.assignedUser ? `${schedule.assignedUser.firstName} ${schedule.assignedUser.lastName}`.trim() : "",
    time: formatTimeRangeIn(schedule.startAt!, schedule.endAt!, zone, studio.timeZone),
    readyBy: formatTimeIn(readyBy, zone, studio.timeZone),
  }));
}

const heatChangePrefix = (bookingId: string) => `${HEAT_CHANGE_KIND}/${bookingId}/`;

/**
 * The studio's heat-times email for a change: rewrites the booking's pending one (not yet claimed by
 * the sender) so it lists every change of its 10-minute window, or queues a new one due in 10 minutes.
 * When a slot now ends after ready-by it says "Late for heat" and is due at once. Returns whether one is late.
 */
async function notifyStudioOfHeatChange(tx: Prisma.TransactionClient, bookingId: string, now: Date, readyBefore: number): Promise<boolean> {
  const row = (await tx.booking.findFirstOrThrow({ where: { id: bookingId }, include: bookingInclude })) as BookingRow;
  const pending = await tx.emailMessage.findFirst({
    where: { kind: HEAT_CHANGE_KIND, idempotencyKey: { startsWith: heatChangePrefix(bookingId) }, status: "pending", attempts: 0 },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdAt: true },
  });
  // The batch started when this function queued its email, stamped with the same `now` as heatUpdatedAt
  // (never the column default: the database's clock is not the caller's).
  const since = pending?.createdAt ?? now;
  const late = lateSlotLines(row, readyBefore);
  const email = bookingHeatTimesStudioEmail(
    { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email, phoneNumber: row.phoneNumber, eventName: row.event.eventName, confirmed: bookingStatus(row) === "confirmed" },
    row.days.map((d) => ({ date: toDateOnly(d.date), heatTime: d.heatTime ?? "", heatNote: d.heatNote, changed: Boolean(d.heatUpdatedAt && d.heatUpdatedAt >= since) })),
    timeZoneLabel(row.event.timeZone),
    late,
  );
  const dueAt = late.length ? now : new Date(now.getTime() + HEAT_CHANGE_BATCH_MS);
  if (pending) {
    // Still unclaimed (the sender takes it only when due): the batch grows. Claimed meanwhile → a new email.
    const { count } = await tx.emailMessage.updateMany({
      where: { id: pending.id, status: "pending", attempts: 0 },
      data: { subject: email.subject, html: email.html, text: email.text, ...(late.length ? { nextAttemptAt: now } : {}) },
    });
    if (count === 1) return late.length > 0;
  }
  await enqueueEmail({ kind: HEAT_CHANGE_KIND, entityId: `${bookingId}/${now.getTime().toString(36)}`, bookingId, to: studio.email, replyTo: row.email, ...email, dueAt, createdAt: now }, tx);
  return late.length > 0;
}


/**
 * The nudge: for competitions starting within the next 7 days (studio calendar), each confirmed,
 * live booking with a day still missing its heat time gets one email with a fresh private link —
 * once per booking (the outbox key), never for a cancelled one. Runs with the outbox tick.
 */
export async function queueHeatTimeNudges(now = new Date()): Promise<number> {
  const today = studioToday(now);
  const rows = (await prisma.booking.findMany({
    where: {
      deletedAt: null,
      cancelledAt: null,
      confirmedAt: { not: null },
      isAssigned: true,
      event: { deletedAt: null, eventStartDate: { gt: fromDateOnly(today), lte: fromDateOnly(shiftDate(today, HEAT_NUDGE_DAYS_BEFORE)) } },
      days: { some: { heatTime: null } },
    },
    include: bookingInclude,
  })) as BookingRow[];
  let queued = 0;
  for (const row of rows) {
    const key = emailIdempotencyKey(HEAT_NUDGE_KIND, row.id);
    if (await prisma.emailMessage.findUnique({ where: { idempotencyKey: key }, select: { id: true } })) continue;
    const missing = row.days.filter((d) => !d.heatTime).map((d) => toDateOnly(d.date));
    const created = await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${row.id}`}))`;
      const live = await tx.booking.findFirst({ where: { id: row.id, deletedAt: null, cancelledAt: null }, select: { id: true } });
      if (!live) return false;
      const token = await issueBookingLink(tx, row);
      const email = bookingHeatTimeNudgeEmail({ firstName: row.firstName, isParentOrGuardian: row.isParentOrGuardian, parentFirstName: row.parentFirstName, eventName: row.event.eventName }, missing, timeZoneLabel(row.event.timeZone), bookingLinkUrl(token));
      return (await enqueueEmail({ kind: HEAT_NUDGE_KIND, entityId: row.id, bookingId: row.id, to: row.email, ...email }, tx)).created;
    }, TX_OPTIONS);
    if (created) queued += 1;
  }
  return queued;
}

/** For the admin home: the next competition (not ended, soonest first) and its live bookings with a day missing a heat time. */
export async function bookingsMissingHeatTimesForNextCompetition(now = new Date()): Promise<{ eventName: string; count: number } | null> {
  const event = await prisma.event.findFirst({
    where: { deletedAt: null, eventEndDate: { gte: fromDateOnly(studioToday(now)) }, bookings: { some: { deletedAt: null, cancelledAt: null } } },
    orderBy: [{ eventStartDate: "asc" }, { id: "asc" }],
    select: { id: true, eventName: true },
  });
  if (!event) return null;
  const count = await prisma.booking.count({ where: { eventId: event.id, deletedAt: null, cancelledAt: null, days: { some: { heatTime: null } } } });
  return { eventName: event.eventName, count };
}

/**
 * For the admin home: live bookings with a day still to come (studio calendar) on which a timed slot
 * ends after the ready-by of that day's heat, soonest day first.
 */
export async function bookingsLateForHeat(now = new Date()): Promise<{ id: string; name: string; eventName: string }[]> {
  const today = fromDateOnly(studioToday(now));
  const [rows, readyBefore] = await Promise.all([
    prisma.booking.findMany({
      where: { deletedAt: null, cancelledAt: null, days: { some: { date: { gte: today }, heatTime: { not: null }, schedules: { some: { endAt: { not: null } } } } } },
      include: bookingInclude,
    }) as Promise<BookingRow[]>,
    getReadyBeforeHeatMinutes(),
  ]);
  return rows
    .map((row) => ({ row, late: lateSlotsOf(row, readyBefore).filter(({ day }) => day.date >= today) }))
    .filter(({ late }) => late.length > 0)
    .sort((a, b) => a.late[0].day.date.getTime() - b.late[0].day.date.getTime() || a.row.id.localeCompare(b.row.id))
    .map(({ row }) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, eventName: row.event.eventName }));
}

/** Edit Booking's planner data: settings, service lengths and the stylists' busy times from the day before the first booking day to the day after the last. */
export async function loadHeatPlanContext(booking: { _id: string; competition?: { _id: string }; dayDetails: { date: string }[] }): Promise<HeatPlanContext> {
  const dates = booking.dayDetails.map((d) => d.date).sort();
  const from = fromDateOnly(shiftDate(dates[0] ?? studioToday(), -1));
  const to = fromDateOnly(shiftDate(dates.at(-1) ?? studioToday(), 2));
  const [readyBefore, services, busy, days] = await Promise.all([
    getReadyBeforeHeatMinutes(),
    prisma.service.findMany({ select: { title: true, time: true, deletedAt: true }, orderBy: [{ deletedAt: { sort: "desc", nulls: "first" } }] }),
    staffBusyIntervals(from, to, booking._id),
    // A deleted competition has no staffing: Suggest times then works as with nothing set.
    booking.competition ? getEventAvailability(booking.competition._id).catch(() => []) : [],
  ]);
  const serviceMinutes: Record<string, number | null> = {};
  // Live services win over deleted ones of the same title (live rows come first).
  for (const s of services) serviceMinutes[serviceKey(s.title)] ??= parseServiceDuration(s.time);
  return {
    readyBeforeHeatMinutes: readyBefore,
    studioTimeZone: studio.timeZone,
    busy: Object.fromEntries(Object.entries(busy).map(([id, list]) => [id, list.map((i) => ({ start: i.start.toISOString(), end: i.end.toISOString() }))])),
    serviceMinutes,
    availability: Object.fromEntries(days.filter((d) => dates.includes(d.date)).map((d) => [d.date, availabilityToJson(d)])),
  };
}
