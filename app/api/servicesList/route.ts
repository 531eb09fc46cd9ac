import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { recountSlotsAfterPriceListChange } from "@/lib/bookings";
import { createService, listServices } from "@/lib/services";
import { serviceInputSchema } from "@/lib/services/schema";

export const dynamic = "force-dynamic";

export const GET = apiRoute("GET /api/servicesList", { access: "public", failureMessage: "Failed to fetch services" }, async () => jsonResponse(await listServices()));

export const POST = apiRoute("POST /api/servicesList", { access: ["edit_services"], body: serviceInputSchema }, async ({ body }) => {
  const service = await createService(body);
  await recountSlotsAfterPriceListChange();
  await expireTag(TAGS.services);
  return jsonResponse(service, { status: 201, headers: { "Cache-Control": "no-store" } });
});
