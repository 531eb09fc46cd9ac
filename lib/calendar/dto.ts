// What GET /api/calendar sends: only what the calendar screen shows, ids as `_id`, instants in UTC ISO.
import type { EventDto } from "@/lib/events/dto";
import { slotMinutes } from "@/lib/bookings/dto";

/** The longest range GET /api/calendar answers, in days (the schema checks it; the calendar's jump keeps to it). */
export const MAX_RANGE_DAYS = 62;

export interface CalendarStaffDto {
  _id: string;
  firstName: string;
  lastName: string;
}

/** The part of an Event (a competition) the calendar shows; dates are "YYYY-MM-DD", `timeZone` the competition's. */
export type CalendarEventSummaryDto = Pick<EventDto, "_id" | "eventName" | "eventStartDate" | "eventEndDate" | "timeZone">;

/** One schedule slot: a staff member's appointment for one service of a booking. */
export interface CalendarSlotDto {
  id: string;
  title: string;
  start: string;
  end: string;
  staff: CalendarStaffDto;
  bookingId: string;
  /** Email and phone only for the desk view (manage_bookings); absent for view_bookings alone. */
  competitor: { firstName: string; lastName: string; email?: string; phoneNumber?: string };
  competition: CalendarEventSummaryDto;
  service: string;
  /** The extras its length counts (lib/bookings' one rule): the day's extras on its day's last slot, none on the others or an evening session. */
  lengthExtras: string[];
  /** What the details dialog shows about the booking and the slot's day (stored values). */
  details: CalendarSlotDetailsDto;
  /** The dancer's first heat on the slot's booking day and when they must be ready; null without a heat time. */
  heat: SlotHeatDto | null;
  /** The booking was confirmed and has changed since (lib/bookings/dto's one rule): the customer has old times. */
  confirmationOutdated: boolean;
}

/**
 * Where a slot moved to `start` ends by the one length rule (its service's length, plus the day's extras on
 * its day's last slot; an evening session's redo): My Calendar's drag and Change time. Null when unknown.
 */
export function slotEndByLength(slot: Pick<CalendarSlotDto, "service" | "lengthExtras">, start: Date, minutesByTitle: Readonly<Record<string, number>>): Date | null {
  const minutes = slotMinutes(slot.service, slot.lengthExtras, minutesByTitle);
  return minutes ? new Date(start.getTime() + minutes * 60_000) : null;
}

export interface CalendarSlotDetailsDto {
  /** junior, youth, amateur, pro-am, professional. */
  danceLevel: string;
  /** The day's dance styles (stored values: latin, night-club, …). */
  danceStyles: string[];
  /** The day's additional services, by title. */
  additionalServices: string[];
  hairAtNight: boolean;
  /** The customer's message (desk view only: free text may hold contact details) and the staff's additional notes. */
  message?: string;
  additionalNotes: string;
  /** From the dancer's client card, both views; present only when there is one. */
  allergies?: string;
  /** One line of the card's hair and makeup notes. */
  styling?: string;
}

/** Heat time and ready-by of a slot's booking day, for My Calendar and the run sheet. */
export interface SlotHeatDto {
  /** "HH:mm" in `timeZone` (the competition's). */
  heatTime: string;
  timeZone: string;
  note: string;
  /** UTC ISO: the heat minus "Ready before heat". */
  readyBy: string;
  /** The slot ends after ready-by. */
  late: boolean;
}

export interface CalendarRangeDto {
  /** Schedule slots (the field name is the API's). */
  events: CalendarSlotDto[];
  staff: CalendarStaffDto[];
  competitions: CalendarEventSummaryDto[];
}
export * from "./palette";
export * from "./run-sheet-dto";
