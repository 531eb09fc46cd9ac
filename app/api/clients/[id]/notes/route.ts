import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { addClientNote } from "@/lib/clients";
import { CLIENT_NOTE_MAX_BODY_BYTES, clientIdSchema, clientNoteSchema } from "@/lib/clients/schema";

// A styling note (hair, makeup, allergies, notes) with its author; a body over 16 KB is 413, a note over 4,000 characters 400.
export const POST = apiRoute("POST /api/clients/:id/notes", { access: ["manage_bookings"], body: clientNoteSchema, maxBodyBytes: CLIENT_NOTE_MAX_BODY_BYTES }, async ({ params, body, principal }) =>
  jsonResponse(await addClientNote(clientIdSchema.parse(params.id), body, principal!.user), { status: 201, headers: { "Cache-Control": "no-store" } }),
);
