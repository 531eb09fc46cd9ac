// The request of one page of a Manage Bookings list, shared by the table that reads it and the page
// that loads the first pages with the screen (the same URL, so the screen starts from them).
export interface BookingFilter {
  q: string;
  competition: string;
  /** "", "due", "overdue" or "paid": only bookings with that deposit mark. */
  deposit: string;
}

export const BOOKING_LIST_PAGE_SIZE = 20;
export const BOOKING_LIST_KINDS = ["unassigned", "assigned", "cancelled"] as const;
export type BookingListKind = (typeof BOOKING_LIST_KINDS)[number];

export function bookingListRequest(filter: BookingFilter, page: number) {
  return { query: { page, pageSize: BOOKING_LIST_PAGE_SIZE, q: filter.q, competition: filter.competition, deposit: filter.deposit } };
}
