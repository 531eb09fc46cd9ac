import { STAFF_READ } from "@/lib/auth/dto";
import { apiRoute } from "@/lib/http/api-route";
import { chairSlot } from "@/lib/payments";

// "Paid at the chair": the slot's dancer, stylist and the balance to prefill (the slot's stylist or the desk).
// Paid at the chair: a stylist (view_bookings) on their own slots only, the desk (manage_bookings)
// on any (lib/payments/chair.ts checks the slot's stylist); the payment runs once per Idempotency-Key.
export const GET = apiRoute("GET /api/calendar/slots/:id/chair", { access: STAFF_READ }, ({ params, principal }) => chairSlot(principal!.user, params.id));
