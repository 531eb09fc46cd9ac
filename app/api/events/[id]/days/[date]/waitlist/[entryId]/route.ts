import { apiRoute } from "@/lib/http/api-route";
import { getWaitlistDay, offerFreedPlace, removeWaitlistEntry } from "@/lib/waitlist";
import { eventDayParamsSchema } from "@/lib/waitlist/schema";

// Staff take a dancer off the day's list; a place she was holding goes to the next dancer who fits.
export const DELETE = apiRoute("DELETE /api/events/:id/days/:date/waitlist/:entryId", { access: ["manage_bookings"] }, async ({ params }) => {
  const { id, date } = eventDayParamsSchema.parse(params);
  const { wasOffered } = await removeWaitlistEntry(id, date, params.entryId);
  if (wasOffered) await offerFreedPlace(id, date);
  return getWaitlistDay(id, date);
});
