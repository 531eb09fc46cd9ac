import { apiRoute } from "@/lib/http/api-route";
import { listPastEvents, EVENT_CALL_FAILURES } from "@/lib/events";

export const dynamic = "force-dynamic";

export const GET = apiRoute("GET /api/events/past", { access: ["manage_events"], failureMessage: EVENT_CALL_FAILURES.past }, () => listPastEvents());
