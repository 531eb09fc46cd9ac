import { calendarFeedStatus, issueCalendarFeed } from "@/lib/auth";
import { apiRoute } from "@/lib/http/api-route";

// The signed-in staff member's own feed link: whether one is live, and a new one (the old stops at once).
// Staff tools: a staff member's own feed link; the feed itself is opened by its token
// (lib/calendar/feed.ts checks it and the user); moving a slot follows Edit Booking's rules.
export const GET = apiRoute("GET /api/calendar/feed", { access: ["view_bookings"] }, async ({ principal }) => ({ feed: await calendarFeedStatus(principal!.user.id) }));

export const POST = apiRoute("POST /api/calendar/feed", { access: ["view_bookings"] }, async ({ principal }) => ({ feed: await issueCalendarFeed(principal!.user.id) }));
