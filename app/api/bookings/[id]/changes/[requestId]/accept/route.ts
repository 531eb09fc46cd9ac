import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { acceptChangeRequest } from "@/lib/change-requests";

// Edit Booking → a family's change → "Accept": saved through Edit Booking's save with all its guards; a
// refusal answers with the guard's message and the request keeps waiting.
export const POST = apiRoute("POST /api/bookings/:id/changes/:requestId/accept", { access: ["manage_bookings"] }, async ({ params, principal }) => {
  const request = await acceptChangeRequest(params.id, params.requestId, principal!.user);
  return jsonResponse({ request }, { headers: { "Cache-Control": "private, no-store" } });
});
