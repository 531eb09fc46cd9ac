import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse, type JsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { requireBookingByLink } from "@/lib/bookings";
import { DomainError } from "@/lib/errors";
import { checkoutReturnCookie, startBalanceCheckout } from "@/lib/payments";
import { balancePaymentSchema } from "@/lib/payments/schema";
import { enforceRateLimit } from "@/lib/rate-limit";

const PRIVATE = { "Cache-Control": "private, no-store" };

// "Pay the balance" on the customer's page (the private link is the credential): all that is owed or part
// of it, through the same Checkout as the deposit. A form post is redirected to the payment page (or back
// with the reason); a JSON call gets { url }.
export const POST = apiRoute("POST /api/booking/link/:token/balance", { access: "public", body: balancePaymentSchema, acceptForm: true, maxBodyBytes: 1024 }, async ({ request, params, body }): Promise<JsonResponse<{ url: string }> | Response> => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const row = await requireBookingByLink(params.token);
  const wantsRedirect = !(request.headers.get("content-type") ?? "").includes("application/json");
  try {
    const { url } = await startBalanceCheckout(row, body.amount);
    const back = { ...PRIVATE, "Set-Cookie": checkoutReturnCookie(params.token) };
    if (wantsRedirect) return new Response(null, { status: 303, headers: { Location: url, ...back } });
    return jsonResponse({ url }, { headers: back });
  } catch (error) {
    if (!wantsRedirect || !(error instanceof DomainError)) throw error;
    const outcome = error.status === 503 ? "unavailable" : error.status === 400 ? "invalid" : "refused";
    return new Response(null, { status: 303, headers: { Location: `/booking/${params.token}?balance=${outcome}#pay-balance`, ...PRIVATE } });
  }
});
