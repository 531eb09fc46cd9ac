import { notFound } from "next/navigation";
import { InvitationFigures } from "@/components/admin/invitations/invitation-figures";
import { CompetitionReport } from "@/components/admin/reports/competition-report";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { NotFoundError } from "@/lib/errors";
import { invitationFigures } from "@/lib/invitations";
import { competitionReport } from "@/lib/reports";

export const metadata = adminMetadata("/admin/reports/:eventId");

// One competition: its figures, stylists, utilisation per stylist per day and each day's chairs.
export default async function CompetitionReportPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  await requireAdminPage(`/admin/reports/${eventId}`);
  const [report, invitations] = await Promise.all([
    competitionReport(eventId).catch((error: unknown) => {
      if (error instanceof NotFoundError) notFound();
      throw error;
    }),
    invitationFigures(eventId),
  ]);
  return (
    <CompetitionReport report={report}>
      <InvitationFigures figures={invitations} />
    </CompetitionReport>
  );
}
