import { apiRoute } from "@/lib/http/api-route";
import { resendReceiptByStaff } from "@/lib/bookings";

// Staff resend the receipt after a bounce or a corrected address (once per address, limited per day, recorded).
export const POST = apiRoute("POST /api/send-email/booking/:id/receipt", { access: ["manage_bookings"] }, async ({ params, principal }) => {
  const { created } = await resendReceiptByStaff(params.id, principal!.user);
  return { sent: true, queued: created };
});
