import { apiRoute } from "@/lib/http/api-route";
import { resendBookingReceipt } from "@/lib/bookings";
import { scheduleOutboxDelivery } from "@/lib/email/outbox";

// Staff resend the receipt after correcting a bounced address (once per address).
export const POST = apiRoute("POST /api/send-email/booking/:id/receipt", {}, async ({ params }) => {
  const { created } = await resendBookingReceipt(params.id);
  scheduleOutboxDelivery();
  return { sent: true, queued: created };
});
