import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { FAMILY_COOKIE, familySessionContact } from "@/lib/auth";
import { FAMILY_BOOKING_NOT_FOUND } from "@/lib/bookings";
import { askForChangeByFamily } from "@/lib/change-requests";
import { changeRequestSchema } from "@/lib/change-requests/schema";
import { NotFoundError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";

// "Ask for a change" on the family page (the family's session cookie is the credential; without one, or for
// another address's booking, the same 404). One waiting request of each kind (409).
// "Ask for a change" from the family page and the private page; the desk answers on Edit Booking (lib/change-requests).
export const POST = apiRoute("POST /api/family/bookings/:id/changes", { access: "public", body: changeRequestSchema, maxBodyBytes: 8 * 1024 }, async ({ request, params, body }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const contact = await familySessionContact(request.cookies.get(FAMILY_COOKIE)?.value);
  if (!contact) throw new NotFoundError(FAMILY_BOOKING_NOT_FOUND);
  const answer = await askForChangeByFamily(contact, params.id, body);
  return jsonResponse(answer, { status: 201, headers: { "Cache-Control": "private, no-store" } });
});
