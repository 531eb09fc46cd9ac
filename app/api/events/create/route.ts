import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { createEvent, EVENT_CALL_FAILURES } from "@/lib/events";
import { createEventSchema } from "@/lib/events/schema";
import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";

export const dynamic = "force-dynamic";

export const POST = apiRoute("POST /api/events/create", { access: ["manage_events"], body: createEventSchema, acceptForm: true, failureMessage: EVENT_CALL_FAILURES.create }, async ({ body }) => {
  const event = await createEvent(body);
  await expireTag(TAGS.events);
  return jsonResponse(event, { status: 201, headers: { "Cache-Control": "no-store" } });
});
