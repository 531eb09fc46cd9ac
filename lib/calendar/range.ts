// The calendar's range query: the complete schedules overlapping a visible range, with their
// booking, competition and staff member, in one indexed SQL statement.
import { chairNotesFor } from "@/lib/clients";
import type { ChairNotesDto } from "@/lib/clients/dto";
import "server-only";
import { formatInTimeZone } from "date-fns-tz";
import { fromDbDanceLevel, fromDbDanceStyle } from "@/lib/bookings/dto";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { toDateOnly } from "@/lib/time";
import { displayText } from "@/lib/text/display-text";
import { listAssignableStaff } from "@/lib/users/staff";
import { type CalendarEventSummaryDto, type CalendarSlotDto, type CalendarRangeDto, type CalendarStaffDto, type SlotHeatDto } from "./dto";
import { readyByInstant } from "@/lib/bookings/dto";
import { confirmationOutdatedFor, extrasOfSlot, isEveningSessionService } from "@/lib/bookings/dto";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import type { CalendarRange } from "./schema";
import type { CustomerView } from "@/lib/auth/dto";
import { customerContactFor } from "@/lib/bookings/projection";

/**
 * A slot is an appointment, never longer than this. It bounds the index scan on startAt from
 * below (startAt > rangeStart − this), so the cost of a week does not grow with the table.
 */
export const MAX_SLOT_HOURS = 48;

interface ScheduleRow {
  id: string;
  serviceTitle: string;
  startAt: Date;
  endAt: Date;
  bookingId: string;
  staffId: string;
  staffFirstName: string;
  staffLastName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  eventId: string;
  eventName: string;
  eventStartDate: Date;
  eventEndDate: Date;
  danceLevel: string;
  hairAtNight: boolean;
  message: string;
  additionalNotes: string;
  danceStyles: string[];
  additionalServiceTitles: string[];
  eventTimeZone: string;
  dayDate: Date;
  heatTime: string | null;
  heatNote: string;
  eveningHeatTime: string | null;
  confirmedAt: Date | null;
  confirmedSlots: string | null;
  heatChangedAt: Date | null;
  /** Every slot of the booking as JSON, only for a confirmed booking (the "out of date" rule compares them all). */
  bookingSlots: { id: string; assignedUserId: string | null; startAt: string | null; endAt: string | null }[] | null;
  /** The services of every slot of the slot's booking day, in their order (which one is the day's last). */
  daySlots: { id: string; service: string }[];
}

/** The one statement; exported so the benchmark can EXPLAIN exactly what the app runs. */
export function scheduleRangeSql({ start, end }: CalendarRange): Prisma.Sql {
  const lookback = new Date(start.getTime() - MAX_SLOT_HOURS * 3_600_000);
  return Prisma.sql`
    SELECT s."id", s."serviceTitle", s."startAt", s."endAt", s."bookingId",
           u."id" AS "staffId", u."firstName" AS "staffFirstName", u."lastName" AS "staffLastName",
           b."firstName", b."lastName", b."email", b."phoneNumber",
           e."id" AS "eventId", e."eventName", e."eventStartDate", e."eventEndDate",
           b."danceLevel"::text AS "danceLevel", b."hairAtNight", b."message", b."additionalNotes",
           d."danceStyles"::text[] AS "danceStyles", d."additionalServiceTitles",
           e."timeZone" AS "eventTimeZone",
           d."date" AS "dayDate", d."heatTime", d."heatNote", d."eveningHeatTime",
           b."confirmedAt", b."confirmedSlots", b."heatChangedAt",
           CASE WHEN b."confirmedAt" IS NULL THEN NULL ELSE (
             SELECT json_agg(json_build_object('id', o."id", 'assignedUserId', o."assignedUserId", 'startAt', o."startAt", 'endAt', o."endAt"))
               FROM "Schedule" o WHERE o."bookingId" = b."id"
           ) END AS "bookingSlots",
           (SELECT json_agg(json_build_object('id', o."id", 'service', o."serviceTitle") ORDER BY o."position", o."id")
              FROM "Schedule" o WHERE o."bookingDayId" = s."bookingDayId") AS "daySlots"
      FROM "Schedule" s
      JOIN "BookingDay" d ON d."id" = s."bookingDayId"
      JOIN "Booking" b ON b."id" = s."bookingId" AND b."deletedAt" IS NULL AND b."cancelledAt" IS NULL
      JOIN "User" u ON u."id" = s."assignedUserId"
      JOIN "Event" e ON e."id" = b."eventId"
     WHERE s."assignedUserId" IS NOT NULL
       AND s."startAt" > ${lookback}
       AND s."startAt" < ${end}
       AND s."endAt" > ${start}
       AND s."endAt" > s."startAt"
     ORDER BY s."startAt", s."id"`;
}

/**
 * Heat time and ready-by of a slot: the heat it serves — its booking day's first heat, or for the evening
 * session's hair (hair at night) her evening heat — in the competition's zone minus "Ready before heat";
 * `late` when the slot ends after that. For My Calendar and the run sheet.
 */
export function slotHeat(
  slot: { endAt: Date; serviceTitle?: string },
  day: { date: string; heatTime: string | null; heatNote: string; eveningHeatTime?: string | null },
  eventTimeZone: string,
  readyBeforeHeatMinutes: number,
): SlotHeatDto | null {
  const evening = slot.serviceTitle !== undefined && isEveningSessionService(slot.serviceTitle);
  const heatTime = evening ? (day.eveningHeatTime ?? null) : day.heatTime;
  if (!heatTime) return null;
  const readyBy = readyByInstant(day.date, heatTime, eventTimeZone, readyBeforeHeatMinutes);
  if (!readyBy) return null;
  return { heatTime, timeZone: eventTimeZone, note: evening ? EVENING_SESSION_NOTE : day.heatNote, readyBy: readyBy.toISOString(), late: slot.endAt > readyBy };
}

/** The note beside an evening session's heat. */
const EVENING_SESSION_NOTE = "evening session";

function toSlotDto(row: ScheduleRow, readyBeforeHeatMinutes: number, view: CustomerView): CalendarSlotDto {
  const contact = customerContactFor(view, row);
  // Service titles may hold HTML entities; the calendar shows them as text.
  const service = displayText(row.serviceTitle);
  return {
    id: row.id,
    title: `${row.firstName} ${row.lastName} – ${service}`,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    staff: { _id: row.staffId, firstName: row.staffFirstName, lastName: row.staffLastName },
    bookingId: row.bookingId,
    competitor: { firstName: row.firstName, lastName: row.lastName, ...(contact.email !== undefined ? { email: contact.email, phoneNumber: contact.phoneNumber } : {}) },
    competition: { _id: row.eventId, eventName: row.eventName, eventStartDate: toDateOnly(row.eventStartDate), eventEndDate: toDateOnly(row.eventEndDate), timeZone: row.eventTimeZone },
    service,
    lengthExtras: [
      ...extrasOfSlot(
      row.daySlots.map((o) => ({ dayIndex: 0, service: o.service })),
      row.daySlots.findIndex((o) => o.id === row.id),
        () => row.additionalServiceTitles.map((title) => displayText(title)),
      ),
    ],
    details: {
      danceLevel: fromDbDanceLevel(row.danceLevel),
      danceStyles: row.danceStyles.map(fromDbDanceStyle),
      additionalServices: row.additionalServiceTitles.map((title) => displayText(title)),
      hairAtNight: row.hairAtNight,
      ...(contact.message !== undefined ? { message: displayText(contact.message) } : {}),
      additionalNotes: displayText(row.additionalNotes),
    },
    heat: slotHeat(row, { date: toDateOnly(row.dayDate), heatTime: row.heatTime, heatNote: row.heatNote, eveningHeatTime: row.eveningHeatTime }, row.eventTimeZone, readyBeforeHeatMinutes),
    confirmationOutdated: confirmationOutdatedFor(
      { confirmedAt: row.confirmedAt, cancelledAt: null, confirmedSlots: row.confirmedSlots, heatChangedAt: row.heatChangedAt },
      (row.bookingSlots ?? []).map((o) => ({ id: o.id, assignedUserId: o.assignedUserId, startAt: o.startAt ? new Date(o.startAt) : null, endAt: o.endAt ? new Date(o.endAt) : null })),
    ),
  };
}

/** The client card's allergy line and one styling line, when the dancer has them (both views). */
function withChairNotes(slot: CalendarSlotDto, chair: ChairNotesDto | undefined): CalendarSlotDto {
  if (!chair || (!chair.allergies && !chair.styling)) return slot;
  return { ...slot, details: { ...slot.details, ...(chair.allergies ? { allergies: chair.allergies } : {}), ...(chair.styling ? { styling: chair.styling } : {}) } };
}

/** Complete schedules (staff, start and end) of live bookings that overlap [start, end), as `view` may see them. */
export async function schedulesInRange(range: CalendarRange, view: CustomerView): Promise<CalendarSlotDto[]> {
  const [rows, readyBefore] = await Promise.all([prisma.$queryRaw<ScheduleRow[]>(scheduleRangeSql(range)), getReadyBeforeHeatMinutes()]);
  const chair = await chairNotesFor([...new Set(rows.map((r) => r.bookingId))]);
  return rows.map((row) => withChairNotes(toSlotDto(row, readyBefore, view), chair.get(row.bookingId)));
}

/** Everyone who can be assigned (lib/users/staff.ts), ordered by id so colours stay put. */
export async function calendarStaff(): Promise<CalendarStaffDto[]> {
  const users = await listAssignableStaff({ order: "id" });
  return users.map((u) => ({ _id: u._id, firstName: u.firstName, lastName: u.lastName }));
}

/** Competitions on any studio-zone day of [start, end). */
export async function competitionsInRange({ start, end }: CalendarRange, timeZone: string): Promise<CalendarEventSummaryDto[]> {
  const firstDay = new Date(`${formatInTimeZone(start, timeZone, "yyyy-MM-dd")}T00:00:00Z`);
  const lastDay = new Date(`${formatInTimeZone(new Date(end.getTime() - 1), timeZone, "yyyy-MM-dd")}T00:00:00Z`);
  const events = await prisma.event.findMany({
    where: { deletedAt: null, eventStartDate: { lte: lastDay }, eventEndDate: { gte: firstDay } },
    select: { id: true, eventName: true, eventStartDate: true, eventEndDate: true, timeZone: true },
    orderBy: [{ eventStartDate: "asc" }, { id: "asc" }],
  });
  return events.map((e) => ({ _id: e.id, eventName: e.eventName, eventStartDate: toDateOnly(e.eventStartDate), eventEndDate: toDateOnly(e.eventEndDate), timeZone: e.timeZone }));
}

/** The answer of GET /api/calendar. Staff assigned in the range but no longer assignable follow the others. */
export async function calendarForRange(range: CalendarRange, timeZone: string, view: CustomerView): Promise<CalendarRangeDto> {
  const [events, assignable, competitions] = await Promise.all([schedulesInRange(range, view), calendarStaff(), competitionsInRange(range, timeZone)]);
  const known = new Set(assignable.map((s) => s._id));
  const extra = new Map<string, CalendarStaffDto>();
  for (const event of events) if (!known.has(event.staff._id)) extra.set(event.staff._id, event.staff);
  const staff = [...assignable, ...[...extra.values()].sort((a, b) => (a._id < b._id ? -1 : 1))];
  return { events, staff, competitions };
}
