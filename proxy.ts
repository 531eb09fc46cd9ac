// Next 16's proxy (formerly middleware.ts): optimistic page guards from the permission table,
// reading only the signed token. Every route handler and admin page checks again against the
// database (CVE-2025-29927: never rely on this alone).
import { NextResponse, type NextRequest } from "next/server";
import { readSessionClaims } from "@/lib/auth/next-auth";
import { adminRedirect } from "@/lib/auth/permissions";

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/booking/") || pathname.startsWith("/admin/reset-password/")) {
    // A customer's private booking page or a staff password reset link: the token in the path is a credential.
    const response = NextResponse.next();
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    response.headers.set("Referrer-Policy", "no-referrer");
    return response;
  }
  const claims = await readSessionClaims(request);
  const user = claims ? { role: claims.role, isAdministrator: claims.isAdministrator, permissions: claims.permissions } : null;
  const target = adminRedirect(pathname, user);
  if (target && target !== pathname) {
    return NextResponse.redirect(new URL(target, request.url));
  }
  const response = NextResponse.next();
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export const config = { matcher: ["/admin", "/admin/:path*", "/booking/:path*"] };
