// Telling a customer her appointment times changed on the day: the one seam for every channel. Today the
// updated confirmation email (through the outbox, with the changes listed); a text joins here once the
// outbox has a text channel.
import "server-only";
import { queueBookingConfirmation } from "@/lib/bookings";
import { prisma } from "@/lib/db/client";

/** Queues the updated confirmation of a booking that had one; a booking never confirmed is told nothing new. */
export async function notifyTimesChanged(bookingId: string, now = new Date()): Promise<void> {
  const booking = await prisma.booking.findUnique({ where: { id: bookingId }, select: { confirmedAt: true, cancelledAt: true } });
  if (!booking?.confirmedAt || booking.cancelledAt) return;
  await queueBookingConfirmation(bookingId, now);
}
