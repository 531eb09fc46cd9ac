// Where a stylist's day starts: her next working day from today on, a competition day on which she has
// hours (staffing) or an appointment. The run sheet opens on it when no date is asked for, and says so.
import "server-only";
import { prisma } from "@/lib/db/client";
import { fromDateOnly, studioToday, toDateOnly } from "@/lib/time";

export interface WorkingDay {
  /** "YYYY-MM-DD", the competition's calendar day. */
  date: string;
  eventName: string;
}

/** Her first working day on or after `today` (studio calendar), or null when she has none ahead. */
export async function nextWorkingDay(userId: string, today = studioToday()): Promise<WorkingDay | null> {
  // A slot in the evening-before window is stored on its heat day's BookingDay: it belongs to that day.
  const [shift, slot] = await Promise.all([
    prisma.staffShift.findFirst({
      where: { userId, staffingDay: { date: { gte: fromDateOnly(today) }, event: { deletedAt: null } } },
      orderBy: { staffingDay: { date: "asc" } },
      select: { staffingDay: { select: { date: true, event: { select: { eventName: true } } } } },
    }),
    prisma.schedule.findFirst({
      where: { assignedUserId: userId, bookingDay: { date: { gte: fromDateOnly(today) } }, booking: { cancelledAt: null, deletedAt: null } },
      orderBy: { bookingDay: { date: "asc" } },
      select: { bookingDay: { select: { date: true } }, booking: { select: { event: { select: { eventName: true } } } } },
    }),
  ]);
  const days: WorkingDay[] = [];
  if (shift) days.push({ date: toDateOnly(shift.staffingDay.date), eventName: shift.staffingDay.event.eventName });
  if (slot) days.push({ date: toDateOnly(slot.bookingDay.date), eventName: slot.booking.event.eventName });
  days.sort((a, b) => a.date.localeCompare(b.date));
  return days[0] ?? null;
}
