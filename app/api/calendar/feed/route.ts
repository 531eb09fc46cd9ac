import { calendarFeedStatus, issueCalendarFeed } from "@/lib/auth";
import { apiRoute } from "@/lib/http/api-route";

// The signed-in staff member's own feed link: whether one is live, and a new one (the old stops at once).
export const GET = apiRoute("GET /api/calendar/feed", {}, async ({ principal }) => ({ feed: await calendarFeedStatus(principal!.user.id) }));

export const POST = apiRoute("POST /api/calendar/feed", {}, async ({ principal }) => ({ feed: await issueCalendarFeed(principal!.user.id) }));
