import { apiRoute } from "@/lib/http/api-route";
import { listUpcomingEvents, EVENT_CALL_FAILURES } from "@/lib/events";
import { upcomingQuerySchema } from "@/lib/events/schema";

export const dynamic = "force-dynamic";

export const GET = apiRoute("GET /api/events/upcoming", { access: "public", query: upcomingQuerySchema, failureMessage: EVENT_CALL_FAILURES.upcoming }, ({ query }) =>
  listUpcomingEvents({ limit: query.limit }),
);
