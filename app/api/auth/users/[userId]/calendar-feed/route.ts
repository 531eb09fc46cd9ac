import { revokeCalendarFeed } from "@/lib/calendar/feed";
import { apiRoute } from "@/lib/http/api-route";

// Users → "Revoke calendar link": the user's feed stops at once; they can make a new one in My Calendar.
export const DELETE = apiRoute("DELETE /api/auth/users/:userId/calendar-feed", {}, async ({ params }) => ({ revoked: await revokeCalendarFeed(params.userId) }));
