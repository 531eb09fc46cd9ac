// The proxy's session cookie against the real session rows: a cookie token due for renewal is re-signed only
// for a session the database still accepts; an ended session's cookie, or one that is not a valid token, is
// cleared on the way to the sign-in page rather than given back.
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { proxy } from "./proxy";
import { logout } from "@/lib/auth/session";
import { renewedCookieToken, sessionCookieName } from "@/lib/auth/next-auth";
import { COOKIE_RENEW_AFTER_SECONDS, verifySessionToken } from "@/lib/auth/tokens";
import { staffSession } from "@/tests/support/api";
import { resetDatabase, testPrisma } from "@/tests/support/db";

/** A cookie token of the staff member's session signed `seconds` ago (the proxy renews one older than COOKIE_RENEW_AFTER_SECONDS). */
async function cookieTokenSignedAgo(bearerHeader: string, seconds: number): Promise<{ token: string; sid: string }> {
  const claims = (await verifySessionToken(bearerHeader.replace(/^Bearer /, "")))!;
  const now = Date.now();
  vi.spyOn(Date, "now").mockReturnValue(now - seconds * 1000);
  try {
    return { token: await renewedCookieToken(claims), sid: claims.sid };
  } finally {
    vi.mocked(Date.now).mockRestore();
  }
}

const pageRequest = (path: string, cookie: string) => new NextRequest(`http://localhost:3000${path}`, { headers: { cookie: `${sessionCookieName()}=${cookie}` } });

/** The session cookie the answer sets: its value and Max-Age, or null when it sets none. */
function sessionCookieSet(response: Response): { value: string; maxAge: number } | null {
  const header = response.headers.getSetCookie().find((line) => line.startsWith(`${sessionCookieName()}=`));
  if (!header) return null;
  const [, value] = /^[^=]+=([^;]*)/.exec(header)!;
  return { value, maxAge: Number(/Max-Age=(\d+)/i.exec(header)?.[1]) };
}

const DUE = COOKIE_RENEW_AFTER_SECONDS + 60;
let headers: Record<string, string>;

beforeEach(async () => {
  await resetDatabase();
  ({ headers } = await staffSession("desk@example.com", ["view_admin_panel"]));
});

describe("the proxy's session cookie", () => {
  it("a live session's cookie due for renewal is re-signed on a panel page", async () => {
    const { token } = await cookieTokenSignedAgo(headers.authorization, DUE);
    const response = await proxy(pageRequest("/admin/home", token));
    expect(response.headers.get("location")).toBeNull();
    const set = sessionCookieSet(response);
    expect(set?.maxAge).toBeGreaterThan(0);
    expect(set?.value).not.toBe(token);
    expect((await verifySessionToken(set!.value))?.iat).toBeGreaterThan(Math.floor(Date.now() / 1000) - 60);
  });

  it("a revoked session's cookie due for renewal is not re-signed: the proxy redirects to the sign-in page and clears it", async () => {
    const { token, sid } = await cookieTokenSignedAgo(headers.authorization, DUE);
    await logout(sid);
    const response = await proxy(pageRequest("/admin/home", token));
    expect(new URL(response.headers.get("location") ?? "", "http://localhost:3000").pathname).toBe("/admin/login");
    expect(sessionCookieSet(response)).toEqual({ value: "", maxAge: 0 });
  });

  it("a suspended account's cookie is cleared the same way, and on the sign-in page itself", async () => {
    const { token, sid } = await cookieTokenSignedAgo(headers.authorization, DUE);
    const { userId } = await testPrisma().session.findUniqueOrThrow({ where: { id: sid } });
    await testPrisma().user.update({ where: { id: userId }, data: { accountStatus: "suspended" } });
    const onPanel = await proxy(pageRequest("/admin/home", token));
    expect(new URL(onPanel.headers.get("location") ?? "", "http://localhost:3000").pathname).toBe("/admin/login");
    expect(sessionCookieSet(onPanel)).toEqual({ value: "", maxAge: 0 });
    const onLogin = await proxy(pageRequest("/admin/login", token));
    expect(onLogin.headers.get("location")).toBeNull();
    expect(sessionCookieSet(onLogin)).toEqual({ value: "", maxAge: 0 });
  });

  it("a cookie that is not a valid token is cleared on the redirect to the sign-in page", async () => {
    const response = await proxy(pageRequest("/admin/home", "not-a-token"));
    expect(new URL(response.headers.get("location") ?? "", "http://localhost:3000").pathname).toBe("/admin/login");
    expect(sessionCookieSet(response)).toEqual({ value: "", maxAge: 0 });
  });
});
