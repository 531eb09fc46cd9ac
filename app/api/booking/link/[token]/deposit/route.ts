import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse, type JsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { requireBookingByLink } from "@/lib/bookings";
import { DomainError } from "@/lib/errors";
import { startDepositCheckout, checkoutReturnCookie } from "@/lib/payments";
import { enforceRateLimit } from "@/lib/rate-limit";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** A JSON call's answer: where to pay (a form post is redirected there instead). */
export type DepositCheckoutAnswer = { url: string };

// "Pay deposit" on the customer's page (the private link is the credential). The amount comes from
// the booking, never from the request. A plain form post (no JavaScript) is redirected to the payment
// page, or back to the private page with the reason; a JSON call gets { url }.
export const POST = apiRoute("POST /api/booking/link/:token/deposit", { access: "public", acceptForm: true }, async ({ request, params }): Promise<JsonResponse<DepositCheckoutAnswer> | Response> => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const row = await requireBookingByLink(params.token);
  const wantsRedirect = !(request.headers.get("content-type") ?? "").includes("application/json");
  try {
    const { url } = await startDepositCheckout(row);
    // The way back from Checkout finds this page through the cookie, not through anything sent to Stripe.
    const back = { ...PRIVATE, "Set-Cookie": checkoutReturnCookie(params.token) };
    if (wantsRedirect) return new Response(null, { status: 303, headers: { Location: url, ...back } });
    return jsonResponse({ url }, { headers: back });
  } catch (error) {
    if (!wantsRedirect || !(error instanceof DomainError)) throw error;
    const back = new URL(`/booking/${params.token}`, request.nextUrl.origin);
    back.searchParams.set("deposit", error.status === 503 ? "unavailable" : "refused");
    return new Response(null, { status: 303, headers: { Location: back.pathname + back.search, ...PRIVATE } });
  }
});
