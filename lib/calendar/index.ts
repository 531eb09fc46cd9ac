// The staff calendar: a visible range of slots, the run sheet of a day, moving a slot, and each staff
// member's private subscribed feed.
import "server-only";
export { calendarFeedFor } from "./feed";
export { calendarForRange, schedulesInRange, slotHeat } from "./range";
export { rescheduleSlot } from "./reschedule";
export { runSheetFor } from "./run-sheet";
export { nextWorkingDay, type WorkingDay } from "./next-working-day";
