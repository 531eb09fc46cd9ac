import { apiRoute } from "@/lib/http/api-route";
import { listShowSelectedEvents } from "@/lib/events";
import { EVENT_CALL_FAILURES } from "@/lib/events/messages";

export const dynamic = "force-dynamic";

export const GET = apiRoute("GET /api/events/showSelected", { failureMessage: EVENT_CALL_FAILURES.showSelected }, () => listShowSelectedEvents());
