import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { readBodyBytes } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { receiveStripeWebhook } from "@/lib/payments";
import { enforceRateLimit } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

// Stripe's events (a provider endpoint: no session, no CSRF; the Stripe-Signature over the raw body
// is the authentication). 200 recorded, 202 ignored (unknown booking or event type, logged), 401
// unsigned/forged/stale, 409 replayed, 400 malformed.
export const POST = apiRoute("POST /api/webhooks/stripe", { access: "provider", rawBody: true }, async ({ request }) => {
  await enforceRateLimit("webhook-stripe", clientIp(request.headers));
  const raw = (await readBodyBytes(request, 256 * 1024, "The webhook body is larger than 256 KB.")).toString("utf8");
  const outcome = await receiveStripeWebhook(raw, request.headers.get("stripe-signature"));
  return jsonResponse({ received: true, outcome }, { status: outcome === "recorded" ? 200 : 202, headers: { "Cache-Control": "no-store" } });
});
