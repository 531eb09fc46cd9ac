import { apiRoute } from "@/lib/http/api-route";
import { HEAT_LIST_MAX_BYTES, heatListSchema, previewHeatList } from "@/lib/heat-list";

export const dynamic = "force-dynamic";

// "Import heat list": what the list would set for every booked dancer (nothing saved).
// The competition's heat list: preview what it sets for the booked dancers, then save it.
export const POST = apiRoute("POST /api/events/:id/heat-list/preview", { access: ["manage_bookings"], body: heatListSchema, maxBodyBytes: HEAT_LIST_MAX_BYTES + 256 * 1024 }, async ({ params, body }) => previewHeatList(params.id, body));
