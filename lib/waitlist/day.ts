// What a competition day holds for the capacity rule: its staffing (from the availability source; only
// the stylists who perform the day's main service count), the timed slots and the still-unscheduled
// requests of its live bookings, the heats' ready-by.
import "server-only";
import { format } from "date-fns";
import { prisma } from "@/lib/db/client";
import { readyByInstant } from "@/lib/bookings/dto";
import { performsService } from "@/lib/bookings/dto";
import { NotFoundError } from "@/lib/errors";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import type { Prisma } from "@/lib/generated/prisma/client";
import { listedServices, splitServiceTitle } from "@/lib/bookings/dto";
import { parseServiceDuration } from "@/lib/services/duration";
import { fromDateOnly, localDay, toDateOnly } from "@/lib/time";
import { dayCapacity, typicalAppointmentMinutes, type CapacityStaffing, type DayCapacity, type TimedSlot } from "./capacity";

type Db = Prisma.TransactionClient | typeof prisma;

/**
 * Who works the day and the chairs at the venue: the availability module (an unstaffed day has every
 * assignable stylist the whole local day, no chair limit, and is never reported full).
 */
/** The day's staffing; read through `db` when given (inside a transaction, on its connection). */
export type AvailabilitySource = (eventId: string, date: string, db?: Db) => Promise<CapacityStaffing>;

export interface CompetitionDay {
  eventId: string;
  eventName: string;
  date: string;
  timeZone: string;
  startDate: string;
  endDate: string;
}

/** The competition and the day, or 404 when the competition is gone or the date is not one of its days. */
export async function readCompetitionDay(eventId: string, date: string, db: Db = prisma): Promise<CompetitionDay> {
  const event = await db.event.findFirst({ where: { id: eventId, deletedAt: null }, select: { id: true, eventName: true, timeZone: true, eventStartDate: true, eventEndDate: true } });
  const startDate = event ? toDateOnly(event.eventStartDate) : "";
  const endDate = event ? toDateOnly(event.eventEndDate) : "";
  if (!event || date < startDate || date > endDate) throw new NotFoundError("That day is not a day of this competition.");
  return { eventId: event.id, eventName: event.eventName, date, timeZone: event.timeZone, startDate, endDate };
}

export const weekdayOf = (date: string) => format(localDay(date), "EEEE");

export interface DayLoad {
  day: CompetitionDay;
  staffing: CapacityStaffing;
  timed: TimedSlot[];
  unscheduledMinutes: number[];
  latestReadyBy: Date | null;
  typicalMinutes: number;
  readyBeforeMinutes: number;
  /** Minutes of a main service by id (a typical appointment when its time text names no length). */
  minutesOf: (serviceId: string | null) => number;
  /** Minutes of an additional service by id (0 when its time text names no length). */
  extraMinutesOf: (serviceId: string) => number;
  /** Each request without a time: her ready-by (null: no heat time yet) and her services' minutes, extras on the last (as the planner reads it). */
  requests: DayRequest[];
  /** Every ready-by of the day's bookings (timed or not), ascending. */
  readyBys: Date[];
}

export interface DayRequest {
  readyBy: Date | null;
  minutes: number[];
}

/** What the capacity rule reads besides staffing, for one day or every day of a competition at once. */
export interface DaysRows {
  readyBeforeMinutes: number;
  /** Every service, in the list's order. */
  services: { id: string; title: string; time: string; category: string; deletedAt: Date | null }[];
  /** The live bookings' days on the dates asked for, with their slots. */
  bookingDays: { date: Date; heatTime: string | null; serviceId: string | null; serviceTitle: string; additionalServiceIds: string[]; schedules: { assignedUserId: string | null; startAt: Date | null; endAt: Date | null }[] }[];
}

/** The heats' lead time, the services and the live bookings' days of `dates`: three statements, whatever the number of days. */
export async function readDaysRows(eventId: string, dates: string[], db: Db = prisma): Promise<DaysRows> {
  const [readyBeforeMinutes, services, bookingDays] = await Promise.all([
    getReadyBeforeHeatMinutes(db),
    db.service.findMany({ select: { id: true, title: true, time: true, category: true, deletedAt: true }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] }),
    db.bookingDay.findMany({
      where: { date: { in: dates.map(fromDateOnly) }, booking: { eventId, cancelledAt: null, deletedAt: null } },
      select: { date: true, heatTime: true, serviceId: true, serviceTitle: true, additionalServiceIds: true, schedules: { select: { assignedUserId: true, startAt: true, endAt: true } } },
    }),
  ]);
  return { readyBeforeMinutes, services, bookingDays };
}

/** One day's load from its staffing and the rows read for it (other days' rows are skipped). */
export function dayLoadOf(day: CompetitionDay, staffing: CapacityStaffing, rows: DaysRows): DayLoad {
  const { readyBeforeMinutes, services } = rows;
  const lengths = new Map(services.map((s) => [s.id, parseServiceDuration(s.time)]));
  const typicalMinutes = typicalAppointmentMinutes(services.filter((s) => !s.deletedAt && s.category !== "Additional").map((s) => lengths.get(s.id) ?? 0));
  const minutesOf = (serviceId: string | null) => (serviceId && lengths.get(serviceId)) || typicalMinutes;
  const extraMinutesOf = (serviceId: string) => lengths.get(serviceId) ?? 0;
  // A title standing for several listed services ("Hair & Makeup" when both are listed) is one slot each, as the planner splits it.
  const listed = listedServices(services.filter((s) => !s.deletedAt).map((s) => s.title));
  const byTitle = new Map(services.filter((s) => !s.deletedAt).map((s) => [s.title.trim().toLowerCase(), lengths.get(s.id) ?? null]));
  const partsOf = (title: string, serviceId: string | null) => {
    const parts = splitServiceTitle(title, listed).map((t) => byTitle.get(t.trim().toLowerCase()) ?? null);
    return parts.length > 1 && parts.every((m) => m) ? (parts as number[]) : [minutesOf(serviceId)];
  };
  const timed: TimedSlot[] = [];
  const unscheduledMinutes: number[] = [];
  const requests: DayRequest[] = [];
  // Dancers share a handful of heat times: each is converted from the competition's zone once.
  const readyByOfHeat = new Map<string, Date | null>();
  const readyBys: number[] = [];
  for (const d of rows.bookingDays) {
    if (toDateOnly(d.date) !== day.date) continue;
    const slots = d.schedules.filter((s) => s.startAt && s.endAt);
    for (const s of slots) timed.push({ userId: s.assignedUserId, start: s.startAt!, end: s.endAt! });
    if (d.heatTime && !readyByOfHeat.has(d.heatTime)) readyByOfHeat.set(d.heatTime, readyByInstant(day.date, d.heatTime, day.timeZone, readyBeforeMinutes));
    const readyBy = d.heatTime ? (readyByOfHeat.get(d.heatTime) ?? null) : null;
    if (!slots.length) {
      const extras = d.additionalServiceIds.map(extraMinutesOf).filter((m) => m > 0);
      unscheduledMinutes.push(minutesOf(d.serviceId), ...extras);
      const minutes = partsOf(d.serviceTitle, d.serviceId);
      minutes[minutes.length - 1] += extras.reduce((sum, m) => sum + m, 0);
      requests.push({ readyBy, minutes });
    }
    if (readyBy) readyBys.push(readyBy.getTime());
  }
  readyBys.sort((a, b) => a - b);
  const latestReadyBy = readyBys.length ? new Date(readyBys[readyBys.length - 1]) : null;
  const main = mainServiceOf(day.date, rows);
  const able = main ? { ...staffing, stylists: staffing.stylists.filter((st) => performsService(st, main)) } : staffing;
  return { day, staffing: able, timed, unscheduledMinutes, latestReadyBy, typicalMinutes, readyBeforeMinutes, minutesOf, extraMinutesOf, requests, readyBys: readyBys.map((t) => new Date(t)) };
}

/**
 * The day's main service, whose stylists give the day its chair time: the one its live bookings ask for
 * most (the first in the list on a tie), or the first listed service when none is asked for yet.
 */
export function mainServiceOf(date: string, rows: Pick<DaysRows, "services" | "bookingDays">): string | null {
  const main = rows.services.filter((s) => !s.deletedAt && s.category !== "Additional");
  const asked = new Map<string, number>();
  for (const d of rows.bookingDays) if (d.serviceId && toDateOnly(d.date) === date) asked.set(d.serviceId, (asked.get(d.serviceId) ?? 0) + 1);
  const most = Math.max(0, ...asked.values());
  return (most ? main.find((s) => asked.get(s.id) === most) : main[0])?.title ?? null;
}

/** The day's load: staffing, the live bookings' timed slots and unscheduled requests, the heats. */
export async function loadDay(day: CompetitionDay, availability: AvailabilitySource, db: Db = prisma): Promise<DayLoad> {
  const [staffing, rows] = await Promise.all([availability(day.eventId, day.date, db), readDaysRows(day.eventId, [day.date], db)]);
  return dayLoadOf(day, staffing, rows);
}

/** The cheap chair-time figures (the waiting list's "does one more fit" uses them); the day's state is `dayStateOf` (./planned). */
export function capacityOf(load: DayLoad): DayCapacity {
  return dayCapacity(load);
}
