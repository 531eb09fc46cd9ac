// Staff sessions on a phone: a stylist signed in at 5 pm opens her run sheet at 5 am; an ended session
// (a password reset elsewhere, a suspension) lands on the sign-in page with no redirect loop; and no
// page script can read the session token (it lives in an HttpOnly cookie only).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { SignJWT } from "jose";
import { apiLogin, createUserWith } from "./support/auth";
import { randomClientIp } from "./support/booking";
import { expectNoAxeViolations } from "./support/a11y";
import { query } from "./support/db";

const COOKIE = "next-auth.session-token";
const JWT_LIKE = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as Record<string, unknown> & { iat: number; exp: number; sid: string };

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
  expect(cookie, "the session cookie").toBeTruthy();
  return cookie!;
}

/** Signs in through the sign-in form, as a person does. */
async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The landing page loaded, not only its URL committed: a navigation the test starts next is not raced by it.
  await page.waitForURL((url) => !url.pathname.startsWith("/admin/login"), { waitUntil: "load" });
}

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

test("signed in at 5 pm, the run sheet opens at 5 am: a cookie 12 hours old and unused since still works, and its use renews it", async ({ page, request }) => {
  const admin = await apiLogin(request);
  const stylist = await createUserWith(request, admin, ["view_admin_panel", "view_bookings"]);
  await signInWithForm(page, stylist.email, stylist.password);
  const issued = await sessionCookie(page.context());
  const claims = payloadOf(issued.value);
  const lifetime = claims.exp - claims.iat;

  // The clock moves 12 hours: the cookie as the server issued it at 5 pm (same claims and lifetime,
  // signed with the server's secret, its browser expiry 12 hours nearer), and the session row, the
  // account and the last use as they were then.
  const HOURS = 12;
  const then = Math.floor(Date.now() / 1000) - HOURS * 3600;
  const { iat: _iat, exp: _exp, ...unsigned } = claims;
  void _iat;
  void _exp;
  const aged = await new SignJWT(unsigned).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setIssuedAt(then).setExpirationTime(then + lifetime).sign(new TextEncoder().encode(process.env.NEXTAUTH_SECRET!));
  await query(`UPDATE "User" SET "passwordChangedAt" = now() - interval '13 hours' WHERE email = $1`, [stylist.email]);
  await query(`UPDATE "Session" SET "createdAt" = "createdAt" - interval '12 hours', "lastSeenAt" = now() - interval '12 hours', "expiresAt" = "expiresAt" - interval '12 hours' WHERE id = $1`, [claims.sid]);
  await page.context().clearCookies();
  const browserExpiry = issued.expires - HOURS * 3600;
  if (browserExpiry > Date.now() / 1000) await page.context().addCookies([{ ...issued, value: aged, expires: browserExpiry }]);

  const response = await page.goto("/admin/calendar_show/run-sheet");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/calendar_show\/run-sheet$/);
  await expect(page.getByRole("heading", { name: "Run sheet", level: 1 })).toBeVisible();

  // The use slid the session: a fresh cookie for the whole idle limit, and the row's last use is now.
  const renewed = await sessionCookie(page.context());
  expect(renewed.value).not.toBe(aged);
  expect(payloadOf(renewed.value).exp).toBeGreaterThan(Date.now() / 1000 + lifetime - 120);
  const [row] = await query<{ seconds: number }>(`SELECT EXTRACT(EPOCH FROM now() - "lastSeenAt")::float AS seconds FROM "Session" WHERE id = $1`, [claims.sid]);
  expect(row.seconds).toBeLessThan(120);
});

/** Reset links emailed to `to` so far, from the local outbox's JSON files. */
async function resetLinksTo(to: string): Promise<string[]> {
  const dir = process.env.EMAIL_OUTBOX_DIR!;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.startsWith("password-reset_") && f.endsWith(".json"));
  const emails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as { to: string; text: string }));
  return emails.filter((e) => e.to === to).map((e) => /\/admin\/reset-password\/([A-Za-z0-9_-]{43})\b/.exec(e.text)![1]);
}

for (const ending of ["a password reset elsewhere", "a suspension"] as const) {
  test(`a session ended by ${ending} lands on the sign-in page, and stays there (no redirect loop)`, async ({ page, request }) => {
    const admin = await apiLogin(request);
    const stylist = await createUserWith(request, admin, ["view_admin_panel", "view_bookings"]);
    await signInWithForm(page, stylist.email, stylist.password);
    await page.goto("/admin/calendar_show/run-sheet");
    await expect(page.getByRole("heading", { name: "Run sheet", level: 1 })).toBeVisible();

    if (ending === "a suspension") {
      const update = await request.put(`/api/auth/users/${stylist.id}`, {
        headers: admin.headers,
        data: { firstName: "E2E", lastName: "Suspended", email: stylist.email, role: "user", isAdministrator: false, permissions: ["view_admin_panel", "view_bookings"], accountStatus: "suspended" },
      });
      expect(update.status(), await update.text()).toBe(200);
    } else {
      // On her other phone: "Forgot password?" and the emailed link.
      expect((await request.post("/api/auth/password-reset", { data: { email: stylist.email }, headers: { "x-forwarded-for": randomClientIp() } })).status()).toBe(202);
      let tokens: string[] = [];
      await expect.poll(async () => (tokens = await resetLinksTo(stylist.email)).length, { timeout: 20_000 }).toBe(1);
      const confirm = await request.post("/api/auth/password-reset/confirm", { data: { token: tokens[0], password: "a-new-phone-password-2026" }, headers: { "x-forwarded-for": randomClientIp() } });
      expect(confirm.status(), await confirm.text()).toBe(200);
    }

    // The cookie is still there and its signature still good: only the database knows the session ended.
    expect(payloadOf((await sessionCookie(page.context())).value).exp).toBeGreaterThan(Date.now() / 1000);
    // Leave the open run sheet first: its live stream notices the ended session and goes to the sign-in page by
    // itself, which would race (and abort) the navigations below. That navigation can also interrupt this one:
    // leave again until the page is blank.
    await expect(async () => {
      await page.goto("about:blank");
      expect(page.url()).toBe("about:blank");
    }).toPass({ timeout: 10_000 });
    for (const path of ["/admin/calendar_show/run-sheet", "/admin/home", "/admin/login"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page, path).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
}

test("after signing in through the form, no page script can read the session token: not in localStorage, sessionStorage or document.cookie", async ({ page, request }) => {
  const admin = await apiLogin(request);
  const desk = await createUserWith(request, admin, ["view_admin_panel", "view_bookings", "manage_bookings"]);
  await signInWithForm(page, desk.email, desk.password);
  const cookie = await sessionCookie(page.context());
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe("Lax");
  let checked = 0;
  for (const path of ["/admin/home", "/admin/calendar_show", "/admin/calendar_show/run-sheet", "/admin/calendar_bookings"]) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    const readable = await page.evaluate(() => {
      const dump = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`);
      return { local: dump(window.localStorage), session: dump(window.sessionStorage), cookie: document.cookie };
    });
    for (const [where, text] of [["localStorage", readable.local.join("\n")], ["sessionStorage", readable.session.join("\n")], ["document.cookie", readable.cookie]] as const) {
      expect(text, `${where} on ${path}`).not.toMatch(JWT_LIKE);
      expect(text, `${where} on ${path}`).not.toContain(cookie.value.split(".")[2]);
      checked += 1;
    }
  }
  expect(checked).toBe(12);
});
