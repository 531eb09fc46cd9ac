import { outboxListQuerySchema } from "@/lib/email/schema";
import { listOutboxEmails } from "@/lib/email/outbox";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute("GET /api/inbox/emails", { query: outboxListQuerySchema }, async ({ query }) => ({
  emails: await listOutboxEmails({ limit: query.limit, status: query.status, notDelivered: query.delivery === "not-delivered" }),
}));
