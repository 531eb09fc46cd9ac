import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { hasAnyPermission } from "@/lib/auth";
import { updateEvent } from "@/lib/events";
import { updateEventSchema } from "@/lib/events/schema";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

// Manage Events → Edit. New dates that would leave a live booking's day outside them: 409 with
// `bookings` ({ bookingId, dancer, days }; dancer null for staff who may not see bookings).
export const PUT = apiRoute("PUT /api/events/:id", { access: ["manage_events"], body: updateEventSchema }, async ({ body, params, principal }) => {
  const event = await updateEvent(params.id, body, { showDancers: hasAnyPermission(principal!.user, ["manage_bookings", "view_bookings"]) });
  await expireTag(TAGS.events);
  return event;
});
