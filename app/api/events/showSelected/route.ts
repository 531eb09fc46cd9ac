import { apiRoute } from "@/lib/http/api-route";
import { listShowSelectedEvents } from "@/lib/events";
import { EVENT_CALL_FAILURES, failingAs } from "@/lib/events/call-failure";

export const dynamic = "force-dynamic";

export const GET = apiRoute("GET /api/events/showSelected", {}, () => failingAs(EVENT_CALL_FAILURES.showSelected, () => listShowSelectedEvents()));
