import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { bookingPayments, recordOfflinePayment } from "@/lib/payments";
import { offlinePaymentSchema } from "@/lib/payments/schema";

export const GET = apiRoute("GET /api/booking/:id/payments", { access: ["manage_bookings"] }, ({ params }) => bookingPayments(params.id));

// A payment taken at the desk or by a payment app; names who recorded it.
export const POST = apiRoute("POST /api/booking/:id/payments", { access: ["manage_bookings"], body: offlinePaymentSchema }, async ({ params, body, principal }) =>
  jsonResponse(await recordOfflinePayment(params.id, body, principal!.user), { status: 201, headers: { "Cache-Control": "no-store" } }),
);
