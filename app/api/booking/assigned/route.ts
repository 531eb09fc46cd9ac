import { apiRoute } from "@/lib/http/api-route";
import { customerViewOf, STAFF_READ } from "@/lib/auth";
import { pagedJson } from "@/lib/http/paged";
import { listBookingsForAdmin } from "@/lib/bookings";
import { bookingListQuerySchema } from "@/lib/bookings/schema";

export const GET = apiRoute("GET /api/booking/assigned", { access: STAFF_READ, query: bookingListQuerySchema }, async ({ query, principal }) => {
  const { bookings, total } = await listBookingsForAdmin("assigned", query, customerViewOf(principal!.user));
  return pagedJson(bookings, { ...query, total });
});
