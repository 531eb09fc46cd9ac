// Dragging a slot in My Calendar (or "Change time" in its details): the booking is saved through
// updateBooking with only that slot's times changed, so the move follows every Edit Booking rule —
// the competition's zone, the staff double-booking guard under its advisory lock (409 naming who, when, which
// booking), SEQUENCE bumped (the sent confirmation becomes out of date), reminders planned again.
// The booking is read once before the save (found by its slot) and once inside the save's transaction.
import "server-only";
import { loadBookingOfSlot, updateBooking, updateMovingSlots } from "@/lib/bookings";
import { isConfirmationOutdated } from "@/lib/bookings/dto";
import { NotFoundError, ValidationError } from "@/lib/errors";
import { toDateOnly, utcToZonedParts } from "@/lib/time";
import type { SlotMove, SlotMoved } from "./reschedule-schema";

export const STAY_ON_THE_DAY = "Move an appointment within its own day; change the day in Edit Booking.";

export async function rescheduleSlot(scheduleId: string, move: SlotMove, now = new Date()): Promise<SlotMoved> {
  const booking = await loadBookingOfSlot(scheduleId);
  if (move.end <= move.start) throw new ValidationError("The end must be after the start.", { end: "The end must be after the start." });
  const zone = booking.event.timeZone;
  // Booking days and the Edit Booking fields are in the competition's zone.
  const start = utcToZonedParts(move.start, zone);
  const slotDay = booking.days.find((d) => d.schedules.some((s) => s.id === scheduleId));
  if (!slotDay) throw new NotFoundError("This appointment no longer exists.");
  if (start.date !== toDateOnly(slotDay.date)) throw new ValidationError(STAY_ON_THE_DAY, { start: STAY_ON_THE_DAY });

  const update = updateMovingSlots(booking, new Map([[scheduleId, move]]));
  const saved = await updateBooking(booking.id, update, now, null, booking);
  return { bookingId: saved.id, start: move.start.toISOString(), end: move.end.toISOString(), confirmationOutdated: isConfirmationOutdated(saved) };
}
