import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { setEventTimeZone } from "@/lib/events";
import { eventTimeZoneSchema } from "@/lib/events/schema";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

// Manage Events: the competition's zone (defaulted from its state); heat times are entered and shown in it.
export const PATCH = apiRoute("PATCH /api/events/:id/time-zone", { access: ["manage_events"], body: eventTimeZoneSchema, failureMessage: "Failed to update the time zone" }, async ({ body, params }) => {
  const event = await setEventTimeZone(params.id, body.timeZone);
  await expireTag(TAGS.events);
  return event;
});
