// Who is busy when on one studio day: every active staff member who can be assigned (active,
// view_bookings) with their timed slots of live bookings (not deleted, not cancelled) that day.
// Edit Booking shows it beside the staff picker (busy times, slot counts, clashes marked before
// saving); the heat-time planner reads the same data. Served at GET /api/booking/staff-schedule.
import { prisma } from "@/lib/db/client";
import { listAssignableStaff } from "@/lib/users";
import { fromDateOnly, toDateOnly, utcToZonedParts, zonedToUtc } from "@/lib/time";
import type { StaffDayScheduleDto, StaffDaySlotDto } from "./dto";

/** The next calendar date after "YYYY-MM-DD". */
const nextDate = (date: string) => toDateOnly(new Date(fromDateOnly(date).getTime() + 86_400_000));

/**
 * `date` ("YYYY-MM-DD", studio zone): each assignable staff member (sorted by first name) and the
 * timed slots they hold that overlap that day, by start time. A slot that runs over midnight shows
 * on both days. Staff with no slots are listed with an empty list.
 */
export async function staffDaySchedule(date: string): Promise<StaffDayScheduleDto> {
  const staff = await listAssignableStaff();
  const dayStart = zonedToUtc(date, "00:00");
  const dayEnd = zonedToUtc(nextDate(date), "00:00");
  const rows = await prisma.schedule.findMany({
    where: {
      assignedUserId: { in: staff.map((s) => s._id) },
      startAt: { lt: dayEnd },
      endAt: { gt: dayStart },
      booking: { deletedAt: null, cancelledAt: null },
    },
    orderBy: [{ startAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      serviceTitle: true,
      startAt: true,
      endAt: true,
      assignedUserId: true,
      booking: { select: { id: true, firstName: true, lastName: true, event: { select: { eventName: true } } } },
    },
  });
  const byUser = new Map<string, StaffDaySlotDto[]>();
  for (const row of rows) {
    const start = utcToZonedParts(row.startAt!);
    const end = utcToZonedParts(row.endAt!);
    const slot: StaffDaySlotDto = {
      scheduleId: row.id,
      bookingId: row.booking.id,
      competitor: `${row.booking.firstName} ${row.booking.lastName}`,
      competition: row.booking.event.eventName,
      service: row.serviceTitle,
      start: row.startAt!.toISOString(),
      end: row.endAt!.toISOString(),
      startDate: start.date,
      startTime: start.time,
      endDate: end.date,
      endTime: end.time,
    };
    byUser.set(row.assignedUserId!, [...(byUser.get(row.assignedUserId!) ?? []), slot]);
  }
  return { date, staff: staff.map((member) => ({ staff: member, slots: byUser.get(member._id) ?? [] })) };
}
