import { expireTag } from "@/lib/cache/invalidate";
import { z } from "zod";
import { TAGS } from "@/lib/cache/tags";
import { getCalendarSettings, updateCalendarSettings } from "@/lib/events";
import { EVENT_CALL_FAILURES, failingAs } from "@/lib/events/call-failure";
import { calendarSettingsSchema } from "@/lib/events/schema";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

export const GET = apiRoute("GET /api/events/settings", {}, () => failingAs(EVENT_CALL_FAILURES.settings, () => getCalendarSettings()));

export const PUT = apiRoute("PUT /api/events/settings", { body: z.unknown() }, ({ body }) =>
  failingAs(EVENT_CALL_FAILURES.saveSettings, async () => {
    const settings = await updateCalendarSettings(calendarSettingsSchema.parse(body));
    expireTag(TAGS.events);
    return settings;
  }),
);
