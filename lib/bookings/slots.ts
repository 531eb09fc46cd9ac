// The one slot rule: every slot count — stored slotCount/scheduledCount/isAssigned,
// Manage Bookings, Edit Booking, the run sheet, the CSV, the admin home — comes from here.
// A booking has one slot per day and service. A day without schedules splits its service title on &
// only when every part names a service of the price list (case, spacing and entities aside);
// otherwise the whole title is one service and one slot. A day with schedules uses them; duplicates
// per date and service (case-insensitive) count once. On save, slots are regrouped by date and
// service into dayDetails. The price list is passed in, so the rule stays pure and client-safe.
import { displayText } from "@/lib/text/display-text";

/**
 * One timed slot a staff member holds on a day (GET /api/booking/staff-schedule): what Edit Booking's busy
 * times and clash check read, once. A busy 200-slot day rides in the page's HTML, so nothing else is carried.
 */
export interface StaffDaySlotDto {
  scheduleId: string;
  bookingId: string;
  /** The competitor's first and last name. */
  competitor: string;
  service: string;
  /** "YYYY-MM-DD" and "HH:mm" in the zone asked for (StaffDayScheduleDto.timeZone). */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export interface ScheduleFields {
  _id?: string;
  service: string;
  assignedUser: { _id: string; firstName: string; lastName: string } | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** The stored instants (ISO) behind the wall times: which 1:30 AM on the night the clocks go back. */
  startAt?: string;
  endAt?: string;
}

export interface DayDetailLike {
  date: string;
  services: { _id: string | null; title: string };
  additionalServices: { _id?: string; title: string }[];
  danceStyle: string[];
  schedules: ScheduleFields[];
}

export interface Slot extends ScheduleFields {
  date: string;
  dayIndex: number;
}

/** The titles of the price list, compared case-, spacing- and entity-insensitively. */
export interface ListedServices {
  readonly keys: ReadonlySet<string>;
}

/** How two service names are compared: entities decoded, spacing collapsed, case folded. */
export function serviceKey(title: string): string {
  return displayText(title).replace(/\s+/g, " ").trim().toLowerCase();
}

export function listedServices(titles: Iterable<string>): ListedServices {
  return { keys: new Set([...titles].map(serviceKey).filter(Boolean)) };
}

/**
 * The services a day's title stands for: its &-separated parts when every part is a listed
 * service, else the whole title as one ("Hair & Makeup Package" with no "Makeup Package" listed).
 */
export function splitServiceTitle(title: string, listed: ListedServices): string[] {
  const whole = displayText(title).replace(/\s+/g, " ").trim();
  if (!whole) return [];
  const parts = whole
    .split("&")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 1 && parts.every((part) => listed.keys.has(serviceKey(part))) ? parts : [whole];
}

const emptySchedule = (service: string, date: string): ScheduleFields => ({ service, assignedUser: null, startDate: date, startTime: "", endDate: date, endTime: "" });

/** What the slot rule reads of a day: its date, its service title and any schedules it already has. */
export interface SlotDay<S extends SlotSchedule = SlotSchedule> {
  date: string;
  services: { title: string };
  schedules: S[];
}

/** A schedule as the rule sees it; the update payload names the staff member by id only. */
export type SlotSchedule = Pick<ScheduleFields, "service" | "startDate" | "startTime" | "endDate" | "endTime"> & { assignedUser: { _id: string } | null };

function eachSlot<S extends SlotSchedule>(
  dayDetails: SlotDay<S>[],
  listed: ListedServices,
  fromTitle: (service: string, date: string) => S,
  visit: (schedule: S, date: string, dayIndex: number) => void,
) {
  const seen = new Set<string>();
  dayDetails.forEach((day, dayIndex) => {
    const sources = day.schedules.length > 0 ? day.schedules : splitServiceTitle(day.services.title, listed).map((service) => fromTitle(service, day.date));
    for (const schedule of sources) {
      const key = `${day.date}|${serviceKey(schedule.service)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      visit(schedule, day.date, dayIndex);
    }
  });
}

export function expandBookingSlots(dayDetails: DayDetailLike[], listed: ListedServices): Slot[] {
  const slots: Slot[] = [];
  eachSlot(dayDetails, listed, emptySchedule, (schedule, date, dayIndex) => slots.push({ ...schedule, date, dayIndex }));
  return slots;
}

/** How many slots a booking has and how many are completely scheduled (stored as slotCount/scheduledCount). */
export function countSlots(dayDetails: SlotDay[], listed: ListedServices): SlotCount {
  let slots = 0;
  let scheduled = 0;
  eachSlot(dayDetails, listed, emptySchedule, (schedule) => {
    slots += 1;
    if (isCompleteSchedule(schedule)) scheduled += 1;
  });
  return { slots, scheduled };
}

/** The dates (in day order) that still have a slot without a complete schedule: what a confirmation waits for. */
export function daysMissingSlots(dayDetails: SlotDay[], listed: ListedServices): string[] {
  const missing: string[] = [];
  eachSlot(dayDetails, listed, emptySchedule, (schedule, date) => {
    if (!isCompleteSchedule(schedule) && !missing.includes(date)) missing.push(date);
  });
  return missing;
}

export interface SlotCount {
  slots: number;
  scheduled: number;
}

/** The stored form of a count: a booking is assigned when it has slots and every one is complete. */
export function storedSlotCount(count: SlotCount): { slotCount: number; scheduledCount: number; isAssigned: boolean } {
  return { slotCount: count.slots, scheduledCount: count.scheduled, isAssigned: isFullyScheduled(count) };
}

export function isFullyScheduled(count: SlotCount): boolean {
  return count.slots > 0 && count.scheduled >= count.slots;
}

/** Slots still without a complete schedule ("N slots without times"). */
export function unscheduledSlots(count: SlotCount): number {
  return Math.max(0, count.slots - count.scheduled);
}

export function regroupSlotsByDay(slots: Slot[], dayDetails: DayDetailLike[]): DayDetailLike[] {
  return dayDetails.map((day, dayIndex) => ({
    ...day,
    schedules: slots
      .filter((slot) => slot.dayIndex === dayIndex && slot.date === day.date)
      .map(({ date: _date, dayIndex: _dayIndex, ...schedule }) => schedule),
  }));
}

export function isCompleteSchedule(schedule: Pick<SlotSchedule, "assignedUser" | "startDate" | "startTime" | "endDate" | "endTime">): boolean {
  return Boolean(schedule.assignedUser?._id && schedule.startDate && schedule.startTime && schedule.endDate && schedule.endTime);
}
