import { apiRoute } from "@/lib/http/api-route";
import { restoreBooking } from "@/lib/bookings";

export const PUT = apiRoute("PUT /api/booking/restore/:id", { access: ["manage_bookings"] }, async ({ params }) => {
  await restoreBooking(params.id);
  return { restored: true };
});
