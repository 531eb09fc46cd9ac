import { apiRoute } from "@/lib/http/api-route";
import { previewInvitations } from "@/lib/invitations";
import { invitationAudienceSchema } from "@/lib/invitations/schema";

export const dynamic = "force-dynamic";

// "Invite to this competition": who would be invited, who is skipped and why, and the message (nothing queued).
export const POST = apiRoute("POST /api/events/:id/invitations/preview", { body: invitationAudienceSchema, maxBodyBytes: 4 * 1024 }, async ({ params, body }) => previewInvitations(params.id, body));
