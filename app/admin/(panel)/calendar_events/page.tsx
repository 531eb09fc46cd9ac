import { ManageEventsScreen } from "@/components/admin/events/manage-events-screen";
import { adminMetadata } from "@/lib/auth/admin-metadata";
import { requireAdminPage } from "@/lib/auth/current";

export const metadata = adminMetadata("/admin/calendar_events");

export default async function ManageEventsPage() {
  await requireAdminPage("/admin/calendar_events");
  return <ManageEventsScreen />;
}
