// What Edit Booking checks in the form before anything is saved (pure, client-safe): an end that is
// not after its start, a staff member who already holds another booking at that time (from the day
// schedules of GET /api/booking/staff-schedule) or twice in this booking; and the end time a
// service's length gives. The server's clash guard (updateBooking) stays the authority.
import { addMinutesToTime, parseServiceDuration } from "@/lib/services/duration";
import { formatWallTimeRange } from "@/lib/time/zoned";
import { isEveningSessionService, isHairOnlyService, morningServiceOf } from "./hair-at-night";
import { serviceKey, type Slot, type StaffDaySlotDto } from "./slots";

export type SlotField = "assignedUser" | "startDate" | "startTime" | "endDate" | "endTime";
export type SlotProblems = Partial<Record<SlotField, string>>;

export const END_BEFORE_START = "The end must be after the start.";

/** Studio-zone "YYYY-MM-DD HH:mm" strings compare like the instants they name. */
const stamp = (date: string, time: string) => `${date} ${time}`;

function timesOf(slot: Pick<Slot, "startDate" | "startTime" | "endDate" | "endTime">): { start: string; end: string } | null {
  if (!slot.startDate || !slot.startTime || !slot.endDate || !slot.endTime) return null;
  return { start: stamp(slot.startDate, slot.startTime), end: stamp(slot.endDate, slot.endTime) };
}

/**
 * The problems of each slot (same order as `slots`): the end field of an end-before-start slot;
 * the staff field of a slot whose staff member holds another booking's slot (`busy`, by user id)
 * or another slot of this form at an overlapping time.
 */
export function slotProblems(slots: Slot[], busy: ReadonlyMap<string, readonly StaffDaySlotDto[]>, bookingId: string, staffName: (id: string) => string): SlotProblems[] {
  const times = slots.map(timesOf);
  return slots.map((slot, index) => {
    const problems: SlotProblems = {};
    const own = times[index];
    if (own && own.end <= own.start) {
      problems.endTime = END_BEFORE_START;
      return problems;
    }
    const userId = slot.assignedUser?._id;
    if (!own || !userId) return problems;
    const other = (busy.get(userId) ?? []).find((b) => b.bookingId !== bookingId && stamp(b.startDate, b.startTime) < own.end && own.start < stamp(b.endDate, b.endTime));
    if (other) {
      problems.assignedUser = `${staffName(userId)} is booked ${formatWallTimeRange(other.startTime, other.endTime)} for ${other.competitor} (${other.service}).`;
      return problems;
    }
    const twin = slots.findIndex((s, j) => j !== index && s.assignedUser?._id === userId && times[j] && times[j]!.end > times[j]!.start && times[j]!.start < own.end && own.start < times[j]!.end);
    if (twin >= 0) problems.assignedUser = `${staffName(userId)} also has ${slots[twin].service} at an overlapping time in this booking.`;
    return problems;
  });
}

/**
 * Field errors of PUT /api/booking/update ("dayDetails.<day>.schedules.<position>.<field>") as
 * problems of the form's slots: position p of day d is the p-th slot of that day, as regrouped.
 */
export function problemsFromServerFields(fields: Record<string, string> | undefined, slots: Slot[]): SlotProblems[] {
  const result: SlotProblems[] = slots.map(() => ({}));
  for (const [key, message] of Object.entries(fields ?? {})) {
    const match = /^dayDetails\.(\d+)\.schedules\.(\d+)\.(assignedUser|startDate|startTime|endDate|endTime)$/.exec(key);
    if (!match) continue;
    const [, day, position, field] = match;
    const index = slots.map((s, i) => (s.dayIndex === Number(day) ? i : -1)).filter((i) => i >= 0)[Number(position)];
    if (index !== undefined) result[index][field as SlotField] = message;
  }
  return result;
}

/** A service's length in minutes by its title (case-insensitive), from the catalogue's `time` texts. */
export function serviceMinutesByTitle(services: readonly { title: string; time: string }[]): Record<string, number> {
  const minutes: Record<string, number> = {};
  for (const service of services) {
    const length = parseServiceDuration(service.time);
    if (length !== null) minutes[serviceKey(service.title)] = length;
  }
  return minutes;
}

/**
 * How long an evening session (hair at night) takes: it redoes her hair only, so the length of her hair
 * service when that is hair only ("Competition Hair"), else of the hair part of a package when it is a
 * listed service ("Youth Hair" of "Youth Hair & Light Makeup"), else of the studio's main hair service —
 * the longest hair-only service in the list (a full hair do, not a hairpiece). Null when none is known.
 */
export function eveningSessionMinutes(hairService: string, minutesByTitle: Readonly<Record<string, number>>): number | null {
  if (isHairOnlyService(hairService) && minutesByTitle[serviceKey(hairService)] !== undefined) return minutesByTitle[serviceKey(hairService)];
  const part = serviceKey(hairService)
    .split("&")
    .map((p) => p.trim())
    .find((p) => isHairOnlyService(p) && minutesByTitle[p] !== undefined);
  if (part) return minutesByTitle[part];
  const hairOnly = Object.entries(minutesByTitle).filter(([title]) => isHairOnlyService(title)).map(([, minutes]) => minutes);
  return hairOnly.length ? Math.max(...hairOnly) : null;
}

/**
 * How long a slot takes (the one rule of the planner, Suggest times, Edit Booking, New booking and My
 * Calendar): its service's length, plus the extras booked that day (rhinestones, a lash upgrade) when
 * `extras` are given — they are done at the end of the day's last service, so the caller passes them for
 * that slot only (`extrasOfSlot`). An evening session's slot takes `eveningSessionMinutes` and no extras.
 * Null when the service names no length.
 */
export function slotMinutes(service: string, extras: readonly string[], minutesByTitle: Readonly<Record<string, number>>): number | null {
  if (isEveningSessionService(service)) return eveningSessionMinutes(morningServiceOf(service), minutesByTitle);
  const base = minutesByTitle[serviceKey(service)];
  if (base === undefined) return null;
  return base + extras.reduce((sum, title) => sum + (minutesByTitle[serviceKey(title)] ?? 0), 0);
}

/**
 * The extras that lengthen one slot of a booking: its day's extras on that day's last slot, none on the
 * others — an evening session's slot is never that last slot: the extras are done with her morning hair
 * (the one rule of `slotMinutes`, for Edit Booking, New booking, Suggest times, the planner and My Calendar).
 */
export function extrasOfSlot(slots: readonly Pick<Slot, "dayIndex" | "service">[], index: number, extrasOfDay: (dayIndex: number) => readonly string[]): readonly string[] {
  const slot = slots[index];
  if (!slot || isEveningSessionService(slot.service)) return [];
  const last = slots.reduce((at, s, i) => (s.dayIndex === slot.dayIndex && !isEveningSessionService(s.service) ? i : at), -1);
  return last === index ? extrasOfDay(slot.dayIndex) : [];
}

/** The end a slot gets from its start and its length (its service's, plus `extras` on the day's last slot), or null (no start, no known length, past midnight). */
export function endFromLength(slot: Pick<Slot, "service" | "startDate" | "startTime">, minutesByTitle: Readonly<Record<string, number>>, extras: readonly string[] = []): { endDate: string; endTime: string } | null {
  const minutes = slotMinutes(slot.service, extras, minutesByTitle);
  if (!minutes || !slot.startDate || !slot.startTime) return null;
  const endTime = addMinutesToTime(slot.startTime, minutes);
  return endTime ? { endDate: slot.startDate, endTime } : null;
}

/** A slot's length in minutes from its wall-clock start and end on one day, or null (incomplete, not after its start, another day). */
export function wallLengthMinutes(slot: Pick<Slot, "startDate" | "startTime" | "endDate" | "endTime">): number | null {
  if (!slot.startDate || !slot.startTime || slot.endDate !== slot.startDate || !slot.endTime) return null;
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const length = minutesOf(slot.endTime) - minutesOf(slot.startTime);
  return length > 0 ? length : null;
}

/**
 * The one "end follows the start" rule (Edit Booking and My Calendar's Change time): when staff move a
 * start and have not typed the end themselves, the end moves with it — by the service's length, else
 * by the slot's own length before the move. Null when neither is known or the end would pass midnight.
 */
export function endFollowingStart(
  moved: Pick<Slot, "service" | "startDate" | "startTime">,
  before: Pick<Slot, "startDate" | "startTime" | "endDate" | "endTime">,
  minutesByTitle: Readonly<Record<string, number>>,
  extras: readonly string[] = [],
): { endDate: string; endTime: string } | null {
  const byService = endFromLength(moved, minutesByTitle, extras);
  if (byService) return byService;
  const length = wallLengthMinutes(before);
  const endTime = length && moved.startDate && moved.startTime ? addMinutesToTime(moved.startTime, length) : null;
  return endTime ? { endDate: moved.startDate, endTime } : null;
}
