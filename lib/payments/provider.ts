// The payment provider behind one small interface: Stripe through the official SDK when
// STRIPE_SECRET_KEY is set; otherwise, outside production (or with ALLOW_LOCAL_PAYMENTS=true for
// tests), the local stand-in of ./local-checkout.ts. What both providers share (the interface, when local
// payments are allowed, the local webhook secret, and `stripeSdk()`, the one place the SDK is imported, on
// first use) is ./provider-contract.ts.
import "server-only";
import type Stripe from "stripe";
import { serverEnv } from "@/lib/env";
import { ServiceUnavailableError } from "@/lib/errors";
import { loadedStripeSdk, localPaymentsAllowed, localWebhookSecret, stripeSdk, type PaymentProvider } from "./provider-contract";

/**
 * A provider that cannot be reached (network, timeout, 5xx): retry later. Other provider errors are final.
 * An error can be one of the SDK's only once the SDK has been loaded to make the call that threw it.
 */
export function isProviderUnreachable(error: unknown): boolean {
  const sdk = loadedStripeSdk();
  if (!sdk) return false;
  return error instanceof sdk.errors.StripeConnectionError || error instanceof sdk.errors.StripeAPIError || error instanceof sdk.errors.StripeRateLimitError;
}

export const PAYMENTS_NOT_SET_UP = "Online payment is not set up. Please contact the studio to pay your deposit.";

let cached: { key: string; client: Stripe } | undefined;

/** The SDK client; STRIPE_API_URL (tests) sets its host, port and protocol. */
export async function stripeClient(env = serverEnv()): Promise<Stripe> {
  const StripeSdk = await stripeSdk();
  const secretKey = env.STRIPE_SECRET_KEY ?? "sk_test_unused_for_signature_checks";
  const cacheKey = `${secretKey}|${env.STRIPE_API_URL ?? ""}|${env.STRIPE_TIMEOUT_MS}`;
  if (cached?.key === cacheKey) return cached.client;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const client = new StripeSdk(secretKey, {
    timeout: env.STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    appInfo: { name: "velvet-and-pins-studio" },
    ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === "https:" ? 443 : 80)), protocol: api.protocol.replace(":", "") as "http" | "https" } : {}),
  });
  cached = { key: cacheKey, client };
  return client;
}

/** The webhook signing secret: STRIPE_WEBHOOK_SECRET, or the local provider's own; undefined → every webhook refused. */
export function stripeWebhookSecret(env = serverEnv()): string | undefined {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  if (localPaymentsAllowed(env)) return localWebhookSecret();
  return undefined;
}

function stripeProvider(client: Stripe): PaymentProvider {
  return {
    kind: "stripe",
    async createCheckoutSession(request) {
      const session = await client.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [{ quantity: 1, price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.description } } }],
          customer_email: request.customerEmail || undefined,
          client_reference_id: request.reference,
          metadata: { ...request.metadata, bookingId: request.bookingId, reference: request.reference },
          payment_intent_data: { metadata: { bookingId: request.bookingId, reference: request.reference }, description: request.description },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new ServiceUnavailableError("The payment page could not be opened. Please try again.");
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    async retrieveCheckoutSession(id) {
      return client.checkout.sessions.retrieve(id);
    },
    async createRefund(request) {
      const refund = await client.refunds.create({ payment_intent: request.paymentIntentId, amount: request.amountCents, metadata: request.metadata }, { idempotencyKey: request.idempotencyKey });
      return { id: refund.id, status: refund.status };
    },
  };
}

let override: PaymentProvider | undefined;
/** Tests only: stand in for the provider. */
export function setPaymentProviderForTests(provider: PaymentProvider | undefined): void {
  override = provider;
}

export async function paymentProvider(): Promise<PaymentProvider> {
  if (override) return override;
  const env = serverEnv();
  if (env.STRIPE_SECRET_KEY) return stripeProvider(await stripeClient(env));
  if (localPaymentsAllowed(env)) return (await import("./local-checkout")).localProvider();
  throw new ServiceUnavailableError(PAYMENTS_NOT_SET_UP);
}
