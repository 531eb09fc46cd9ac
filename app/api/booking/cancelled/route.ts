import { apiRoute } from "@/lib/http/api-route";
import { bookingListQuerySchema } from "@/lib/bookings/admin-schema";
import { bookingListResponse } from "@/lib/bookings/http";

export const GET = apiRoute("GET /api/booking/cancelled", { query: bookingListQuerySchema }, ({ query }) => bookingListResponse("cancelled", query));
