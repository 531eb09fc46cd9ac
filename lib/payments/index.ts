// Deposits and payments (issue 34): settings, each booking's deposit summary, Stripe Checkout from the
// private link, the webhook's exactly-once recording, offline payments and refunds. Every amount is
// integer cents; every write that decides on a booking's money holds that booking's row lock.
import "server-only";
import { createHash } from "node:crypto";
import Stripe from "stripe";
import { prisma } from "@/lib/db/client";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { estimateBookingCents } from "@/lib/bookings/estimate";
import { studio } from "@/lib/env";
import { ConflictError, NotFoundError, ServiceUnavailableError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { backoffMs, emailIdempotencyKey, enqueueEmail } from "@/lib/email/outbox";
import { bookingLinkUrl, issueBookingLink } from "@/lib/bookings/access-links";
import { fromDateOnly, studioToday, toDateOnly } from "@/lib/time";
import { depositOverdueEmail } from "./overdue-email";
import { balanceDueCents, depositAmountCents, depositDueDate, depositState, formatMoney, netPaidCents, refundableCents, type DepositMode } from "./deposit";
import { DEFAULT_DEPOSIT_SETTINGS, type BookingPaymentsDto, type DepositSettingsDto, type DepositSummary, type PaymentDto } from "./dto";
import { isProviderUnreachable, paymentProvider, stripeClient, stripeWebhookSecret } from "./provider";
import type { OfflinePaymentInput, RefundInput } from "./schema";

type Db = Prisma.TransactionClient | typeof prisma;
const SETTINGS_ID = 1;

// ── Settings ─────────────────────────────────────────────────────────────────────────────────────

export async function getDepositSettings(db: Db = prisma): Promise<DepositSettingsDto> {
  const row = await db.depositSettings.findUnique({ where: { id: SETTINGS_ID } });
  if (!row) return DEFAULT_DEPOSIT_SETTINGS;
  const { enabled, mode, fixedCentsPerDay, percentBasisPoints, dueDays, currency, refundPolicy, autoRefundDaysBefore } = row;
  return { enabled, mode: mode as DepositMode, fixedCentsPerDay, percentBasisPoints, dueDays, currency, refundPolicy, autoRefundDaysBefore };
}

export async function updateDepositSettings(input: DepositSettingsDto): Promise<DepositSettingsDto> {
  await prisma.depositSettings.upsert({ where: { id: SETTINGS_ID }, create: { id: SETTINGS_ID, ...input }, update: input });
  return getDepositSettings();
}

// ── Summaries ────────────────────────────────────────────────────────────────────────────────────

/** A reference staff can find in Stripe's dashboard; never the private link. */
export const paymentReference = (bookingId: string) => `VP-${createHash("sha256").update(bookingId).digest("hex").slice(0, 10).toUpperCase()}`;

/** What a deposit is computed from: a booking row the caller may already hold (export, run sheet). */
export interface BookingMoneyFacts {
  id: string;
  confirmedAt: Date | null;
  days: { date: Date; serviceId: string | null; additionalServiceIds: string[] }[];
}

async function pricesAndPayments(db: Db, bookings: readonly BookingMoneyFacts[]): Promise<{ prices: Map<string, number>; payments: Payment[] }> {
  const serviceIds = [...new Set(bookings.flatMap((b) => b.days.flatMap((d) => [d.serviceId, ...d.additionalServiceIds].filter((id): id is string => Boolean(id)))))];
  const services = serviceIds.length ? await db.service.findMany({ where: { id: { in: serviceIds } }, select: { id: true, price: true } }) : [];
  const payments = await db.payment.findMany({ where: { bookingId: { in: bookings.map((b) => b.id) } }, orderBy: { createdAt: "asc" } });
  return { prices: new Map(services.map((s) => [s.id, Number(s.price)])), payments };
}

function summarise(settings: DepositSettingsDto, booking: BookingMoneyFacts, prices: Map<string, number>, payments: Payment[], now: Date): DepositSummary {
  const estimateCents = estimateBookingCents(
    booking.days.map((d) => ({ services: d.serviceId ?? "", additionalServices: d.additionalServiceIds })),
    (id) => prices.get(id),
  );
  const amountCents = depositAmountCents(settings, { bookedDays: booking.days.length, estimateCents });
  const firstDay = booking.days.map((d) => toDateOnly(d.date)).sort()[0];
  const dueDate = amountCents > 0 && booking.confirmedAt && firstDay ? depositDueDate(settings, studioToday(booking.confirmedAt), firstDay) : null;
  const paidCents = netPaidCents(payments);
  const refundedCents = payments.filter((p) => p.kind === "refund" && p.status === "succeeded").reduce((sum, p) => sum + p.amountCents, 0);
  let paidAt: string | null = null;
  let running = 0;
  for (const p of payments) {
    if (p.status !== "succeeded") continue;
    running += p.kind === "payment" ? p.amountCents : -p.amountCents;
    if (paidAt === null && amountCents > 0 && running >= amountCents) paidAt = p.createdAt.toISOString();
    if (running < amountCents) paidAt = null;
  }
  return {
    amountCents,
    currency: settings.currency,
    dueDate,
    state: depositState({ amountCents, paidCents, dueDate, today: studioToday(now) }),
    estimateCents,
    paidCents,
    refundedCents,
    balanceCents: balanceDueCents(estimateCents, paidCents),
    paidAt,
    hasFlaggedPayment: payments.some((p) => p.flaggedDuplicate),
    hasPendingRefund: payments.some((p) => p.kind === "refund" && p.status === "pending"),
  };
}

/** The deposit summary of each booking (lists, CSV, run sheet, dashboard): three queries for any number. */
export async function depositSummaries(bookingIds: readonly string[], now = new Date(), db: Db = prisma): Promise<Map<string, DepositSummary>> {
  if (bookingIds.length === 0) return new Map();
  const bookings = await db.booking.findMany({
    where: { id: { in: [...bookingIds] } },
    select: { id: true, confirmedAt: true, days: { orderBy: { position: "asc" }, select: { date: true, serviceId: true, additionalServiceIds: true } } },
  });
  return depositSummariesOf(bookings, now, db);
}

/** The same for booking rows already read (their days in order): two queries, prices and payments. */
export async function depositSummariesOf(bookings: readonly BookingMoneyFacts[], now = new Date(), db: Db = prisma): Promise<Map<string, DepositSummary>> {
  if (bookings.length === 0) return new Map();
  const settings = await getDepositSettings(db);
  const { prices, payments } = await pricesAndPayments(db, bookings);
  const byBooking = new Map<string, Payment[]>();
  for (const p of payments) byBooking.set(p.bookingId, [...(byBooking.get(p.bookingId) ?? []), p]);
  return new Map(bookings.map((b) => [b.id, summarise(settings, b, prices, byBooking.get(b.id) ?? [], now)]));
}

/** Each booking with its deposit state (Manage Bookings' mark). */
export async function withDepositStates<T extends { _id: string }>(bookings: T[], now = new Date()): Promise<(T & { deposit: DepositSummary["state"] })[]> {
  const summaries = await depositSummaries(bookings.map((b) => b._id), now);
  // Before the confirmation nothing is due yet: no mark.
  const mark = (s: DepositSummary | undefined) => (!s || (s.state === "due" && !s.dueDate) ? "none" : s.state);
  return bookings.map((b) => ({ ...b, deposit: mark(summaries.get(b._id)) }));
}

export async function depositSummary(bookingId: string, now = new Date(), db: Db = prisma): Promise<DepositSummary> {
  const summary = (await depositSummaries([bookingId], now, db)).get(bookingId);
  if (!summary) throw new NotFoundError("Booking not found");
  return summary;
}

function toPaymentDto(payment: Payment, all: Payment[]): PaymentDto {
  const refunds = all.filter((p) => p.kind === "refund" && p.refundOfId === payment.id);
  return {
    _id: payment.id,
    kind: payment.kind,
    method: payment.method,
    status: payment.status,
    amountCents: payment.amountCents,
    currency: payment.currency,
    refundOfId: payment.refundOfId,
    flaggedDuplicate: payment.flaggedDuplicate,
    note: payment.note,
    recordedByName: payment.recordedByName,
    recordedAt: payment.createdAt.toISOString(),
    lastError: payment.lastError,
    refundableCents: payment.kind === "payment" ? refundableCents(payment, refunds) : 0,
  };
}

export async function bookingPayments(bookingId: string, now = new Date()): Promise<BookingPaymentsDto> {
  const booking = await prisma.booking.findFirst({ where: { id: bookingId, deletedAt: null }, select: { id: true } });
  if (!booking) throw new NotFoundError("Booking not found");
  const summary = await depositSummary(bookingId, now);
  const rows = await prisma.payment.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" } });
  return { summary, payments: rows.map((row) => toPaymentDto(row, rows)) };
}

async function lockBooking(tx: Prisma.TransactionClient, bookingId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Booking" WHERE id = ${bookingId} FOR UPDATE`;
  return rows.length > 0;
}

// ── Checkout from the private link ───────────────────────────────────────────────────────────────

export const DEPOSIT_ALREADY_PAID = "Your deposit is already paid. Thank you!";
export const DEPOSIT_NOT_YET = "The deposit can be paid once the studio confirms your booking.";
export const DEPOSIT_CANCELLED = "This booking is cancelled.";
export const STRIPE_UNREACHABLE = "The payment page could not be opened right now. Nothing was charged. Please try again in a few minutes.";
/** Reuse an open session only while the customer has time to finish paying on it. */
const REUSE_MARGIN_MS = 30 * 60_000;

export interface CheckoutBooking {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  confirmedAt: Date | null;
  isAssigned: boolean;
  cancelledAt: Date | null;
  event: { eventName: string };
}

/**
 * The Checkout Session for what is still owed of the deposit: amount computed here from the booking,
 * an open session of the same amount reused, and a Stripe idempotency key derived from the booking
 * and the number of sessions so far, so two taps at once get one session.
 */
export async function startDepositCheckout(booking: CheckoutBooking, token: string, now = new Date()): Promise<{ url: string; sessionId: string }> {
  if (booking.cancelledAt) throw new ConflictError(DEPOSIT_CANCELLED);
  if (!booking.confirmedAt || !booking.isAssigned) throw new ConflictError(DEPOSIT_NOT_YET);
  const summary = await depositSummary(booking.id, now);
  if (summary.amountCents <= 0) throw new ConflictError("This booking has no deposit to pay.");
  const owed = summary.amountCents - summary.paidCents;
  if (owed <= 0) throw new ConflictError(DEPOSIT_ALREADY_PAID);

  const open = await prisma.depositCheckout.findFirst({
    where: { bookingId: booking.id, amountCents: owed, currency: summary.currency, expiresAt: { gt: new Date(now.getTime() + REUSE_MARGIN_MS) } },
    orderBy: { createdAt: "desc" },
  });
  if (open) return { url: open.url, sessionId: open.id };

  const previous = await prisma.depositCheckout.count({ where: { bookingId: booking.id } });
  const provider = await paymentProvider();
  const pageUrl = `${studio.siteUrl}/booking/${token}`;
  let session;
  try {
    session = await provider.createCheckoutSession({
      amountCents: owed,
      currency: summary.currency,
      bookingId: booking.id,
      reference: paymentReference(booking.id),
      description: `Deposit: ${booking.event.eventName} (${booking.firstName} ${booking.lastName})`.slice(0, 250),
      customerEmail: booking.email,
      successUrl: `${pageUrl}?deposit=paid&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${pageUrl}?deposit=cancelled`,
      idempotencyKey: `deposit-checkout/${booking.id}/${previous + 1}/${owed}-${summary.currency}`,
    });
  } catch (error) {
    if (isProviderUnreachable(error)) {
      console.error(`[payments] Checkout Session not created: ${(error as Error).message}`);
      throw new ServiceUnavailableError(STRIPE_UNREACHABLE);
    }
    throw error;
  }
  await prisma.depositCheckout.createMany({
    data: [{ id: session.id, bookingId: booking.id, amountCents: owed, currency: summary.currency, url: session.url, expiresAt: session.expiresAt }],
    skipDuplicates: true,
  });
  return { url: session.url, sessionId: session.id };
}

/**
 * The success redirect: asks Stripe about the session and records it if paid — racing the webhook
 * safely (the same exactly-once recording). Failures are logged, never shown: the webhook will come.
 */
export async function confirmCheckoutReturn(bookingId: string, sessionId: string): Promise<void> {
  if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return;
  try {
    const provider = await paymentProvider();
    const session = await provider.retrieveCheckoutSession(sessionId);
    if (!session || session.metadata?.bookingId !== bookingId) return;
    await prisma.$transaction((tx) => recordCheckoutSession(tx, session));
  } catch (error) {
    console.warn(`[payments] checkout return not confirmed: ${(error as Error).message}`);
  }
}

// ── Webhook ──────────────────────────────────────────────────────────────────────────────────────

export const WEBHOOK_NOT_VERIFIED = "The webhook signature could not be verified.";
export const WEBHOOK_REPLAYED = "This webhook event was already received.";
/** Stripe's own default: an event signed more than 5 minutes ago is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const HANDLED_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded", "charge.refunded"]);

export type WebhookOutcome = "recorded" | "ignored";

/**
 * POST /api/webhooks/stripe: the Stripe-Signature of the raw body checked by the SDK (tolerance 300 s),
 * the event id stored in the same transaction as what it records (a replay → 409), and an event
 * for an unknown booking answered 202 and logged.
 */
export async function receiveStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const secret = stripeWebhookSecret();
  if (!secret || !signature) throw new UnauthorizedError(WEBHOOK_NOT_VERIFIED);
  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof SyntaxError) throw new ValidationError("The webhook body is not valid JSON.");
    throw new UnauthorizedError(WEBHOOK_NOT_VERIFIED);
  }
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

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Records a paid Checkout Session once (unique session id, under the booking's lock); a payment on a paid booking is flagged. */
export async function recordCheckoutSession(tx: Prisma.TransactionClient, session: Stripe.Checkout.Session): Promise<WebhookOutcome> {
  if (session.payment_status !== "paid") return "ignored";
  const bookingId = session.metadata?.bookingId;
  if (!bookingId || !(await lockBooking(tx, bookingId))) return "ignored";
  if (await tx.payment.findUnique({ where: { providerSessionId: session.id }, select: { id: true } })) return "recorded";
  const amountCents = session.amount_total ?? 0;
  if (!Number.isInteger(amountCents) || amountCents <= 0) return "ignored";
  const summary = await depositSummary(bookingId, new Date(), tx);
  const alreadyPaid = summary.amountCents > 0 ? summary.paidCents >= summary.amountCents : summary.paidCents > 0;
  const paymentIntentId = idOf(session.payment_intent);
  const payment = await tx.payment.create({
    data: {
      bookingId,
      kind: "payment",
      method: "card",
      status: "succeeded",
      amountCents,
      currency: (session.currency ?? summary.currency).toLowerCase(),
      providerSessionId: session.id,
      providerPaymentIntentId: paymentIntentId,
      flaggedDuplicate: alreadyPaid,
      recordedByName: "Stripe",
    },
  });
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
        continue;
      }
      const ours = refund.metadata?.refundRowId ? await tx.payment.findFirst({ where: { id: refund.metadata.refundRowId, bookingId, kind: "refund" } }) : null;
      if (ours) await tx.payment.update({ where: { id: ours.id }, data: { providerRefundId: refund.id, status, lastError: null, nextAttemptAt: null } });
      else await tx.payment.create({ data: { ...base, status, amountCents: refund.amount, providerRefundId: refund.id } });
    }
    return "recorded";
  }
  // Without the refund list (API versions that do not expand it): record what the charge's total adds.
  const recorded = paymentIntentId
    ? await tx.payment.aggregate({ where: { kind: "refund", providerPaymentIntentId: paymentIntentId, status: { not: "failed" } }, _sum: { amountCents: true } })
    : { _sum: { amountCents: 0 } };
  const missing = charge.amount_refunded - (recorded._sum.amountCents ?? 0);
  if (missing > 0) await tx.payment.create({ data: { ...base, status: "succeeded", amountCents: missing, providerRefundId: `${charge.id}:${charge.amount_refunded}` } });
  return "recorded";
}

// ── Staff: offline payments and refunds ──────────────────────────────────────────────────────────

export interface Actor {
  id: string;
  firstName: string;
  lastName: string;
}

const actorName = (actor: Actor) => `${actor.firstName} ${actor.lastName}`.trim();

export async function recordOfflinePayment(bookingId: string, input: OfflinePaymentInput, actor: Actor): Promise<BookingPaymentsDto> {
  const settings = await getDepositSettings();
  await prisma.$transaction(async (tx) => {
    const booking = await tx.booking.findFirst({ where: { id: bookingId, deletedAt: null }, select: { id: true } });
    if (!booking || !(await lockBooking(tx, bookingId))) throw new NotFoundError("Booking not found");
    await tx.payment.create({
      data: { bookingId, kind: "payment", method: input.method, status: "succeeded", amountCents: input.amountCents, currency: settings.currency, note: input.note, recordedById: actor.id, recordedByName: actorName(actor) },
    });
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
    return tx.payment.create({
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

// ── Overdue deposits ─────────────────────────────────────────────────────────────────────────────

export const DEPOSIT_OVERDUE_KIND = "deposit-overdue";

/** Live, confirmed bookings with a day still to come whose deposit is overdue (nothing when deposits are off). */
export async function overdueDeposits(now = new Date()): Promise<{ bookingId: string; summary: DepositSummary }[]> {
  const settings = await getDepositSettings();
  if (!settings.enabled) return [];
  const rows = await prisma.booking.findMany({
    where: { deletedAt: null, cancelledAt: null, confirmedAt: { not: null }, isAssigned: true, days: { some: { date: { gte: fromDateOnly(studioToday(now)) } } } },
    select: { id: true, confirmedAt: true, days: { orderBy: { position: "asc" }, select: { date: true, serviceId: true, additionalServiceIds: true } } },
  });
  const summaries = await depositSummariesOf(rows, now);
  return [...summaries].filter(([, s]) => s.state === "overdue").map(([bookingId, summary]) => ({ bookingId, summary }));
}

/**
 * The overdue reminder: one email per booking and due date (the outbox key), the day after the due
 * date, with a fresh private link. Planned by the outbox tick from the booking's current state, so a
 * change of the booking (a new confirmation, a payment, a cancellation) is taken into account; staff
 * decide what happens to the hold — nothing is released automatically.
 */
export async function queueOverdueDepositReminders(now = new Date()): Promise<number> {
  let queued = 0;
  for (const { bookingId, summary } of await overdueDeposits(now)) {
    const entityId = `${bookingId}/${summary.dueDate}`;
    if (await prisma.emailMessage.findUnique({ where: { idempotencyKey: emailIdempotencyKey(DEPOSIT_OVERDUE_KIND, entityId) }, select: { id: true } })) continue;
    const created = await prisma.$transaction(async (tx) => {
      if (!(await lockBooking(tx, bookingId))) return false;
      const row = await tx.booking.findFirst({ where: { id: bookingId, deletedAt: null, cancelledAt: null }, select: { id: true, firstName: true, email: true, event: { select: { eventName: true } }, days: { select: { date: true } } } });
      if (!row) return false;
      const token = await issueBookingLink(tx, row);
      const owed = formatMoney(summary.amountCents - summary.paidCents, summary.currency);
      const email = depositOverdueEmail({ firstName: row.firstName, eventName: row.event.eventName, owed, dueDate: summary.dueDate!, link: bookingLinkUrl(token) });
      return (await enqueueEmail({ kind: DEPOSIT_OVERDUE_KIND, entityId, to: row.email, ...email }, tx)).created;
    });
    if (created) queued += 1;
  }
  return queued;
}
