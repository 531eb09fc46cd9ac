import { apiRoute } from "@/lib/http/api-route";
import { revokeUserCalendarFeed } from "@/lib/users";

// Users → "Revoke calendar link": the user's feed stops at once; they can make a new one in My Calendar.
// An administrator's link is revoked only by an administrator (lib/users/authority.ts).
export const DELETE = apiRoute("DELETE /api/auth/users/:userId/calendar-feed", { access: ["manage_users"] }, async ({ params, principal }) => ({
  revoked: await revokeUserCalendarFeed(params.userId, principal!.user),
}));
