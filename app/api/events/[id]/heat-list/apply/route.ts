import { apiRoute } from "@/lib/http/api-route";
import { applyHeatList, HEAT_LIST_MAX_BYTES, heatListSchema } from "@/lib/heat-list";

export const dynamic = "force-dynamic";

// Saves the previewed list: every dancer's heat times or none, the import recorded (who, when, what).
export const POST = apiRoute("POST /api/events/:id/heat-list/apply", { access: ["manage_bookings"], body: heatListSchema, maxBodyBytes: HEAT_LIST_MAX_BYTES + 256 * 1024 }, async ({ params, body, principal }) =>
  applyHeatList(params.id, body, principal?.user ?? null),
);
