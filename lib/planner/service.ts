// The day planner's use cases: propose a plan (nothing saved) and save a plan staff reviewed, all
// bookings in one transaction through Edit Booking's save (availability guard and clash guard),
// refusing bookings that changed since the proposal.
import "server-only";
import { prisma } from "@/lib/db/client";
import { updateBooking } from "@/lib/bookings";
import { loadBooking, TX_OPTIONS } from "@/lib/bookings/read";
import { slotDaysOf, type BookingRow } from "@/lib/bookings/dto";
import { loadListedServices } from "@/lib/bookings/slot-recount";
import { serviceKey, splitServiceTitle } from "@/lib/bookings/dto";
import type { Actor } from "@/lib/auth/dto";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { getDayAvailability, type DayAvailability } from "@/lib/availability";
import { inNightWindow } from "@/lib/availability";
import { formatTimeRangeIn, fromDateOnly, toDateOnly, utcToZonedParts } from "@/lib/time";
import { studio } from "@/lib/env";
import { bookingVersion, isNightSlot, loadPlanDay, slotIdOf } from "./day";
import { asOnlySaveOfDay, asOnlySolveOfDay } from "./gate";
import type { PlanRequest, SavePlanRequest } from "./schema";
import { planDay } from "./solve";
import { UNPLACED_REASON_TEXT, type PlannerDancer, type PlanResult, type PlanSummary, type UnplacedReason } from "./dto";
import { isEveningSessionService, WAITING_FOR_EVENING_HEAT } from "@/lib/bookings/dto";

const iso = (d: Date | null) => d?.toISOString() ?? null;

export interface ProposedPlanDto {
  date: string;
  timeZone: string;
  chairs: number | null;
  night: { start: string; end: string } | null;
  stylists: { userId: string; firstName: string; lastName: string; windows: { start: string; end: string }[]; night: { start: string; end: string } | null }[];
  dancers: Record<string, string>;
  slots: { bookingId: string; service: string; userId: string; start: string; end: string; was: { userId: string | null; start: string | null; end: string | null } }[];
  fixed: { bookingId: string; service: string; userId: string | null; start: string; end: string; pinned: boolean }[];
  unplaced: { bookingId: string; reason: UnplacedReason; message: string; at?: { start: string; end: string } }[];
  /** Hair at night: the second hair appointments before evening heats (their slots are in `slots`); who waits for her evening heat time; whose could not be placed. */
  evening: { waiting: { bookingId: string; message: string }[]; unplaced: { bookingId: string; reason: UnplacedReason; message: string }[] };
  /** Each dancer's heat of the day (wall time, competition zone) and ready-by instant; null without a heat time. */
  heats: Record<string, { heat: string | null; readyBy: string | null }>;
  summary: PlanSummary;
  versions: Record<string, string>;
  method: "exact" | "heuristic";
  ms: number;
}

/** The proposal for the day; one solve per day at a time and a few per process (./gate): 409 / 429 otherwise. */
export async function proposeDayPlan(eventId: string, date: string, request: PlanRequest, timeLimitMs?: number): Promise<ProposedPlanDto> {
  return asOnlySolveOfDay(eventId, date, () => proposeNow(eventId, date, request, timeLimitMs));
}

async function proposeNow(eventId: string, date: string, request: PlanRequest, timeLimitMs: number | undefined): Promise<ProposedPlanDto> {
  const day = await loadPlanDay(eventId, date, request);
  const result = await planDay(day.input, { timeLimitMs });
  const late = await planEveningSessions(day, result.slots, timeLimitMs);
  const serviceOf = new Map([...day.input.dancers, ...day.evening].flatMap((d) => d.slots.map((s) => [s.slotId, s.service])));
  const currentOf = new Map(day.current.map((s) => [slotIdOf(s.bookingId, s.service), s]));
  const pinned = new Set(request.pins.map((p) => slotIdOf(p.bookingId, p.service)));
  const a = day.availability;
  const placed = new Set([...result.slots.map((s) => s.bookingId), ...request.pins.map((p) => p.bookingId)].filter((id) => !result.unplaced.some((u) => u.bookingId === id)));
  const pinnedOnly = placed.size - new Set(result.slots.map((s) => s.bookingId)).size;
  const summary: PlanSummary = { placed: placed.size, dancers: placed.size + result.unplaced.length, bound: result.bound + pinnedOnly, proven: result.proven };
  return {
    date,
    timeZone: a.timeZone,
    chairs: a.chairs,
    night: a.night ? { start: a.night.start.toISOString(), end: a.night.end.toISOString() } : null,
    stylists: a.stylists.map((s) => ({ ...s, windows: s.windows.map((w) => ({ start: w.start.toISOString(), end: w.end.toISOString() })), night: s.night ? { start: s.night.start.toISOString(), end: s.night.end.toISOString() } : null })),
    dancers: Object.fromEntries(day.bookings.map((b) => [b.id, `${b.firstName} ${b.lastName}`])),
    slots: [...result.slots, ...late.slots].map((s) => {
      const was = currentOf.get(s.slotId);
      return { bookingId: s.bookingId, service: serviceOf.get(s.slotId)!, userId: s.userId, start: s.start.toISOString(), end: s.end.toISOString(), was: { userId: was?.userId ?? null, start: iso(was?.start ?? null), end: iso(was?.end ?? null) } };
    }),
    fixed: [...day.input.dancers, ...day.evening].flatMap((d) => d.slots.filter((s) => s.fixed).map((s) => ({ bookingId: d.bookingId, service: s.service, userId: s.fixed!.userId, start: s.fixed!.start.toISOString(), end: s.fixed!.end.toISOString(), pinned: pinned.has(s.slotId) }))),
    unplaced: result.unplaced.map((u) => ({
      bookingId: u.bookingId,
      reason: u.reason,
      message: u.at ? `Every chair is taken at ${formatTimeRangeIn(u.at.start, u.at.end, a.timeZone, studio.timeZone)}` : UNPLACED_REASON_TEXT[u.reason],
      ...(u.at ? { at: { start: u.at.start.toISOString(), end: u.at.end.toISOString() } } : {}),
    })),
    evening: {
      waiting: day.waitingEvening.map((bookingId) => ({ bookingId, message: WAITING_FOR_EVENING_HEAT })),
      unplaced: late.unplaced.map((u) => ({ bookingId: u.bookingId, reason: u.reason, message: `Evening session: ${UNPLACED_REASON_TEXT[u.reason]}` })),
    },
    heats: Object.fromEntries(
      day.bookings.map((b) => {
        const readyBy = day.input.dancers.find((d) => d.bookingId === b.id)?.readyBy ?? null;
        return [b.id, { heat: b.days.find((d) => toDateOnly(d.date) === date)?.heatTime ?? null, readyBy: iso(readyBy) }];
      }),
    ),
    summary,
    versions: day.versions,
    method: result.method,
    ms: result.ms,
  };
}

/**
 * Hair at night: the second hair appointments, planned after the morning around everything it placed (its
 * slots and the fixed ones hold their stylists and chairs), each ending before her evening heat's ready-by.
 */
async function planEveningSessions(day: Awaited<ReturnType<typeof loadPlanDay>>, morning: PlanResult["slots"], timeLimitMs: number | undefined) {
  if (!day.evening.some((d) => d.slots.some((s) => !s.fixed))) return { slots: [], unplaced: [] };
  const taken = [
    ...day.input.dancers.flatMap((d) => d.slots.filter((s) => s.fixed).map((s) => s.fixed!)),
    ...morning.map((s) => ({ userId: s.userId, start: s.start, end: s.end })),
  ];
  const holder: PlannerDancer = { bookingId: "", readyBy: null, preference: "", slots: taken.map((fixed, i) => ({ slotId: `taken|${i}`, service: "", minutes: null, fixed })) };
  const result = await planDay({ ...day.input, dancers: [holder, ...day.evening] }, { timeLimitMs });
  return { slots: result.slots.filter((s) => s.bookingId), unplaced: result.unplaced.filter((u) => u.bookingId) };
}

/** The booking's update payload with this day's slots replaced by the plan's (competition wall times). */
function updateWithPlan(row: BookingRow, date: string, planned: SavePlanRequest["slots"], listed: Awaited<ReturnType<typeof loadListedServices>>) {
  const zone = row.event.timeZone;
  const dayDetails = slotDaysOf(row.days, zone).map((day) => {
    if (day.date !== date) return { date: day.date, schedules: day.schedules };
    const base = day.schedules.length ? day.schedules : splitServiceTitle(day.services.title, listed).map((service) => ({ service, assignedUser: null, startDate: date, startTime: "", endDate: date, endTime: "" }));
    const schedules = base.map((s) => {
      const mine = planned.find((p) => serviceKey(p.service) === serviceKey(s.service));
      if (!mine) return s;
      const start = utcToZonedParts(new Date(mine.start), zone);
      const end = utcToZonedParts(new Date(mine.end), zone);
      return { service: s.service, assignedUser: { _id: mine.userId }, startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time, startAt: mine.start, endAt: mine.end };
    });
    // Hair at night: the evening session's appointment is a slot of its own, added after the day's services.
    const added = planned
      .filter((p) => isEveningSessionService(p.service) && row.hairAtNight && !base.some((s) => serviceKey(s.service) === serviceKey(p.service)))
      .map((p) => {
        const start = utcToZonedParts(new Date(p.start), zone);
        const end = utcToZonedParts(new Date(p.end), zone);
        return { service: p.service, assignedUser: { _id: p.userId }, startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time, startAt: p.start, endAt: p.end };
      });
    return { date: day.date, schedules: [...schedules, ...added] };
  });
  return { additionalNotes: row.additionalNotes, danceStartDate: row.danceStartDate ? toDateOnly(row.danceStartDate) : "", danceStartTime: row.danceStartTime ?? "", dayDetails };
}

/**
 * Refuses, before any lock is taken, a plan naming what is not the day's: a stylist who does not work it
 * (400), a booking that does not exist (404) or is not on it (400), a slot twice (400). Every booking of the
 * plan is then one of the day's, which bounds the save's work by the day.
 */
async function refuseStrangers(eventId: string, date: string, body: SavePlanRequest, stylistIds: Set<string>, bookingIds: string[]): Promise<void> {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  body.slots.forEach((s, i) => {
    if (!stylistIds.has(s.userId)) fields[`slots.${i}.userId`] = "This stylist does not work this day";
    const id = slotIdOf(s.bookingId, s.service);
    if (seen.has(id)) fields[`slots.${i}.service`] = "This slot is in the plan twice";
    seen.add(id);
  });
  if (Object.keys(fields).length) throw new ValidationError("Please plan the day again.", fields);
  const found = await prisma.booking.findMany({ where: { id: { in: bookingIds }, deletedAt: null }, select: { id: true, eventId: true, days: { where: { date: fromDateOnly(date) }, select: { id: true } } } });
  const byId = new Map(found.map((b) => [b.id, b]));
  const missing = bookingIds.find((id) => !byId.has(id));
  if (missing) throw new NotFoundError(`Booking ${missing} not found`);
  const elsewhere = found.find((b) => b.eventId !== eventId || !b.days.length);
  if (elsewhere) throw new ValidationError("A booking of the plan is not on this day.", { [`slots.${elsewhere.id}`]: "Not on this day" });
}

/** The evening before holds only night-before slots: any other slot planned there is refused (400). */
function refuseNightSlotsNotAskedFor(day: DayAvailability, date: string, rows: BookingRow[], slots: SavePlanRequest["slots"]): void {
  for (const s of slots) {
    const row = rows.find((r) => r.id === s.bookingId);
    if (!row || !inNightWindow(day, { start: new Date(s.start), end: new Date(s.end) }) || isNightSlot(row, date, s.service)) continue;
    throw new ValidationError(`${row.firstName} ${row.lastName}'s ${s.service} is planned the evening before, which is only for hair done the evening before when she chose it. Plan the day again.`, { [`slots.${s.bookingId}`]: "Not a night-before slot" });
  }
}

/** Saves a reviewed plan: every booking or none, one save per day at a time (./gate). Returns the bookings saved. */
export async function saveDayPlan(eventId: string, date: string, body: SavePlanRequest, actor: Actor | null, now = new Date()): Promise<{ saved: string[] }> {
  return asOnlySaveOfDay(eventId, date, () => saveNow(eventId, date, body, actor, now));
}

async function saveNow(eventId: string, date: string, body: SavePlanRequest, actor: Actor | null, now: Date): Promise<{ saved: string[] }> {
  const availability = await getDayAvailability(eventId, date); // 404 for an unknown competition or a day outside it
  const bookingIds = [...new Set(body.slots.map((s) => s.bookingId))].sort();
  const fields: Record<string, string> = {};
  bookingIds.forEach((id) => {
    if (!body.versions[id]) fields[`versions.${id}`] = "Missing: plan the day again";
  });
  if (Object.keys(fields).length) throw new ValidationError("Please plan the day again.", fields);
  await refuseStrangers(eventId, date, body, new Set(availability.stylists.map((s) => s.userId)), bookingIds);
  const listed = await loadListedServices(prisma);
  const userIds = [...new Set(body.slots.map((s) => s.userId))].sort();
  return prisma.$transaction(async (tx) => {
    for (const userId of userIds) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff:${userId}`}))`;
    for (const id of bookingIds) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${id}`}))`;
    const rows = await Promise.all(bookingIds.map((id) => loadBooking(id, tx).catch(() => null)));
    const changed: { bookingId: string; name: string }[] = [];
    rows.forEach((row, i) => {
      const id = bookingIds[i];
      if (!row) throw new NotFoundError(`Booking ${id} not found`);
      if (row.eventId !== eventId || !row.days.some((d) => toDateOnly(d.date) === date)) throw new ValidationError("A booking of the plan is not on this day.", { [`slots.${id}`]: "Not on this day" });
      if (bookingVersion(row, date) !== body.versions[id]) changed.push({ bookingId: id, name: `${row.firstName} ${row.lastName}` });
    });
    refuseNightSlotsNotAskedFor(availability, date, rows as BookingRow[], body.slots);
    if (changed.length) {
      throw new ConflictError(`${changed.map((c) => c.name).join(", ")} changed since the plan was made. Plan the day again to include the changes.`, { bookings: changed });
    }
    for (const row of rows) {
      const mine = body.slots.filter((s) => s.bookingId === row!.id);
      await updateBooking(row!.id, updateWithPlan(row!, date, mine, listed), now, actor, row!, tx);
    }
    return { saved: bookingIds };
  }, TX_OPTIONS);
}
