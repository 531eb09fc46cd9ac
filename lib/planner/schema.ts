// Requests of the day planner's API (shared by the screen and the route handlers).
import { z } from "zod";

const instant = z.string().datetime({ offset: true, message: "Use an ISO date and time" });
/**
 * Slots (and pins) in one request: a day of 200 dancers with three services each, the largest the planner is
 * measured on (docs/decisions/0013). A save is further bounded by the day itself: every booking must be one of its own.
 */
export const MAX_PLAN_SLOTS = 600;

const slotRef = { bookingId: z.string().min(1).max(64), service: z.string().trim().min(1).max(200), userId: z.string().min(1).max(64) };

export const planRequestSchema = z.object({
  /** Re-plan the set slots of unconfirmed bookings too. */
  includeUnconfirmed: z.boolean().default(false),
  /** Entries staff placed by hand: kept where they are, the rest is planned around them. */
  pins: z.array(z.object({ ...slotRef, start: instant })).max(MAX_PLAN_SLOTS).default([]),
});

export const savePlanSchema = z.object({
  slots: z
    .array(z.object({ ...slotRef, start: instant, end: instant }).refine((s) => Date.parse(s.end) > Date.parse(s.start), { message: "The end must be after the start", path: ["end"] }))
    .min(1, "The plan has no slots")
    .max(MAX_PLAN_SLOTS, `A plan holds at most ${MAX_PLAN_SLOTS} slots`),
  /** What each booking looked like when the plan was proposed (from the proposal). */
  versions: z.record(z.string().max(64), z.string().max(64)).refine((v) => Object.keys(v).length <= MAX_PLAN_SLOTS, { message: `A plan holds at most ${MAX_PLAN_SLOTS} bookings` }),
});

export const planDayParamsSchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-04") });

export type PlanRequest = z.infer<typeof planRequestSchema>;
export type SavePlanRequest = z.infer<typeof savePlanSchema>;
