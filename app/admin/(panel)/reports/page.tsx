import { SeasonReport } from "@/components/admin/reports/season-report";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { seasonReport } from "@/lib/reports";
import { seasonQuerySchema } from "@/lib/reports/schema";

export const metadata = adminMetadata("/admin/reports");

// The season (?year=, default this year): each competition's figures and the season's charts.
export default async function ReportsPage({ searchParams }: { searchParams: Promise<{ year?: string }> }) {
  await requireAdminPage("/admin/reports");
  const parsed = seasonQuerySchema.safeParse(await searchParams);
  return <SeasonReport season={await seasonReport(parsed.success ? parsed.data.year : undefined)} />;
}
