import { notFound } from "next/navigation";
import { HeatListImport } from "@/components/admin/heat-list/heat-list-import";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { loadCompetition } from "@/lib/availability";
import { NotFoundError } from "@/lib/errors";

export const metadata = adminMetadata("/admin/calendar_show/heat-list");

export default async function HeatListPage({ searchParams }: { searchParams: Promise<{ event?: string }> }) {
  await requireAdminPage("/admin/calendar_show/heat-list");
  const params = await searchParams;
  const competition = await loadCompetition(params.event ?? "").catch((error) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return <HeatListImport eventId={competition.id} eventName={competition.eventName} dates={competition.dates} />;
}
