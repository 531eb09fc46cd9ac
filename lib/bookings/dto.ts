// The SPEC §3 "Booking (stored, as read by admin)" shape. The one mapper for every booking read.
import type { Booking, BookingDay, Event, Schedule, User } from "@/lib/generated/prisma/client";
import { toEventDto, type EventDto } from "@/lib/events/dto";
import { dateOnly, utcToZonedParts } from "@/lib/time/studio-time";
import { fromDbDanceLevel, fromDbDanceStyle } from "./constants";
import type { DayDetailLike, ScheduleFields } from "./slots";

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
  hairAtNight: "yes" | "no";
  message: string;
  additionalNotes: string;
  danceStartDate: string;
  danceStartTime: string;
  bookingCreateDate: string;
  dayDetails: (DayDetailLike & { schedules: (ScheduleFields & { _id: string })[] })[];
  progress: { slots: number; scheduled: number };
  isAssigned: boolean;
}

function toScheduleFields(schedule: Schedule & { assignedUser: Pick<User, "id" | "firstName" | "lastName"> | null }): ScheduleFields & { _id: string } {
  const start = schedule.startAt ? utcToZonedParts(schedule.startAt) : null;
  const end = schedule.endAt ? utcToZonedParts(schedule.endAt) : null;
  return {
    _id: schedule.id,
    service: schedule.serviceTitle,
    assignedUser: schedule.assignedUser ? { _id: schedule.assignedUser.id, firstName: schedule.assignedUser.firstName, lastName: schedule.assignedUser.lastName } : null,
    startDate: start?.date ?? "",
    startTime: start?.time ?? "",
    endDate: end?.date ?? "",
    endTime: end?.time ?? "",
  };
}

export function toBookingDto(row: BookingRow): BookingDto {
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
    hairAtNight: row.hairAtNight ? "yes" : "no",
    message: row.message,
    additionalNotes: row.additionalNotes,
    danceStartDate: row.danceStartDate ? dateOnly(row.danceStartDate) : "",
    danceStartTime: row.danceStartTime ?? "",
    bookingCreateDate: row.createdAt.toISOString(),
    dayDetails: row.days.map((day) => ({
      date: dateOnly(day.date),
      services: { _id: day.serviceId, title: day.serviceTitle },
      additionalServices: day.additionalServiceTitles.map((title, i) => ({ _id: day.additionalServiceIds[i], title })),
      danceStyle: day.danceStyles.map(fromDbDanceStyle),
      schedules: day.schedules.map(toScheduleFields),
    })),
    progress: { slots: row.slotCount, scheduled: row.scheduledCount },
    isAssigned: row.isAssigned,
  };
}

/** A customer email (receipt or confirmation) the provider reported as bounced: staff call the dancer. */
export interface EmailBounceDto {
  /** The address that bounced. */
  to: string;
  kind: "booking-receipt" | "booking-confirmation";
  detail: string | null;
  at: string;
}

/** A booking as the admin lists and Edit Booking get it: marked when its latest customer email bounced. */
export type BookingWithBounce = BookingDto & { emailBounce: EmailBounceDto | null };
