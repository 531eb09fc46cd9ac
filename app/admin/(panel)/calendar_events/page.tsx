import { ManageEventsScreen } from "@/components/admin/events/manage-events-screen";
import { adminMetadata, hasAnyPermission } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { getCalendarSettings } from "@/lib/events";

export const metadata = adminMetadata("/admin/calendar_events");

export default async function ManageEventsPage() {
  const { user } = await requireAdminPage("/admin/calendar_events");
  // The settings form edits a copy, so it starts from the stored settings, read here; the event
  // lists are read in the browser (SWR) and refreshed after each change.
  const settings = await getCalendarSettings().catch((error: unknown) => {
    console.error("Failed to fetch calendar settings", error);
    return null;
  });
  // The run sheet lists dancers and phones: offered only to those who may see bookings; Edit Booking
  // links (bookings in the way of new dates) only to those who manage them.
  return <ManageEventsScreen settings={settings} canViewRunSheet={hasAnyPermission(user, ["view_bookings"])} canManageBookings={hasAnyPermission(user, ["manage_bookings"])} />;
}
