import { outboxListQuerySchema } from "@/lib/email/schema";
import { listOutboxEmails, pageOutboxEmails } from "@/lib/email/outbox";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute("GET /api/inbox/emails", { query: outboxListQuerySchema }, async ({ query }) => {
  const filter = { status: query.status, notDelivered: query.delivery === "not-delivered" };
  if (query.page === undefined) return { emails: await listOutboxEmails({ limit: query.limit, ...filter }) };
  // Paged like the booking lists: the body keeps its shape, the totals go in headers.
  const { emails, total } = await pageOutboxEmails({ page: query.page, pageSize: query.pageSize, ...filter });
  return Response.json(
    { emails },
    {
      headers: {
        "Cache-Control": "no-store",
        "X-Total-Count": String(total),
        "X-Page": String(query.page),
        "X-Page-Size": String(query.pageSize),
        "X-Total-Pages": String(Math.max(1, Math.ceil(total / query.pageSize))),
      },
    },
  );
});
