import { STAFF_READ } from "@/lib/auth/dto";
import { apiRoute } from "@/lib/http/api-route";
import { getBookingFor } from "@/lib/bookings";

export const GET = apiRoute("GET /api/booking/:id", { access: STAFF_READ }, ({ params, principal }) => getBookingFor(principal!.user, params.id));
