import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { getCalendarSettings, updateCalendarSettings, EVENT_CALL_FAILURES } from "@/lib/events";
import { calendarSettingsSchema } from "@/lib/events/schema";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

export const GET = apiRoute("GET /api/events/settings", { access: "public", failureMessage: EVENT_CALL_FAILURES.settings }, () => getCalendarSettings());

export const PUT = apiRoute("PUT /api/events/settings", { access: ["manage_events"], body: calendarSettingsSchema, failureMessage: EVENT_CALL_FAILURES.saveSettings }, async ({ body }) => {
  const settings = await updateCalendarSettings(body);
  await expireTag(TAGS.events);
  return settings;
});
