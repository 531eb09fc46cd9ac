// A booking leaves the lists: deleted by staff, cancelled by the customer (kept, with its emails and
// refunds), or restored by staff.
import "server-only";
import { format } from "date-fns";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dropUnsentBookingEmails, enqueueEmail } from "@/lib/notify";
import { studio } from "@/lib/env";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { planCancellationRefunds, sendCancellationRefunds } from "@/lib/payments";
import { formatMoney } from "@/lib/payments/dto";
import { localDay, studioToday, toDateOnly } from "@/lib/time";
import { bookingLinkUrl, issueBookingLink } from "@/lib/auth";
import { toBookingDto } from "./dto";
import { bookingCancelledCustomerEmail, bookingCancelledStudioEmail, bookingRestoredEmail } from "@/lib/notify/templates/bookings/request";
import { buildBookingIcs, icsSlotsOf } from "./ics";
import { loadBooking, TX_OPTIONS } from "./read";
import { replanBookingReminders } from "./reminders";
import { refuseStaffClash } from "./update";

export async function deleteBooking(id: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${id}`}))`;
    const { count } = await tx.booking.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
    if (count === 0) throw new NotFoundError("Booking not found");
    await dropUnsentBookingEmails(tx, id, "deleted");
    await replanBookingReminders(tx, id);
  }, TX_OPTIONS);
}

export const CANCELLATION_REASON_MAX = 500;

/**
 * The customer cancels through their private link: the booking is kept and marked cancelled, each
 * timed slot's SEQUENCE goes up, and the studio notice and the customer's cancellation (with a
 * METHOD:CANCEL calendar file for the slots their calendar holds) are queued in the same transaction.
 * Cancelling twice answers the first cancellation.
 */
export async function cancelBookingByCustomer(bookingId: string, reason: string, now = new Date()): Promise<{ cancelledAt: string; alreadyCancelled: boolean }> {
  const result = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${bookingId}`}))`;
    const before = await loadBooking(bookingId, tx);
    if (before.cancelledAt) return { cancelledAt: before.cancelledAt.toISOString(), alreadyCancelled: true };
    const days = before.days.map((d) => toDateOnly(d.date)).sort();
    const lastDay = days.at(-1)!;
    if (lastDay < studioToday(now)) throw new ConflictError(`This booking has already taken place. Please call or text the studio at ${studio.phone}.`);
    await tx.schedule.updateMany({ where: { bookingId, startAt: { not: null }, endAt: { not: null } }, data: { sequence: { increment: 1 } } });
    await tx.booking.update({ where: { id: bookingId }, data: { cancelledAt: now, cancellationReason: reason } });
    // Before the cancellation's own emails are queued: those still go out.
    await dropUnsentBookingEmails(tx, bookingId, "cancelled", now);
    await replanBookingReminders(tx, bookingId, now);
    const refund = await planCancellationRefunds(tx, bookingId, days[0]!, now);
    const money = { refunded: refund.refundedCents > 0 ? formatMoney(refund.refundedCents, refund.currency) : null, kept: refund.keptCents > 0 ? formatMoney(refund.keptCents, refund.currency) : null };
    const row = await loadBooking(bookingId, tx);
    const dto = toBookingDto(row);
    // The customer's calendar holds the slots only once the confirmation (with its invite) went out.
    const slots = before.confirmedAt ? icsSlotsOf(row) : [];
    const customer = bookingCancelledCustomerEmail(dto, slots.length > 0, money);
    const stamp = now.getTime().toString(36);
    await enqueueEmail(
      {
        kind: "booking-cancelled",
        entityId: `${bookingId}/${stamp}`,
        bookingId,
        to: row.email,
        ...customer,
        attachments: slots.length
          ? [{ filename: "cancelled-appointments.ics", content: Buffer.from(buildBookingIcs(slots, "CANCEL")).toString("base64"), contentType: "text/calendar; charset=utf-8; method=CANCEL" }]
          : [],
      },
      tx,
    );
    await enqueueEmail({ kind: "booking-cancelled-studio-notice", entityId: `${bookingId}/${stamp}`, bookingId, to: studio.email, replyTo: row.email, ...bookingCancelledStudioEmail(dto, money) }, tx);
    return { cancelledAt: now.toISOString(), alreadyCancelled: false, refund };
  }, TX_OPTIONS);
  if (!result.alreadyCancelled) {
    if (result.refund) await sendCancellationRefunds(result.refund, now);
  }
  return { cancelledAt: result.cancelledAt, alreadyCancelled: result.alreadyCancelled };
}

/**
 * A cancelled booking does not hold its competition's dates (Manage Events may change them meanwhile):
 * restoring it is refused while one of its days is no longer a day of the competition. FOR SHARE waits
 * for a change of dates under way (it holds the event row FOR UPDATE).
 */
async function refuseDaysOutsideCompetition(tx: Prisma.TransactionClient, eventId: string, days: string[]): Promise<void> {
  const [event] = await tx.$queryRaw<{ eventName: string; start: string; end: string }[]>`
    SELECT "eventName", to_char("eventStartDate", 'YYYY-MM-DD') AS "start", to_char("eventEndDate", 'YYYY-MM-DD') AS "end"
    FROM "Event" WHERE "id" = ${eventId} FOR SHARE`;
  const outside = event ? days.filter((day) => day < event.start || day > event.end).sort() : [];
  if (outside.length) {
    const named = outside.map((day) => format(localDay(day), "EEE, MMM d, yyyy")).join(", ");
    throw new ConflictError(`This booking cannot be restored: ${named} is no longer a day of ${event.eventName}. Change the competition's dates in Manage Events first.`);
  }
}

/**
 * Staff restore a cancelled booking: back to unassigned/assigned as its schedules say, waiting for a
 * new confirmation (the customer's calendar entries were cancelled). Refused with 409 when one of
 * its slots now clashes with another live booking or one of its days is no longer a day of the
 * competition; the customer is emailed with a fresh link.
 */
export async function restoreBooking(bookingId: string): Promise<void> {
  const before = await loadBooking(bookingId);
  if (!before.cancelledAt) throw new ConflictError("This booking is not cancelled.");
  const timed = before.days.flatMap((d) => d.schedules).filter((s) => s.assignedUserId && s.startAt && s.endAt);
  const userIds = [...new Set(timed.map((s) => s.assignedUserId!))].sort();
  await prisma.$transaction(async (tx) => {
    for (const userId of userIds) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff:${userId}`}))`;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${bookingId}`}))`;
    await refuseDaysOutsideCompetition(tx, before.eventId, before.days.map((d) => toDateOnly(d.date)));
    for (const s of timed) {
      await refuseStaffClash(tx, bookingId, { userId: s.assignedUserId!, startAt: s.startAt!, endAt: s.endAt! }, `${s.assignedUser?.firstName ?? ""} ${s.assignedUser?.lastName ?? ""}`.trim());
    }
    const { count } = await tx.booking.updateMany({ where: { id: bookingId, cancelledAt: { not: null } }, data: { cancelledAt: null, cancellationReason: "", confirmedAt: null, confirmedSlots: null } });
    if (count === 0) throw new ConflictError("This booking is not cancelled.");
    const row = await loadBooking(bookingId, tx);
    const token = await issueBookingLink(tx, row);
    await enqueueEmail(
      { kind: "booking-restored", entityId: `${bookingId}/${Date.now().toString(36)}`, bookingId, to: row.email, ...bookingRestoredEmail(toBookingDto(row), bookingLinkUrl(token)) },
      tx,
    );
  }, TX_OPTIONS);
}
