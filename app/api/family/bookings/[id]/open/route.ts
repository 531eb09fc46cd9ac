import { apiRoute } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/client-ip";
import { FAMILY_COOKIE, familySessionContact } from "@/lib/auth";
import { FAMILY_BOOKING_NOT_FOUND, openFamilyBooking } from "@/lib/bookings";
import { NotFoundError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";

// "Open" on the family page: a fresh private link to one of the family's bookings, then its page. The
// family's session cookie is the credential; without one, or for another address's booking, the same 404.
export const GET = apiRoute("GET /api/family/bookings/:id/open", { access: "public" }, async ({ request, params }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const contact = await familySessionContact(request.cookies.get(FAMILY_COOKIE)?.value);
  if (!contact) throw new NotFoundError(FAMILY_BOOKING_NOT_FOUND);
  const token = await openFamilyBooking(contact, params.id);
  return new Response(null, { status: 303, headers: { Location: `/booking/${token}`, "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } });
});
