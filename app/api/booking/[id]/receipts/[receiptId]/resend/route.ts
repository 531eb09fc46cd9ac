import { apiRoute } from "@/lib/http/api-route";
import { resendReceipt } from "@/lib/payments";
import { z } from "zod";

// Edit Booking → Payments → "Resend receipt": the same receipt again to the booking's address (and by text where she agreed).
export const POST = apiRoute("POST /api/booking/:id/receipts/:receiptId/resend", { access: ["manage_bookings"], body: z.object({}).strict(), maxBodyBytes: 1024 }, async ({ params }) => resendReceipt(params.id, params.receiptId));
