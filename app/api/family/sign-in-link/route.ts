import { apiRoute } from "@/lib/http/api-route";
import { jsonResponse, type JsonResponse } from "@/lib/http/api-types";
import { afterResponse } from "@/lib/http/after-response";
import { clientIp } from "@/lib/http/client-ip";
import { FAMILY_SIGN_IN_REQUESTED, requestFamilySignIn } from "@/lib/bookings";
import { familySignInRequestSchema } from "@/lib/bookings/schema";
import { DomainError } from "@/lib/errors";

const PRIVATE = { "Cache-Control": "private, no-store" };

// "Your bookings" → "Send me a link": the same answer, at the same cost, whether or not the address has
// bookings (the lookup and the message run after the answer). A plain form post is sent back to the page.
// "Your bookings": a single-use link asks for a session (cookie); the cookie opens the family's bookings (lib/auth/family-links.ts).
export const POST = apiRoute("POST /api/family/sign-in-link", { access: "public", body: familySignInRequestSchema, acceptForm: true, maxBodyBytes: 4 * 1024 }, async ({ request, body }): Promise<JsonResponse<{ requested: true; message: string }> | Response> => {
  const wantsRedirect = !(request.headers.get("content-type") ?? "").includes("application/json");
  try {
    await requestFamilySignIn(body.contact, clientIp(request.headers), { afterResponse });
  } catch (error) {
    if (!wantsRedirect || !(error instanceof DomainError)) throw error;
    const outcome = error.status === 429 ? "limited" : "invalid";
    return new Response(null, { status: 303, headers: { Location: `/your-bookings?${outcome}=1`, ...PRIVATE } });
  }
  if (wantsRedirect) return new Response(null, { status: 303, headers: { Location: "/your-bookings?sent=1", ...PRIVATE } });
  return jsonResponse({ requested: true, message: FAMILY_SIGN_IN_REQUESTED }, { status: 202, headers: PRIVATE });
});
