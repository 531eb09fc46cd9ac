// Editing a competition after it is created. Its dates may only change while every live booking's
// days stay inside them: otherwise the change is refused with the bookings (dancer and day) it would
// leave on a day the competition no longer has. The event row is locked for the check, so a booking
// saved meanwhile either waits for the new dates or is seen by the check.
import "server-only";
import { prisma } from "@/lib/db/client";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { fromDateOnly, toDateOnly } from "@/lib/time";
import { defaultTimeZoneForState } from "@/lib/time/zoned";
import { toEventDto, type BookingOutsideDatesDto, type EventDto } from "./dto";
import type { UpdateEventInput } from "./schema";

export const BOOKINGS_OUTSIDE_DATES = "Some bookings have days outside the new dates. Move or cancel those days first, or keep dates that include them.";

/** The refusal's answer lists every affected booking; `showDancers` false hides the names (no booking permission). */
/** The columns a competition's form writes, shared by create and edit (one mapping of the form to the row). */
export function eventFormColumns(input: Pick<UpdateEventInput, "eventName" | "locationName" | "address" | "city" | "state" | "eventStartDate" | "eventEndDate">) {
  return {
    eventName: input.eventName,
    locationName: input.locationName,
    address: input.address,
    city: input.city,
    state: input.state,
    eventStartDate: fromDateOnly(input.eventStartDate),
    eventEndDate: fromDateOnly(input.eventEndDate),
  };
}

export class BookingsOutsideDatesError extends ConflictError {
  constructor(readonly bookings: BookingOutsideDatesDto[]) {
    super(BOOKINGS_OUTSIDE_DATES, { bookings });
  }
}

/** Live bookings (not deleted, not cancelled) of `eventId` with a day before `start` or after `end`, by dancer. */
export async function bookingsOutsideDates(eventId: string, start: string, end: string, db: Pick<typeof prisma, "bookingDay"> = prisma): Promise<BookingOutsideDatesDto[]> {
  const days = await db.bookingDay.findMany({
    where: {
      booking: { eventId, deletedAt: null, cancelledAt: null },
      OR: [{ date: { lt: fromDateOnly(start) } }, { date: { gt: fromDateOnly(end) } }],
    },
    select: { date: true, booking: { select: { id: true, firstName: true, lastName: true } } },
    orderBy: [{ date: "asc" }],
  });
  const byBooking = new Map<string, BookingOutsideDatesDto>();
  for (const day of days) {
    const entry = byBooking.get(day.booking.id) ?? { bookingId: day.booking.id, dancer: `${day.booking.firstName} ${day.booking.lastName}`, days: [] };
    entry.days.push(toDateOnly(day.date));
    byBooking.set(day.booking.id, entry);
  }
  return [...byBooking.values()].sort((a, b) => a.days[0].localeCompare(b.days[0]) || (a.dancer ?? "").localeCompare(b.dancer ?? ""));
}

/**
 * Manage Events → Edit: name, venue, address, city, state, dates, shown on the schedule and time zone.
 * A zone left out keeps the one staff chose, or follows the (new) state's default. Throws
 * BookingsOutsideDatesError (409) when the dates would leave a live booking's day outside them.
 */
export async function updateEvent(id: string, input: UpdateEventInput, options: { showDancers: boolean } = { showDancers: true }): Promise<EventDto> {
  const row = await prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ timeZone: string; timeZoneSetByStaff: boolean }[]>`
      SELECT "timeZone", "timeZoneSetByStaff" FROM "Event" WHERE "id" = ${id} AND "deletedAt" IS NULL FOR UPDATE`;
    const current = locked[0];
    if (!current) throw new NotFoundError("Event not found");
    const outside = await bookingsOutsideDates(id, input.eventStartDate, input.eventEndDate, tx);
    if (outside.length) throw new BookingsOutsideDatesError(options.showDancers ? outside : outside.map((b) => ({ ...b, dancer: null })));
    const stateZone = defaultTimeZoneForState(input.state);
    const zone = input.timeZoneSetByStaff
      ? { timeZone: input.timeZone, timeZoneSetByStaff: input.timeZone !== stateZone }
      : current.timeZoneSetByStaff
        ? { timeZone: current.timeZone, timeZoneSetByStaff: true }
        : { timeZone: stateZone, timeZoneSetByStaff: false };
    return tx.event.update({
      where: { id },
      data: {
        ...eventFormColumns(input),
        ...(input.showEvent !== undefined ? { showEvent: input.showEvent } : {}),
        ...zone,
      },
    });
  });
  return toEventDto(row);
}
