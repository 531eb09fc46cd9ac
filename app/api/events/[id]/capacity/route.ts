import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { getEventCapacity } from "@/lib/waitlist";

// How full each day of a competition is (open / nearly-full / full), for the booking form. Its own
// small read, never part of the cached public pages.
export const GET = apiRoute("GET /api/events/:id/capacity", {}, async ({ params }) =>
  jsonResponse(await getEventCapacity(params.id), { headers: { "Cache-Control": "no-store" } }),
);
