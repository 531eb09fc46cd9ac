import { apiRoute } from "@/lib/http/api-route";
import { listUpcomingEvents } from "@/lib/events";
import { EVENT_CALL_FAILURES, failingAs } from "@/lib/events/call-failure";
import { upcomingQuerySchema } from "@/lib/events/schema";

export const dynamic = "force-dynamic";

export const GET = apiRoute("GET /api/events/upcoming", {}, ({ request }) =>
  failingAs(EVENT_CALL_FAILURES.upcoming, async () => {
    const { limit } = upcomingQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
    return listUpcomingEvents({ limit });
  }),
);
