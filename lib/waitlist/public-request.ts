// The public booking request, with the one rule of a full day: a request for a day that is full goes to
// that day's waiting list, and the answer says so (202). The form reads the same states beforehand
// (GET /api/events/:id/capacity), so this decides only when a day filled up while the form was open, or
// for an API client. Staff may still book a full day on purpose (the desk's New booking says so).
import "server-only";
import { createBooking, readBookingCatalogue, saveHeatTimes, type CatalogueRow } from "@/lib/bookings";
import { requireBookingByLink } from "@/lib/bookings/access-links";
import { fromDbDanceLevel } from "@/lib/bookings/dto";
import type { BookingDto } from "@/lib/bookings/dto";
import { bookingRequestSchema, type BookingRequest } from "@/lib/bookings/schema";
import { ConflictError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { studioToday, toDateOnly } from "@/lib/time";
import { weekdayOf } from "./day";
import { joinWaitlist, joinWaitlistFromBooking } from "./entries";
import type { WaitlistJoinFromBooking } from "./schema";
import { daysCapacity } from "./event-capacity";

/** A public request's outcome: the booking stored, or the waiting lists joined (every day was full). */
export type AppointmentRequestOutcome = { booked: BookingDto } | { waitlisted: string[]; message: string };

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
  { catalogue, commitWith, now = new Date() }: { catalogue?: CatalogueRow; commitWith?: (booking: BookingDto) => Prisma.Sql; now?: Date },
): Promise<AppointmentRequestOutcome> {
  const row = catalogue ?? (await readBookingCatalogue(request));
  const full = await fullDaysOf(request, row, now);
  if (!full.length) return { booked: await createBooking(request, now, { catalogue: row, commitWith }) };
  const weekdays = joinWeekdays(full.map((d) => d.weekday));
  const are = full.length > 1 ? "are" : "is";
  if (full.length < request.selectedEventDays.length) {
    throw new ConflictError(`${weekdays} ${are} full: send the other days as your request, then join the waiting list for ${weekdays}.`, { fullDays: full.map((d) => d.date) });
  }
  const entries = await joinWaitlist(request, now);
  return { waitlisted: entries.map((e) => e.date), message: `${weekdays} ${are} full: you are on the waiting list. If a place frees up before your heat, we email you a link that holds it for you.` };
}

/** What "Another day of this competition?" answers: a request for an open day, or a place on a full day's list. */
export type AnotherDayAnswer = { outcome: "requested"; date: string; message: string } | { outcome: "waitlisted"; date: string; message: string };

/**
 * From her private page, a day of the same competition she has not booked. An open day is requested like
 * the booking form requests it (a new booking request for that day, with her details; its receipt email
 * brings its own private link); a full day puts her on its waiting list. A bad link → 404; a cancelled
 * booking or a day she already has → 409.
 */
export async function requestAnotherDay(token: string, wish: WaitlistJoinFromBooking, now = new Date()): Promise<AnotherDayAnswer> {
  const row = await requireBookingByLink(token, now);
  if (row.cancelledAt) throw new ConflictError("This booking is cancelled.");
  const weekday = weekdayOf(wish.date);
  if (row.days.some((d) => toDateOnly(d.date) === wish.date)) throw new ConflictError(`Your booking already includes ${weekday}.`);
  const request = bookingRequestSchema.parse({
    competition: row.eventId,
    danceLevel: fromDbDanceLevel(row.danceLevel),
    selectedEventDays: [wish.date],
    dayDetails: [{ date: wish.date, services: wish.service, danceStyle: wish.danceStyle, additionalServices: wish.additionalServices }],
    isParentOrGuardian: row.isParentOrGuardian,
    parentFirstName: row.parentFirstName,
    parentLastName: row.parentLastName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    stylistPreference: row.stylistPreference,
    hairAtNight: row.hairAtNight ? "yes" : "no",
    message: "",
    captchaToken: "private-page",
  });
  const catalogue = await readBookingCatalogue(request);
  if ((await fullDaysOf(request, catalogue, now)).length) {
    await joinWaitlistFromBooking(token, wish, now);
    return { outcome: "waitlisted", date: wish.date, message: `${weekday} is full: you are on its waiting list. If a place frees up before your heat, we email you a link that holds it for you.` };
  }
  const booking = await createBooking(request, now, { catalogue });
  // Her first heat, if she gave it, through the private page's own rule (notices included).
  if (wish.heatTime) await saveHeatTimes(booking._id, { days: [{ date: wish.date, heatTime: wish.heatTime, heatNote: "" }] }, now);
  return { outcome: "requested", date: wish.date, message: `We have received your request for ${weekday}. Final confirmation will arrive within 24 to 48 hours; the email has its own link.` };
}
