// "Pay deposit" from the private link: a Stripe Checkout Session for what is still owed, and the
// success redirect's recording (the way back is ./checkout-return.ts).
import "server-only";
import { prisma } from "@/lib/db/client";
import { ConflictError, ServiceUnavailableError } from "@/lib/errors";
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
