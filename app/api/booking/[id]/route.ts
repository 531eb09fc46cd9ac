import { apiRoute } from "@/lib/http/api-route";
import { getBookingFor } from "@/lib/bookings";

export const GET = apiRoute("GET /api/booking/:id", {}, ({ params, principal }) => getBookingFor(principal!.user, params.id));
