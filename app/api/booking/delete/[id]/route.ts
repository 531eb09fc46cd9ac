import { apiRoute } from "@/lib/http/api-route";
import { deleteBooking } from "@/lib/bookings";
import { offerPlacesFreedByBooking } from "@/lib/waitlist";

// Staff remove a booking; its freed chair time goes to the day's waiting list (a failure there never undoes the delete).
export const PUT = apiRoute("PUT /api/booking/delete/:id", { access: ["manage_bookings"] }, async ({ params }) => {
  await deleteBooking(params.id);
  await offerPlacesFreedByBooking(params.id).catch((error: Error) => console.error(`[waitlist] offer after delete failed: ${error.message}`));
  return { deleted: true };
});
