import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { FAMILY_COOKIE, familySessionContact } from "@/lib/auth";
import { FAMILY_BOOKING_NOT_FOUND, requireFamilyBooking } from "@/lib/bookings";
import { NotFoundError } from "@/lib/errors";
import { setMarketingConsentForBooking } from "@/lib/invitations";
import { marketingConsentSchema } from "@/lib/invitations/schema";
import { enforceRateLimit } from "@/lib/rate-limit";

// "Tell me about new competitions" for one dancer on the family page (the family's session cookie is the
// credential; another address's booking is a 404); recorded with the source family_page.
export const PUT = apiRoute("PUT /api/family/bookings/:id/marketing", { access: "public", body: marketingConsentSchema, maxBodyBytes: 1024 }, async ({ request, params, body }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const contact = await familySessionContact(request.cookies.get(FAMILY_COOKIE)?.value);
  if (!contact) throw new NotFoundError(FAMILY_BOOKING_NOT_FOUND);
  const row = await requireFamilyBooking(contact, params.id);
  return jsonResponse({ marketing: await setMarketingConsentForBooking(row, body.consent, "family_page") }, { headers: { "Cache-Control": "private, no-store" } });
});
