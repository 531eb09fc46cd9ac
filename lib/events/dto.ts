import type { Event } from "@/lib/generated/prisma/client";
import { toDateOnly } from "@/lib/time/browser";

/** An event as it leaves the server: the API's field names (`_id`, `eventName`, …), dates as "YYYY-MM-DD". */
export interface EventDto {
  _id: string;
  eventName: string;
  locationName: string;
  address: string;
  city: string;
  state: string;
  eventStartDate: string;
  eventEndDate: string;
  showEvent: boolean;
  /** IANA zone of the competition (heat times are in it), defaulted from the state. */
  timeZone: string;
}

/** A booking a change of dates would leave outside the competition: `dancer` is null for staff who may not see bookings. */
export interface BookingOutsideDatesDto {
  bookingId: string;
  dancer: string | null;
  /** Its days outside the new dates, "YYYY-MM-DD", soonest first. */
  days: string[];
}

export interface CalendarSettingsDto {
  autoDisplay: boolean;
  numUpcomingEvents: number;
  /** The same number under the name the original client read. */
  numberOfEvents: number;
  /** "Ready before heat": a dancer is finished this many minutes before their first heat. */
  readyBeforeHeatMinutes: number;
  /** A family's asked-for day or extra that fits without moving anyone else is applied at once (default off). */
  applyFittingChangesAtOnce: boolean;
}

export function toEventDto(event: Event): EventDto {
  return {
    _id: event.id,
    eventName: event.eventName,
    locationName: event.locationName,
    address: event.address,
    city: event.city,
    state: event.state,
    eventStartDate: toDateOnly(event.eventStartDate),
    eventEndDate: toDateOnly(event.eventEndDate),
    showEvent: event.showEvent,
    timeZone: event.timeZone,
  };
}

export function toCalendarSettingsDto(settings: { autoDisplay: boolean; numUpcomingEvents: number; readyBeforeHeatMinutes?: number; applyFittingChangesAtOnce?: boolean }): CalendarSettingsDto {
  return {
    autoDisplay: settings.autoDisplay,
    numUpcomingEvents: settings.numUpcomingEvents,
    numberOfEvents: settings.numUpcomingEvents,
    readyBeforeHeatMinutes: settings.readyBeforeHeatMinutes ?? DEFAULT_READY_BEFORE_HEAT_MINUTES,
    applyFittingChangesAtOnce: settings.applyFittingChangesAtOnce ?? false,
  };
}

export const DEFAULT_READY_BEFORE_HEAT_MINUTES = 45;
