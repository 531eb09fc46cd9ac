import { STAFF_READ } from "@/lib/auth/dto";
import { apiRoute } from "@/lib/http/api-route";
import { sessionEventStream } from "@/lib/http/session-stream";
import { subscribeLiveDay } from "@/lib/dayof";
import { liveDayQuerySchema } from "@/lib/dayof/schema";

export const dynamic = "force-dynamic";

// Server-sent events: one `data: <slot json>` per status change of the day, `event: times` when a stylist's
// remaining slots are re-timed (running late), a comment every 15 s. At most 4 open per session (429 beyond);
// ends once the session does.
export const GET = apiRoute("GET /api/calendar/live/stream", { access: STAFF_READ, query: liveDayQuerySchema }, async ({ request, query, principal }) =>
  sessionEventStream("GET /api/calendar/live/stream", principal!, subscribeLiveDay(query.date), request.signal),
);
