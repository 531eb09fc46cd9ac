import { Readable } from "node:stream";
import { apiRoute } from "@/lib/http/api-route";
import { reportCsvStream, reportFileName, seasonCsv, seasonReport } from "@/lib/reports";
import { seasonQuerySchema } from "@/lib/reports/schema";

// The season's competitions as CSV (?year=): the rows of the season's table and its revenue and dancers chart.
// Reports (lib/reports): the season's and one competition's tables and charts as CSV; the owner and managers.
export const GET = apiRoute("GET /api/reports/csv", { access: ["view_reports"], query: seasonQuerySchema }, async ({ query }) => {
  const season = await seasonReport(query.year);
  return new Response(Readable.toWeb(reportCsvStream(seasonCsv(season))) as ReadableStream<Uint8Array>, {
    headers: { "Content-Type": "text/csv; charset=utf-8; header=present", "Content-Disposition": `attachment; filename="${reportFileName("season", season.year)}"`, "Cache-Control": "private, no-store" },
  });
});
