// The desk's way in: a booking staff enter for a customer on the phone, by text or at the venue. It is
// the public use case (createBooking: catalogue checks, one slot rule, client linking, deposit rule),
// recorded with its channel and who entered it; the slots staff set go through Edit Booking's save
// (updateBooking: slot checks, clash guard and whatever guards that save has); the customer gets the
// receipt and/or the confirmation as staff choose. A refused slot or confirmation leaves nothing stored.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Actor } from "@/lib/auth/dto";
import { ValidationError } from "@/lib/errors";
import { releaseHeldEmails } from "@/lib/notify";
import { bookingUpdateSchema } from "./admin-schema";
import { queueBookingConfirmation } from "./confirmation";
import { createBooking } from "./create";
import { CONFIRMATION_NEEDS_SLOTS, type DeskBooking } from "./desk-schema";
import type { BookingDto } from "./dto";
import { getBooking } from "./read";
import { updateBooking } from "./update";

/** Held receipts wait this long at most (released as soon as the slots are saved). */
const HOLD_MS = 15 * 60_000;

export interface DeskBookingResult {
  booking: BookingDto;
  emails: { receipt: boolean; confirmation: boolean };
}

export async function createBookingByStaff(input: DeskBooking, actor: Actor, now = new Date()): Promise<DeskBookingResult> {
  const { channel, notify, ...request } = input;
  const hasSlots = request.dayDetails.some((d) => d.schedules.length > 0);
  const held = hasSlots || notify.confirmation;
  const booking = await createBooking(request, now, {
    channel,
    enteredBy: actor,
    // Staff took the request themselves: no studio notice. The receipt waits until the slots are saved.
    emails: notify.receipt ? ["booking-receipt"] : [],
    holdEmailsUntil: held ? new Date(Date.now() + HOLD_MS) : undefined,
  });
  if (!held) return { booking, emails: { receipt: notify.receipt, confirmation: false } };
  try {
    if (hasSlots) {
      const update = bookingUpdateSchema.parse({ dayDetails: request.dayDetails.map((d) => ({ date: d.date, schedules: d.schedules })) });
      const saved = await updateBooking(booking._id, update, now, actor);
      if (notify.confirmation && !saved.isAssigned) throw new ValidationError(CONFIRMATION_NEEDS_SLOTS, { "notify.confirmation": CONFIRMATION_NEEDS_SLOTS });
    } else {
      throw new ValidationError(CONFIRMATION_NEEDS_SLOTS, { "notify.confirmation": CONFIRMATION_NEEDS_SLOTS });
    }
    if (notify.confirmation) await queueBookingConfirmation(booking._id, now);
  } catch (error) {
    await discardNewBooking(booking._id);
    throw error;
  }
  if (notify.receipt) await releaseHeldEmails(booking._id, "booking-receipt");
  return { booking: await getBooking(booking._id), emails: { receipt: notify.receipt, confirmation: notify.confirmation } };
}

/**
 * Undoes a desk booking whose slots or confirmation were refused: the booking (its days, link, slots and
 * held emails go with it) and the client card the insert made for it, if nothing else uses that card.
 */
async function discardNewBooking(id: string) {
  await prisma.$transaction(async (tx) => {
    const row = await tx.booking.findUnique({ where: { id }, select: { clientId: true, createdAt: true } });
    if (!row) return;
    await tx.emailMessage.deleteMany({ where: { bookingId: id } });
    await tx.booking.delete({ where: { id } });
    if (row.clientId) {
      await tx.client.deleteMany({
        where: { id: row.clientId, createdAt: row.createdAt, bookings: { none: {} }, notes: { none: {} }, photos: { none: {} }, proposals: { none: {} } },
      });
    }
  });
}
