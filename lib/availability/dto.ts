// Who works a competition day and when, as instants: the types every caller shares and the pure checks
// (stylist free, chairs exceeded) that the planner, the server guards and Edit Booking in the browser run.
// Client-safe: no database, no configuration.
import { fromZonedTime } from "date-fns-tz";
import type { Interval } from "@/lib/bookings/heat-plan";

export type { Interval };

export interface StylistAvailability {
  userId: string;
  firstName: string;
  lastName: string;
  /** Working windows that day (UTC instants), breaks cut out; time off → not listed at all. */
  windows: Interval[];
}

export interface DayAvailability {
  eventId: string;
  /** "YYYY-MM-DD" in the competition's zone. */
  date: string;
  timeZone: string;
  /** False: no stylist set for the day → every assignable stylist, the whole local day. */
  staffed: boolean;
  /** At most this many appointments at once; null = no limit. */
  chairs: number | null;
  stylists: StylistAvailability[];
  /** The evening-before window for this day's hair-at-night slots (the day's stylists work in it too); null = none set. */
  night: Interval | null;
}

/** A break or an evening window as the competition's wall clock. */
export interface WallRange {
  start: string;
  end: string;
}

/** A stylist's shift on one day as entered ("HH:mm" in the competition's zone). */
export interface ShiftInput extends WallRange {
  userId: string;
  breaks: WallRange[];
}

export interface StaffMember {
  id: string;
  firstName: string;
  lastName: string;
}

export interface DayAvailabilityInput {
  eventId: string;
  date: string;
  timeZone: string;
  chairs: number | null;
  /** The day's shifts; empty → unstaffed. */
  shifts: ShiftInput[];
  /** The assignable staff (names, and the whole list for an unstaffed day). */
  staff: StaffMember[];
  /** Who has the day off. */
  offUserIds: ReadonlySet<string>;
  night: WallRange | null;
}

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" + n calendar days. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A wall time of a local day in `timeZone` → the instant ("24:00" is the next midnight). */
export function wallInstant(date: string, time: string, timeZone: string): Date {
  if (time === "24:00") return fromZonedTime(`${shiftDate(date, 1)}T00:00:00`, timeZone);
  return fromZonedTime(`${date}T${time}:00`, timeZone);
}

/** The whole local day as instants (23 or 25 hours on the days the clocks change). */
export function localDayInterval(date: string, timeZone: string): Interval {
  return { start: wallInstant(date, "00:00", timeZone), end: wallInstant(date, "24:00", timeZone) };
}

/** `from` minus every interval of `cut`, in order, empty pieces dropped. */
export function subtractIntervals(from: Interval, cut: readonly Interval[]): Interval[] {
  let pieces: Interval[] = [from];
  for (const c of cut) {
    pieces = pieces.flatMap((p) => {
      if (c.end <= p.start || c.start >= p.end) return [p];
      const out: Interval[] = [];
      if (c.start > p.start) out.push({ start: p.start, end: c.start });
      if (c.end < p.end) out.push({ start: c.end, end: p.end });
      return out;
    });
  }
  return pieces;
}

/** The night window of `date`: the evening before, in the competition's zone. */
export function nightInterval(date: string, night: WallRange | null, timeZone: string): Interval | null {
  if (!night) return null;
  const eve = shiftDate(date, -1);
  return { start: wallInstant(eve, night.start, timeZone), end: wallInstant(eve, night.end, timeZone) };
}

/** A day's availability from what is stored (pure: the server reads the rows, this does the arithmetic). */
export function buildDayAvailability(input: DayAvailabilityInput): DayAvailability {
  const { date, timeZone } = input;
  const staffed = input.shifts.length > 0;
  const byId = new Map(input.staff.map((s) => [s.id, s]));
  const stylists: StylistAvailability[] = staffed
    ? input.shifts
        .filter((shift) => !input.offUserIds.has(shift.userId) && byId.has(shift.userId))
        .map((shift) => {
          const who = byId.get(shift.userId)!;
          const hours = { start: wallInstant(date, shift.start, timeZone), end: wallInstant(date, shift.end, timeZone) };
          const breaks = shift.breaks.map((b) => ({ start: wallInstant(date, b.start, timeZone), end: wallInstant(date, b.end, timeZone) }));
          return { userId: who.id, firstName: who.firstName, lastName: who.lastName, windows: subtractIntervals(hours, breaks) };
        })
        .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName))
    : input.staff
        .filter((s) => !input.offUserIds.has(s.id))
        .map((s) => ({ userId: s.id, firstName: s.firstName, lastName: s.lastName, windows: [localDayInterval(date, timeZone)] }));
  return { eventId: input.eventId, date, timeZone, staffed, chairs: input.chairs, stylists, night: nightInterval(date, input.night, timeZone) };
}

const inside = (slot: Interval, window: Interval) => slot.start >= window.start && slot.end <= window.end;

/** The stylist works the whole of `slot` that day: inside one of her windows, or inside the night window. */
export function stylistFree(day: DayAvailability, userId: string, slot: Interval): boolean {
  const stylist = day.stylists.find((s) => s.userId === userId);
  if (!stylist) return false;
  return stylist.windows.some((w) => inside(slot, w)) || (day.night !== null && inside(slot, day.night));
}

/** The most appointments at one instant among `slots` (an end and a start at the same instant do not overlap). */
export function peakOverlap(slots: readonly Interval[]): number {
  const edges = slots.flatMap((s) => [
    { at: s.start.getTime(), delta: 1 },
    { at: s.end.getTime(), delta: -1 },
  ]);
  edges.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let current = 0;
  let peak = 0;
  for (const e of edges) {
    current += e.delta;
    peak = Math.max(peak, current);
  }
  return peak;
}

/** More appointments than chairs at some instant (never with no limit). */
export function chairsExceeded(day: DayAvailability, slots: readonly Interval[]): boolean {
  return day.chairs !== null && peakOverlap(slots) > day.chairs;
}

/** Why a stylist cannot take `slot` that day, for messages; null when she can. */
export function unavailableReason(day: DayAvailability, userId: string, slot: Interval): "not-working" | "outside-hours" | null {
  if (stylistFree(day, userId, slot)) return null;
  return day.stylists.some((s) => s.userId === userId) ? "outside-hours" : "not-working";
}
