import { apiRoute } from "@/lib/http/api-route";
import { US_STATES } from "@/lib/events/us-states";

// The fixed list of the 50 US states for the event form (SPEC §7 leaves this path open).
export const GET = apiRoute("GET /api/events/states", {}, async () =>
  Response.json({ states: US_STATES }, { headers: { "Cache-Control": "public, max-age=86400" } }),
);
