import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { listClients } from "@/lib/clients";
import { clientListQuerySchema } from "@/lib/clients/schema";

// The client list: paged, searchable by name, email or phone; X-Total-Count like the booking lists.
// Client records: the dancers the studio knows, their styling notes, merges, moves,
// erasure and retention, exports (lib/clients). Desk business: manage_bookings only.
export const GET = apiRoute("GET /api/clients", { access: ["manage_bookings"], query: clientListQuerySchema }, async ({ query }) => {
  const page = await listClients(query);
  return jsonResponse(page, { headers: { "Cache-Control": "no-store", "X-Total-Count": String(page.total), "X-Total-Pages": String(page.totalPages) } });
});
