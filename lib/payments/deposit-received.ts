// "Deposit received": queued in the transaction that records the payment completing a booking's
// deposit, once per payment (outbox keys deposit-received/<payment id> and deposit-received-studio/<payment id>),
// so a replayed webhook or the success redirect racing it never sends twice.
import "server-only";
import { format } from "date-fns";
import { enqueueEmail } from "@/lib/notify";
import { studio } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { localDay, toDateOnly } from "@/lib/time/days";
import { formatMoney } from "./deposit";
import { depositReceivedEmail, depositReceivedStudioEmail } from "@/lib/notify/templates/payments/deposit-received";
import { PAYMENT_METHOD_LABELS } from "./schema";
import { depositSummary, paymentReference } from "./summaries";

export const DEPOSIT_RECEIVED_KIND = "deposit-received";
export const DEPOSIT_RECEIVED_STUDIO_KIND = "deposit-received-studio";

const listOf = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/**
 * Called under the booking's lock right after `payment` is recorded: when the deposit was not paid
 * before it and is now, the customer and the studio are told. Returns whether the emails were queued.
 */
export async function queueDepositReceived(tx: Prisma.TransactionClient, payment: { id: string; bookingId: string; method: keyof typeof PAYMENT_METHOD_LABELS }, wasPaid: boolean, now = new Date()): Promise<boolean> {
  if (wasPaid) return false;
  const summary = await depositSummary(payment.bookingId, now, tx);
  if (summary.state !== "paid" || summary.cancelled) return false;
  const booking = await tx.booking.findUnique({
    where: { id: payment.bookingId },
    select: { firstName: true, lastName: true, email: true, isParentOrGuardian: true, parentFirstName: true, event: { select: { eventName: true } }, days: { orderBy: { position: "asc" }, select: { date: true } } },
  });
  if (!booking) return false;
  const input = {
    firstName: booking.isParentOrGuardian && booking.parentFirstName ? booking.parentFirstName : booking.firstName,
    dancer: `${booking.firstName} ${booking.lastName}`,
    eventName: booking.event.eventName,
    days: listOf(booking.days.map((d) => format(localDay(toDateOnly(d.date)), "EEE, MMM d"))),
    paid: formatMoney(summary.paidCents, summary.currency),
    balance: summary.balanceCents > 0 ? formatMoney(summary.balanceCents, summary.currency) : null,
    method: PAYMENT_METHOD_LABELS[payment.method].toLowerCase(),
    reference: paymentReference(payment.bookingId),
  };
  await enqueueEmail({ kind: DEPOSIT_RECEIVED_KIND, entityId: payment.id, bookingId: payment.bookingId, to: booking.email, ...depositReceivedEmail(input) }, tx);
  await enqueueEmail({ kind: DEPOSIT_RECEIVED_STUDIO_KIND, entityId: payment.id, bookingId: payment.bookingId, to: studio.email, replyTo: booking.email, ...depositReceivedStudioEmail(input) }, tx);
  return true;
}
