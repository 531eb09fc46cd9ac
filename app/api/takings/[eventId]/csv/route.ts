import { Readable } from "node:stream";
import { apiRoute } from "@/lib/http/api-route";
import { closeDay, closeDayCsvRows, seasonCsvRows, seasonTakings, takingsCsvStream, takingsFileName } from "@/lib/takings";
import { takingsQuerySchema } from "@/lib/takings/schema";

// The close of a day (?date=) or the season as CSV, under the bookings export's formula-injection rules.
export const GET = apiRoute("GET /api/takings/:eventId/csv", { access: ["manage_bookings"], query: takingsQuerySchema }, async ({ params, query }) => {
  const { rows, name } = query.date
    ? await closeDay(params.eventId, query.date).then((day) => ({ rows: closeDayCsvRows(day), name: takingsFileName(day.event.eventName, query.date) }))
    : await seasonTakings(params.eventId).then((season) => ({ rows: seasonCsvRows(season), name: takingsFileName(season.event.eventName) }));
  return new Response(Readable.toWeb(takingsCsvStream(rows)) as ReadableStream<Uint8Array>, {
    headers: { "Content-Type": "text/csv; charset=utf-8; header=present", "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store" },
  });
});
