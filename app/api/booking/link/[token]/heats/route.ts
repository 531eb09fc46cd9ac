import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { requireBookingByLink, saveHeatTimes } from "@/lib/bookings";
import { heatTimesSchema } from "@/lib/bookings/schema";
import { enforceRateLimit } from "@/lib/rate-limit";

// "My first heat on <day>" on the customer's page; the private link is the credential.
export const PUT = apiRoute("PUT /api/booking/link/:token/heats", { access: "public", body: heatTimesSchema, maxBodyBytes: 16 * 1024 }, async ({ request, params, body }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const row = await requireBookingByLink(params.token);
  const { changed, late } = await saveHeatTimes(row.id, body);
  return jsonResponse({ saved: true, changed, late }, { headers: { "Cache-Control": "private, no-store" } });
});
