import { apiRoute } from "@/lib/http/api-route";
import { queueBookingConfirmation } from "@/lib/bookings";
import { scheduleOutboxDelivery } from "@/lib/notify";

export const POST = apiRoute("POST /api/send-email/booking/:id", {}, async ({ params }) => {
  await queueBookingConfirmation(params.id);
  scheduleOutboxDelivery();
  return { sent: true };
});
