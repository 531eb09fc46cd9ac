// The local payment provider of `npm run dev` without Stripe keys: a page on the studio's own site
// stands in for Checkout ("Pay $X (test)") and sends the same signed checkout.session.completed
// event through the real webhook handler. Refuses to run in production (ALLOW_LOCAL_PAYMENTS=true
// lets the e2e tests use it against a production build).
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth";
import { studio } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import { localPaymentsAllowed, localWebhookSecret, stripeSdk, type CheckoutRequest, type PaymentProvider } from "./provider-contract";

export interface LocalCheckout {
  id: string;
  bookingId: string;
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: number;
  metadata?: Record<string, string>;
}

const SESSION_HOURS = 24;
const sign = (payload: string) => createHmac("sha256", authSecret()).update(`local-checkout:${payload}`).digest("base64url");

/** In production (without ALLOW_LOCAL_PAYMENTS) the stand-in does not exist: 404. */
function assertAllowed(): void {
  if (!localPaymentsAllowed()) throw new NotFoundError("Not found");
}

/** The signed token the local checkout page carries (no state kept on the server). */
function encodeCheckout(checkout: LocalCheckout): string {
  const payload = Buffer.from(JSON.stringify(checkout)).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

export function decodeLocalCheckout(token: string, now = new Date()): LocalCheckout {
  assertAllowed();
  const [payload, signature = ""] = token.split(".");
  const expected = sign(payload ?? "");
  if (!payload || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) throw new NotFoundError("This payment page is not valid.");
  const checkout = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as LocalCheckout;
  if (checkout.expiresAt <= now.getTime()) throw new NotFoundError("This payment page has expired.");
  return checkout;
}

export function localProvider(): PaymentProvider {
  assertAllowed();
  return {
    kind: "local",
    async createCheckoutSession(request: CheckoutRequest) {
      // The same idempotency key gives the same session, as Stripe's does.
      const id = `cs_local_${createHmac("sha256", authSecret()).update(request.idempotencyKey).digest("hex").slice(0, 32)}`;
      const expiresAt = new Date(Date.now() + SESSION_HOURS * 3_600_000);
      const token = encodeCheckout({ id, bookingId: request.bookingId, reference: request.reference, amountCents: request.amountCents, currency: request.currency, description: request.description, successUrl: request.successUrl, cancelUrl: request.cancelUrl, expiresAt: expiresAt.getTime(), metadata: request.metadata });
      return { id, url: `${studio.siteUrl}/payments/local-checkout?session=${token}`, expiresAt };
    },
    async retrieveCheckoutSession() {
      return null;
    },
    async createRefund() {
      return { id: `re_local_${randomBytes(12).toString("hex")}`, status: "succeeded" };
    },
  };
}

/** The event Stripe would send for a paid session, signed as Stripe signs it. */
export async function signedLocalCompletion(checkout: LocalCheckout): Promise<{ body: string; signature: string }> {
  const session = {
    id: checkout.id,
    object: "checkout.session",
    amount_total: checkout.amountCents,
    currency: checkout.currency,
    client_reference_id: checkout.reference,
    metadata: { ...checkout.metadata, bookingId: checkout.bookingId, reference: checkout.reference },
    mode: "payment",
    payment_intent: `pi_local_${checkout.id.slice("cs_local_".length)}`,
    payment_status: "paid",
    status: "complete",
  };
  const body = JSON.stringify({ id: `evt_local_${randomBytes(12).toString("hex")}`, object: "event", type: "checkout.session.completed", created: Math.floor(Date.now() / 1000), livemode: false, data: { object: session } });
  const signature = (await stripeSdk()).webhooks.generateTestHeaderString({ payload: body, secret: localWebhookSecret() });
  return { body, signature };
}

export const successUrlFor = (checkout: LocalCheckout) => checkout.successUrl.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(checkout.id));
