import { apiRoute } from "@/lib/http/api-route";
import { eventStreamResponse } from "@/lib/http/event-stream";
import { subscribeLiveDay } from "@/lib/dayof";
import { liveDayQuerySchema } from "@/lib/dayof/schema";

export const dynamic = "force-dynamic";

// Server-sent events: one `data: <slot json>` per status change of the day, `event: times` when a stylist's
// remaining slots are re-timed (running late), a comment every 15 s.
export const GET = apiRoute("GET /api/calendar/live/stream", { query: liveDayQuerySchema }, async ({ request, query }) => eventStreamResponse(subscribeLiveDay(query.date), request.signal));
