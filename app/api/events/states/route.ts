import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { US_STATES } from "@/lib/time";

// The fixed list of the 50 US states for the event form; public, like the event form's other reads.
export const GET = apiRoute("GET /api/events/states", { access: "public" }, async () =>
  jsonResponse({ states: US_STATES }, { headers: { "Cache-Control": "public, max-age=86400" } }),
);
