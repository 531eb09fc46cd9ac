import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientDataExport } from "@/lib/clients";
import { clientIdSchema } from "@/lib/clients/schema";

// One client's data as JSON: what a customer may ask to receive.
export const GET = apiRoute("GET /api/clients/:id/export", { access: ["manage_bookings"] }, async ({ params }) => {
  const id = clientIdSchema.parse(params.id);
  return jsonResponse(await clientDataExport(id), {
    headers: { "Content-Disposition": `attachment; filename="client-${id}.json"`, "Cache-Control": "private, no-store" },
  });
});
