import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { receiveStripeWebhook, decodeLocalCheckout, signedLocalCompletion, successUrlFor } from "@/lib/payments";

// The local stand-in for Stripe Checkout's "Pay" (development only; 404 in production): the same
// signed checkout.session.completed event goes through the real webhook handler, then the browser
// returns to the success URL as it would from Stripe.
export const POST = apiRoute("POST /api/payments/local-checkout", { access: "public", acceptForm: true, body: z.object({ session: z.string().min(1).max(4_000) }) }, async ({ body }) => {
  const checkout = decodeLocalCheckout(body.session);
  const { body: raw, signature } = await signedLocalCompletion(checkout);
  await receiveStripeWebhook(raw, signature);
  return new Response(null, { status: 303, headers: { Location: successUrlFor(checkout), "Cache-Control": "no-store" } });
});
