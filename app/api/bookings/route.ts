import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { createBookingByStaff, deskBookingSchema } from "@/lib/bookings";

// Staff enter a booking for a customer (phone, text, walk-up): the public use case without the captcha,
// recorded with its channel and who entered it; slots and emails as the desk chooses.
// Desk bookings (phone, text, walk-up): entered by staff who manage bookings, no captcha.
export const POST = apiRoute("POST /api/bookings", { access: ["manage_bookings"], body: deskBookingSchema, maxBodyBytes: 64 * 1024 }, async ({ body, principal }) => {
  const { booking, emails } = await createBookingByStaff(body, principal!.user);
  return jsonResponse({ _id: booking._id, channel: body.channel, emails }, { status: 201 });
});
