// Telling a customer her appointment times changed on the day: the one seam for every channel. The updated
// confirmation goes through the outbox: the email with the changes listed, and beside it a text to a dancer
// who agreed to texts (quiet hours and caps are the outbox's), both held a few minutes for the next change.
import "server-only";
import { queueBookingConfirmation } from "@/lib/bookings";
import { prisma } from "@/lib/db/client";

/**
 * How long the updated confirmation waits for the next change of the same booking: "running late" tapped
 * again meanwhile rewrites it, so a stylist's eight taps reach the dancer as one email and one text.
 */
export const TIMES_CHANGED_BATCH_MS = 5 * 60 * 1000;

/** Queues the updated confirmation of a booking that had one; a booking never confirmed is told nothing new. */
export async function notifyTimesChanged(bookingId: string, now = new Date()): Promise<void> {
  const booking = await prisma.booking.findUnique({ where: { id: bookingId }, select: { confirmedAt: true, cancelledAt: true } });
  if (!booking?.confirmedAt || booking.cancelledAt) return;
  await queueBookingConfirmation(bookingId, now, { dueAt: new Date(now.getTime() + TIMES_CHANGED_BATCH_MS) });
}
