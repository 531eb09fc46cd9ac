// Reads what availability is made of (the competition, its staffing days, the stylists, their days off)
// and turns it into DayAvailability through the pure builder.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { NotFoundError } from "@/lib/errors";
import { listAssignableStaff } from "@/lib/users/staff";
import { datesBetween, fromDateOnly, toDateOnly } from "@/lib/time";
import { buildDayAvailability, shiftDate, type DayAvailability, type WallRange } from "./dto";

export type AvailabilityDb = Pick<Prisma.TransactionClient, "event" | "staffingDay" | "timeOff" | "user" | "service">;

export interface CompetitionDays {
  id: string;
  eventName: string;
  timeZone: string;
  startDate: string;
  endDate: string;
  night: WallRange | null;
  dates: string[];
}

/** The competition (not deleted) and its calendar days, or 404. */
export async function loadCompetition(eventId: string, db: AvailabilityDb = prisma): Promise<CompetitionDays> {
  const event = await db.event.findFirst({ where: { id: eventId, deletedAt: null } });
  if (!event) throw new NotFoundError("Competition not found");
  const startDate = toDateOnly(event.eventStartDate);
  const endDate = toDateOnly(event.eventEndDate);
  const night = event.nightStartTime && event.nightEndTime ? { start: event.nightStartTime, end: event.nightEndTime } : null;
  return { id: event.id, eventName: event.eventName, timeZone: event.timeZone, startDate, endDate, night, dates: datesBetween(startDate, endDate) };
}

/** A shift's stored breaks (JSON) as wall ranges; anything else in the column is ignored. */
export function breaksOf(value: Prisma.JsonValue): WallRange[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((b) => {
    const range = b as Record<string, unknown> | null;
    return range && typeof range.start === "string" && typeof range.end === "string" ? [{ start: range.start, end: range.end }] : [];
  });
}

/** The given days (inside the competition) of a loaded competition. */
export async function daysAvailability(competition: CompetitionDays, dates: string[], db: AvailabilityDb): Promise<DayAvailability[]> {
  const [days, staff, off] = await Promise.all([
    db.staffingDay.findMany({ where: { eventId: competition.id, date: { in: dates.map(fromDateOnly) } }, include: { shifts: true } }),
    listAssignableStaff({}, db),
    // The evening before each day too: time off that evening keeps her out of the day's night window.
    db.timeOff.findMany({ where: { date: { in: [...new Set([...dates, ...dates.map((d) => shiftDate(d, -1))])].map(fromDateOnly) } }, select: { userId: true, date: true } }),
  ]);
  const members = staff.map((s) => ({ id: s._id, firstName: s.firstName, lastName: s.lastName, ...(s.notPerformed ? { notPerformed: s.notPerformed } : {}) }));
  return dates.map((date) => {
    const day = days.find((d) => toDateOnly(d.date) === date);
    return buildDayAvailability({
      eventId: competition.id,
      date,
      timeZone: competition.timeZone,
      chairs: day?.chairs ?? null,
      shifts: (day?.shifts ?? []).map((s) => ({ userId: s.userId, start: s.startTime, end: s.endTime, breaks: breaksOf(s.breaks) })),
      staff: members,
      offUserIds: new Set(off.filter((o) => toDateOnly(o.date) === date).map((o) => o.userId)),
      offEveUserIds: new Set(off.filter((o) => toDateOnly(o.date) === shiftDate(date, -1)).map((o) => o.userId)),
      night: competition.night,
    });
  });
}

/** Who works one day of a competition and when; a date outside the competition → 404. */
export async function getDayAvailability(eventId: string, date: string, db: AvailabilityDb = prisma): Promise<DayAvailability> {
  const competition = await loadCompetition(eventId, db);
  if (!competition.dates.includes(date)) throw new NotFoundError("That day is not a day of this competition.");
  return (await daysAvailability(competition, [date], db))[0];
}

/** Every day of the competition, in order. */
export async function getEventAvailability(eventId: string, db: AvailabilityDb = prisma): Promise<DayAvailability[]> {
  const competition = await loadCompetition(eventId, db);
  return daysAvailability(competition, competition.dates, db);
}
