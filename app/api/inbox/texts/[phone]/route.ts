import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { openTextConversation, replyToConversation } from "@/lib/notify";
import { textReplySchema } from "@/lib/notify/schema";

// One number's conversation (a read: marking it read is POST …/read); a reply goes through the outbox at once.
export const GET = apiRoute("GET /api/inbox/texts/:phone", { access: ["manage_bookings"] }, async ({ params }) => openTextConversation(params.phone));

export const POST = apiRoute("POST /api/inbox/texts/:phone", { access: ["manage_bookings"], body: textReplySchema, maxBodyBytes: 8 * 1024 }, async ({ params, body, principal }) =>
  jsonResponse({ message: await replyToConversation(params.phone, body.body, principal!.user) }, { status: 201 }),
);
