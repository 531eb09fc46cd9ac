// How full a competition day is, and whether one more appointment fits before a heat. Pure and
// client-safe: works on UTC instants (days on which the clocks change need no special case).
//
// The rule. Chair time before the heats = at every moment up to the day's latest ready-by, the number
// of stylists working then, capped by the venue's chairs. Left = that chair time, minus the time the
// timed slots take at those moments, minus the lengths of the requested slots that have no time yet.
//   - full:        what is left is less than one typical appointment;
//   - nearly full: what is left is less than NEARLY_FULL_SHARE of the day's chair time, or less than
//                  NEARLY_FULL_APPOINTMENTS typical appointments;
//   - open:        otherwise, and always on a day without staffing (no hours, no chair limit set).

import { chairsExceeded, stylistFree, type DayAvailability, type Interval } from "@/lib/availability/dto";

export type { Interval };

/** The day's staffing as the availability module answers it. */
export type CapacityStaffing = DayAvailability;

export interface TimedSlot {
  userId: string | null;
  start: Date;
  end: Date;
}

export interface DayCapacityInput {
  staffing: CapacityStaffing;
  /** Every timed slot of a live booking that day. */
  timed: TimedSlot[];
  /** Lengths (minutes) of the slots requested for the day that have no time yet. */
  unscheduledMinutes: number[];
  /** The latest ready-by of the day's heats; null → the end of the last working window. */
  latestReadyBy: Date | null;
  /** The length of a typical appointment, in minutes. */
  typicalMinutes: number;
}

export type DayState = "open" | "nearly-full" | "full";

export interface DayCapacity {
  state: DayState;
  /** Chair time before the heats, in minutes (0 on an unstaffed day: unknown, not empty). */
  chairMinutes: number;
  bookedMinutes: number;
  demandMinutes: number;
  leftMinutes: number;
}

export const NEARLY_FULL_SHARE = 0.2;
export const NEARLY_FULL_APPOINTMENTS = 3;

const MINUTE = 60_000;
const minutesOf = (ms: number) => ms / MINUTE;
const covers = (i: Interval, start: number, end: number) => i.start.getTime() <= start && i.end.getTime() >= end;
const overlaps = (i: Interval, start: number, end: number) => i.start.getTime() < end && start < i.end.getTime();

/** The end of the horizon: the latest ready-by, or the end of the last window. */
function horizonOf(input: Pick<DayCapacityInput, "staffing" | "latestReadyBy">): number {
  if (input.latestReadyBy) return input.latestReadyBy.getTime();
  const ends = input.staffing.stylists.flatMap((s) => s.windows.map((w) => w.end.getTime()));
  return ends.length ? Math.max(...ends) : 0;
}

/** Stylists working through [start, end), capped by the chairs. */
function seatsDuring(staffing: CapacityStaffing, start: number, end: number): number {
  const working = staffing.stylists.filter((s) => s.windows.some((w) => covers(w, start, end))).length;
  return staffing.chairs === null ? working : Math.min(working, staffing.chairs);
}

/** The day cut at every window and slot boundary before the horizon: within a piece nothing changes. */
function pieces(staffing: CapacityStaffing, timed: TimedSlot[], horizon: number): [number, number][] {
  const points = new Set<number>();
  for (const s of staffing.stylists) for (const w of s.windows) points.add(w.start.getTime()).add(w.end.getTime());
  for (const t of timed) points.add(t.start.getTime()).add(t.end.getTime());
  const sorted = [...points].filter((p) => p <= horizon).concat(horizon).sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < sorted.length; i++) if (sorted[i] < sorted[i + 1]) out.push([sorted[i], sorted[i + 1]]);
  return out;
}

/** How full the day is, by the rule at the top of this file. */
export function dayCapacity(input: DayCapacityInput): DayCapacity {
  const demandMinutes = input.unscheduledMinutes.reduce((sum, m) => sum + m, 0);
  if (!input.staffing.staffed) return { state: "open", chairMinutes: 0, bookedMinutes: 0, demandMinutes, leftMinutes: 0 };
  const horizon = horizonOf(input);
  let chair = 0;
  let booked = 0;
  for (const [start, end] of pieces(input.staffing, input.timed, horizon)) {
    const seats = seatsDuring(input.staffing, start, end);
    const busy = input.timed.filter((t) => overlaps(t, start, end)).length;
    chair += seats * minutesOf(end - start);
    booked += Math.min(seats, busy) * minutesOf(end - start);
  }
  const leftMinutes = chair - booked - demandMinutes;
  const typical = Math.max(1, input.typicalMinutes);
  const state: DayState =
    leftMinutes < typical ? "full" : leftMinutes < Math.max(NEARLY_FULL_SHARE * chair, NEARLY_FULL_APPOINTMENTS * typical) ? "nearly-full" : "open";
  return { state, chairMinutes: chair, bookedMinutes: booked, demandMinutes, leftMinutes };
}

export interface FitInput {
  staffing: CapacityStaffing;
  timed: TimedSlot[];
  unscheduledMinutes: number[];
  /** The appointment to place. */
  minutes: number;
  /** She must be finished by then (her heat minus the studio's ready-before); null → the day's horizon. */
  readyBy: Date | null;
  /** The day's latest ready-by (the horizon when she has no heat time). */
  latestReadyBy: Date | null;
  stepMinutes?: number;
}

/**
 * Where one more appointment of `minutes` fits before `readyBy`: the latest start at which a stylist is
 * working and free throughout and a chair is free throughout, provided the day's free chair time
 * before `readyBy` also covers the requests still without a time. Null when none.
 */
export function latestFit(input: FitInput): { userId: string; start: Date; end: Date } | null {
  const step = (input.stepMinutes ?? 5) * MINUTE;
  const length = input.minutes * MINUTE;
  const until = input.readyBy?.getTime() ?? horizonOf(input);
  const starts = input.staffing.stylists.flatMap((s) => s.windows.map((w) => w.start.getTime()));
  if (!starts.length || length <= 0) return null;
  const earliest = Math.min(...starts);
  // Unstaffed: no chair time is known, so only a stylist free at some moment decides.
  const free = dayCapacity({ ...input, latestReadyBy: new Date(until), typicalMinutes: input.minutes });
  if (input.staffing.staffed && free.leftMinutes < input.minutes) return null;
  for (let start = Math.floor((until - length) / step) * step; start >= earliest; start -= step) {
    const slot = { start: new Date(start), end: new Date(start + length) };
    const during = input.timed.filter((t) => overlaps(t, start, start + length));
    if (chairsExceeded(input.staffing, [...during, slot])) continue;
    const stylist = input.staffing.stylists.find((s) => stylistFree(input.staffing, s.userId, slot) && !during.some((t) => t.userId === s.userId));
    if (stylist) return { userId: stylist.userId, ...slot };
  }
  return null;
}

/** The median of the lengths given (a typical appointment), or `fallback` when there are none. */
export function typicalAppointmentMinutes(lengths: readonly number[], fallback = 60): number {
  const sorted = lengths.filter((m) => m > 0).sort((a, b) => a - b);
  if (!sorted.length) return fallback;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
