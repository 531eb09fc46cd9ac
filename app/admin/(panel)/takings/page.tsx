import Link from "@/components/admin/staff-link";
import { notFound } from "next/navigation";
import { CloseDaySheet } from "@/components/admin/takings/close-day-sheet";
import { SeasonSheet } from "@/components/admin/takings/season-sheet";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { studio } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import { closeDay, seasonTakings, takingsCompetitions } from "@/lib/takings";
import { DATE_RE, formatEventDateRange, isDateOnly } from "@/lib/time";

export const metadata = adminMetadata("/admin/takings");

// Close the day (?event=…&date=…) or the season (?event=… alone); without a competition, the list to choose from.
export default async function TakingsPage({ searchParams }: { searchParams: Promise<{ event?: string; date?: string }> }) {
  await requireAdminPage("/admin/takings");
  const params = await searchParams;
  const eventId = params.event?.trim();
  if (!eventId) {
    const competitions = await takingsCompetitions();
    return (
      <div className="mx-auto max-w-3xl">
        <h1 className="font-serif text-title font-semibold">Takings</h1>
        <ul className="mt-4 space-y-2">
          {competitions.map((c) => (
            <li key={c.id}>
              <Link href={`/admin/takings?event=${c.id}`} className="font-medium text-accent-dark underline">
                {c.eventName}
              </Link>{" "}
              <span className="text-muted">{formatEventDateRange(c.startDate, c.endDate)}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const season = await seasonTakings(eventId).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const date = params.date && DATE_RE.test(params.date) && isDateOnly(params.date) && season.event.days.includes(params.date) ? params.date : null;
  if (!date) return <SeasonSheet season={season} />;
  return <CloseDaySheet day={await closeDay(eventId, date)} studioZone={studio.timeZone} />;
}
