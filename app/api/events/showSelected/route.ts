import { apiRoute } from "@/lib/http/api-route";
import { listShowSelectedEvents, EVENT_CALL_FAILURES } from "@/lib/events";

export const dynamic = "force-dynamic";

export const GET = apiRoute("GET /api/events/showSelected", { access: "public", failureMessage: EVENT_CALL_FAILURES.showSelected }, () => listShowSelectedEvents());
