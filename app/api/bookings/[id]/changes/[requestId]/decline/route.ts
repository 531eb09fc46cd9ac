import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { declineChangeRequest } from "@/lib/change-requests";
import { changeDecisionSchema } from "@/lib/change-requests/schema";

// Edit Booking → a family's change → "Decline", with an optional note the family reads.
export const POST = apiRoute("POST /api/bookings/:id/changes/:requestId/decline", { access: ["manage_bookings"], body: changeDecisionSchema, maxBodyBytes: 4 * 1024 }, async ({ params, body, principal }) => {
  const request = await declineChangeRequest(params.id, params.requestId, principal!.user, body.note);
  return jsonResponse({ request }, { headers: { "Cache-Control": "private, no-store" } });
});
