// The day planner's server entry: plans every open slot of a competition day backwards from the heats.
// The solver itself (./solve, ./heuristic, ./exact, ./grid, ./check) is pure and database-free.
import "server-only";
export { planDay } from "./solve";
export { planViolations } from "./check";
export * from "./dto";
export { planRequestSchema, savePlanSchema, planDayParamsSchema, type PlanRequest, type SavePlanRequest } from "./schema";
export { proposeDayPlan, saveDayPlan, type ProposedPlanDto } from "./service";
export { loadPlanDay, bookingVersion } from "./day";
