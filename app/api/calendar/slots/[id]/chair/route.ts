import { apiRoute } from "@/lib/http/api-route";
import { chairSlot } from "@/lib/payments";

// "Paid at the chair": the slot's dancer, stylist and the balance to prefill (the slot's stylist or the desk).
export const GET = apiRoute("GET /api/calendar/slots/:id/chair", {}, ({ params, principal }) => chairSlot(principal!.user, params.id));
