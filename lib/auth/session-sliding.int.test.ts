// Staff sessions on phones: the session row decides (idle and absolute limits, revocation); the browser's
// cookie token lives as long as the idle limit and slides on use; API clients keep their short token.
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as verifyRoute } from "@/app/api/auth/verify-token/route";
import { hashPassword } from "@/lib/auth/password";
import { principalFromClaims } from "@/lib/auth/session";
import { ACCESS_TOKEN_SECONDS, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, verifySessionToken } from "@/lib/auth/tokens";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
const EMAIL = "stylist@example.org";
const PASSWORD = "the-stylist-password-2026";
const HOUR = 3_600_000;
const context = { params: Promise.resolve({}) };
let ip = 0;

async function signIn() {
  const response = await loginRoute(
    new NextRequest("http://127.0.0.1/api/auth/login", { method: "POST", body: JSON.stringify({ email: EMAIL, password: PASSWORD }), headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${(ip += 1)}` } }),
    context,
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { token: string; csrfToken: string; user: unknown; expiresAt: number };
  const cookie = /next-auth\.session-token=([^;]+);[^]*?Max-Age=(\d+)/i.exec(response.headers.get("set-cookie") ?? "");
  expect(cookie).not.toBeNull();
  return { body, cookieToken: cookie![1], cookieMaxAge: Number(cookie![2]) };
}

const verifyWithCookie = (token: string) =>
  verifyRoute(new NextRequest("http://127.0.0.1/api/auth/verify-token", { headers: { cookie: `next-auth.session-token=${token}` } }), context);

/** Moves the session's clock back: as if signed in (and last used) `hours` ago. */
async function ageSession(sid: string, { createdHoursAgo, lastSeenHoursAgo }: { createdHoursAgo: number; lastSeenHoursAgo: number }) {
  const now = Date.now();
  await db().session.update({
    where: { id: sid },
    data: { createdAt: new Date(now - createdHoursAgo * HOUR), lastSeenAt: new Date(now - lastSeenHoursAgo * HOUR), expiresAt: new Date(now - createdHoursAgo * HOUR + SESSION_ABSOLUTE_SECONDS * 1000) },
  });
}

beforeEach(async () => {
  await resetDatabase();
  await db().user.create({ data: { email: EMAIL, firstName: "Sofia", lastName: "Reyes", passwordHash: await hashPassword(PASSWORD), permissions: ["view_admin_panel", "view_bookings"], passwordChangedAt: new Date(Date.now() - 30 * 24 * HOUR) } });
});

describe("staff session limits", () => {
  it("keeps the API contract: { token, user, csrfToken } with a 15-minute token; the browser cookie lives for the idle limit", async () => {
    const { body, cookieToken, cookieMaxAge } = await signIn();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["token", "user", "csrfToken"]));
    const api = await verifySessionToken(body.token);
    expect(api!.exp - api!.iat).toBe(15 * 60);
    const cookie = await verifySessionToken(cookieToken);
    expect(cookie!.sid).toBe(api!.sid);
    expect(cookie!.exp - cookie!.iat).toBe(SESSION_IDLE_SECONDS);
    expect(cookieMaxAge).toBe(SESSION_IDLE_SECONDS);
    expect(SESSION_IDLE_SECONDS).toBeGreaterThan(12 * 3600); // 5 pm → 5 am
    expect(ACCESS_TOKEN_SECONDS).toBe(15 * 60);
  });

  it("signed in at 5 pm, unused overnight: the session still answers at 5 am (12 h later) and the use slides it", async () => {
    const { cookieToken } = await signIn();
    const claims = (await verifySessionToken(cookieToken))!;
    await ageSession(claims.sid, { createdHoursAgo: 12, lastSeenHoursAgo: 12 });
    expect((await principalFromClaims(claims))?.user.email).toBe(EMAIL);
    const row = await db().session.findUniqueOrThrow({ where: { id: claims.sid } });
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
    expect((await verifyWithCookie(cookieToken)).status).toBe(200);
  });

  it("ends after the idle limit without use", async () => {
    const { cookieToken } = await signIn();
    const claims = (await verifySessionToken(cookieToken))!;
    await ageSession(claims.sid, { createdHoursAgo: SESSION_IDLE_SECONDS / 3600 + 1, lastSeenHoursAgo: SESSION_IDLE_SECONDS / 3600 + 0.5 });
    expect(await principalFromClaims(claims)).toBeNull();
    expect((await verifyWithCookie(cookieToken)).status).toBe(401);
  });

  it("ends at the absolute limit however recently it was used", async () => {
    const { cookieToken } = await signIn();
    const claims = (await verifySessionToken(cookieToken))!;
    await ageSession(claims.sid, { createdHoursAgo: SESSION_ABSOLUTE_SECONDS / 3600 + 0.1, lastSeenHoursAgo: 0 });
    expect(await principalFromClaims(claims)).toBeNull();
  });

  it("ends at once on a password change or a suspension, whatever the token says", async () => {
    for (const end of ["password", "suspension"] as const) {
      const { cookieToken } = await signIn();
      const claims = (await verifySessionToken(cookieToken))!;
      expect(await principalFromClaims(claims)).not.toBeNull();
      if (end === "password") await db().user.update({ where: { email: EMAIL }, data: { passwordChangedAt: new Date(Date.now() + 1000) } });
      else await db().user.update({ where: { email: EMAIL }, data: { accountStatus: "suspended" } });
      expect(await principalFromClaims(claims)).toBeNull();
      expect((await verifyWithCookie(cookieToken)).status).toBe(401);
      await db().user.update({ where: { email: EMAIL }, data: { accountStatus: "active", passwordChangedAt: new Date(Date.now() - 30 * 24 * HOUR) } });
    }
  });
});
