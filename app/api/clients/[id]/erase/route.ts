import { apiRoute } from "@/lib/http/api-route";
import { eraseClient } from "@/lib/clients";
import { clientIdSchema, eraseClientSchema } from "@/lib/clients/schema";

// Erase a client's personal data on request ({ confirm: "ERASE" }); bookings stay as anonymous rows.
export const POST = apiRoute("POST /api/clients/:id/erase", { access: ["manage_bookings"], body: eraseClientSchema }, ({ params, principal }) =>
  eraseClient(clientIdSchema.parse(params.id), principal!.user),
);
