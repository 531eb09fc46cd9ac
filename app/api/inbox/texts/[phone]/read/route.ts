import { apiRoute } from "@/lib/http/api-route";
import { markConversationRead } from "@/lib/notify";

// The desk has read one number's conversation: its inbound texts count as read. A POST with the CSRF
// header (opening the conversation is a GET, which never writes: a cross-site link cannot mark texts read).
export const POST = apiRoute("POST /api/inbox/texts/:phone/read", { access: ["manage_bookings"] }, async ({ params }) => markConversationRead(params.phone));
