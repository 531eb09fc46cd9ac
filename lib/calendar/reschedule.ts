// Dragging a slot in My Calendar (or "Change time" in its details): the booking is saved through
// updateBooking with only that slot's times changed, so the move follows every Edit Booking rule —
// the competition's zone, the staff double-booking guard under its advisory lock (409 naming who, when, which
// booking), SEQUENCE bumped (the sent confirmation becomes out of date), reminders planned again.
import "server-only";
import { prisma } from "@/lib/db/client";
import { getBooking, updateBooking } from "@/lib/bookings";
import type { BookingUpdate } from "@/lib/bookings/admin-schema";
import { NotFoundError, ValidationError } from "@/lib/errors";
import { utcToZonedParts } from "@/lib/time";
import type { SlotMove, SlotMoved } from "./reschedule-schema";

export const STAY_ON_THE_DAY = "Move an appointment within its own day; change the day in Edit Booking.";

export async function rescheduleSlot(scheduleId: string, move: SlotMove, now = new Date()): Promise<SlotMoved> {
  const slot = await prisma.schedule.findFirst({ where: { id: scheduleId, booking: { deletedAt: null } }, select: { bookingId: true, bookingDay: { select: { date: true } } } });
  if (!slot) throw new NotFoundError("This appointment no longer exists.");
  if (move.end <= move.start) throw new ValidationError("The end must be after the start.", { end: "The end must be after the start." });
  const booking = await getBooking(slot.bookingId);
  // Booking days and the Edit Booking fields are in the competition's zone.
  const start = utcToZonedParts(move.start, booking.competition.timeZone);
  const end = utcToZonedParts(move.end, booking.competition.timeZone);
  const day = slot.bookingDay.date.toISOString().slice(0, 10);
  if (start.date !== day) throw new ValidationError(STAY_ON_THE_DAY, { start: STAY_ON_THE_DAY });

  let found = false;
  const update: BookingUpdate = {
    additionalNotes: booking.additionalNotes,
    danceStartDate: booking.danceStartDate,
    danceStartTime: booking.danceStartTime,
    dayDetails: booking.dayDetails.map((d) => ({
      date: d.date,
      schedules: d.schedules.map((s) => {
        const moved = s._id === scheduleId;
        found ||= moved;
        return {
          service: s.service,
          assignedUser: s.assignedUser ? { _id: s.assignedUser._id } : null,
          startDate: moved ? start.date : s.startDate,
          startTime: moved ? start.time : s.startTime,
          endDate: moved ? end.date : s.endDate,
          endTime: moved ? end.time : s.endTime,
        };
      }),
    })),
  };
  if (!found) throw new NotFoundError("This appointment no longer exists.");
  await updateBooking(slot.bookingId, update, now);
  const saved = await getBooking(slot.bookingId);
  return { bookingId: saved._id, start: move.start.toISOString(), end: move.end.toISOString(), confirmationOutdated: saved.confirmationOutdated };
}
