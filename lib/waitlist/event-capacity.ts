// How full each day of a competition is, for the public booking form (a small JSON read of its own,
// so the cached public pages never carry it). Public and anonymous: every day is read at once (a fixed
// handful of statements in two round trips, whatever the number of days or bookings), and only for a
// competition the form offers.
import "server-only";
import { daysAvailability, loadCompetition } from "@/lib/availability/read";
import { worksEveningBefore } from "@/lib/availability";
import { NotFoundError } from "@/lib/errors";
import { prisma } from "@/lib/db/client";
import { studioToday } from "@/lib/time";
import { dayLoadOf, readDaysRows, weekdayOf } from "./day";
import { dayStateOf } from "./planned";
import type { DayCapacityDto, EventCapacityDto } from "./dto";

/** Each day's state; 404 for a competition not open for booking (deleted or ended), as for an unknown one. */
export async function getEventCapacity(eventId: string, now = new Date()): Promise<EventCapacityDto> {
  return { eventId, days: await daysCapacity(eventId, undefined, now) };
}

/**
 * The states of some days of a competition (all of them without `only`): the booking form's read, and
 * the public booking request's check that none of its days is full (the same rule, the same figures).
 */
export async function daysCapacity(eventId: string, only: readonly string[] | undefined, now = new Date()): Promise<DayCapacityDto[]> {
  const competition = await loadCompetition(eventId);
  if (competition.endDate < studioToday(now)) throw new NotFoundError("Competition not found");
  const dates = only ? competition.dates.filter((d) => only.includes(d)) : competition.dates;
  const [staffing, rows] = await Promise.all([daysAvailability(competition, dates, prisma), readDaysRows(eventId, dates)]);
  return Promise.all(
    dates.map(async (date, i) => {
      const day = { eventId, eventName: competition.eventName, date, timeZone: competition.timeZone, startDate: competition.startDate, endDate: competition.endDate };
      return { date, state: await dayStateOf(dayLoadOf(day, staffing[i], rows)), weekday: weekdayOf(date), eveningBefore: worksEveningBefore(staffing[i]) };
    }),
  );
}
