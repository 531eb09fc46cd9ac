import { apiRoute } from "@/lib/http/api-route";
import { queueBookingConfirmation } from "@/lib/bookings";
import { scheduleOutboxDelivery } from "@/lib/email";

export const POST = apiRoute("POST /api/send-email/booking/:id", {}, async ({ params }) => {
  await queueBookingConfirmation(params.id);
  scheduleOutboxDelivery();
  return { sent: true };
});
