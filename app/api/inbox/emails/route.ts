import { outboxListQuerySchema } from "@/lib/notify/schema";
import { listOutboxEmails, pageOutboxEmails } from "@/lib/notify";
import { apiRoute } from "@/lib/http/api-route";
import { pagedJson } from "@/lib/http/paged";

export const GET = apiRoute("GET /api/inbox/emails", { access: ["manage_bookings"], query: outboxListQuerySchema }, async ({ query }) => {
  const filter = { status: query.status, notDelivered: query.delivery === "not-delivered" };
  if (query.page === undefined) return { emails: await listOutboxEmails({ limit: query.limit, ...filter }) };
  // Paged like the booking lists: the body keeps its shape, the totals go in headers.
  const { emails, total } = await pageOutboxEmails({ page: query.page, pageSize: query.pageSize, ...filter });
  return pagedJson({ emails }, { page: query.page, pageSize: query.pageSize, total });
});
