// What the Stripe provider (./provider.ts) and the local stand-in (./local-checkout.ts) share: the
// provider interface, whether local payments are allowed, the local webhook secret and Stripe's SDK (imported
// on first use: most requests and most test files never need its 0.2 s of loading). Both import this file,
// so neither imports the other at load (provider.ts loads local-checkout.ts on demand).
import "server-only";
import { createHmac } from "node:crypto";
import type Stripe from "stripe";
import { authSecret } from "@/lib/auth";
import { serverEnv } from "@/lib/env";

type StripeClass = typeof Stripe;
let sdk: StripeClass | undefined;

/** Stripe's SDK, imported once on first use. */
export async function stripeSdk(): Promise<StripeClass> {
  sdk ??= (await import("stripe")).default;
  return sdk;
}

/** The SDK if something has loaded it already: an error can be one of its classes only then. */
export const loadedStripeSdk = (): StripeClass | undefined => sdk;

export interface CheckoutRequest {
  amountCents: number;
  currency: string;
  bookingId: string;
  reference: string;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  /** More metadata for the webhook (a chair payment's stylist and day); bookingId and reference always go. */
  metadata?: Record<string, string>;
}

export interface CheckoutSessionInfo {
  id: string;
  url: string;
  expiresAt: Date;
}

export interface RefundRequest {
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  kind: "stripe" | "local";
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSessionInfo>;
  /** The session as the provider knows it (null when it cannot tell: the local provider). */
  retrieveCheckoutSession(id: string): Promise<Stripe.Checkout.Session | null>;
  createRefund(request: RefundRequest): Promise<{ id: string; status: string | null }>;
}

export function localPaymentsAllowed(env = serverEnv()): boolean {
  return !env.STRIPE_SECRET_KEY && (env.NODE_ENV !== "production" || env.ALLOW_LOCAL_PAYMENTS);
}

export const localWebhookSecret = () => `whsec_local_${createHmac("sha256", authSecret()).update("stripe-local-webhook").digest("base64url")}`;
