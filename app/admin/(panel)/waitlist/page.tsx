import Link from "@/components/admin/staff-link";
import { format } from "date-fns";
import { WaitlistScreen } from "@/components/admin/waitlist/waitlist-screen";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { datesBetween, isDateOnly, localDay } from "@/lib/time";
import { getWaitlistDay, readCompetitionDay } from "@/lib/waitlist";

export const metadata = adminMetadata("/admin/waitlist");

// A competition day's waiting list, reached from Manage Events and the run sheet (?event=…&date=…).
export default async function WaitlistPage({ searchParams }: { searchParams: Promise<{ event?: string; date?: string }> }) {
  await requireAdminPage("/admin/waitlist");
  const { event = "", date = "" } = await searchParams;
  const day = isDateOnly(date) ? await readCompetitionDay(event, date).catch(() => null) : null;
  if (!day) {
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <h1 className="font-serif text-title font-semibold">Waiting list</h1>
        <p>
          Choose a competition day: open its waiting list from <Link href="/admin/calendar_events" className="underline">Manage Events</Link> or from the run sheet.
        </p>
      </div>
    );
  }
  const list = await getWaitlistDay(day.eventId, day.date);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="font-serif text-title font-semibold">Waiting list</h1>
        <p className="mt-1 text-lg font-semibold" data-testid="waitlist-day">
          {day.eventName} · {format(localDay(day.date), "EEEE, MMMM d, yyyy")}
        </p>
        <p className="mt-1 text-sm text-muted">When a cancellation frees chair time before a waiting dancer&apos;s heat, the first dancer in this order who fits is emailed an offer that holds the place for her.</p>
      </div>
      <form method="get" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="event" value={day.eventId} />
        <label className="text-sm font-medium">
          Day
          <select name="date" defaultValue={day.date} className="mt-1 block min-h-11 rounded border border-line bg-white px-3 py-2">
            {datesBetween(day.startDate, day.endDate).map((d) => (
              <option key={d} value={d}>
                {format(localDay(d), "EEE, MMM d")}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded border border-line bg-white px-4 py-2 font-medium hover:bg-sand">
          Show
        </button>
        <Link href={`/admin/calendar_show/run-sheet?date=${day.date}`} className="min-h-11 py-2 text-sm font-medium text-accent-dark underline">
          Run sheet of this day
        </Link>
      </form>
      <WaitlistScreen key={`${day.eventId}/${day.date}`} initial={list} />
    </div>
  );
}
