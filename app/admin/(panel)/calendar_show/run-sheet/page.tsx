import { format } from "date-fns";
import { RunSheet } from "@/components/admin/run-sheet/run-sheet";
import { TextingStatesProvider } from "@/components/admin/texts/texting-states";
import { OfflineBanner } from "@/components/admin/offline/offline-banner";
import { LiveDayProvider } from "@/components/admin/dayof/live-day";
import { liveDay } from "@/lib/dayof";
import { adminMetadata, hasAnyPermission, customerViewOf } from "@/lib/auth";
import { startsOnRunSheet } from "@/lib/auth/dto";
import { requireAdminPage } from "@/lib/auth/current";
import { nextWorkingDay, runSheetFor } from "@/lib/calendar";
import { studio } from "@/lib/env";
import { DATE_RE, localDay, isDateOnly, studioToday } from "@/lib/time";

export const metadata = adminMetadata("/admin/calendar_show/run-sheet");

export default async function RunSheetPage({ searchParams }: { searchParams: Promise<{ date?: string; staff?: string }> }) {
  const { user } = await requireAdminPage("/admin/calendar_show/run-sheet");
  const params = await searchParams;
  const asked = params.date && DATE_RE.test(params.date) && isDateOnly(params.date) ? params.date : null;
  // A stylist without a date asked for opens on her own next working day (a competition morning: today's), and is told so.
  const working = !asked && startsOnRunSheet(user) ? await nextWorkingDay(user.id) : null;
  const date = asked ?? working?.date ?? studioToday();
  const staffId = params.staff?.trim() || null;
  // The texting states are read inside runSheetFor beside the balances, not after it.
  const [sheet, live] = await Promise.all([runSheetFor(date, { staffId, view: customerViewOf(user), textingFor: user }), liveDay(date)]);
  // "Saved at" in the zone of the sheet's times: its competition's when it shows one zone, else the studio's.
  const zones = [...new Set(sheet.competitions.map((c) => c.timeZone))];
  return (
    <LiveDayProvider date={date} initial={live}>
      <OfflineBanner timeZone={zones.length === 1 ? zones[0]! : studio.timeZone} />
      {working ? (
        <p role="status" className="mb-3 rounded bg-sand px-3 py-2" data-testid="run-sheet-start">
          {working.date === studioToday() ? "Today is your competition day" : "Your next working day"}: {format(localDay(working.date), "EEEE, MMMM d")} · {working.eventName}
        </p>
      ) : null}
      <TextingStatesProvider states={sheet.texting ?? {}}>
        <RunSheet sheet={sheet} viewerId={user.id} staffId={staffId} dateLabel={format(localDay(date), "EEEE, MMMM d, yyyy")} timeZone={studio.timeZone} canPlan={hasAnyPermission(user, ["manage_bookings"])} />
      </TextingStatesProvider>
    </LiveDayProvider>
  );
}
