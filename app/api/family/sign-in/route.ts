import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse, type JsonResponse } from "@/lib/http/api-types";
import { clientIp } from "@/lib/http/client-ip";
import { familySessionCookie, spendFamilySignIn } from "@/lib/auth";
import { familySignInSchema } from "@/lib/bookings/schema";
import { NotFoundError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";

const PRIVATE = { "Cache-Control": "private, no-store" };
export const FAMILY_LINK_USED = "This sign-in link has expired or has already been used. Ask for a new one.";

// The sign-in link's page → "Show my bookings": spends the link once and starts the browser's session
// (an httpOnly cookie). A plain form post goes on to the family page, or back to ask for a new link.
export const POST = apiRoute("POST /api/family/sign-in", { access: "public", body: familySignInSchema, acceptForm: true, maxBodyBytes: 1024 }, async ({ request, body }): Promise<JsonResponse<{ signedIn: true }> | Response> => {
  await enforceRateLimit("booking-link", clientIp(request.headers));
  const wantsRedirect = !(request.headers.get("content-type") ?? "").includes("application/json");
  const session = await spendFamilySignIn(body.token);
  if (!session) {
    if (wantsRedirect) return new Response(null, { status: 303, headers: { Location: "/your-bookings?expired=1", ...PRIVATE } });
    throw new NotFoundError(FAMILY_LINK_USED);
  }
  const headers = { ...PRIVATE, "Set-Cookie": familySessionCookie(session.sessionToken, session.expiresAt) };
  if (wantsRedirect) return new Response(null, { status: 303, headers: { Location: "/your-bookings", ...headers } });
  return jsonResponse({ signedIn: true }, { headers });
});
