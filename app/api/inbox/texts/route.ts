import { apiRoute } from "@/lib/http/api-route";
import { textConversations } from "@/lib/notify";

// The Inbox's texts: one conversation per number, most recent first.
export const GET = apiRoute("GET /api/inbox/texts", {}, async () => ({ conversations: await textConversations() }));
