import { listBookings, withEmailBounces, type BookingList } from "./index";

/** The admin lists answer a plain array (SPEC: "list of bookings"), paging in headers. */
export async function bookingListResponse(list: BookingList, query: { page: number; pageSize: number; q?: string; competition?: string }): Promise<Response> {
  const { bookings, total } = await listBookings({ list, ...query });
  return Response.json(await withEmailBounces(bookings), {
    headers: {
      "Cache-Control": "no-store",
      "X-Total-Count": String(total),
      "X-Page": String(query.page),
      "X-Page-Size": String(query.pageSize),
      "X-Total-Pages": String(Math.max(1, Math.ceil(total / query.pageSize))),
    },
  });
}
