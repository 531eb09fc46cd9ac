import { expireTag } from "@/lib/cache/invalidate";
import { z } from "zod";
import { TAGS } from "@/lib/cache/tags";
import { createEvent } from "@/lib/events";
import { EVENT_CALL_FAILURES, failingAs } from "@/lib/events/call-failure";
import { createEventSchema } from "@/lib/events/schema";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

export const POST = apiRoute("POST /api/events/create", { body: z.unknown(), acceptForm: true }, ({ body }) =>
  failingAs(EVENT_CALL_FAILURES.create, async () => {
    const event = await createEvent(createEventSchema.parse(body));
    expireTag(TAGS.events);
    return Response.json(event, { status: 201, headers: { "Cache-Control": "no-store" } });
  }),
);
