// How full each day of a competition is, for the public booking form (a small JSON read of its own,
// so the cached public pages never carry it). Public and anonymous: every day is read at once (a fixed
// handful of statements in two round trips, whatever the number of days or bookings), and only for a
// competition the form offers.
import "server-only";
import { daysAvailability, loadCompetition } from "@/lib/availability/read";
import { NotFoundError } from "@/lib/errors";
import { prisma } from "@/lib/db/client";
import { studioToday } from "@/lib/time";
import { capacityOf, dayLoadOf, readDaysRows, weekdayOf } from "./day";
import type { EventCapacityDto } from "./dto";

/** Each day's state; 404 for a competition not open for booking (deleted or ended), as for an unknown one. */
export async function getEventCapacity(eventId: string, now = new Date()): Promise<EventCapacityDto> {
  const competition = await loadCompetition(eventId);
  if (competition.endDate < studioToday(now)) throw new NotFoundError("Competition not found");
  const [staffing, rows] = await Promise.all([daysAvailability(competition, competition.dates, prisma), readDaysRows(eventId, competition.dates)]);
  const days = competition.dates.map((date, i) => {
    const day = { eventId, eventName: competition.eventName, date, timeZone: competition.timeZone, startDate: competition.startDate, endDate: competition.endDate };
    return { date, state: capacityOf(dayLoadOf(day, staffing[i], rows)).state, weekday: weekdayOf(date) };
  });
  return { eventId, days };
}
