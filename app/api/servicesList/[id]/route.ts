import { expireTag } from "@/lib/cache/invalidate";
import { TAGS } from "@/lib/cache/tags";
import { apiRoute } from "@/lib/http/api-route";
import { recountSlotsAfterPriceListChange } from "@/lib/bookings";
import { deleteService, updateService } from "@/lib/services";
import { serviceUpdateSchema } from "@/lib/services/schema";

export const dynamic = "force-dynamic";

export const PUT = apiRoute("PUT /api/servicesList/:id", { access: ["edit_services"], body: serviceUpdateSchema }, async ({ params, body }) => {
  const service = await updateService(params.id, body);
  await recountSlotsAfterPriceListChange();
  await expireTag(TAGS.services);
  return service;
});

/** Soft delete: the row keeps its history, the public list no longer shows it. */
export const DELETE = apiRoute("DELETE /api/servicesList/:id", { access: ["edit_services"] }, async ({ params }) => {
  await deleteService(params.id);
  await recountSlotsAfterPriceListChange();
  await expireTag(TAGS.services);
  return { deleted: true };
});
