import { calendarFeedFor } from "@/lib/calendar";
import { apiRoute } from "@/lib/http/api-route";
import { afterResponse } from "@/lib/http/after-response";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit";

// A staff member's subscribed calendar: the token in the path is the credential (checked with the user in lib/calendar/feed).
export const GET = apiRoute("GET /api/calendar/feed/:token", { access: "public" }, async ({ request, params }) => {
  await enforceRateLimit("calendar-feed", clientIp(request.headers));
  const feed = await calendarFeedFor(params.token.replace(/\.ics$/, ""), new Date(), request.headers.get("if-none-match"), afterResponse);
  const headers: Record<string, string> = { "Cache-Control": "private, max-age=300", ETag: feed.etag, "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };
  if (feed.lastModified) headers["Last-Modified"] = feed.lastModified.toUTCString();
  if (feed.ics === null) return new Response(null, { status: 304, headers });
  return new Response(feed.ics, { headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="schedule.ics"' } });
});
