// Heat-time planning: a dancer must be finished `readyBefore` minutes before their first
// heat; the planner fills a day's unscheduled slots backwards from that moment. Pure and
// client-safe (Edit Booking's "Suggest times" runs it in the browser); works on UTC instants, so
// days on which the clocks change need no special case.
import { unavailableAtNight, unavailableIntervals, type DayAvailability, type DayAvailabilityJson, type Interval } from "@/lib/availability/dto";
import { performsService } from "./skills";
import { zonedInstant } from "@/lib/time/zoned";

export type { Interval };

/** The instant a dancer must be ready: the first heat ("HH:mm" on `date` in the competition's zone) minus `readyBeforeMinutes`. */
export function readyByInstant(date: string, heatTime: string, timeZone: string, readyBeforeMinutes: number): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(heatTime)) return null;
  const heat = zonedInstant(date, heatTime, timeZone);
  return new Date(heat.getTime() - readyBeforeMinutes * 60_000);
}

export interface PlanStaff {
  id: string;
  firstName: string;
  lastName: string;
  /** Titles of the services she does not perform (absent: every service): she is never suggested for them. */
  notPerformed?: readonly string[];
}

export interface PlanSlotInput {
  /** The service of the slot (for messages). */
  service: string;
  /** Its length in minutes; null when the service's time text names none (staff must give one). */
  minutes: number | null;
  /** A slot staff already set (staff, start and end): never moved, and the dancer is busy then. */
  fixed?: { userId: string | null; start: Date; end: Date } | null;
  /** Staff chose the stylist but no times: only this stylist is considered for the slot. */
  userId?: string | null;
  /** A set slot staff asked to re-plan: its stylist is tried first, then the others. */
  preferUserId?: string | null;
}

export interface PlannedSlot {
  index: number;
  userId: string;
  start: Date;
  end: Date;
}

export type PlanIssue = { index: number; kind: "needs-length" | "no-stylist-free"; service: string };

export interface DayPlan {
  slots: PlannedSlot[];
  issues: PlanIssue[];
}

export interface PlanDayInput {
  readyBy: Date;
  /** The day's slots in service order: the last one ends at ready-by, each earlier one ends where the next starts. */
  slots: PlanSlotInput[];
  /** Assignable staff in the order they are offered. */
  staff: PlanStaff[];
  /** The request's free-text stylist preference ("Anna please"); staff named in it are tried first. */
  preference: string;
  /** Each staff member's appointments in other bookings (the double-booking guard's data). */
  busy: Record<string, Interval[]>;
  /** Granularity of suggested times; default 5 minutes. */
  stepMinutes?: number;
  /** How far before ready-by to look for a free stylist; default 12 hours. */
  searchHours?: number;
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Staff named in the preference text (first name, or first and last), most specific first. */
export function preferredStaff(preference: string, staff: PlanStaff[]): PlanStaff[] {
  const text = ` ${preference.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  if (!text.trim()) return [];
  const words = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  const full = staff.filter((s) => text.includes(` ${words(`${s.firstName} ${s.lastName}`)} `));
  const first = staff.filter((s) => !full.includes(s) && words(s.firstName) && text.includes(` ${words(s.firstName)} `));
  return [...full, ...first];
}

/** The stylists a slot may get, in the order tried: only its chosen one, or its own one first when re-planned; only who performs its service. */
function candidatesFor(slot: PlanSlotInput, order: PlanStaff[]): PlanStaff[] {
  const able = order.filter((s) => performsService(s, slot.service));
  if (slot.userId) return able.filter((s) => s.id === slot.userId);
  if (slot.preferUserId) return [...able.filter((s) => s.id === slot.preferUserId), ...able.filter((s) => s.id !== slot.preferUserId)];
  return able;
}

/**
 * Fills the unscheduled slots of one day backwards from `readyBy`: the last unscheduled slot ends
 * at ready-by (or as close before it as a stylist is free), each earlier one ends where the next
 * starts. At each time the preferred stylist is taken when free, otherwise the first free one.
 * Fixed slots stay where they are; the dancer is never in two chairs at once. A slot without a
 * length stops the day's plan (its start would be a guess) and is reported as needing one.
 */
export function planHeatDay(input: PlanDayInput): DayPlan {
  const step = (input.stepMinutes ?? 5) * 60_000;
  const floor = input.readyBy.getTime() - (input.searchHours ?? 12) * 3_600_000;
  const issues: PlanIssue[] = [];
  const planned: PlannedSlot[] = [];
  const dancerBusy: Interval[] = input.slots.flatMap((s) => (s.fixed ? [{ start: s.fixed.start, end: s.fixed.end }] : []));
  const busy = new Map<string, Interval[]>(input.staff.map((s) => [s.id, [...(input.busy[s.id] ?? [])]]));
  for (const slot of input.slots) if (slot.fixed?.userId) busy.get(slot.fixed.userId)?.push({ start: slot.fixed.start, end: slot.fixed.end });
  const preferred = preferredStaff(input.preference, input.staff);
  const order = [...preferred, ...input.staff.filter((s) => !preferred.includes(s))];

  const open = input.slots.map((slot, index) => ({ slot, index })).filter(({ slot }) => !slot.fixed);
  const missing = open.filter(({ slot }) => !slot.minutes || slot.minutes <= 0);
  if (missing.length) return { slots: [], issues: missing.map(({ index, slot }) => ({ index, kind: "needs-length", service: slot.service })) };

  // The latest end allowed: ready-by, moved down to the step grid.
  let cursor = Math.floor(input.readyBy.getTime() / step) * step;
  for (const { slot, index } of [...open].reverse()) {
    const length = slot.minutes! * 60_000;
    let found: PlannedSlot | null = null;
    for (let end = cursor; end - length >= floor && !found; end -= step) {
      const candidate = { start: new Date(end - length), end: new Date(end) };
      if (dancerBusy.some((b) => overlaps(b, candidate))) continue;
      const stylist = candidatesFor(slot, order).find((s) => !(busy.get(s.id) ?? []).some((b) => overlaps(b, candidate)));
      if (stylist) found = { index, userId: stylist.id, ...candidate };
    }
    if (!found) {
      issues.push({ index, kind: "no-stylist-free", service: slot.service });
      break;
    }
    planned.push(found);
    dancerBusy.push({ start: found.start, end: found.end });
    busy.get(found.userId)!.push({ start: found.start, end: found.end });
    cursor = found.start.getTime();
  }
  return { slots: planned.reverse(), issues };
}

/** What Edit Booking's heat planner needs besides the booking and the staff list (serialisable). */
export interface HeatPlanContext {
  readyBeforeHeatMinutes: number;
  /** The zone of the admin screens (slot times are entered in it). */
  studioTimeZone: string;
  /** Other live bookings' slots per staff member around the booking's days (UTC ISO). */
  busy: Record<string, { start: string; end: string }[]>;
  /** Service lengths in minutes by lower-case title (null: the `time` text names none). */
  serviceMinutes: Record<string, number | null>;
  /** Who works each booking day of the competition and when (by "YYYY-MM-DD"); a day not listed: everyone, all day. */
  availability?: Record<string, DayAvailabilityJson>;
}

export { isHairOnlyService } from "./hair-at-night";

const HOUR = 3_600_000;

/**
 * Suggest times within the day's availability: only the stylists working that day, only inside their
 * windows; the slots in `nightSlots` (a hair-at-night request's hair) go into the night window, planned
 * backwards from its end. No availability (or an unstaffed day): as planHeatDay, minus stylists off that day.
 */
export function planHeatDayWithin(input: PlanDayInput, day: DayAvailability | null, nightSlots: ReadonlySet<number> = new Set()): DayPlan {
  if (!day) return planHeatDay(input);
  const staff = input.staff.filter((s) => day.stylists.some((w) => w.userId === s.id));
  const reach = ((input.searchHours ?? 12) + 24) * HOUR;
  const range = { start: new Date(input.readyBy.getTime() - reach), end: new Date(input.readyBy.getTime() + 24 * HOUR) };
  const off = unavailableIntervals(day, staff.map((s) => s.id), range);
  const busy = Object.fromEntries(staff.map((s) => [s.id, [...(input.busy[s.id] ?? []), ...off[s.id]]]));
  const atNight = day.night ? input.slots.map((s, i) => i).filter((i) => nightSlots.has(i) && !input.slots[i].fixed) : [];
  if (!day.night || !atNight.length) return planHeatDay({ ...input, staff, busy });

  const night = day.night;
  const outsideNight = unavailableAtNight(day, staff.map((s) => s.id), range);
  const nightPlan = planHeatDay({
    ...input,
    staff,
    slots: atNight.map((i) => input.slots[i]),
    busy: Object.fromEntries(staff.map((s) => [s.id, [...(input.busy[s.id] ?? []), ...outsideNight[s.id]]])),
    readyBy: night.end,
    searchHours: (night.end.getTime() - night.start.getTime()) / HOUR,
  });
  const rest = input.slots.map((s, i) => i).filter((i) => !atNight.includes(i));
  const dayPlan = planHeatDay({ ...input, staff, busy, slots: rest.map((i) => input.slots[i]) });
  return {
    slots: [...nightPlan.slots.map((p) => ({ ...p, index: atNight[p.index] })), ...dayPlan.slots.map((p) => ({ ...p, index: rest[p.index] }))].sort((a, b) => a.index - b.index),
    issues: [...nightPlan.issues.map((p) => ({ ...p, index: atNight[p.index] })), ...dayPlan.issues.map((p) => ({ ...p, index: rest[p.index] }))],
  };
}
