import { listContactMessages } from "@/lib/contact";
import { inboxListQuerySchema } from "@/lib/contact/schema";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute("GET /api/inbox/messages", { access: ["manage_bookings"], query: inboxListQuerySchema }, async ({ query }) => ({
  messages: await listContactMessages({ limit: query.limit, handled: query.handled === undefined ? undefined : query.handled === "true" }),
}));
