import { expireTag } from "@/lib/cache/invalidate";
import { z } from "zod";
import { TAGS } from "@/lib/cache/tags";
import { setEventShown } from "@/lib/events";
import { EVENT_CALL_FAILURES, failingAs } from "@/lib/events/call-failure";
import { showEventSchema } from "@/lib/events/schema";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

export const PATCH = apiRoute("PATCH /api/events/:id/show", { body: z.unknown() }, ({ body, params }) =>
  failingAs(EVENT_CALL_FAILURES.show, async () => {
    const { showEvent } = showEventSchema.parse(body);
    const event = await setEventShown(params.id, showEvent);
    expireTag(TAGS.events);
    return event;
  }),
);
