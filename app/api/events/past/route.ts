import { apiRoute } from "@/lib/http/api-route";
import { listPastEvents } from "@/lib/events";
import { EVENT_CALL_FAILURES, failingAs } from "@/lib/events/call-failure";

export const dynamic = "force-dynamic";

export const GET = apiRoute("GET /api/events/past", {}, () => failingAs(EVENT_CALL_FAILURES.past, () => listPastEvents()));
