// The public booking request, with the one rule of a full day: a request for a day that is full goes to
// that day's waiting list, and the answer says so (202). The form reads the same states beforehand
// (GET /api/events/:id/capacity), so this decides only when a day filled up while the form was open, or
// for an API client. Staff may still book a full day on purpose (the desk's New booking says so).
import "server-only";
import { createBooking, readBookingCatalogue, type CatalogueRow } from "@/lib/bookings";
import type { BookingDto } from "@/lib/bookings/dto";
import type { BookingRequest } from "@/lib/bookings/schema";
import { ConflictError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { studioToday } from "@/lib/time";
import { joinWaitlist } from "./entries";
import { daysCapacity } from "./event-capacity";

type Created = Pick<BookingDto, "_id" | "bookingCreateDate">;

/** 201 with the booking's id, or 202 with the days whose waiting lists she joined. */
export interface AppointmentRequestAnswer {
  status: 201 | 202;
  body: { success: true; _id: string; bookingCreateDate: string } | { success: true; waitlisted: string[]; message: string };
}

/** What POST /api/booking/create answers for a stored booking (and what a repeated key gets back). */
export const bookingCreated = (booking: Created) => ({ status: 201 as const, body: { success: true as const, _id: booking._id, bookingCreateDate: booking.bookingCreateDate } });

const joinWeekdays = (weekdays: string[]) => weekdays.join(" and ");

/**
 * The request's days that are full now. Only staffed days can be full (an unstaffed day is always open):
 * the catalogue's row says which days have staffing, so a competition without staffing costs no statement.
 */
async function fullDaysOf(request: BookingRequest, catalogue: CatalogueRow | undefined, now: Date) {
  const event = catalogue?.event;
  if (!event || String(event.eventEndDate).slice(0, 10) < studioToday(now)) return []; // the booking's own checks refuse it
  const staffed = request.selectedEventDays.filter((d) => catalogue.staffedDates.includes(d));
  if (!staffed.length) return [];
  return (await daysCapacity(request.competition, staffed, now)).filter((d) => d.state === "full");
}

/**
 * Books the request, or puts it on the waiting lists of its days when every one is full. A request that
 * mixes open and full days is refused (409, nothing stored) with the full days named: the form sends the
 * open days as a booking and offers the full ones' waiting lists afterwards.
 */
export async function requestAppointment(
  request: BookingRequest,
  { catalogue, commitWith, now = new Date() }: { catalogue?: CatalogueRow; commitWith?: (answer: ReturnType<typeof bookingCreated>) => Prisma.Sql; now?: Date },
): Promise<AppointmentRequestAnswer> {
  const row = catalogue ?? (await readBookingCatalogue(request));
  const full = await fullDaysOf(request, row, now);
  if (!full.length) return bookingCreated(await createBooking(request, now, { catalogue: row, commitWith: commitWith && ((booking) => commitWith(bookingCreated(booking))) }));
  const weekdays = joinWeekdays(full.map((d) => d.weekday));
  if (full.length < request.selectedEventDays.length) {
    throw new ConflictError(`${weekdays} ${full.length > 1 ? "are" : "is"} full: send the other days as your request, then join the waiting list for ${weekdays}.`, { fullDays: full.map((d) => d.date) });
  }
  const entries = await joinWaitlist(request, now);
  return { status: 202, body: { success: true, waitlisted: entries.map((e) => e.date), message: `${weekdays} ${full.length > 1 ? "are" : "is"} full: you are on the waiting list. If a place frees up before your heat, we email you a link that holds it for you.` } };
}
