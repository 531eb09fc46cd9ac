import { apiRoute } from "@/lib/http/api-route";
import { refundPayment } from "@/lib/payments";
import { refundSchema } from "@/lib/payments/schema";

// Card payments are refunded through Stripe (pending and retried while Stripe is unreachable); others are recorded.
export const POST = apiRoute("POST /api/booking/:id/payments/:paymentId/refund", { access: ["manage_bookings"], body: refundSchema }, ({ params, body, principal }) =>
  refundPayment(params.id, params.paymentId, body, principal!.user),
);
