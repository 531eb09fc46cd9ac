import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { queueInvitations } from "@/lib/invitations";
import { invitationAudienceSchema } from "@/lib/invitations/schema";

export const dynamic = "force-dynamic";

// Queues the invitations (the outbox worker sends them); answers the campaign's progress, which the screen then polls.
export const POST = apiRoute("POST /api/events/:id/invitations", { access: ["manage_events"], body: invitationAudienceSchema, maxBodyBytes: 4 * 1024 }, async ({ params, body, principal }) =>
  jsonResponse(await queueInvitations(params.id, body, principal!.user), { status: 201, headers: { "Cache-Control": "no-store" } }),
);
