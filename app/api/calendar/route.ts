import { customerViewOf } from "@/lib/auth";
import { calendarForRange } from "@/lib/calendar";
import { calendarRangeQuery } from "@/lib/calendar/schema";
import { studio } from "@/lib/env";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute("GET /api/calendar", { access: ["view_bookings"], query: calendarRangeQuery(() => studio.timeZone) }, async ({ query, principal }) =>
  calendarForRange(query, studio.timeZone, customerViewOf(principal!.user)),
);
