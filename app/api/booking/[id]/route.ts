import { apiRoute } from "@/lib/http/api-route";
import { getBooking } from "@/lib/bookings";

export const GET = apiRoute("GET /api/booking/:id", {}, ({ params }) => getBooking(params.id));
