import { apiRoute } from "@/lib/http/api-route";
import { previewInvitations } from "@/lib/invitations";
import { invitationAudienceSchema } from "@/lib/invitations/schema";

export const dynamic = "force-dynamic";

// "Invite to this competition": who would be invited, who is skipped and why, and the message (nothing queued).
// Invitations to a competition (lib/invitations): preview the audience (names only, never an address) and
// the message, queue them for the outbox, follow the progress; competitions are manage_events business.
export const POST = apiRoute("POST /api/events/:id/invitations/preview", { access: ["manage_events"], body: invitationAudienceSchema, maxBodyBytes: 4 * 1024 }, async ({ params, body }) => previewInvitations(params.id, body));
