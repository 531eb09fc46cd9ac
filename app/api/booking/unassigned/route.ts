import { apiRoute } from "@/lib/http/api-route";
import { pagedJson } from "@/lib/http/paged";
import { listBookingsForAdmin } from "@/lib/bookings";
import { bookingListQuerySchema } from "@/lib/bookings/admin-schema";

export const GET = apiRoute("GET /api/booking/unassigned", { query: bookingListQuerySchema }, async ({ query }) => {
  const { bookings, total } = await listBookingsForAdmin("unassigned", query);
  return pagedJson(bookings, { ...query, total });
});
