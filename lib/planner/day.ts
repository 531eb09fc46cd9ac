// A competition day as the planner sees it: every live booking with a day on that date, its slots
// (set ones fixed, the rest open, each with who performs its service), ready-by from the heat times,
// the day's availability and what the stylists hold elsewhere. Read from the database; planning itself stays pure (./solve).
import "server-only";
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { getDayAvailability, localDayInterval, type DayAvailability } from "@/lib/availability";
import { bookingInclude, eveningReadyByOfDay, readyByOfDay, type BookingRow } from "@/lib/bookings/dto";
import { extrasOfSlot, serviceMinutesByTitle, slotMinutes } from "@/lib/bookings/dto";
import { loadListedServices } from "@/lib/bookings/slot-recount";
import { serviceKey, splitServiceTitle } from "@/lib/bookings/dto";
import { eveningSessionService, isEveningBeforeSlot, isEveningSessionService } from "@/lib/bookings/dto";
import { doesNotPerform, performsService } from "@/lib/bookings/dto";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { ValidationError } from "@/lib/errors";
import { fromDateOnly, toDateOnly } from "@/lib/time";
import type { Interval, PlannerDancer, PlannerInput } from "./dto";
import type { PlanRequest } from "./schema";

type Db = typeof prisma;

export interface DaySlot {
  bookingId: string;
  service: string;
  userId: string | null;
  start: Date | null;
  end: Date | null;
}

export interface LoadedDay {
  availability: DayAvailability;
  bookings: BookingRow[];
  /** Every slot of the day as stored now (times null when not set). */
  current: DaySlot[];
  input: PlannerInput;
  /** Hair at night: each dancer's second hair appointment, before her evening heat (planned after the morning, around it). */
  evening: PlannerDancer[];
  /** Hair at night, but no evening heat time yet: nothing is invented for them. */
  waitingEvening: string[];
  versions: Record<string, string>;
}

/** The slot id inside the planner: a booking has one slot per day and service (the slot rule). */
export const slotIdOf = (bookingId: string, service: string) => `${bookingId}|${serviceKey(service)}`;

/**
 * The slot of `service` on `date` is done the evening before: she chose "hair done the evening before" for that
 * day and it is a hair-only service (not a package). Hair at night (an evening session) never puts it there.
 */
export const isNightSlot = (row: Pick<BookingRow, "days">, date: string, service: string) => isEveningBeforeSlot(row.days.find((d) => toDateOnly(d.date) === date), service);

/** What a booking's day looked like (heat, cancellation, slots): differs → it changed meanwhile. */
export function bookingVersion(row: BookingRow, date: string): string {
  const day = row.days.find((d) => toDateOnly(d.date) === date);
  const parts = [row.cancelledAt?.toISOString() ?? "", row.deletedAt?.toISOString() ?? "", day?.heatTime ?? "", day?.eveningHeatTime ?? "", String(day?.hairEveningBefore ?? false), String(row.hairAtNight), ...(day?.schedules ?? []).map((s) => [s.id, s.serviceTitle, s.assignedUserId, s.startAt?.toISOString(), s.endAt?.toISOString()].join("/"))];
  return createHash("sha256").update(parts.join("|")).digest("hex").slice(0, 16);
}

/** The slots of a booking's day: its schedules, or the services its title stands for. */
function slotsOfDay(row: BookingRow, date: string, listed: Awaited<ReturnType<typeof loadListedServices>>): DaySlot[] {
  const day = row.days.find((d) => toDateOnly(d.date) === date);
  if (!day) return [];
  const seen = new Set<string>();
  const slots: DaySlot[] = day.schedules.length
    ? day.schedules.map((s) => ({ bookingId: row.id, service: s.serviceTitle, userId: s.assignedUserId, start: s.startAt, end: s.endAt }))
    : splitServiceTitle(day.serviceTitle, listed).map((service) => ({ bookingId: row.id, service, userId: null, start: null, end: null }));
  return slots.filter((s) => !seen.has(serviceKey(s.service)) && seen.add(serviceKey(s.service)));
}

export async function loadPlanDay(eventId: string, date: string, request: PlanRequest, db: Db = prisma): Promise<LoadedDay> {
  const availability = await getDayAvailability(eventId, date, db);
  const [bookings, services, listed, readyBefore] = await Promise.all([
    db.booking.findMany({ where: { eventId, deletedAt: null, cancelledAt: null, days: { some: { date: fromDateOnly(date) } } }, include: bookingInclude, orderBy: { createdAt: "asc" } }),
    db.service.findMany({ where: { deletedAt: null }, select: { title: true, time: true } }),
    loadListedServices(db),
    getReadyBeforeHeatMinutes(db),
  ]);
  const minutes = serviceMinutesByTitle(services);
  const stylistIds = new Set(availability.stylists.map((s) => s.userId));
  // Who performs a slot's service (lib/bookings/skills.ts); undefined when every stylist of the day does.
  const performersOf = (service: string) => {
    const who = availability.stylists.filter((st) => performsService(st, service));
    return who.length === availability.stylists.length ? undefined : who.map((st) => st.userId);
  };
  const current = bookings.flatMap((row) => slotsOfDay(row, date, listed));
  const pins = new Map(request.pins.map((p, i) => [slotIdOf(p.bookingId, p.service), { ...p, index: i }]));
  const fields: Record<string, string> = {};
  for (const [id, pin] of pins) {
    if (!current.some((s) => slotIdOf(s.bookingId, s.service) === id)) fields[`pins.${pin.index}.service`] = "No such slot on this day";
    if (!stylistIds.has(pin.userId)) fields[`pins.${pin.index}.userId`] = "This stylist does not work this day";
    else if (performersOf(pin.service)?.includes(pin.userId) === false) {
      const who = availability.stylists.find((st) => st.userId === pin.userId)!;
      fields[`pins.${pin.index}.userId`] = doesNotPerform(`${who.firstName} ${who.lastName}`, pin.service);
    }
  }
  if (Object.keys(fields).length) throw new ValidationError("Please check the pinned entries.", fields);

  const plannerSlot = (row: BookingRow, s: DaySlot, extras: readonly string[]) => {
    const replan = request.includeUnconfirmed && !row.confirmedAt;
    const id = slotIdOf(row.id, s.service);
    const length = slotMinutes(s.service, extras, minutes) ?? (s.start && s.end ? Math.round((s.end.getTime() - s.start.getTime()) / 60_000) : null);
    const pin = pins.get(id);
    const set = Boolean(s.userId && s.start && s.end);
    const fixed = pin && length
      ? { userId: pin.userId, start: new Date(pin.start), end: new Date(Date.parse(pin.start) + length * 60_000) }
      : set && !replan ? { userId: s.userId, start: s.start!, end: s.end! } : null;
    return { slotId: id, service: s.service, minutes: length, fixed, userId: !fixed && !set && s.userId && stylistIds.has(s.userId) ? s.userId : null, night: isNightSlot(row, date, s.service), performers: performersOf(s.service) };
  };
  const evening: PlannerDancer[] = [];
  const waitingEvening: string[] = [];
  for (const row of bookings.filter((b) => b.hairAtNight)) {
    const day = row.days.find((d) => toDateOnly(d.date) === date)!;
    const mine = current.filter((s) => s.bookingId === row.id);
    const hair = mine.find((s) => !isEveningSessionService(s.service) && /\bhair\b/i.test(s.service));
    const readyBy = eveningReadyByOfDay(day, row.event.timeZone, readyBefore);
    if (!hair) continue;
    if (!readyBy) {
      waitingEvening.push(row.id);
      continue;
    }
    const stored = mine.find((s) => isEveningSessionService(s.service));
    const slot = plannerSlot(row, stored ?? { bookingId: row.id, service: eveningSessionService(hair.service), userId: null, start: null, end: null }, []);
    evening.push({ bookingId: row.id, readyBy, preference: row.stylistPreference, slots: [{ ...slot, night: false }] });
  }

  const dancers: PlannerDancer[] = bookings.map((row) => {
    const day = row.days.find((d) => toDateOnly(d.date) === date)!;
    return {
      bookingId: row.id,
      readyBy: readyByOfDay(day, row.event.timeZone, readyBefore),
      preference: row.stylistPreference,
      slots: current
        .filter((s) => s.bookingId === row.id && !isEveningSessionService(s.service))
        // Extras (rhinestones, a lash upgrade) take time at the end of her last service of the day.
        .map((s, i, mine) => plannerSlot(row, s, extrasOfSlot(mine.map((m) => ({ dayIndex: 0, service: m.service })), i, () => day.additionalServiceTitles))),
    };
  });

  const span = dayBounds(availability, [...dancers, ...evening]);
  const dayScheduleIds = new Set(bookings.flatMap((b) => b.days.filter((d) => toDateOnly(d.date) === date).flatMap((d) => d.schedules.map((s) => s.id))));
  const elsewhere = await db.schedule.findMany({
    where: { assignedUserId: { in: [...stylistIds] }, booking: { deletedAt: null, cancelledAt: null }, startAt: { lt: span.end }, endAt: { gt: span.start } },
    select: { id: true, assignedUserId: true, startAt: true, endAt: true },
  });
  const busy: Record<string, Interval[]> = {};
  for (const s of elsewhere) if (!dayScheduleIds.has(s.id)) (busy[s.assignedUserId!] ??= []).push({ start: s.startAt!, end: s.endAt! });

  const input: PlannerInput = {
    dancers,
    stylists: availability.stylists.map((s) => ({ id: s.userId, firstName: s.firstName, lastName: s.lastName, windows: s.windows, night: s.night ? [s.night] : [] })),
    chairs: availability.chairs,
    night: availability.night,
    busy,
    stepMinutes: 5,
    searchHours: 8,
  };
  return { availability, bookings, current, input, evening, waitingEvening, versions: Object.fromEntries(bookings.map((b) => [b.id, bookingVersion(b, date)])) };
}

/** From the night window (or 8 hours before the first ready-by) to the last ready-by. */
function dayBounds(day: DayAvailability, dancers: PlannerDancer[]): Interval {
  const ready = dancers.map((d) => d.readyBy?.getTime()).filter((t): t is number => t !== undefined);
  const windows = day.stylists.flatMap((s) => s.windows);
  const lows = [...ready.map((t) => t - 8 * 3_600_000), ...windows.map((w) => w.start.getTime()), ...(day.night ? [day.night.start.getTime()] : [])];
  const highs = [...ready, ...windows.map((w) => w.end.getTime())];
  const whole = localDayInterval(day.date, day.timeZone);
  return { start: new Date(Math.min(...lows, whole.start.getTime())), end: new Date(Math.max(...highs, whole.end.getTime())) };
}
