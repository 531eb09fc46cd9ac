// POST /api/webhooks/stripe: verified, exactly-once recording of paid sessions and refunds.
import "server-only";
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { queueDepositReceived } from "./deposit-received";
import { stripeClient, stripeWebhookSecret } from "./provider";
import { MAX_CENTS } from "./schema";
import { fromDateOnly, isDateOnly } from "@/lib/time/days";
import { issueReceipt } from "./receipts";
import { depositSummary, lockBooking } from "./summaries";

export const WEBHOOK_NOT_VERIFIED = "The webhook signature could not be verified.";
export const WEBHOOK_REPLAYED = "This webhook event was already received.";
export const WEBHOOK_AMOUNT_OUT_OF_RANGE = "The webhook's amount is out of range.";
/** Stripe's own default: an event signed more than 5 minutes ago is refused (and, here, one signed more than 5 minutes ahead). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const HANDLED_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded", "charge.refunded"]);

export type WebhookOutcome = "recorded" | "ignored";

/**
 * POST /api/webhooks/stripe: the Stripe-Signature of the raw body checked by the SDK (tolerance 300 s,
 * both ways: the SDK alone accepts any timestamp in the future), amounts bounded like staff's (MAX_CENTS),
 * the event id stored in the same transaction as what it records (a replay → 409), and an event
 * for an unknown booking answered 202 and logged.
 */
export async function receiveStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const secret = stripeWebhookSecret();
  if (!secret || !signature) throw new UnauthorizedError(WEBHOOK_NOT_VERIFIED);
  // Loaded before the check, so a failure to load the SDK is not answered as a bad signature.
  const client = await stripeClient();
  let event: Stripe.Event;
  try {
    event = client.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof SyntaxError) throw new ValidationError("The webhook body is not valid JSON.");
    throw new UnauthorizedError(WEBHOOK_NOT_VERIFIED);
  }
  if (signedAt(signature) > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) throw new UnauthorizedError(WEBHOOK_NOT_VERIFIED);
  if (!event?.id || !HANDLED_EVENTS.has(event.type)) return "ignored";
  const outcome = await prisma.$transaction(async (tx) => {
    const { count } = await tx.providerWebhookEvent.createMany({ data: [{ id: String(event.id).slice(0, 200), provider: "stripe", type: event.type }], skipDuplicates: true });
    if (count === 0) throw new ConflictError(WEBHOOK_REPLAYED);
    if (event.type === "charge.refunded") return recordChargeRefunds(tx, event.data.object as Stripe.Charge);
    return recordCheckoutSession(tx, event.data.object as Stripe.Checkout.Session);
  });
  if (outcome === "ignored") console.warn(`[payments] Stripe event ${event.id} (${event.type}) matches no booking; ignored.`);
  return outcome;
}

/** The signature's `t=` (seconds); the SDK has already checked that it is there and signed. */
function signedAt(header: string): number {
  const t = header.split(",").find((part) => part.trim().startsWith("t="));
  return Number(t?.trim().slice(2) ?? Number.NaN);
}

/** A whole positive amount no larger than any amount staff may enter; larger ones are refused (400), never wrapped. */
function boundedCents(value: unknown): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0 || value > MAX_CENTS) throw new ValidationError(WEBHOOK_AMOUNT_OUT_OF_RANGE);
  return value;
}

/** A Checkout opened at the chair (lib/payments/chair.ts) names the stylist and the competition day. */
function chairOf(metadata: Stripe.Metadata | null | undefined): { takenById: string; takenByName: string; takenOn: Date } | null {
  if (metadata?.chair !== "1" || !metadata.takenById || !metadata.takenOn || !isDateOnly(metadata.takenOn)) return null;
  return { takenById: metadata.takenById, takenByName: metadata.takenByName ?? "", takenOn: fromDateOnly(metadata.takenOn) };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Records a paid Checkout Session once (unique session id, under the booking's lock); a payment on a paid booking is flagged. */
export async function recordCheckoutSession(tx: Prisma.TransactionClient, session: Stripe.Checkout.Session): Promise<WebhookOutcome> {
  if (session.payment_status !== "paid") return "ignored";
  const bookingId = session.metadata?.bookingId;
  if (!bookingId || !(await lockBooking(tx, bookingId))) return "ignored";
  if (await tx.payment.findUnique({ where: { providerSessionId: session.id }, select: { id: true } })) return "recorded";
  const amountCents = boundedCents(session.amount_total ?? 0);
  if (amountCents <= 0) return "ignored";
  const summary = await depositSummary(bookingId, new Date(), tx);
  const chair = chairOf(session.metadata);
  // A chair or balance session pays the balance: a duplicate is one that finds nothing owed; a deposit's, one that finds it paid.
  const paysBalance = Boolean(chair) || session.metadata?.balance === "1";
  const alreadyPaid = paysBalance ? summary.balanceCents <= 0 : summary.amountCents > 0 ? summary.paidCents >= summary.amountCents : summary.paidCents > 0;
  const paymentIntentId = idOf(session.payment_intent);
  // A payment in another currency is kept and shown to staff, never added to the studio's amounts.
  const currency = (session.currency ?? summary.currency).toLowerCase();
  const foreign = currency !== summary.currency.toLowerCase();
  if (foreign) console.error(`[payments] Checkout Session ${session.id} was paid in ${currency.toUpperCase()}, not ${summary.currency.toUpperCase()}: recorded for staff, not counted.`);
  const payment = await tx.payment.create({
    data: {
      bookingId,
      kind: "payment",
      method: "card",
      status: "succeeded",
      amountCents,
      currency,
      providerSessionId: session.id,
      providerPaymentIntentId: paymentIntentId,
      flaggedDuplicate: alreadyPaid && !foreign,
      note: foreign ? `Paid in ${currency.toUpperCase()}, not the studio's currency (${summary.currency.toUpperCase()}): not counted. Check it in Stripe.` : "",
      recordedByName: "Stripe",
      ...chair,
    },
  });
  if (!foreign) await queueDepositReceived(tx, payment, alreadyPaid);
  await issueReceipt(tx, payment.id);
  // A refund reported before its payment (events out of order) is linked now.
  if (paymentIntentId) await tx.payment.updateMany({ where: { kind: "refund", providerPaymentIntentId: paymentIntentId, refundOfId: null }, data: { refundOfId: payment.id } });
  return "recorded";
}

/** Records each refund of a charge once (by refund id; our own pending refund matched by its metadata). */
async function recordChargeRefunds(tx: Prisma.TransactionClient, charge: Stripe.Charge): Promise<WebhookOutcome> {
  const paymentIntentId = idOf(charge.payment_intent);
  const payment = paymentIntentId ? await tx.payment.findFirst({ where: { kind: "payment", providerPaymentIntentId: paymentIntentId } }) : null;
  const bookingId = payment?.bookingId ?? charge.metadata?.bookingId;
  if (!bookingId || !(await lockBooking(tx, bookingId))) return "ignored";
  const base = { bookingId, kind: "refund" as const, method: "card" as const, currency: charge.currency.toLowerCase(), providerPaymentIntentId: paymentIntentId, refundOfId: payment?.id ?? null, recordedByName: "Stripe" };

  const refunds = charge.refunds?.data;
  if (refunds?.length) {
    for (const refund of refunds) {
      const status = refund.status === "succeeded" ? "succeeded" : refund.status === "pending" ? "pending" : "failed";
      const known = await tx.payment.findUnique({ where: { providerRefundId: refund.id } });
      if (known) {
        if (known.status !== status) await tx.payment.update({ where: { id: known.id }, data: { status } });
        await issueReceipt(tx, known.id);
        continue;
      }
      const ours = refund.metadata?.refundRowId ? await tx.payment.findFirst({ where: { id: refund.metadata.refundRowId, bookingId, kind: "refund" } }) : null;
      if (ours) await tx.payment.update({ where: { id: ours.id }, data: { providerRefundId: refund.id, status, lastError: null, nextAttemptAt: null } });
      const recorded = ours ?? (await tx.payment.create({ data: { ...base, status, amountCents: boundedCents(refund.amount), providerRefundId: refund.id } }));
      await issueReceipt(tx, recorded.id);
    }
    return "recorded";
  }
  // Without the refund list (API versions that do not expand it): record what the charge's total adds.
  const recorded = paymentIntentId
    ? await tx.payment.aggregate({ where: { kind: "refund", providerPaymentIntentId: paymentIntentId, status: { not: "failed" } }, _sum: { amountCents: true } })
    : { _sum: { amountCents: 0 } };
  const missing = boundedCents(charge.amount_refunded) - (recorded._sum.amountCents ?? 0);
  if (missing > 0) {
    const refund = await tx.payment.create({ data: { ...base, status: "succeeded", amountCents: missing, providerRefundId: `${charge.id}:${charge.amount_refunded}` } });
    await issueReceipt(tx, refund.id);
  }
  return "recorded";
}
