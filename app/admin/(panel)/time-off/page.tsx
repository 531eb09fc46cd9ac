import { TimeOffScreen } from "@/components/admin/staffing/time-off-screen";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { availabilityViewer, listTimeOff } from "@/lib/availability";
import { studioToday } from "@/lib/time";
import { listAssignableStaff } from "@/lib/users";

export const metadata = adminMetadata("/admin/time-off");

// Days a stylist cannot work: her own list; manage_bookings sees and sets everyone's.
export default async function TimeOffPage() {
  const { user } = await requireAdminPage("/admin/time-off");
  const viewer = availabilityViewer(user);
  const [timeOff, staff] = await Promise.all([listTimeOff(viewer, { from: studioToday() }), viewer.canManage ? listAssignableStaff() : Promise.resolve([])]);
  return <TimeOffScreen initial={timeOff} canManage={viewer.canManage} staff={staff.map((s) => ({ id: s._id, firstName: s.firstName, lastName: s.lastName }))} today={studioToday()} />;
}
