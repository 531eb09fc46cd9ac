// The booking as the admin API returns it. The one mapper for every booking read.
import type { Booking, BookingDay, Event, Schedule, User } from "@/lib/generated/prisma/client";
import { toEventDto, type EventDto } from "@/lib/events/dto";
import { formatTimeRangeIn, timesAreWording, toDateOnly, zonedParts } from "@/lib/time/browser";
import { BOOKING_CHANNEL_LABELS, fromDbChannel, fromDbDanceLevel, fromDbDanceStyle } from "./constants";
import { DEFAULT_READY_BEFORE_HEAT_MINUTES } from "@/lib/events/dto";
import { readyByInstant } from "./heat-plan";
import { isEveningSessionService } from "./hair-at-night";
import type { DayDetailLike, ScheduleFields, SlotDay, StaffDaySlotDto } from "./slots";
import type { StaffDto } from "@/lib/users/dto";
import { displayText } from "@/lib/text/display-text";
import { slotServicesLabel } from "./customer-lines";
import type { MoneyState } from "@/lib/payments/dto";

export type BookingRow = Booking & {
  event: Event;
  days: (BookingDay & { schedules: (Schedule & { assignedUser: Pick<User, "id" | "firstName" | "lastName"> | null })[] })[];
};

export const bookingInclude = {
  event: true,
  days: {
    orderBy: { position: "asc" },
    include: { schedules: { orderBy: { position: "asc" }, include: { assignedUser: { select: { id: true, firstName: true, lastName: true } } } } },
  },
} as const;

export interface BookingDto {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  isParentOrGuardian: boolean;
  parentFirstName: string;
  parentLastName: string;
  /** The competition the booking is for (an Event). */
  competition: EventDto;
  danceLevel: string;
  stylistPreference: string;
  enteredVia: string; // how it came in: "Website", or "Phone, entered by Dana Reyes" (desk bookings)
  hairAtNight: "yes" | "no";
  message: string;
  additionalNotes: string;
  danceStartDate: string;
  danceStartTime: string;
  bookingCreateDate: string;
  dayDetails: (DayDetailLike & { schedules: (ScheduleFields & { _id: string })[] } & HeatFields)[];
  /** A timed slot ends after its day's ready-by (heat time minus "Ready before heat"). */
  lateForHeat: boolean;
  progress: { slots: number; scheduled: number };
  isAssigned: boolean;
  status: BookingStatus;
  /** Staff changed a time or stylist after the confirmation was sent: send it again. */
  confirmationOutdated: boolean;
  cancelledAt: string | null;
  cancellationReason: string;
}

/** The dancer's first heat of a booking day, as the admin API adds it to each day. */
export interface HeatFields {
  /** "HH:mm" in the competition's zone (competition.timeZone); "" until the dancer gives it. */
  heatTime: string;
  heatNote: string;
  /** When the dancer must be finished (UTC ISO): the heat minus "Ready before heat"; null without a heat time. */
  readyBy: string | null;
  /** Her hair for this day is done the evening before (her own choice per day). */
  hairEveningBefore: boolean;
  /** Her evening-session heat "HH:mm" (competition zone) when hair at night; "" = not given. */
  eveningHeatTime: string;
}

/** A slot as a confirmation states it: its staff member, start and end. */
export type SlotAsSent = Pick<Schedule, "id" | "assignedUserId" | "startAt" | "endAt">;

const slotAsSentKey = (s: SlotAsSent) => [s.id, s.assignedUserId ?? "", s.startAt?.toISOString() ?? "", s.endAt?.toISOString() ?? ""].join("|");
const sortedEntries = (text: string | null) => (text ? text.split(",").sort().join(",") : "");

/**
 * What the customer was sent, stored in `Booking.confirmedSlots` when a confirmation is queued:
 * "scheduleId|staffId|startISO|endISO" per slot, sorted, comma-separated.
 */
export function confirmedSlotsOf(slots: readonly SlotAsSent[]): string {
  return slots.map(slotAsSentKey).sort().join(",");
}

/** The booking's slots no longer say what the customer was sent; a slot moved back to its sent time is no change. */
export function slotsDifferFromConfirmation(confirmedSlots: string | null, slots: readonly SlotAsSent[]): boolean {
  return sortedEntries(confirmedSlots) !== confirmedSlotsOf(slots);
}

export type ConfirmationState = Pick<BookingRow, "confirmedAt" | "cancelledAt" | "confirmedSlots" | "heatChangedAt">;

/** The one "confirmation out of date" rule: staff changed a slot, or the dancer a heat time, since the confirmation was sent. */
export function confirmationOutdatedFor(booking: ConfirmationState, slots: readonly SlotAsSent[]): boolean {
  if (!booking.confirmedAt || booking.cancelledAt) return false;
  return slotsDifferFromConfirmation(booking.confirmedSlots, slots) || Boolean(booking.heatChangedAt && booking.heatChangedAt > booking.confirmedAt);
}

export function isConfirmationOutdated(row: ConfirmationState & Pick<BookingRow, "days">): boolean {
  return confirmationOutdatedFor(row, row.days.flatMap((d) => d.schedules));
}

/** Booking status: received (waiting for the studio), confirmed (assigned and the confirmation sent), cancelled. */
export type BookingStatus = "received" | "confirmed" | "cancelled";

export function bookingStatus(row: Pick<Booking, "cancelledAt" | "confirmedAt" | "isAssigned">): BookingStatus {
  if (row.cancelledAt) return "cancelled";
  return row.confirmedAt && row.isAssigned ? "confirmed" : "received";
}

/** A slot's dates and times as "YYYY-MM-DD" / "HH:mm" in the competition's zone, as staff enter them. */
function toScheduleFields(schedule: Schedule & { assignedUser: Pick<User, "id" | "firstName" | "lastName"> | null }, timeZone: string): ScheduleFields & { _id: string } {
  const start = schedule.startAt ? zonedParts(schedule.startAt, timeZone) : null;
  const end = schedule.endAt ? zonedParts(schedule.endAt, timeZone) : null;
  return {
    _id: schedule.id,
    service: schedule.serviceTitle,
    assignedUser: schedule.assignedUser ? { _id: schedule.assignedUser.id, firstName: schedule.assignedUser.firstName, lastName: schedule.assignedUser.lastName } : null,
    startDate: start?.date ?? "",
    startTime: start?.time ?? "",
    endDate: end?.date ?? "",
    endTime: end?.time ?? "",
    ...(schedule.startAt && schedule.endAt ? { startAt: schedule.startAt.toISOString(), endAt: schedule.endAt.toISOString() } : {}),
  };
}

/** A booking's stored days as the slot rule reads them. */
export function slotDaysOf(days: BookingRow["days"], timeZone: string): SlotDay[] {
  return days.map((day) => ({ date: toDateOnly(day.date), services: { title: day.serviceTitle }, schedules: day.schedules.map((s) => toScheduleFields(s, timeZone)) }));
}

/** Each day's ready-by instant (null without a heat time). */
export function readyByOfDay(day: Pick<BookingDay, "date" | "heatTime">, timeZone: string, readyBeforeHeatMinutes: number): Date | null {
  return day.heatTime ? readyByInstant(toDateOnly(day.date), day.heatTime, timeZone, readyBeforeHeatMinutes) : null;
}

/** The evening session's ready-by (same rule as the morning's: its heat minus "Ready before heat"); null without one. */
export function eveningReadyByOfDay(day: Pick<BookingDay, "date" | "eveningHeatTime">, timeZone: string, readyBeforeHeatMinutes: number): Date | null {
  return day.eveningHeatTime ? readyByInstant(toDateOnly(day.date), day.eveningHeatTime, timeZone, readyBeforeHeatMinutes) : null;
}

/** The timed slots that end after their day's ready-by, each with that ready-by. */
export function lateSlotsOf<R extends Pick<BookingRow, "days" | "event">>(row: R, readyBeforeHeatMinutes: number) {
  return row.days.flatMap((day) => {
    const morning = readyByOfDay(day, row.event.timeZone, readyBeforeHeatMinutes);
    const evening = eveningReadyByOfDay(day, row.event.timeZone, readyBeforeHeatMinutes);
    // The evening session's hair is measured against the evening heat, every other slot against her first heat.
    return day.schedules.flatMap((schedule) => {
      const readyBy = isEveningSessionService(schedule.serviceTitle) ? evening : morning;
      return readyBy && schedule.endAt && schedule.endAt > readyBy ? [{ day: day as R["days"][number], schedule, readyBy }] : [];
    });
  });
}

/** A timed slot of a day with a heat time ends after that day's ready-by. */
export function isLateForHeat(row: Pick<BookingRow, "days" | "event">, readyBeforeHeatMinutes: number): boolean {
  return lateSlotsOf(row, readyBeforeHeatMinutes).length > 0;
}

export function toBookingDto(row: BookingRow, readyBeforeHeatMinutes = DEFAULT_READY_BEFORE_HEAT_MINUTES): BookingDto {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    isParentOrGuardian: row.isParentOrGuardian,
    parentFirstName: row.parentFirstName,
    parentLastName: row.parentLastName,
    competition: toEventDto(row.event),
    danceLevel: fromDbDanceLevel(row.danceLevel),
    stylistPreference: row.stylistPreference,
    enteredVia: `${BOOKING_CHANNEL_LABELS[fromDbChannel(row.channel)]}${row.enteredByName ? `, entered by ${row.enteredByName}` : ""}`,
    hairAtNight: row.hairAtNight ? "yes" : "no",
    message: row.message,
    additionalNotes: row.additionalNotes,
    danceStartDate: row.danceStartDate ? toDateOnly(row.danceStartDate) : "",
    danceStartTime: row.danceStartTime ?? "",
    bookingCreateDate: row.createdAt.toISOString(),
    dayDetails: row.days.map((day) => ({
      date: toDateOnly(day.date),
      services: { _id: day.serviceId, title: day.serviceTitle },
      additionalServices: day.additionalServiceTitles.map((title, i) => ({ _id: day.additionalServiceIds[i], title })),
      danceStyle: day.danceStyles.map(fromDbDanceStyle),
      schedules: day.schedules.map((s) => toScheduleFields(s, row.event.timeZone)),
      heatTime: day.heatTime ?? "",
      heatNote: day.heatNote,
      readyBy: readyByOfDay(day, row.event.timeZone, readyBeforeHeatMinutes)?.toISOString() ?? null,
      hairEveningBefore: day.hairEveningBefore,
      eveningHeatTime: day.eveningHeatTime ?? "",
    })),
    lateForHeat: isLateForHeat(row, readyBeforeHeatMinutes),
    progress: { slots: row.slotCount, scheduled: row.scheduledCount },
    isAssigned: row.isAssigned,
    status: bookingStatus(row),
    confirmationOutdated: isConfirmationOutdated(row),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancellationReason: row.cancellationReason,
  };
}

/** What the customer's private page shows: their request and, once confirmed, each slot (stylist by first name only). */
export interface CustomerBookingView {
  status: BookingStatus;
  /** Confirmed, but staff changed a slot since: the times below are not the ones the customer was sent. */
  timesChanged: boolean;
  competition: { eventName: string; city: string; state: string; locationName: string; timeZone: string };
  firstName: string;
  /** heatTime "HH:mm" in competition.timeZone ("" = not given); heatEditable until the day starts there. */
  days: { date: string; service: string; danceStyles: string[]; additionalServices: string[]; heatTime: string; heatNote: string; heatEditable: boolean; hairEveningBefore: boolean; eveningHeatTime: string }[];
  /** Her evening session needs hair too (hair at night): the heat form asks for the evening heat. */
  hairAtNight: boolean;
  /** date "YYYY-MM-DD" and time "8:55 AM – 9:45 AM Central" (as the emails write it) in the competition's zone, named when it is not the studio's. */
  slots: { id: string; service: string; start: string; end: string; date: string; time: string; stylistFirstName: string }[];
  /** "studio time (New York)" or "Central time (Chicago)": what the slot times are. */
  timesAre: string;
  cancelledAt: string | null;
}

/** The customer's page of a booking at `now`; `studioZone` (the studio's, passed by the server) decides when a slot's zone is named. */
export function toCustomerBookingView(row: BookingRow, now: Date, studioZone: string): CustomerBookingView {
  const zone = row.event.timeZone;
  const status = bookingStatus(row);
  const timesChanged = status === "confirmed" && slotsDifferFromConfirmation(row.confirmedSlots, row.days.flatMap((day) => day.schedules));
  return {
    status,
    timesChanged,
    competition: { eventName: row.event.eventName, city: row.event.city, state: row.event.state, locationName: row.event.locationName, timeZone: row.event.timeZone },
    firstName: row.firstName,
    days: row.days.map((day) => ({
      date: toDateOnly(day.date),
      service: displayText(day.serviceTitle),
      danceStyles: day.danceStyles.map(fromDbDanceStyle),
      additionalServices: day.additionalServiceTitles.map(displayText),
      heatTime: day.heatTime ?? "",
      heatNote: day.heatNote,
      heatEditable: status !== "cancelled" && heatDayOpen(toDateOnly(day.date), row.event.timeZone, now),
      hairEveningBefore: day.hairEveningBefore,
      eveningHeatTime: day.eveningHeatTime ?? "",
    })),
    hairAtNight: row.hairAtNight,
    slots:
      status === "confirmed" && !timesChanged
        ? row.days
            .flatMap((day) => day.schedules.map((s, position) => ({ s, service: slotServicesLabel(s.serviceTitle, day.additionalServiceTitles, position === 0) })))
            .filter(({ s }) => s.startAt && s.endAt)
            .sort((a, b) => a.s.startAt!.getTime() - b.s.startAt!.getTime())
            .map(({ s, service }) => ({
              id: s.id,
              service,
              start: s.startAt!.toISOString(),
              end: s.endAt!.toISOString(),
              date: zonedParts(s.startAt!, zone).date,
              time: formatTimeRangeIn(s.startAt!, s.endAt!, zone, studioZone),
              stylistFirstName: s.assignedUser?.firstName ?? "",
            }))
        : [],
    timesAre: timesAreWording(zone, studioZone),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** A heat time can be given or changed until its day starts in the competition's zone. */
export function heatDayOpen(date: string, timeZone: string, now: Date): boolean {
  return now < readyByInstant(date, "00:00", timeZone, 0)!;
}

/** A customer email (receipt or confirmation) the provider reported as bounced: staff call the dancer. */
export interface EmailBounceDto {
  /** The address that bounced. */
  to: string;
  kind: "booking-receipt" | "booking-confirmation";
  detail: string | null;
  at: string;
}

/** The latest text to a booking's dancer that did not arrive (Twilio reported it failed or undelivered). */
export interface TextFailureDto { to: string; detail: string | null; at: string }

/** A booking as the admin lists and Edit Booking get it: marked when its latest customer email bounced or text failed. */
/** `deposit`: the booking's money state (lib/payments/money-status.ts) in Manage Bookings' lists; "none" or absent when nothing is asked. */
export type BookingWithBounce = BookingDto & { emailBounce: EmailBounceDto | null; textFailure?: TextFailureDto | null; deposit?: MoneyState };

/** Every assignable staff member (active, view_bookings; by first name) with their slots on `date`. */
export interface StaffDayScheduleDto {
  date: string;
  /** The zone of `date` and of the slots' date and time fields. */
  timeZone: string;
  staff: { staff: Pick<StaffDto, "_id" | "firstName" | "lastName">; slots: StaffDaySlotDto[] }[];
}

// Client-safe rules and DTOs the screens read through this entry.
export * from "./constants";
export * from "./heat-plan";
export * from "./hair-at-night";
export * from "./messages";
export * from "./slots";
export * from "./slot-checks";
export * from "./staff-emails-dto";
export * from "./skills";
