import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/client-ip";
import { CHECKOUT_RETURN_COOKIE, checkoutReturnLocation, clearedCheckoutReturnCookie } from "@/lib/payments";
import { enforceRateLimit } from "@/lib/rate-limit";

const query = z.object({ session_id: z.string().max(300).optional(), deposit: z.enum(["cancelled"]).optional() });

// Stripe Checkout's success and cancel URLs: keyed by the Checkout Session id, never by the private
// link (that stays in the browser's own cookie, lib/payments/checkout-return.ts).
// Back from Checkout, keyed by the Checkout Session id (the private link never goes to Stripe).
export const GET = apiRoute("GET /api/payments/return", { access: "public", query }, async ({ request, query }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const location = await checkoutReturnLocation({ sessionId: query.session_id ?? null, cancelled: query.deposit === "cancelled", token: request.cookies.get(CHECKOUT_RETURN_COOKIE)?.value });
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer", "Set-Cookie": clearedCheckoutReturnCookie() } });
});
