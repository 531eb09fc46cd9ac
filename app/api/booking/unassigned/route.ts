import { apiRoute } from "@/lib/http/api-route";
import { bookingListQuerySchema } from "@/lib/bookings/admin-schema";
import { bookingListResponse } from "@/lib/bookings/http";

export const GET = apiRoute("GET /api/booking/unassigned", { query: bookingListQuerySchema }, ({ query }) => bookingListResponse("unassigned", query));
