import { availabilityViewer, getStaffing, saveStaffing } from "@/lib/availability";
import { staffingSchema } from "@/lib/availability/schema";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

// A competition's staffing: who works each day and when, chairs, the night-before window.
export const GET = apiRoute("GET /api/events/:id/staffing", {}, async ({ params, principal }) => getStaffing(params.id, availabilityViewer(principal!.user)));

export const PUT = apiRoute("PUT /api/events/:id/staffing", { body: staffingSchema, failureMessage: "Failed to save the staffing" }, async ({ params, body, principal }) =>
  saveStaffing(params.id, body, availabilityViewer(principal!.user)),
);
