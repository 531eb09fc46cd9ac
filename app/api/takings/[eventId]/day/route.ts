import { apiRoute } from "@/lib/http/api-route";
import { closeDay } from "@/lib/takings";
import { cashCountSchema } from "@/lib/takings/schema";

const daySchema = cashCountSchema.pick({ date: true });

// The close of one competition day: takings by stylist and method, tips, deposits applied, refunds, owed, cash counts.
// Close the day and the season's takings (lib/takings): desk business.
export const GET = apiRoute("GET /api/takings/:eventId/day", { access: ["manage_bookings"], query: daySchema }, ({ params, query }) => closeDay(params.eventId, query.date));
