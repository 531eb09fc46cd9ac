import { Readable } from "node:stream";
import { apiRoute } from "@/lib/http/api-route";
import { competitionCsv, competitionReport, reportCsvStream, reportFileName } from "@/lib/reports";
import { competitionCsvQuerySchema } from "@/lib/reports/schema";

// One competition's report as CSV (?table=competition|stylists|utilisation|occupancy): the rows of that table or chart.
export const GET = apiRoute("GET /api/reports/:eventId/csv", { access: ["view_reports"], query: competitionCsvQuerySchema }, async ({ params, query }) => {
  const report = await competitionReport(params.eventId);
  return new Response(Readable.toWeb(reportCsvStream(competitionCsv(report, query.table))) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${reportFileName(report.figures.competition.eventName, query.table)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
