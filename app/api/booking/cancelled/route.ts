import { apiRoute } from "@/lib/http/api-route";
import { customerViewOf } from "@/lib/auth";
import { pagedJson } from "@/lib/http/paged";
import { listBookingsForAdmin } from "@/lib/bookings";
import { bookingListQuerySchema } from "@/lib/bookings/schema";

export const GET = apiRoute("GET /api/booking/cancelled", { access: ["manage_bookings"], query: bookingListQuerySchema }, async ({ query, principal }) => {
  const { bookings, total } = await listBookingsForAdmin("cancelled", query, customerViewOf(principal!.user));
  return pagedJson(bookings, { ...query, total });
});
