import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { deleteEvent, EVENT_CALL_FAILURES } from "@/lib/events";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

export const PUT = apiRoute("PUT /api/events/:id/delete", { access: ["manage_events"], failureMessage: EVENT_CALL_FAILURES.delete }, async ({ params }) => {
  await deleteEvent(params.id);
  await expireTag(TAGS.events);
  return { deleted: true };
});
