import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { recordCashCount } from "@/lib/takings";
import { cashCountSchema } from "@/lib/takings/schema";

// The desk's cash count for one day: stored with what the sheet expected, who and when; answers the day's sheet.
export const POST = apiRoute("POST /api/takings/:eventId/cash-counts", { access: ["manage_bookings"], body: cashCountSchema }, async ({ params, body, principal }) =>
  jsonResponse(await recordCashCount(params.eventId, body, principal!.user), { status: 201, headers: { "Cache-Control": "no-store" } }),
);
