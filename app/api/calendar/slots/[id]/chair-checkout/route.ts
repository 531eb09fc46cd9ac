import { STAFF_READ } from "@/lib/auth/dto";
import { apiRoute } from "@/lib/http/api-route";
import { startChairCheckout } from "@/lib/payments";

// A Stripe Checkout for the balance as a QR code on the stylist's phone; the webhook records the payment.
export const POST = apiRoute("POST /api/calendar/slots/:id/chair-checkout", { access: STAFF_READ }, ({ params, principal }) => startChairCheckout(params.id, principal!.user));
