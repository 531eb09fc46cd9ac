import { Readable } from "node:stream";
import { apiRoute } from "@/lib/http/api-route";
import { clientListCsvStream } from "@/lib/clients";

// The client list as CSV (the bookings export's formula-injection rules), streamed.
export const GET = apiRoute("GET /api/clients/export", { access: ["manage_bookings"] }, async () =>
  new Response(Readable.toWeb(clientListCsvStream()) as ReadableStream<Uint8Array>, {
    headers: { "Content-Type": "text/csv; charset=utf-8; header=present", "Content-Disposition": 'attachment; filename="clients.csv"', "Cache-Control": "private, no-store" },
  }),
);
