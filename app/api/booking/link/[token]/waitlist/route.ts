import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit";
import { joinWaitlistFromBooking } from "@/lib/waitlist";
import { waitlistJoinFromBookingSchema } from "@/lib/waitlist/schema";

// From the dancer's private page: the waiting list of a day of her competition she has not booked.
export const POST = apiRoute("POST /api/booking/link/:token/waitlist", { access: "public", body: waitlistJoinFromBookingSchema, maxBodyBytes: 8 * 1024 }, async ({ request, params, body }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const entry = await joinWaitlistFromBooking(params.token, body);
  return jsonResponse({ joined: true, _id: entry._id, date: entry.date }, { status: 201, headers: { "Cache-Control": "private, no-store" } });
});
