import { Readable } from "node:stream";
import { bookingExportStream, exportFileName } from "@/lib/bookings";
import { bookingExportQuerySchema } from "@/lib/bookings/schema";
import { getEvent } from "@/lib/events";
import { apiRoute } from "@/lib/http/api-route";

// Manage Bookings → Export CSV: streamed, one row per slot.
export const GET = apiRoute("GET /api/booking/export", { access: ["manage_bookings"], query: bookingExportQuerySchema }, async ({ query }) => {
  const event = query.eventId ? await getEvent(query.eventId) : undefined;
  const body = Readable.toWeb(bookingExportStream(query)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${exportFileName(query, event?.eventName)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
