import { apiRoute } from "@/lib/http/api-route";
import { endFamilySession, FAMILY_COOKIE, familySessionCookie } from "@/lib/auth";

// "Sign out" on the family page: the session ends at once and its cookie is cleared.
export const POST = apiRoute("POST /api/family/sign-out", { access: "public", acceptForm: true }, async ({ request }) => {
  await endFamilySession(request.cookies.get(FAMILY_COOKIE)?.value);
  return new Response(null, { status: 303, headers: { Location: "/your-bookings", "Cache-Control": "private, no-store", "Set-Cookie": familySessionCookie(null) } });
});
