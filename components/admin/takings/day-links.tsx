// The takings pages' controls (not printed): each day of the competition, the season, CSV and print.
import Link from "@/components/admin/staff-link";
import { format } from "date-fns";
import { PrintButton } from "@/components/admin/run-sheet/print-button";
import type { TakingsEvent } from "@/lib/takings/dto";
import { localDay } from "@/lib/time/browser";

export function DayLinks({ event, current, csvHref }: { event: TakingsEvent; current: string | null; csvHref: string }) {
  const link = "rounded border border-line px-3 py-1 text-sm hover:bg-sand";
  return (
    <nav aria-label="Days of the competition" className="takings-controls mb-4 flex flex-wrap items-center gap-2">
      {event.days.map((date) => (
        <Link key={date} href={`/admin/takings?event=${event.id}&date=${date}`} className={`${link}${date === current ? " bg-sand font-semibold" : ""}`} aria-current={date === current ? "page" : undefined}>
          {format(localDay(date), "EEE, MMM d")}
        </Link>
      ))}
      <Link href={`/admin/takings?event=${event.id}`} className={`${link}${current === null ? " bg-sand font-semibold" : ""}`} aria-current={current === null ? "page" : undefined}>
        Season
      </Link>
      {current ? (
        <Link href={`/admin/calendar_show/run-sheet?date=${current}`} className="text-sm font-medium text-accent-dark underline">
          Run sheet
        </Link>
      ) : null}
      <a href={csvHref} className="text-sm font-medium text-accent-dark underline" download>
        Download CSV
      </a>
      <PrintButton />
    </nav>
  );
}
