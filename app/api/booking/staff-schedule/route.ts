import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { staffScheduleQuerySchema } from "@/lib/bookings/schema";
import { staffDaySchedule } from "@/lib/bookings";

// Each assignable staff member's slots on one day (Edit Booking's busy times; heat-time planning).
export const GET = apiRoute("GET /api/booking/staff-schedule", { access: ["manage_bookings"], query: staffScheduleQuerySchema }, async ({ query }) =>
  jsonResponse(await staffDaySchedule(query.date, query.timeZone), { headers: { "Cache-Control": "no-store" } }),
);
