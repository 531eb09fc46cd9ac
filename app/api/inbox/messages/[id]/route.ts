import { setContactMessageHandled } from "@/lib/contact";
import { markHandledSchema } from "@/lib/contact/schema";
import { apiRoute } from "@/lib/http/api-route";

export const PATCH = apiRoute("PATCH /api/inbox/messages/:id", { access: ["manage_bookings"], body: markHandledSchema }, async ({ params, body }) => ({
  message: await setContactMessageHandled(params.id, body.handled),
}));
