// "Pay deposit" from the private link: a Stripe Checkout Session for what is still owed, and the
// success redirect's recording (the way back is ./checkout-return.ts).
import "server-only";
import { prisma } from "@/lib/db/client";
import { ConflictError, ServiceUnavailableError, ValidationError } from "@/lib/errors";
import { formatMoney, parseDollarsToCents } from "./deposit";
import { isProviderUnreachable, paymentProvider } from "./provider";
import { depositSummary, paymentReference } from "./summaries";
import { checkoutReturnUrls } from "./checkout-return";

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
 * an open session of the same amount reused, and a Stripe idempotency key derived from the booking,
 * the amount and the number of sessions that have run out, so two taps at once get one session.
 */
export async function startDepositCheckout(booking: CheckoutBooking, now = new Date()): Promise<{ url: string; sessionId: string }> {
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

  // Counted: the sessions no longer reusable. A session a second tap created a moment ago is not one of
  // them, so two taps at once send the same idempotency key and Stripe answers both with one session.
  const previous = await prisma.depositCheckout.count({ where: { bookingId: booking.id, expiresAt: { lte: new Date(now.getTime() + REUSE_MARGIN_MS) } } });
  const provider = await paymentProvider();
  let session;
  try {
    session = await provider.createCheckoutSession({
      amountCents: owed,
      currency: summary.currency,
      bookingId: booking.id,
      reference: paymentReference(booking.id),
      // No name and no private link: Stripe (and any row kept of the session) gets the reference only.
      description: `Deposit: ${booking.event.eventName} (${paymentReference(booking.id)})`.slice(0, 250),
      customerEmail: booking.email,
      ...checkoutReturnUrls(),
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

export const NOTHING_LEFT_TO_PAY = "Nothing is owed on this booking. Thank you!";
export const BALANCE_NOT_YET = "The balance can be paid once the studio confirms your booking.";
/** Stripe's smallest card charge is about fifty cents; a part payment is at least a dollar. */
export const MIN_PART_PAYMENT_CENTS = 100;
export const AMOUNT_UNREADABLE = "Enter an amount in dollars, like 50 or 50.00.";

/**
 * "Pay the balance" from the private page or the family page, before the day: a Checkout Session for what
 * is still owed, or part of it (at least $1, at most the balance), on the same path as the deposit (the
 * webhook and the return record it; the receipt follows). The session says "balance", so the webhook
 * measures a duplicate against the balance, not against the deposit.
 */
export async function startBalanceCheckout(booking: CheckoutBooking, amountText: string, now = new Date()): Promise<{ url: string; sessionId: string }> {
  const amountCents = amountText.trim() ? parseDollarsToCents(amountText) : null;
  if (amountText.trim() && amountCents === null) throw new ValidationError(AMOUNT_UNREADABLE, { amount: AMOUNT_UNREADABLE });
  if (booking.cancelledAt) throw new ConflictError(DEPOSIT_CANCELLED);
  if (!booking.confirmedAt || !booking.isAssigned) throw new ConflictError(BALANCE_NOT_YET);
  const summary = await depositSummary(booking.id, now);
  if (summary.balanceCents <= 0) throw new ConflictError(NOTHING_LEFT_TO_PAY);
  const amount = amountCents ?? summary.balanceCents;
  if (amount > summary.balanceCents) {
    const most = `At most ${formatMoney(summary.balanceCents, summary.currency)} is owed.`;
    throw new ValidationError(most, { amount: most });
  }
  if (amount < Math.min(MIN_PART_PAYMENT_CENTS, summary.balanceCents)) {
    const least = `Pay at least ${formatMoney(MIN_PART_PAYMENT_CENTS, summary.currency)}.`;
    throw new ValidationError(least, { amount: least });
  }
  const reference = paymentReference(booking.id);
  const provider = await paymentProvider();
  try {
    return await provider
      .createCheckoutSession({
        amountCents: amount,
        currency: summary.currency,
        bookingId: booking.id,
        reference,
        description: `Balance: ${booking.event.eventName} (${reference})`.slice(0, 250),
        customerEmail: booking.email,
        ...checkoutReturnUrls(),
        // What is paid so far and the amount: a double tap gets one session, a later payment a new one.
        idempotencyKey: `balance-checkout/${booking.id}/${summary.paidCents}/${amount}-${summary.currency}`,
        metadata: { balance: "1" },
      })
      .then((session) => ({ url: session.url, sessionId: session.id }));
  } catch (error) {
    if (isProviderUnreachable(error)) throw new ServiceUnavailableError(STRIPE_UNREACHABLE);
    throw error;
  }
}
