// The day planner: plans every open slot of a competition day backwards from the heats.
export { planDay, provenMostPlaced, EXACT_MAX_COLUMNS } from "./solve";
export { planViolations } from "./check";
export * from "./types";
export { planRequestSchema, savePlanSchema, planDayParamsSchema, type PlanRequest, type SavePlanRequest } from "./schema";
