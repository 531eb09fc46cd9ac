import { ManageEventsScreen } from "@/components/admin/events/manage-events-screen";
import { adminMetadata } from "@/lib/auth/admin-metadata";
import { requireAdminPage } from "@/lib/auth/current";
import { getCalendarSettings } from "@/lib/events";

export const metadata = adminMetadata("/admin/calendar_events");

export default async function ManageEventsPage() {
  await requireAdminPage("/admin/calendar_events");
  // The settings form edits a copy, so it starts from the stored settings, read here; the event
  // lists are read in the browser (SWR) and refreshed after each change.
  const settings = await getCalendarSettings().catch((error: unknown) => {
    console.error("Failed to fetch calendar settings", error);
    return null;
  });
  return <ManageEventsScreen settings={settings} />;
}
