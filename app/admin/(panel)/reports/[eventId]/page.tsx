import { notFound } from "next/navigation";
import { CompetitionReport } from "@/components/admin/reports/competition-report";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { NotFoundError } from "@/lib/errors";
import { competitionReport } from "@/lib/reports";

export const metadata = adminMetadata("/admin/reports/:eventId");

// One competition: its figures, stylists, utilisation per stylist per day and each day's chairs.
export default async function CompetitionReportPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  await requireAdminPage(`/admin/reports/${eventId}`);
  const report = await competitionReport(eventId).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return <CompetitionReport report={report} />;
}
