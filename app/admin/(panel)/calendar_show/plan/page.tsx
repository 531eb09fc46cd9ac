import { notFound } from "next/navigation";
import { DayPlanner } from "@/components/admin/planner/day-planner";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { loadCompetition } from "@/lib/availability";
import { studio } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";

export const metadata = adminMetadata("/admin/calendar_show/plan");

export default async function PlanDayPage({ searchParams }: { searchParams: Promise<{ event?: string; date?: string }> }) {
  await requireAdminPage("/admin/calendar_show/plan");
  const params = await searchParams;
  const competition = await loadCompetition(params.event ?? "").catch((error) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const date = params.date && competition.dates.includes(params.date) ? params.date : competition.dates[0];
  return <DayPlanner key={date} eventId={competition.id} eventName={competition.eventName} dates={competition.dates} date={date} studioTimeZone={studio.timeZone} />;
}
