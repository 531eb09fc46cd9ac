import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit";
import { acceptOffer } from "@/lib/waitlist";

// The emailed offer's link is the credential: accepting sends her booking request for the held day.
export const POST = apiRoute("POST /api/waitlist/offer/:token/accept", { access: "public" }, async ({ request, params }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const { bookingId, alreadyAccepted } = await acceptOffer(params.token);
  return jsonResponse({ accepted: true, alreadyAccepted, bookingId }, { status: alreadyAccepted ? 200 : 201, headers: { "Cache-Control": "private, no-store" } });
});
