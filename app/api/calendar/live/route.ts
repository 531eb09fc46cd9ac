import { STAFF_READ } from "@/lib/auth/dto";
import { apiRoute } from "@/lib/http/api-route";
import { liveDay } from "@/lib/dayof";
import type { LiveDayDto } from "@/lib/dayof/dto";
import { liveDayQuerySchema } from "@/lib/dayof/schema";

// The day's statuses (every competition on that studio date): the push stream's fallback poll.
export const GET = apiRoute("GET /api/calendar/live", { access: STAFF_READ, query: liveDayQuerySchema }, async ({ query }): Promise<LiveDayDto> => ({ slots: await liveDay(query.date) }));
