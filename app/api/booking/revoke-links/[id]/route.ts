import { apiRoute } from "@/lib/http/api-route";
import { revokeLinksSchema } from "@/lib/bookings/schema";
import { revokeCustomerLinks } from "@/lib/bookings";

// Edit Booking → "Revoke the customer's links": every earlier link stops; optionally a fresh one is emailed.
// Revoke a customer's private links (optionally sending a fresh one) and the record of
// customer emails staff sent by hand (lib/bookings/staff-emails.ts).
export const POST = apiRoute("POST /api/booking/revoke-links/:id", { access: ["manage_bookings"], body: revokeLinksSchema }, async ({ params, body, principal }) =>
  revokeCustomerLinks(params.id, body, principal!.user),
);
