import { apiRoute } from "@/lib/http/api-route";
import { moveBookingToClient } from "@/lib/clients";
import { clientIdSchema, moveBookingSchema } from "@/lib/clients/schema";

// Move a booking to this client (audited with the booking's previous client).
export const POST = apiRoute("POST /api/clients/:id/bookings", { access: ["manage_bookings"], body: moveBookingSchema }, ({ params, body, principal }) =>
  moveBookingToClient(clientIdSchema.parse(params.id), body.bookingId, principal!.user),
);
