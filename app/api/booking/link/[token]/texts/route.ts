import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { requireBookingByLink } from "@/lib/bookings";
import { customerTextConsentSchema } from "@/lib/notify/schema";
import { setCustomerTextConsent } from "@/lib/notify";
import { enforceRateLimit } from "@/lib/rate-limit";

// "Text me about my appointments" on the customer's page; the private link is the credential.
export const PUT = apiRoute("PUT /api/booking/link/:token/texts", { access: "public", body: customerTextConsentSchema, maxBodyBytes: 1024 }, async ({ request, params, body }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const row = await requireBookingByLink(params.token);
  const texting = await setCustomerTextConsent(row, body.consent);
  return jsonResponse({ texting }, { headers: { "Cache-Control": "private, no-store" } });
});
