import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { deleteEvent } from "@/lib/events";
import { EVENT_CALL_FAILURES, failingAs } from "@/lib/events/call-failure";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

export const PUT = apiRoute("PUT /api/events/:id/delete", {}, ({ params }) =>
  failingAs(EVENT_CALL_FAILURES.delete, async () => {
    await deleteEvent(params.id);
    expireTag(TAGS.events);
    return { deleted: true };
  }),
);
