import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { saveHeatTimes } from "@/lib/bookings";
import { heatTimesSchema } from "@/lib/bookings/schema";

// The desk enters, edits or clears a dancer's heat times (Edit Booking): the private page's rules and
// notices, except that staff may still change a day that has started (the dancer is told to call them).
// The desk enters, edits and clears a dancer's heat times (the private page's rules; a started day too).
export const PUT = apiRoute("PUT /api/bookings/:id/heats", { access: ["manage_bookings"], body: heatTimesSchema, maxBodyBytes: 16 * 1024 }, async ({ params, body }) => {
  const { changed, late } = await saveHeatTimes(params.id, body, new Date(), { by: "staff" });
  return jsonResponse({ saved: true, changed, late }, { headers: { "Cache-Control": "private, no-store" } });
});
