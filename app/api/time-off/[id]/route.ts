import { STAFF_READ } from "@/lib/auth/dto";
import { availabilityViewer, removeTimeOff } from "@/lib/availability";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

export const DELETE = apiRoute("DELETE /api/time-off/:id", { access: STAFF_READ }, async ({ params, principal }) => {
  await removeTimeOff(availabilityViewer(principal!.user), params.id);
  return { ok: true };
});
