import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { askForChangeByLink } from "@/lib/change-requests";
import { changeRequestSchema } from "@/lib/change-requests/schema";
import { enforceRateLimit } from "@/lib/rate-limit";

// "Ask for a change" on the private page (the link is the credential): stored for the desk, or done at once
// where the studio allows it and it fits. One waiting request of each kind (409).
export const POST = apiRoute("POST /api/booking/link/:token/changes", { access: "public", body: changeRequestSchema, maxBodyBytes: 8 * 1024 }, async ({ request, params, body }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const answer = await askForChangeByLink(params.token, body);
  return jsonResponse(answer, { status: 201, headers: { "Cache-Control": "private, no-store" } });
});
