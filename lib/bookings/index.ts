// The bookings domain's server entry: one module per use case, re-exported here.
import "server-only";
export { getBooking, getBookingFor, getBookingForDesk, loadBooking, loadBookingOfSlot, withEmailBounces } from "./read";
export { createBooking, newRowId } from "./create";
export { createBookingByStaff, type DeskBookingResult } from "./create-by-staff";
export { listBookings, listBookingsForAdmin, type BookingList } from "./lists";
export { CANCELLED_IS_READ_ONLY, updateBooking } from "./update";
export { queueBookingConfirmation } from "./confirmation";
export { CANCELLATION_REASON_MAX, cancelBookingByCustomer, deleteBooking, restoreBooking } from "./cancel";
export { countUpcomingBookingsWithBouncedEmail, nextCompetitionSummary, recountSlotsAfterPriceListChange, unassignedRequestsSummary } from "./counts";
