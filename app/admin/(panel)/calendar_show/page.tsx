import { CalendarScreen } from "@/components/admin/calendar/calendar-screen";
import { adminMetadata } from "@/lib/auth/admin-metadata";
import { requireAdminPage } from "@/lib/auth/current";
import { hasAnyPermission } from "@/lib/auth/permissions";
import { studio } from "@/lib/env";

export const metadata = adminMetadata("/admin/calendar_show");

export default async function CalendarShowPage() {
  const { user } = await requireAdminPage("/admin/calendar_show");
  return <CalendarScreen timeZone={studio.timeZone} canManage={hasAnyPermission(user, ["manage_bookings"])} />;
}
