// "Forgot password?" → the emailed link (from the local outbox) → a new password →
// sign in with it; the same link again and an expired link are refused; an administrator's
// "Send password reset" in Users emails a link too. Pages checked with axe and screenshotted.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiLogin, createUserWith, pageLogin } from "./support/auth";
import { randomClientIp } from "./support/booking";
import { expectNoAxeViolations, shots } from "./support/a11y";
import { query } from "./support/db";
import { outboxFiles } from "./support/outbox";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

const LINK_INVALID = "This password reset link has expired or has already been used. Ask for a new one.";
const NEW_PASSWORD = "a-new-studio-password-2026";

/** Reset links emailed to `to` so far (newest last), read from the local outbox's JSON files. */
async function resetLinksTo(to: string): Promise<string[]> {
  const dir = process.env.EMAIL_OUTBOX_DIR!;
  const files = (await outboxFiles()).filter((f) => f.startsWith("password-reset_"));
  const emails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as { to: string; text: string }));
  return emails.filter((e) => e.to === to).map((e) => /(https?:\/\/\S+\/admin\/reset-password\/[A-Za-z0-9_-]{43})\b/.exec(e.text)![1]);
}

async function nextResetLink(to: string, known: string[]): Promise<string> {
  let links: string[] = [];
  await expect.poll(async () => (links = (await resetLinksTo(to)).filter((l) => !known.includes(l))).length, { timeout: 20_000 }).toBe(1);
  return links[0];
}

async function apiSignInStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  return (await request.post("/api/auth/login", { data: { email, password }, headers: { "x-forwarded-for": randomClientIp() } })).status();
}

test("Forgot password? → emailed link → new password → sign in; the link again and an expired link are refused", async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request);
  const user = await createUserWith(request, admin, ["view_admin_panel", "view_bookings"]);

  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole("button", { name: "Email me a reset link" })).toBeEnabled();
  await expectNoAxeViolations(page);
  await shots(page, "password-forgot");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Email me a reset link" }).click();
  const answer = page.getByRole("status");
  await expect(answer).toHaveText("If that address belongs to a staff account, we have emailed it a link to choose a new password. The link works once, for 30 minutes.");
  await expectNoAxeViolations(page);

  // An unknown address gets the very same answer.
  const unknown = await request.post("/api/auth/password-reset", { data: { email: `nobody-${Date.now()}@example.org` }, headers: { "x-forwarded-for": randomClientIp() } });
  const known = await request.post("/api/auth/password-reset", { data: { email: user.email }, headers: { "x-forwarded-for": randomClientIp() } });
  expect([unknown.status(), known.status()]).toEqual([202, 202]);
  expect(await unknown.json()).toEqual(await known.json());

  // Two links went to the user (the form's, then the API's, which replaced it).
  let links: string[] = [];
  await expect.poll(async () => (links = await resetLinksTo(user.email)).length, { timeout: 20_000 }).toBe(2);
  // The database holds one usable link, as a SHA-256 only: the newer one.
  const unused = await query<{ tokenHash: string }>(`SELECT "tokenHash" FROM "PasswordResetToken" WHERE "userId" = $1 AND "usedAt" IS NULL`, [user.id]);
  expect(unused).toHaveLength(1);
  const sha256 = (l: string) => createHash("sha256").update(l.slice(-43)).digest("hex");
  const link = links.find((l) => sha256(l) === unused[0].tokenHash)!;
  const replaced = links.find((l) => sha256(l) !== unused[0].tokenHash)!;
  expect([Boolean(link), Boolean(replaced)]).toEqual([true, true]);
  await page.goto(replaced);
  await expect(page.locator("main").getByRole("alert")).toHaveText(LINK_INVALID);

  await page.goto(link);
  await expect(page.getByRole("button", { name: "Set new password" })).toBeEnabled();
  await expectNoAxeViolations(page);
  await shots(page, "password-reset-form");
  await page.getByLabel("New password", { exact: true }).fill("too-short");
  await page.getByLabel("New password again").fill("too-short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password must be at least 12 characters")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("New password again").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed.");
  await expectNoAxeViolations(page);

  // Sign in with the new password on the sign-in page; the old one no longer works.
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // A stylist (she takes appointments) starts on her run sheet.
  await page.waitForURL("**/admin/calendar_show/run-sheet");
  expect(await apiSignInStatus(request, user.email, user.password)).toBe(401);

  // The same link again: refused on the page and by the API.
  await page.goto(link);
  await expect(page.locator("main").getByRole("alert")).toHaveText(LINK_INVALID);
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "password-reset-used");
  const token = link.slice(-43);
  const reused = await request.post("/api/auth/password-reset/confirm", { data: { token, password: "another-password-2026" }, headers: { "x-forwarded-for": randomClientIp() } });
  expect(reused.status()).toBe(400);
  expect((await reused.json()).error).toBe(LINK_INVALID);

  // An expired link (a new one, its 30 minutes run out): refused.
  const before = await resetLinksTo(user.email);
  expect((await request.post("/api/auth/password-reset", { data: { email: user.email }, headers: { "x-forwarded-for": randomClientIp() } })).status()).toBe(202);
  const expiring = await nextResetLink(user.email, before);
  await page.goto(expiring);
  await expect(page.getByRole("button", { name: "Set new password" })).toBeVisible();
  await query(`UPDATE "PasswordResetToken" SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1 AND "usedAt" IS NULL`, [user.id]);
  await page.getByLabel("New password", { exact: true }).fill("expired-link-password-2026");
  await page.getByLabel("New password again").fill("expired-link-password-2026");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText(LINK_INVALID);
  await page.reload();
  await expect(page.locator("main").getByRole("alert")).toHaveText(LINK_INVALID);
  expect(await apiSignInStatus(request, user.email, NEW_PASSWORD)).toBe(200);
});

test("Users → Send password reset (administrator) emails the user a working link", async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request);
  const user = await createUserWith(request, admin, ["view_admin_panel", "view_bookings"]);
  const before = await resetLinksTo(user.email);
  await pageLogin(page, "/admin/users");
  const row = page.getByRole("row", { name: new RegExp(user.email.replace(/[.+]/g, "\\$&")) });
  await row.getByRole("button", { name: /^Edit / }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await dialog.getByRole("button", { name: "Send password reset" }).click();
  await expect(dialog.getByText(`Password reset link sent to ${user.email}`)).toBeVisible();
  await expectNoAxeViolations(page);
  const link = await nextResetLink(user.email, before);
  const response = await request.post("/api/auth/password-reset/confirm", { data: { token: link.slice(-43), password: NEW_PASSWORD }, headers: { "x-forwarded-for": randomClientIp() } });
  expect(response.status(), await response.text()).toBe(200);
  expect(await apiSignInStatus(request, user.email, NEW_PASSWORD)).toBe(200);

  // A manage_users user who is not an administrator may not send one (the button is not offered either).
  const manager = await createUserWith(request, admin, ["view_admin_panel", "manage_users"]);
  const managerSession = await apiLogin(request, { email: manager.email, password: manager.password });
  const refused = await request.post(`/api/auth/users/${user.id}/password-reset`, { headers: managerSession.headers });
  expect(refused.status()).toBe(403);
});
