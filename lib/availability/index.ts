// Availability, one module: who works which competition day and when, chairs at the venue, time off and
// the night-before window. Suggest times, the planner, drag-to-reschedule, Edit Booking and the public
// "day is full" ask it; the clash guard in the database stays the last word. Server entry; the pure
// checks and types live in ./dto (client-safe), validation in ./schema.
import "server-only";

export * from "./dto";
export { getDayAvailability, getEventAvailability, loadCompetition, type AvailabilityDb } from "./read";
