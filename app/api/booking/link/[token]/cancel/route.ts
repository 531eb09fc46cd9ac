import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { cancelBookingByCustomer, requireBookingByLink } from "@/lib/bookings";
import { customerCancelSchema } from "@/lib/bookings/schema";
import { enforceRateLimit } from "@/lib/rate-limit";
import { offerPlacesFreedByBooking } from "@/lib/waitlist";

/** The freed chair time goes to the day's waiting list; a failure there never undoes the cancellation. */
const offerFreedPlaces = (bookingId: string) => offerPlacesFreedByBooking(bookingId).catch((error: Error) => console.error(`[waitlist] offer after cancellation failed: ${error.message}`));

// "Cancel this request" on the customer's page; the private link is the credential.
export const POST = apiRoute("POST /api/booking/link/:token/cancel", { access: "public", body: customerCancelSchema, maxBodyBytes: 8 * 1024 }, async ({ request, params, body }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const row = await requireBookingByLink(params.token);
  const { cancelledAt, alreadyCancelled } = await cancelBookingByCustomer(row.id, body.reason);
  if (!alreadyCancelled) await offerFreedPlaces(row.id);
  return jsonResponse({ cancelled: true, cancelledAt }, { headers: { "Cache-Control": "private, no-store" } });
});
