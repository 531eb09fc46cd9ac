// The one slot rule (SPEC §4), used by createBooking, updateBooking and the Edit Booking screen:
// a booking has one slot per day and service. A day without schedules splits its service title
// on & into one slot per service; a day with schedules uses them; duplicates per date and service
// (case-insensitive) count once. On save, slots are regrouped by date and service into dayDetails.
import { decode } from "html-entities";

export interface ScheduleFields {
  _id?: string;
  service: string;
  assignedUser: { _id: string; firstName: string; lastName: string } | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
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

function splitServiceTitle(title: string): string[] {
  return decode(title)
    .split("&")
    .map((part) => part.trim())
    .filter(Boolean);
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

function eachSlot<S extends SlotSchedule>(dayDetails: SlotDay<S>[], fromTitle: (service: string, date: string) => S, visit: (schedule: S, date: string, dayIndex: number) => void) {
  const seen = new Set<string>();
  dayDetails.forEach((day, dayIndex) => {
    const sources = day.schedules.length > 0 ? day.schedules : splitServiceTitle(day.services.title).map((service) => fromTitle(service, day.date));
    for (const schedule of sources) {
      const key = `${day.date}|${schedule.service.trim().toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      visit(schedule, day.date, dayIndex);
    }
  });
}

export function expandBookingSlots(dayDetails: DayDetailLike[]): Slot[] {
  const slots: Slot[] = [];
  eachSlot(dayDetails, emptySchedule, (schedule, date, dayIndex) => slots.push({ ...schedule, date, dayIndex }));
  return slots;
}

/** How many slots a booking has and how many are completely scheduled (stored as slotCount/scheduledCount). */
export function countSlots(dayDetails: SlotDay[]): { slots: number; scheduled: number } {
  let slots = 0;
  let scheduled = 0;
  eachSlot(dayDetails, emptySchedule, (schedule) => {
    slots += 1;
    if (isCompleteSchedule(schedule)) scheduled += 1;
  });
  return { slots, scheduled };
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
