import { apiRoute } from "@/lib/http/api-route";
import { queueBookingConfirmation } from "@/lib/bookings";

export const POST = apiRoute("POST /api/send-email/booking/:id", { access: ["manage_bookings"] }, async ({ params }) => {
  await queueBookingConfirmation(params.id);
  return { sent: true };
});
