// The Edit Booking screen works on "slots": one per day and service. SPEC §4: an unscheduled day
// splits its service title on & into one slot per service, dropping duplicates per date and
// service; on save, slots are regrouped by date and service into dayDetails.
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

export function splitServiceTitle(title: string): string[] {
  return decode(title)
    .split("&")
    .map((part) => part.trim())
    .filter(Boolean);
}

const emptySchedule = (service: string, date: string): ScheduleFields => ({ service, assignedUser: null, startDate: date, startTime: "", endDate: date, endTime: "" });

export function expandBookingSlots(dayDetails: DayDetailLike[]): Slot[] {
  const slots: Slot[] = [];
  const seen = new Set<string>();
  dayDetails.forEach((day, dayIndex) => {
    const sources: ScheduleFields[] = day.schedules.length > 0 ? day.schedules : splitServiceTitle(day.services.title).map((service) => emptySchedule(service, day.date));
    for (const schedule of sources) {
      const key = `${day.date}|${schedule.service.trim().toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      slots.push({ ...schedule, date: day.date, dayIndex });
    }
  });
  return slots;
}

export function regroupSlotsByDay(slots: Slot[], dayDetails: DayDetailLike[]): DayDetailLike[] {
  return dayDetails.map((day, dayIndex) => ({
    ...day,
    schedules: slots
      .filter((slot) => slot.dayIndex === dayIndex && slot.date === day.date)
      .map(({ date: _date, dayIndex: _dayIndex, ...schedule }) => schedule),
  }));
}

export function isCompleteSchedule(schedule: Pick<ScheduleFields, "assignedUser" | "startDate" | "startTime" | "endDate" | "endTime">): boolean {
  return Boolean(schedule.assignedUser?._id && schedule.startDate && schedule.startTime && schedule.endDate && schedule.endTime);
}

/** How many slots a booking has and how many are completely scheduled. */
export function schedulingProgress(dayDetails: DayDetailLike[]): { slots: number; scheduled: number } {
  const slots = expandBookingSlots(dayDetails);
  return { slots: slots.length, scheduled: slots.filter(isCompleteSchedule).length };
}
