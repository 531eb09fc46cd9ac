import { apiRoute } from "@/lib/http/api-route";
import { replanUpcomingReminders } from "@/lib/bookings";
import { reminderSettingsSchema } from "@/lib/bookings/schema";
import { getReminderSettings, updateReminderSettings } from "@/lib/events";

export const GET = apiRoute("GET /api/booking/reminder-settings", { access: ["manage_bookings"] }, () => getReminderSettings());

// A new time (or switching reminders off/on) applies to every upcoming confirmed booking at once.
export const PUT = apiRoute("PUT /api/booking/reminder-settings", { access: ["manage_bookings"], body: reminderSettingsSchema }, async ({ body }) => {
  const settings = await updateReminderSettings(body);
  await replanUpcomingReminders();
  return settings;
});
