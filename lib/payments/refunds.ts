// Staff record offline payments and refund payments; card refunds go through Stripe and are retried by the outbox tick.
import "server-only";
import { actorName, type Actor } from "@/lib/auth/dto";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from "@/lib/errors";
import { backoffMs } from "@/lib/notify";
import { studioToday } from "@/lib/time";
import { cancellationRefundsDeposit, formatMoney, netPaidCents, refundableCents } from "./deposit";
import type { BookingPaymentsDto } from "./dto";
import { isProviderUnreachable, paymentProvider } from "./provider";
import type { OfflinePaymentInput, RefundInput } from "./schema";
import { getDepositSettings } from "./settings";
import { queueDepositReceived } from "./deposit-received";
import { issueReceipt, issueReceiptNow } from "./receipts";
import { bookingPayments, depositSummary, lockBooking } from "./summaries";


export async function recordOfflinePayment(bookingId: string, input: OfflinePaymentInput, actor: Actor): Promise<BookingPaymentsDto> {
  const settings = await getDepositSettings();
  await prisma.$transaction(async (tx) => {
    const booking = await tx.booking.findFirst({ where: { id: bookingId, deletedAt: null }, select: { id: true } });
    if (!booking || !(await lockBooking(tx, bookingId))) throw new NotFoundError("Booking not found");
    const before = await depositSummary(bookingId, new Date(), tx);
    const payment = await tx.payment.create({
      data: { bookingId, kind: "payment", method: input.method, status: "succeeded", amountCents: input.amountCents, currency: settings.currency, note: input.note, recordedById: actor.id, recordedByName: actorName(actor) },
    });
    await queueDepositReceived(tx, payment, before.state === "paid");
    await issueReceipt(tx, payment.id);
  });
  return bookingPayments(bookingId);
}

/**
 * Refunds (part of) one payment. A card payment is refunded through Stripe's Refunds API: the row is
 * stored "pending" first, then Stripe is called with the row's id as idempotency key; when Stripe
 * cannot be reached the row stays pending and the outbox worker retries it. Others are recorded.
 */
export async function refundPayment(bookingId: string, paymentId: string, input: RefundInput, actor: Actor, now = new Date()): Promise<BookingPaymentsDto> {
  const refund = await prisma.$transaction(async (tx) => {
    if (!(await lockBooking(tx, bookingId))) throw new NotFoundError("Booking not found");
    const payment = await tx.payment.findFirst({ where: { id: paymentId, bookingId, kind: "payment" } });
    if (!payment) throw new NotFoundError("Payment not found");
    const refunds = await tx.payment.findMany({ where: { refundOfId: payment.id, kind: "refund" } });
    const refundable = refundableCents(payment, refunds);
    if (refundable <= 0) throw new ConflictError("Nothing is left to refund on this payment.");
    const amountCents = input.amountCents ?? refundable;
    if (amountCents > refundable) throw new ValidationError(`At most ${formatMoney(refundable, payment.currency)} can be refunded.`, { amountCents: `At most ${formatMoney(refundable, payment.currency)} can be refunded.` });
    const viaStripe = payment.method === "card" && Boolean(payment.providerPaymentIntentId);
    const refund = await tx.payment.create({
      data: {
        bookingId,
        kind: "refund",
        method: payment.method,
        status: viaStripe ? "pending" : "succeeded",
        amountCents,
        currency: payment.currency,
        refundOfId: payment.id,
        providerPaymentIntentId: payment.providerPaymentIntentId,
        note: input.note,
        recordedById: actor.id,
        recordedByName: actorName(actor),
        nextAttemptAt: viaStripe ? now : null,
      },
    });
    // A refund handed back in cash (or other): its receipt now; a Stripe one once Stripe accepts it.
    await issueReceipt(tx, refund.id, now);
    return refund;
  });
  if (refund.status === "pending") await attemptStripeRefund(refund.id, now);
  return bookingPayments(bookingId, now);
}

const REFUND_LEASE_MS = 60_000;

/** One try at a pending Stripe refund (claimed with a lease so two workers never call twice at once). */
export async function attemptStripeRefund(refundId: string, now = new Date()): Promise<void> {
  const { count } = await prisma.payment.updateMany({
    where: { id: refundId, kind: "refund", status: "pending", providerRefundId: null, nextAttemptAt: { lte: now } },
    data: { attempts: { increment: 1 }, nextAttemptAt: new Date(now.getTime() + REFUND_LEASE_MS) },
  });
  if (count === 0) return;
  const row = await prisma.payment.findUniqueOrThrow({ where: { id: refundId } });
  let succeeded = false;
  try {
    const provider = await paymentProvider();
    const result = await provider.createRefund({
      paymentIntentId: row.providerPaymentIntentId!,
      amountCents: row.amountCents,
      idempotencyKey: `deposit-refund/${row.id}`,
      metadata: { refundRowId: row.id, bookingId: row.bookingId },
    });
    const status = result.status === "succeeded" ? "succeeded" : result.status === "failed" || result.status === "canceled" ? "failed" : "pending";
    // The webhook may have matched this refund already (same id): writing it again is harmless.
    await prisma.payment.update({ where: { id: row.id }, data: { providerRefundId: result.id, status, lastError: null, nextAttemptAt: null } });
    succeeded = status === "succeeded";
  } catch (error) {
    const message = (error as Error).message.slice(0, 500);
    if (isProviderUnreachable(error) || error instanceof ServiceUnavailableError) {
      console.warn(`[payments] refund ${row.id} not sent, will retry: ${message}`);
      await prisma.payment.update({ where: { id: row.id }, data: { lastError: message, nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)) } });
    } else {
      console.error(`[payments] refund ${row.id} refused by the provider: ${message}`);
      await prisma.payment.update({ where: { id: row.id }, data: { status: "failed", lastError: message, nextAttemptAt: null } });
    }
  }
  // Stripe accepted it: the payer's receipt (a failure here never turns the refund into a failed one).
  if (succeeded) await issueReceiptNow(row.id, now).catch((error: Error) => console.error(`[payments] receipt for refund ${row.id} failed: ${error.message}`));
}

/** The outbox tick's share: every pending Stripe refund whose retry is due. */
export async function retryPendingRefunds({ now = new Date(), limit = 10 }: { now?: Date; limit?: number } = {}): Promise<number> {
  const due = await prisma.payment.findMany({
    where: { kind: "refund", status: "pending", providerRefundId: null, nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
    select: { id: true },
  });
  for (const { id } of due) await attemptStripeRefund(id, now);
  return due.length;
}

/** What a customer's cancellation did to the money held: refunded to the card, or kept (staff decide). */
export interface CancellationRefund {
  refundedCents: number;
  keptCents: number;
  currency: string;
  /** Pending Stripe refunds to send once the cancellation is committed (`sendCancellationRefunds`). */
  refundIds: string[];
}

export const AUTOMATIC_REFUND_BY = "Automatic refund (cancelled by the customer)";

/**
 * Inside the customer's cancellation transaction: when the studio's refund window allows it (more than
 * N days before the first day), every card payment still held gets a pending Stripe refund row, sent
 * after the commit and retried by the outbox tick like any refund. Cash and other payments are kept
 * for staff to hand back (the studio notice says so). Runs once: a second cancellation never gets here.
 */
export async function planCancellationRefunds(tx: Prisma.TransactionClient, bookingId: string, firstDay: string, now: Date): Promise<CancellationRefund> {
  const settings = await getDepositSettings(tx);
  await lockBooking(tx, bookingId);
  // Only the studio's currency is counted (a payment in another is left to staff, as everywhere).
  const rows = await tx.payment.findMany({ where: { bookingId, currency: settings.currency }, orderBy: { createdAt: "asc" } });
  const held = netPaidCents(rows);
  const none: CancellationRefund = { refundedCents: 0, keptCents: Math.max(0, held), currency: settings.currency, refundIds: [] };
  if (held <= 0 || !cancellationRefundsDeposit(settings.autoRefundDaysBefore, studioToday(now), firstDay)) return none;
  const refundIds: string[] = [];
  let refundedCents = 0;
  for (const payment of rows.filter((p) => p.kind === "payment" && p.method === "card" && p.providerPaymentIntentId)) {
    const amountCents = refundableCents(payment, rows.filter((r) => r.kind === "refund" && r.refundOfId === payment.id));
    if (amountCents <= 0) continue;
    const refund = await tx.payment.create({
      data: {
        bookingId,
        kind: "refund",
        method: "card",
        status: "pending",
        amountCents,
        currency: payment.currency,
        refundOfId: payment.id,
        providerPaymentIntentId: payment.providerPaymentIntentId,
        note: "The customer cancelled inside the refund window.",
        recordedByName: AUTOMATIC_REFUND_BY,
        nextAttemptAt: now,
      },
    });
    refundIds.push(refund.id);
    refundedCents += amountCents;
  }
  return { refundedCents, keptCents: Math.max(0, held - refundedCents), currency: settings.currency, refundIds };
}

/** After the cancellation is committed: one try at each planned refund (the outbox tick retries the rest). */
export async function sendCancellationRefunds(refund: CancellationRefund, now = new Date()): Promise<void> {
  for (const id of refund.refundIds) await attemptStripeRefund(id, now);
}
