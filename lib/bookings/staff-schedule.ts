// Who is busy when on one studio day: every active staff member who can be assigned (active,
// view_bookings) with their timed slots of live bookings (not deleted, not cancelled) that day.
// Edit Booking shows it beside the staff picker (busy times, slot counts, clashes marked before
// saving); the heat-time planner reads the same data. Served at GET /api/booking/staff-schedule.
import "server-only";
import { prisma } from "@/lib/db/client";
import { listAssignableStaff } from "@/lib/users";
import { shiftDate, studioTimeZone, utcToZonedParts, zonedInstant } from "@/lib/time";
import type { StaffDayScheduleDto, StaffDaySlotDto } from "./dto";
import type { Interval } from "./heat-plan";

/** The next calendar date after "YYYY-MM-DD". */

/**
 * `date` ("YYYY-MM-DD" in `timeZone`, default the studio's; Edit Booking asks in its competition's zone):
 * each assignable staff member (sorted by first name) and the timed slots they hold that overlap that day,
 * by start time, with "HH:mm" fields in `timeZone` and a label in each slot's own competition zone. A slot
 * that runs over midnight shows on both days. Staff with no slots are listed with an empty list.
 */
export async function staffDaySchedule(date: string, timeZone = studioTimeZone()): Promise<StaffDayScheduleDto> {
  const staff = await listAssignableStaff();
  const dayStart = zonedInstant(date, "00:00", timeZone);
  const dayEnd = zonedInstant(shiftDate(date, 1), "00:00", timeZone);
  const rows = await liveTimedSlotsBetween(dayStart, dayEnd, { userIds: staff.map((s) => s._id) });
  const byUser = new Map<string, StaffDaySlotDto[]>();
  for (const row of rows) {
    const start = utcToZonedParts(row.startAt!, timeZone);
    const end = utcToZonedParts(row.endAt!, timeZone);
    const slot: StaffDaySlotDto = {
      scheduleId: row.id,
      bookingId: row.booking.id,
      competitor: `${row.booking.firstName} ${row.booking.lastName}`,
      service: row.serviceTitle,
      startDate: start.date,
      startTime: start.time,
      endDate: end.date,
      endTime: end.time,
    };
    byUser.set(row.assignedUserId!, [...(byUser.get(row.assignedUserId!) ?? []), slot]);
  }
  return { date, timeZone, staff: staff.map(({ _id, firstName, lastName }) => ({ staff: { _id, firstName, lastName }, slots: byUser.get(_id) ?? [] })) };
}

/**
 * The one query behind busy times: timed slots of live bookings (not deleted, not cancelled) overlapping
 * [from, to), by start time — optionally only some staff, optionally without one booking's own slots.
 */
async function liveTimedSlotsBetween(from: Date, to: Date, only: { userIds?: string[]; exceptBookingId?: string } = {}) {
  return prisma.schedule.findMany({
    where: {
      assignedUserId: only.userIds ? { in: only.userIds } : { not: null },
      ...(only.exceptBookingId ? { bookingId: { not: only.exceptBookingId } } : {}),
      startAt: { lt: to },
      endAt: { gt: from },
      booking: { deletedAt: null, cancelledAt: null },
    },
    orderBy: [{ startAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      serviceTitle: true,
      startAt: true,
      endAt: true,
      assignedUserId: true,
      booking: { select: { id: true, firstName: true, lastName: true } },
    },
  });
}

/** Busy intervals per staff member over [from, to), other bookings only: what the heat-time planner avoids (the clash guard's data). */
export async function staffBusyIntervals(from: Date, to: Date, exceptBookingId: string): Promise<Record<string, Interval[]>> {
  const busy: Record<string, Interval[]> = {};
  for (const r of await liveTimedSlotsBetween(from, to, { exceptBookingId })) (busy[r.assignedUserId!] ??= []).push({ start: r.startAt!, end: r.endAt! });
  return busy;
}
