// Back from Checkout without the private link ever leaving the studio's server: Stripe is given
// /api/payments/return?session_id={CHECKOUT_SESSION_ID} (and a cancel URL with no id at all); the
// browser that started the payment carries its private link in an HttpOnly cookie scoped to that
// path, so it returns to its own page; any other browser gets a neutral "thank you" page.
import "server-only";
import { liveBookingLink } from "@/lib/auth";
import { prisma } from "@/lib/db/client";
import { studio } from "@/lib/env";
import { paymentProvider } from "./provider";
import { recordCheckoutSession } from "./webhook";

export const CHECKOUT_RETURN_PATH = "/api/payments/return";
export const CHECKOUT_RETURN_COOKIE = "vp_deposit_return";
const COOKIE_SECONDS = 24 * 3_600;

export const checkoutReturnUrls = () => ({
  successUrl: `${studio.siteUrl}${CHECKOUT_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${studio.siteUrl}${CHECKOUT_RETURN_PATH}?deposit=cancelled`,
});

/** Set on "Pay deposit": the private link for the way back, readable only by the return route. */
export function checkoutReturnCookie(token: string): string {
  const secure = studio.siteUrl.startsWith("https://") ? "; Secure" : "";
  return `${CHECKOUT_RETURN_COOKIE}=${token}; Path=${CHECKOUT_RETURN_PATH}; Max-Age=${COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

export const clearedCheckoutReturnCookie = () => `${CHECKOUT_RETURN_COOKIE}=; Path=${CHECKOUT_RETURN_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`;

/**
 * Where the customer lands: the session (known to us by its Checkout Session id) is recorded if Stripe
 * says it is paid, then the private page of the cookie's link when it is live and of the same booking,
 * else /payments/returned. Paths only (same origin).
 */
export async function checkoutReturnLocation(input: { sessionId: string | null; cancelled: boolean; token: string | undefined }): Promise<string> {
  const outcome = input.cancelled ? "cancelled" : "paid";
  let bookingId: string | null = null;
  if (input.sessionId && /^cs_[A-Za-z0-9_]{1,200}$/.test(input.sessionId)) {
    const checkout = await prisma.depositCheckout.findUnique({ where: { id: input.sessionId }, select: { bookingId: true } });
    bookingId = checkout?.bookingId ?? null;
    if (bookingId && !input.cancelled) await confirmCheckoutReturn(bookingId, input.sessionId);
  }
  const link = input.token ? await liveBookingLink(input.token) : null;
  if (link && input.token && (!bookingId || link.bookingId === bookingId)) return `/booking/${input.token}?deposit=${outcome}`;
  return `/payments/returned?deposit=${outcome}`;
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
