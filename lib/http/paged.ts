// A paged list as the admin lists answer it: the page's items as the body (a plain JSON array for the
// booking lists), the paging in headers.
import { jsonResponse, type JsonResponse } from "./api-types";

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
}

export function pagedJson<T>(body: T, { page, pageSize, total }: Paging): JsonResponse<T> {
  return jsonResponse(body, {
    headers: {
      "Cache-Control": "no-store",
      "X-Total-Count": String(total),
      "X-Page": String(page),
      "X-Page-Size": String(pageSize),
      "X-Total-Pages": String(Math.max(1, Math.ceil(total / pageSize))),
    },
  });
}
