import { apiRoute } from "@/lib/http/api-route";
import { updateBooking } from "@/lib/bookings";
import { bookingUpdateSchema } from "@/lib/bookings/admin-schema";

export const PUT = apiRoute("PUT /api/booking/update/:id", { body: bookingUpdateSchema }, async ({ params, body }) => {
  await updateBooking(params.id, body);
  return { update: true };
});
