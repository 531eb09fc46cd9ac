import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit";
import { getEventCapacity } from "@/lib/waitlist";

// How full each day of a competition is (open / nearly-full / full), for the booking form. Its own
// small read, never part of the cached public pages; anonymous, so limited per address.
export const GET = apiRoute("GET /api/events/:id/capacity", {}, async ({ request, params }) => {
  await enforceRateLimit("event-capacity", clientIp(request.headers));
  return jsonResponse(await getEventCapacity(params.id), { headers: { "Cache-Control": "no-store" } });
});
