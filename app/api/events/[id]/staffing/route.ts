import { STAFF_READ } from "@/lib/auth/dto";
import { availabilityViewer, getStaffing, saveStaffing } from "@/lib/availability";
import { staffingSchema } from "@/lib/availability/schema";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

// A competition's staffing: who works each day and when, chairs, the night-before window.
// Staffing of a competition's days (who works when, chairs, the night window): a stylist reads her own
// days (getStaffing filters them), manage_bookings sets them; days off: her own, or anyone's for manage_bookings.
export const GET = apiRoute("GET /api/events/:id/staffing", { access: STAFF_READ }, async ({ params, principal }) => getStaffing(params.id, availabilityViewer(principal!.user)));

export const PUT = apiRoute("PUT /api/events/:id/staffing", { access: ["manage_bookings"], body: staffingSchema, failureMessage: "Failed to save the staffing" }, async ({ params, body, principal }) =>
  saveStaffing(params.id, body, availabilityViewer(principal!.user)),
);
