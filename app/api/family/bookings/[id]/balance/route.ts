import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse, type JsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { FAMILY_COOKIE, familySessionContact } from "@/lib/auth";
import { FAMILY_BOOKING_NOT_FOUND, openFamilyBooking, requireFamilyBooking } from "@/lib/bookings";
import { DomainError, NotFoundError } from "@/lib/errors";
import { checkoutReturnCookie, startBalanceCheckout } from "@/lib/payments";
import { balancePaymentSchema } from "@/lib/payments/schema";
import { enforceRateLimit } from "@/lib/rate-limit";

const PRIVATE = { "Cache-Control": "private, no-store" };

// "Pay the balance" on the family page (the family's session cookie is the credential; another address's
// booking is a 404). The way back from Checkout is the booking's private page, through a fresh private link.
export const POST = apiRoute("POST /api/family/bookings/:id/balance", { access: "public", body: balancePaymentSchema, acceptForm: true, maxBodyBytes: 1024 }, async ({ request, params, body }): Promise<JsonResponse<{ url: string }> | Response> => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const contact = await familySessionContact(request.cookies.get(FAMILY_COOKIE)?.value);
  if (!contact) throw new NotFoundError(FAMILY_BOOKING_NOT_FOUND);
  const row = await requireFamilyBooking(contact, params.id);
  const wantsRedirect = !(request.headers.get("content-type") ?? "").includes("application/json");
  try {
    const { url } = await startBalanceCheckout(row, body.amount);
    const back = { ...PRIVATE, "Set-Cookie": checkoutReturnCookie(await openFamilyBooking(contact, row.id)) };
    if (wantsRedirect) return new Response(null, { status: 303, headers: { Location: url, ...back } });
    return jsonResponse({ url }, { headers: back });
  } catch (error) {
    if (!wantsRedirect || !(error instanceof DomainError)) throw error;
    const outcome = error.status === 503 ? "unavailable" : error.status === 400 ? "invalid" : "refused";
    return new Response(null, { status: 303, headers: { Location: `/your-bookings?balance=${outcome}`, ...PRIVATE } });
  }
});
