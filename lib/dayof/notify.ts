// Telling a customer her appointment times changed on the day: the one seam for every channel. The updated
// confirmation goes through the outbox: the email with the changes listed, and beside it a text to a dancer
// who agreed to texts (quiet hours and caps are the outbox's).
import "server-only";
import { queueBookingConfirmation } from "@/lib/bookings";
import { prisma } from "@/lib/db/client";

/** Queues the updated confirmation of a booking that had one; a booking never confirmed is told nothing new. */
export async function notifyTimesChanged(bookingId: string, now = new Date()): Promise<void> {
  const booking = await prisma.booking.findUnique({ where: { id: bookingId }, select: { confirmedAt: true, cancelledAt: true } });
  if (!booking?.confirmedAt || booking.cancelledAt) return;
  await queueBookingConfirmation(bookingId, now);
}
