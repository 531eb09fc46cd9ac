import { CalendarScreen } from "@/components/admin/calendar/calendar-screen";
import { adminMetadata, requireAdminPage, hasAnyPermission } from "@/lib/auth";
import { studio } from "@/lib/env";
import { serviceMinutesByTitle } from "@/lib/bookings/schema";
import { listServices } from "@/lib/services";

export const metadata = adminMetadata("/admin/calendar_show");

export default async function CalendarShowPage() {
  const { user } = await requireAdminPage("/admin/calendar_show");
  const canManage = hasAnyPermission(user, ["manage_bookings"]);
  // "Change time" moves the end with the start by the service's length, as Edit Booking does.
  const minutesByTitle = canManage ? serviceMinutesByTitle(await listServices().catch(() => [])) : {};
  return <CalendarScreen timeZone={studio.timeZone} canManage={canManage} viewerId={user.id} minutesByTitle={minutesByTitle} />;
}
