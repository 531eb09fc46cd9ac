import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { setEventShown, EVENT_CALL_FAILURES } from "@/lib/events";
import { showEventSchema } from "@/lib/events/schema";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

export const PATCH = apiRoute("PATCH /api/events/:id/show", { access: ["manage_events"], body: showEventSchema, failureMessage: EVENT_CALL_FAILURES.show }, async ({ body, params }) => {
  const event = await setEventShown(params.id, body.showEvent);
  await expireTag(TAGS.events);
  return event;
});
