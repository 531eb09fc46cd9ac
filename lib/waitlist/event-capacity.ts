// How full each day of a competition is, for the public booking form (a small JSON read of its own,
// so the cached public pages never carry it).
import "server-only";
import { NotFoundError } from "@/lib/errors";
import { prisma } from "@/lib/db/client";
import { datesBetween, toDateOnly } from "@/lib/time";
import { defaultAvailability } from "./availability";
import { capacityOf, loadDay, weekdayOf, type AvailabilitySource } from "./day";
import type { EventCapacityDto } from "./dto";

export async function getEventCapacity(eventId: string, availability: AvailabilitySource = defaultAvailability): Promise<EventCapacityDto> {
  const event = await prisma.event.findFirst({ where: { id: eventId, deletedAt: null }, select: { id: true, eventName: true, timeZone: true, eventStartDate: true, eventEndDate: true } });
  if (!event) throw new NotFoundError("Competition not found");
  const startDate = toDateOnly(event.eventStartDate);
  const endDate = toDateOnly(event.eventEndDate);
  const days = [];
  for (const date of datesBetween(startDate, endDate)) {
    const load = await loadDay({ eventId, eventName: event.eventName, date, timeZone: event.timeZone, startDate, endDate }, availability);
    days.push({ date, state: capacityOf(load).state, weekday: weekdayOf(date) });
  }
  return { eventId, days };
}
