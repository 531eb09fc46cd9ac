import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit";
import { getEventCapacity } from "@/lib/waitlist";

// How full each day of a competition is (open / nearly-full / full), for the booking form. Its own
// small read, never part of the cached public pages; anonymous, so limited per address.
// Waiting list per competition day (lib/waitlist): how full each day is and joining are public
// (captcha and per-address limits; from the private page the link is the credential); an emailed
// offer's token is the credential of its accept; the list itself is desk business.
export const GET = apiRoute("GET /api/events/:id/capacity", { access: "public" }, async ({ request, params }) => {
  await enforceRateLimit("event-capacity", clientIp(request.headers));
  return jsonResponse(await getEventCapacity(params.id), { headers: { "Cache-Control": "no-store" } });
});
