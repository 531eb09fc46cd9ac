// Who works a competition day and when, as instants: the types every caller shares and the pure checks
// (stylist free, chairs exceeded) that the planner, the server guards and Edit Booking in the browser run.
// Client-safe: no database, no configuration.
import { shiftDate } from "@/lib/time/days";
import { zonedInstant } from "@/lib/time/zoned";

/** A span of time between two instants (end exclusive). */
export interface Interval {
  start: Date;
  end: Date;
}

export interface StylistAvailability {
  userId: string;
  firstName: string;
  lastName: string;
  /** Working windows that day (UTC instants), breaks cut out; time off → not listed at all. */
  windows: Interval[];
  /** The evening-before window she works (the day's night window), null when none is set or that evening is a day off of hers. */
  night: Interval | null;
  /** Titles of the studio's services she does not perform (absent: every service); see lib/bookings/skills.ts. */
  notPerformed?: string[];
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
  /** The evening-before window for this day's night-before slots; null = none set. Who works it: each stylist's `night`. */
  night: Interval | null;
}

/** Someone works the evening before this day (a night window is set and a stylist works it): "Hair done the evening before" applies. */
export const worksEveningBefore = (day: { night: object | null; stylists: readonly { night: object | null }[] }): boolean => day.night !== null && day.stylists.some((s) => s.night !== null);

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
  /** Titles of the services she does not perform (absent: every service). */
  notPerformed?: string[];
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
  /** Who has the evening before off (the night window's date): she works the day but not its night window. */
  offEveUserIds?: ReadonlySet<string>;
  night: WallRange | null;
}

const skillsOf = (who: StaffMember) => (who.notPerformed?.length ? { notPerformed: who.notPerformed } : {});

/** "YYYY-MM-DD" + n calendar days (lib/time's rule). */
export { shiftDate };

/** The whole local day as instants (23 or 25 hours on the days the clocks change). */
export function localDayInterval(date: string, timeZone: string): Interval {
  return { start: zonedInstant(date, "00:00", timeZone), end: zonedInstant(date, "24:00", timeZone) };
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
  return { start: zonedInstant(eve, night.start, timeZone), end: zonedInstant(eve, night.end, timeZone) };
}

/** A day's availability from what is stored (pure: the server reads the rows, this does the arithmetic). */
export function buildDayAvailability(input: DayAvailabilityInput): DayAvailability {
  const { date, timeZone } = input;
  const staffed = input.shifts.length > 0;
  const byId = new Map(input.staff.map((s) => [s.id, s]));
  const night = nightInterval(date, input.night, timeZone);
  const nightOf = (userId: string) => (night && !input.offEveUserIds?.has(userId) ? night : null);
  const stylists: StylistAvailability[] = staffed
    ? input.shifts
        .filter((shift) => !input.offUserIds.has(shift.userId) && byId.has(shift.userId))
        .map((shift) => {
          const who = byId.get(shift.userId)!;
          const hours = { start: zonedInstant(date, shift.start, timeZone), end: zonedInstant(date, shift.end, timeZone) };
          const breaks = shift.breaks.map((b) => ({ start: zonedInstant(date, b.start, timeZone), end: zonedInstant(date, b.end, timeZone) }));
          return { userId: who.id, firstName: who.firstName, lastName: who.lastName, windows: subtractIntervals(hours, breaks), night: nightOf(who.id), ...skillsOf(who) };
        })
        .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName))
    : input.staff
        .filter((s) => !input.offUserIds.has(s.id))
        .map((s) => ({ userId: s.id, firstName: s.firstName, lastName: s.lastName, windows: [localDayInterval(date, timeZone)], night: nightOf(s.id), ...skillsOf(s) }));
  return { eventId: input.eventId, date, timeZone, staffed, chairs: input.chairs, stylists, night };
}

const inside = (slot: Interval, window: Interval) => slot.start >= window.start && slot.end <= window.end;

/** The stylist works the whole of `slot` that day: inside one of her windows, or inside her night window. */
export function stylistFree(day: DayAvailability, userId: string, slot: Interval): boolean {
  const stylist = day.stylists.find((s) => s.userId === userId);
  if (!stylist) return false;
  return stylist.windows.some((w) => inside(slot, w)) || (stylist.night !== null && inside(slot, stylist.night));
}

/** The slot lies in the evening before the day (the night window), not in the day's own hours. */
export function inNightWindow(day: DayAvailability, slot: Interval): boolean {
  return day.night !== null && inside(slot, day.night);
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

/**
 * When each of `userIds` cannot take an appointment of the day within `range`: outside her windows on a
 * staffed day (the evening before too: only night-before slots go there, see `unavailableAtNight`), the
 * whole range for someone not working (or off). An unstaffed day restricts only who is off and the
 * evening before. What Suggest times adds to the busy times.
 */
export function unavailableIntervals(day: DayAvailability, userIds: readonly string[], range: Interval): Record<string, Interval[]> {
  const result: Record<string, Interval[]> = {};
  for (const userId of userIds) {
    const stylist = day.stylists.find((s) => s.userId === userId);
    if (!stylist) result[userId] = [range];
    else if (!day.staffed) result[userId] = day.night ? [day.night] : [];
    else result[userId] = subtractIntervals(range, [...stylist.windows].sort((a, b) => a.start.getTime() - b.start.getTime()));
  }
  return result;
}

/** When each of `userIds` cannot take a night-before slot within `range`: everything outside her night window. */
export function unavailableAtNight(day: DayAvailability, userIds: readonly string[], range: Interval): Record<string, Interval[]> {
  const result: Record<string, Interval[]> = {};
  for (const userId of userIds) {
    const night = day.stylists.find((s) => s.userId === userId)?.night ?? null;
    result[userId] = night ? subtractIntervals(range, [night]) : [range];
  }
  return result;
}

/** DayAvailability as JSON (instants as ISO text): server components hand it to the browser this way. */
export type DayAvailabilityJson = Omit<DayAvailability, "stylists" | "night"> & {
  stylists: (Omit<StylistAvailability, "windows" | "night"> & { windows: { start: string; end: string }[]; night: { start: string; end: string } | null })[];
  night: { start: string; end: string } | null;
};

const intervalJson = (i: Interval) => ({ start: i.start.toISOString(), end: i.end.toISOString() });
const intervalOf = (i: { start: string; end: string }): Interval => ({ start: new Date(i.start), end: new Date(i.end) });

export const availabilityToJson = (day: DayAvailability): DayAvailabilityJson => ({
  ...day,
  stylists: day.stylists.map((s) => ({ ...s, windows: s.windows.map(intervalJson), night: s.night ? intervalJson(s.night) : null })),
  night: day.night ? intervalJson(day.night) : null,
});

export const availabilityFromJson = (day: DayAvailabilityJson): DayAvailability => ({
  ...day,
  stylists: day.stylists.map((s) => ({ ...s, windows: s.windows.map(intervalOf), night: s.night ? intervalOf(s.night) : null })),
  night: day.night ? intervalOf(day.night) : null,
});

// What the staffing screen and "My time off" read and send (wall times of the competition's zone).

export interface ShiftDto extends WallRange {
  userId: string;
  firstName: string;
  lastName: string;
  breaks: WallRange[];
}

export interface StaffingDayDto {
  date: string;
  chairs: number | null;
  shifts: ShiftDto[];
  /** Stylists with the day off (for a stylist's own view: only herself). */
  off: StaffMember[];
}

export interface StaffingDto {
  event: { id: string; eventName: string; startDate: string; endDate: string; timeZone: string };
  night: WallRange | null;
  days: StaffingDayDto[];
  /** The stylists who can be put on a day (for a stylist's own view: only herself). */
  staff: StaffMember[];
  /** manage_bookings: may change the staffing; otherwise the stylist sees her own days, read-only. */
  canEdit: boolean;
}

export interface TimeOffDto {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  date: string;
  note: string;
}

/** Who is asking: a stylist sees and changes only her own; manage_bookings everyone's. */
export interface AvailabilityViewer {
  userId: string;
  canManage: boolean;
}
