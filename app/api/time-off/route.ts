import { STAFF_READ } from "@/lib/auth/dto";
import { addTimeOff, availabilityViewer, listTimeOff } from "@/lib/availability";
import { timeOffQuerySchema, timeOffSchema } from "@/lib/availability/schema";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

// Days off: a stylist's own; manage_bookings anyone's (?userId= for one stylist).
export const GET = apiRoute("GET /api/time-off", { access: STAFF_READ, query: timeOffQuerySchema }, async ({ query, principal }) => ({ timeOff: await listTimeOff(availabilityViewer(principal!.user), query) }));

export const POST = apiRoute("POST /api/time-off", { access: STAFF_READ, body: timeOffSchema, failureMessage: "Failed to add the day off" }, async ({ body, principal }) => addTimeOff(availabilityViewer(principal!.user), body));
