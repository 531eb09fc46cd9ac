import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { invitationProgress } from "@/lib/invitations";

export const dynamic = "force-dynamic";

// A queued campaign's progress: queued, sent, not sent, and who was skipped and why.
export const GET = apiRoute("GET /api/events/:id/invitations/:campaignId", { access: ["manage_events"] }, async ({ params }) =>
  jsonResponse(await invitationProgress(params.id, params.campaignId), { headers: { "Cache-Control": "no-store" } }),
);
