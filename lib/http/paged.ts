// A paged list as the admin lists answer it: the page's items as the body (a plain JSON array for the
// booking lists), the paging in headers.

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
}

export function pagedJson(body: unknown, { page, pageSize, total }: Paging): Response {
  return Response.json(body, {
    headers: {
      "Cache-Control": "no-store",
      "X-Total-Count": String(total),
      "X-Page": String(page),
      "X-Page-Size": String(pageSize),
      "X-Total-Pages": String(Math.max(1, Math.ceil(total / pageSize))),
    },
  });
}
