import { STAFF_READ } from "@/lib/auth/dto";
import { apiRoute } from "@/lib/http/api-route";
import { runningLate } from "@/lib/dayof";
import type { RunningLateAnswer } from "@/lib/dayof/dto";
import { runningLateSchema } from "@/lib/dayof/schema";

// Running late: preview (nothing saved) or move a stylist's remaining slots of the day by N minutes.
export const POST = apiRoute("POST /api/calendar/running-late", { access: STAFF_READ, body: runningLateSchema }, async ({ body, principal }): Promise<RunningLateAnswer> => runningLate(body, principal!.user));
