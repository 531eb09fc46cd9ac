import { CalendarScreen } from "@/components/admin/calendar/calendar-screen";
import { DeniedNotice } from "@/components/admin/denied-notice";
import { namedPlace } from "@/components/admin/calendar/calendar-model";
import { loadInitialRanges } from "@/components/admin/calendar/initial-ranges";
import { adminMetadata, hasAnyPermission, customerViewOf, DENIED_PARAM } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { studio } from "@/lib/env";
import { serviceMinutesByTitle } from "@/lib/bookings/schema";
import { mayRead } from "@/lib/http/prefetch";
import { listServices } from "@/lib/services";
import { studioToday } from "@/lib/time";

export const metadata = adminMetadata("/admin/calendar_show");

export default async function CalendarShowPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user } = await requireAdminPage("/admin/calendar_show");
  const canManage = hasAnyPermission(user, ["manage_bookings"]);
  const params = new URLSearchParams(Object.entries(await searchParams).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])));
  // The first range's schedule comes with the page (read as GET /api/calendar answers it), so the grid fills without a request after it.
  const initialRanges = mayRead(user, "GET /api/calendar") ? loadInitialRanges(params, studio.timeZone, studioToday(), customerViewOf(user)).catch(() => []) : Promise.resolve([]);
  // "Change time" moves the end with the start by the service's length, as Edit Booking does.
  const minutesByTitle = canManage ? serviceMinutesByTitle(await listServices().catch(() => [])) : {};
  return (
    <>
      <DeniedNotice denied={params.get(DENIED_PARAM) ?? undefined} className="mx-auto mb-4 max-w-7xl" />
      <CalendarScreen timeZone={studio.timeZone} canManage={canManage} viewerId={user.id} minutesByTitle={minutesByTitle} initialRanges={await initialRanges} named={namedPlace(params, studioToday())} />
    </>
  );
}
