// Availability, one module: who works which competition day and when, chairs at the venue, time off and
// the night-before window. Suggest times, the planner, drag-to-reschedule, Edit Booking and the public
// "day is full" ask it; the clash guard in the database stays the last word. Server entry; the pure
// checks and types live in ./dto (client-safe), validation in ./schema.
import "server-only";
import { hasAnyPermission, type PermissionHolder } from "@/lib/auth";
import type { AvailabilityViewer } from "./dto";

export * from "./dto";
export { getDayAvailability, getEventAvailability, loadCompetition, type AvailabilityDb } from "./read";
export { refuseUnavailableSlots, type GuardedSlot } from "./guard";
export { getStaffing, saveStaffing } from "./staffing";
export { addTimeOff, listTimeOff, NOT_YOUR_TIME_OFF, removeTimeOff } from "./time-off";

/** The signed-in staff member as availability sees her: manage_bookings manages everyone's. */
export const availabilityViewer = (user: PermissionHolder & { id: string }): AvailabilityViewer => ({ userId: user.id, canManage: hasAnyPermission(user, ["manage_bookings"]) });
