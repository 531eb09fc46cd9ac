import { apiRoute } from "@/lib/http/api-route";
import { textConversations } from "@/lib/notify";

// The Inbox's texts: one conversation per number, most recent first.
// Texts in the Inbox: conversations by number, one opened, marked read (a POST), a reply.
export const GET = apiRoute("GET /api/inbox/texts", { access: ["manage_bookings"] }, async () => ({ conversations: await textConversations() }));
