import { apiRoute } from "@/lib/http/api-route";
import { deleteBooking } from "@/lib/bookings";

export const PUT = apiRoute("PUT /api/booking/delete/:id", {}, async ({ params }) => {
  await deleteBooking(params.id);
  return { deleted: true };
});
