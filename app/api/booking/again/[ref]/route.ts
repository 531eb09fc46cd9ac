import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { bookAgainPrefill } from "@/lib/clients";
import { enforceRateLimit } from "@/lib/rate-limit";

// "Book another competition": the signed reference from the private page is the credential (2 hours);
// the answer fills the booking form's dancer and guardian fields. Limited like the private links.
// "Book another competition": a 2-hour signed reference from the private page is the credential.
export const GET = apiRoute("GET /api/booking/again/:ref", { access: "public" }, async ({ request, params }) => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  return jsonResponse(await bookAgainPrefill(params.ref), { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } });
});
