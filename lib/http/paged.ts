// A paged list as the SPEC's admin lists answer it: a plain JSON array, the paging in headers.

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
}

export function pagedJson(items: unknown[], { page, pageSize, total }: Paging): Response {
  return Response.json(items, {
    headers: {
      "Cache-Control": "no-store",
      "X-Total-Count": String(total),
      "X-Page": String(page),
      "X-Page-Size": String(pageSize),
      "X-Total-Pages": String(Math.max(1, Math.ceil(total / pageSize))),
    },
  });
}
