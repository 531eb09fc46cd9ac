// Next 16's proxy (formerly middleware.ts): optimistic page guards from the permission table,
// reading the signed token (and its session row only before re-signing a cookie). Every route
// handler and admin page checks again against the database (CVE-2025-29927: never rely on this alone). It also gives every admin and private
// booking page its own CSP nonce: Next puts the nonce from the request's policy on its own scripts,
// and a script without it (an injected one) is refused. It also slides the session cookie on use: a
// cookie token older than a few minutes is re-signed for the idle limit once the session row still
// accepts it (the row stays the real check: idle and absolute limits, revocation); an ended session's
// cookie, or one that is not a valid token, is cleared instead.
import { NextResponse, type NextRequest } from "next/server";
import { RELEASE_FONTS_SCRIPT } from "@/app/font-release-script";
import { readPresentedToken, renewedCookieToken, sessionCookieName } from "@/lib/auth/next-auth";
import { COOKIE_RENEW_AFTER_SECONDS } from "@/lib/auth/tokens";
import { setSessionCookie } from "@/lib/http/session-cookie";
import { adminRedirect } from "@/lib/auth/permissions";
import { contentSecurityPolicy } from "@/lib/http/security-headers";
import { STAFF_MANIFEST_PATH } from "@/lib/offline/rules";

const isProduction = process.env.NODE_ENV === "production";
let inlineScriptHashes: Promise<string[]> | null = null;

async function sha256Source(script: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/** 'sha256-…' of the fixed inline script the root layout renders without a nonce. */
function knownInlineScriptHashes(): Promise<string[]> {
  inlineScriptHashes ??= Promise.all([RELEASE_FONTS_SCRIPT].map(sha256Source));
  return inlineScriptHashes;
}

/** NextResponse.next() with a fresh nonce policy on the request (for Next's renderer) and on the answer. */
async function withNonce(request: NextRequest): Promise<NextResponse> {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const policy = contentSecurityPolicy({ isProduction, captcha: false, nonce, scriptHashes: await knownInlineScriptHashes() });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  headers.set("x-nonce", nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === STAFF_MANIFEST_PATH) return NextResponse.next(); // fetched without cookies; public, names no one
  if (pathname.startsWith("/booking/") || pathname.startsWith("/waitlist/") || pathname.startsWith("/admin/reset-password/") || pathname === "/your-bookings" || pathname.startsWith("/your-bookings/") || pathname.startsWith("/receipt/") || pathname.startsWith("/unsubscribe/")) {
    // A customer's private booking page, a waiting-list offer, a staff password reset link, a family's sign-in link or a receipt's
    // printable page, an invitation's unsubscribe page: the token in the path is a credential (the family pages themselves read the family's session cookie).
    const response = await withNonce(request);
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    response.headers.set("Referrer-Policy", "no-referrer");
    return response;
  }
  const presented = await readPresentedToken(request);
  let claims = presented?.claims ?? null;
  // A cookie that is no token of ours (forged, or past its end) is cleared, never carried on.
  let clearCookie = !presented && request.cookies.has(sessionCookieName()) && !request.headers.has("authorization");
  let renewCookie = false;
  if (claims && presented?.from === "cookie" && Date.now() / 1000 - claims.iat >= COOKIE_RENEW_AFTER_SECONDS) {
    // The one database read here, at most once per COOKIE_RENEW_AFTER_SECONDS per browser: a cookie is re-signed
    // only for a session still accepted; an ended one's (revoked, expired, suspended account) is cleared instead.
    // A database that cannot answer decides neither (the page's own check then answers).
    const { sessionStillAccepted } = await import("@/lib/auth/accepted-session");
    const accepted = await sessionStillAccepted(claims).catch(() => null);
    renewCookie = accepted === true;
    if (accepted === false) {
      claims = null;
      clearCookie = true;
    }
  }
  const user = claims ? { role: claims.role, isAdministrator: claims.isAdministrator, permissions: claims.permissions } : null;
  const target = adminRedirect(pathname, user);
  if (target && target !== pathname) {
    const redirect = NextResponse.redirect(new URL(target, request.url));
    return clearCookie ? setSessionCookie(redirect, null) : redirect;
  }
  const response = await withNonce(request);
  response.headers.set("Cache-Control", "private, no-store");
  if (clearCookie) setSessionCookie(response, null);
  // Not on the sign-in page: a session that ended (the page shows the form) gains nothing from a fresh cookie.
  else if (renewCookie && pathname !== "/admin/login") setSessionCookie(response, await renewedCookieToken(claims!));
  return response;
}

export const config = { matcher: ["/admin", "/admin/:path*", "/booking/:path*", "/waitlist/:path*", "/your-bookings", "/your-bookings/:path*", "/receipt/:path*", "/unsubscribe/:path*"] };
