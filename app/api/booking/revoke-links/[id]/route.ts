import { apiRoute } from "@/lib/http/api-route";
import { revokeLinksSchema } from "@/lib/bookings/schema";
import { revokeCustomerLinks } from "@/lib/bookings";

// Edit Booking → "Revoke the customer's links": every earlier link stops; optionally a fresh one is emailed.
export const POST = apiRoute("POST /api/booking/revoke-links/:id", { body: revokeLinksSchema }, async ({ params, body, principal }) =>
  revokeCustomerLinks(params.id, body, principal!.user),
);
