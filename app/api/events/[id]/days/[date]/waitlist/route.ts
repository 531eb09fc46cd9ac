import { apiRoute } from "@/lib/http/api-route";
import { getWaitlistDay, reorderWaitlist } from "@/lib/waitlist";
import { eventDayParamsSchema, waitlistOrderSchema } from "@/lib/waitlist/schema";

export const GET = apiRoute("GET /api/events/:id/days/:date/waitlist", { access: ["manage_bookings"] }, async ({ params }) => {
  const { id, date } = eventDayParamsSchema.parse(params);
  return getWaitlistDay(id, date);
});

export const PUT = apiRoute("PUT /api/events/:id/days/:date/waitlist", { access: ["manage_bookings"], body: waitlistOrderSchema }, async ({ params, body }) => {
  const { id, date } = eventDayParamsSchema.parse(params);
  return reorderWaitlist(id, date, body);
});
