import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { decideProposal } from "@/lib/clients";
import { clientIdSchema, proposalDecisionSchema, proposalIdSchema } from "@/lib/clients/schema";

// Accept (the card takes the request's phone or guardian) or ignore a proposed change; audited either way.
export const POST = apiRoute("POST /api/clients/:id/proposals/:proposalId", { access: ["manage_bookings"], body: proposalDecisionSchema }, async ({ params, body, principal }) =>
  jsonResponse(await decideProposal(clientIdSchema.parse(params.id), proposalIdSchema.parse(params.proposalId), body.decision, principal!.user), { headers: { "Cache-Control": "no-store" } }),
);
