import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { requireBookingByLink } from "@/lib/bookings";
import { setMarketingConsentForBooking } from "@/lib/invitations";
import { marketingConsentSchema } from "@/lib/invitations/schema";
import { enforceRateLimit } from "@/lib/rate-limit";

// "Tell me about new competitions" on the customer's private page; the private link is the credential.
export const PUT = apiRoute("PUT /api/booking/link/:token/marketing", { access: "public", body: marketingConsentSchema, maxBodyBytes: 1024 }, async ({ request, params, body }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const row = await requireBookingByLink(params.token);
  return jsonResponse({ marketing: await setMarketingConsentForBooking(row, body.consent, "private_page") }, { headers: { "Cache-Control": "private, no-store" } });
});
