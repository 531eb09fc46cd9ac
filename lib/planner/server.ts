// The day planner's server entry (database use cases); ./index stays pure and client-safe.
import "server-only";
export { proposeDayPlan, saveDayPlan, type ProposedPlanDto } from "./service";
export { loadPlanDay, bookingVersion } from "./day";
