import { apiRoute } from "@/lib/http/api-route";
import { seasonTakings } from "@/lib/takings";

// The competition's takings day by day, with the same columns as the close of a day.
export const GET = apiRoute("GET /api/takings/:eventId/season", { access: ["manage_bookings"] }, ({ params }) => seasonTakings(params.eventId));
