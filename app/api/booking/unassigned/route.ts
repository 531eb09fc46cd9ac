import { apiRoute } from "@/lib/http/api-route";
import { customerViewOf } from "@/lib/auth";
import { pagedJson } from "@/lib/http/paged";
import { listBookingsForAdmin } from "@/lib/bookings";
import { bookingListQuerySchema } from "@/lib/bookings/schema";

// Unassigned requests are manage_bookings business; view_bookings reads one booking only when it
// is assigned (getBookingFor checks that in the data layer).
export const GET = apiRoute("GET /api/booking/unassigned", { access: ["manage_bookings"], query: bookingListQuerySchema }, async ({ query, principal }) => {
  const { bookings, total } = await listBookingsForAdmin("unassigned", query, customerViewOf(principal!.user));
  return pagedJson(bookings, { ...query, total });
});
