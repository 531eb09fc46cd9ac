import { apiRoute } from "@/lib/http/api-route";
import { getBooking, updateBooking } from "@/lib/bookings";
import { bookingUpdateSchema } from "@/lib/bookings/schema";

export const PUT = apiRoute("PUT /api/booking/update/:id", { access: ["manage_bookings"], body: bookingUpdateSchema }, async ({ params, body, principal }) => {
  await updateBooking(params.id, body, new Date(), principal?.user ?? null);
  // The desk offers "Send updated confirmation" when a save leaves the customer with old times.
  const { confirmationOutdated } = await getBooking(params.id);
  return { update: true, confirmationOutdated };
});
