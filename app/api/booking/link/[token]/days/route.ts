import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit";
import { requestAnotherDay } from "@/lib/waitlist";
import { waitlistJoinFromBookingSchema } from "@/lib/waitlist/schema";

// From the dancer's private page, "Another day of this competition?": an open day is requested as a new
// booking request; a full day puts her on its waiting list. The answer says which.
export const POST = apiRoute("POST /api/booking/link/:token/days", { access: "public", body: waitlistJoinFromBookingSchema, maxBodyBytes: 8 * 1024 }, async ({ request, params, body }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const answer = await requestAnotherDay(params.token, body);
  return jsonResponse(answer, { status: 201, headers: { "Cache-Control": "private, no-store" } });
});
