import { apiRoute } from "@/lib/http/api-route";
import { mergeClients } from "@/lib/clients";
import { clientIdSchema, mergeClientsSchema } from "@/lib/clients/schema";

// Merge this client into another (one transaction, audited): itself → 400, already merged (a merge at the same time) → 409.
export const POST = apiRoute("POST /api/clients/:id/merge", { access: ["manage_bookings"], body: mergeClientsSchema }, ({ params, body, principal }) =>
  mergeClients(clientIdSchema.parse(params.id), body.intoClientId, principal!.user),
);
