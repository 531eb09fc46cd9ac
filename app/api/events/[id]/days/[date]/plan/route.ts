import { apiRoute } from "@/lib/http/api-route";
import { planDayParamsSchema, planRequestSchema, savePlanSchema } from "@/lib/planner/schema";
import { proposeDayPlan, saveDayPlan } from "@/lib/planner";

export const dynamic = "force-dynamic";

// "Plan this day": the proposed plan for every open slot of the day (nothing saved).
// The day planner: propose a plan for a competition day, save one staff reviewed.
export const POST = apiRoute("POST /api/events/:id/days/:date/plan", { access: ["manage_bookings"], body: planRequestSchema }, async ({ params, body }) => {
  const { date } = planDayParamsSchema.parse(params);
  return proposeDayPlan(params.id, date, body);
});

// Saves a plan staff reviewed: every booking or none; a booking changed since the proposal → 409 naming it.
export const PUT = apiRoute("PUT /api/events/:id/days/:date/plan", { access: ["manage_bookings"], body: savePlanSchema }, async ({ params, body, principal }) => {
  const { date } = planDayParamsSchema.parse(params);
  return saveDayPlan(params.id, date, body, principal?.user ?? null);
});
