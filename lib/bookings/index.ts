// The bookings domain's server entry: one module per use case, re-exported here.
import "server-only";
export { getBooking, getBookingFor, getBookingForDesk, loadBooking, loadBookingOfSlot, withEmailBounces } from "./read";
export { createBooking, newRowId } from "./create";
export { listBookings, listBookingsForAdmin, type BookingList } from "./lists";
export { CANCELLED_IS_READ_ONLY, updateBooking } from "./update";
export { queueBookingConfirmation } from "./confirmation";
export { CANCELLATION_REASON_MAX, cancelBookingByCustomer, deleteBooking, restoreBooking } from "./cancel";
export { queueHeatTimeNudges } from "./heat-times";
export { countUpcomingBookingsWithBouncedEmail, nextCompetitionSummary, recountSlotsAfterPriceListChange, unassignedRequestsSummary } from "./counts";
export { findLinkAndBooking, requireBookingByLink } from "./access-links";
export { ESTIMATE_NOTE, customerMoneyFrom } from "./customer-lines";
export { readCustomerMoney } from "./customer-money";
export { bookingExportStream, exportFileName } from "./export";
export { bookingsMissingHeatTimesForNextCompetition, loadHeatPlanContext, saveHeatTimes } from "./heat-times";
export { buildBookingIcs, icsSlotsOf } from "./ics";
export { listBookingReminders, replanUpcomingReminders } from "./reminders";
export { listStaffEmails, resendReceiptByStaff, revokeCustomerLinks } from "./staff-emails";
export { staffDaySchedule } from "./staff-schedule";
