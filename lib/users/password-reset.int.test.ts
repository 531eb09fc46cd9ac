// Staff password reset through an emailed single-use link (the real route handlers
// for the answers a visitor sees; the domain functions for the rest).
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as requestRoute } from "@/app/api/auth/password-reset/route";
import { POST as confirmRoute } from "@/app/api/auth/password-reset/confirm/route";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { PASSWORD_RESET_KIND, RESET_REQUESTS_PER_ACCOUNT, RESET_REQUESTS_PER_ADDRESS, requestPasswordReset, resetPasswordWithLink, sendPasswordResetByAdmin } from "@/lib/users/password-reset";
import { resetUserPassword, updateUser } from "@/lib/users";
import { resetDatabase, testPrisma } from "@/tests/support/db";

// Work the route leaves for after its answer (Next's after()), run by the test when it chooses.
const deferred: (() => Promise<void>)[] = [];
vi.mock("@/lib/http/after-response", () => ({ afterResponse: (task: () => Promise<void>) => void deferred.push(task) }));
async function runDeferredWork(): Promise<number> {
  const tasks = deferred.splice(0);
  for (const task of tasks) await task();
  return tasks.length;
}

const db = () => testPrisma();
const SITE = "https://studio.example";
const EMAIL = "stylist@example.org";
const NEW_PASSWORD = "a-brand-new-password-2026";
const context = { params: Promise.resolve({}) };
let userId: string;
let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;

const post = (route: typeof requestRoute | typeof confirmRoute, path: string, body: unknown, ip = freshIp()) =>
  route(new NextRequest(`http://127.0.0.1${path}`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", "x-forwarded-for": ip } }), context);

/** The token from the last reset email's link (the outbox row still holds it: not sent yet). */
async function linkToken(): Promise<string> {
  const email = await db().emailMessage.findFirstOrThrow({ where: { kind: PASSWORD_RESET_KIND }, orderBy: { createdAt: "desc" } });
  const match = email.text.match(new RegExp(`${SITE}/admin/reset-password/([A-Za-z0-9_-]{43})\\b`));
  expect(match, email.text).not.toBeNull();
  return match![1];
}

beforeEach(async () => {
  deferred.length = 0;
  await resetDatabase();
  vi.stubEnv("NEXTAUTH_URL", SITE);
  userId = (await db().user.create({ data: { email: EMAIL, firstName: "Sofia", lastName: "Reyes", passwordHash: await hashPassword("the-old-password-2026"), permissions: ["view_bookings"] } })).id;
});

describe("Forgot password?", () => {
  it("answers the same for a staff address and an unknown one; only the staff address gets an email", async () => {
    const known = await post(requestRoute, "/api/auth/password-reset", { email: EMAIL.toUpperCase() });
    const unknown = await post(requestRoute, "/api/auth/password-reset", { email: "nobody@example.org" });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await runDeferredWork()).toBe(2);
    const emails = await db().emailMessage.findMany({ where: { kind: PASSWORD_RESET_KIND } });
    expect(emails.map((e) => e.to)).toEqual([EMAIL]);
    expect(emails[0].text).toContain("Dear Sofia,");
    expect(emails[0].text).toContain("30 minutes");
  });

  it("answers before any work for the account: no link and no email exist when the answer is given, for a real address as for an unknown one", async () => {
    const known = await post(requestRoute, "/api/auth/password-reset", { email: EMAIL });
    expect(known.status).toBe(202);
    expect(await db().passwordResetToken.count()).toBe(0);
    expect(await db().emailMessage.count()).toBe(0);
    const unknown = await post(requestRoute, "/api/auth/password-reset", { email: "nobody@example.org" });
    expect(unknown.status).toBe(202);
    // Both answers left the same one task behind; only the real account's does anything when it runs.
    expect(deferred).toHaveLength(2);
    expect(await runDeferredWork()).toBe(2);
    expect(await db().passwordResetToken.count({ where: { userId } })).toBe(1);
    expect((await db().emailMessage.findMany({ where: { kind: PASSWORD_RESET_KIND } })).map((e) => e.to)).toEqual([EMAIL]);
  });

  it("stores the token only as its SHA-256 (43 base64url characters = 256 random bits); the link expires 30 minutes later", async () => {
    const before = Date.now();
    await requestPasswordReset(EMAIL, freshIp());
    const token = await linkToken();
    const [row] = await db().passwordResetToken.findMany({ where: { userId } });
    const { createHash } = await import("node:crypto");
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    const minutes = (row.expiresAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(30);
    expect(minutes).toBeLessThan(31);
  });

  it("rate-limits per account (whether or not it exists) and per address with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RESET_REQUESTS_PER_ACCOUNT; i += 1) statuses.push((await post(requestRoute, "/api/auth/password-reset", { email: EMAIL })).status);
    expect(statuses).toEqual([...Array(RESET_REQUESTS_PER_ACCOUNT).fill(202), 429]);
    const unknownStatuses: number[] = [];
    for (let i = 0; i <= RESET_REQUESTS_PER_ACCOUNT; i += 1) unknownStatuses.push((await post(requestRoute, "/api/auth/password-reset", { email: "ghost@example.org" })).status);
    expect(unknownStatuses).toEqual(statuses);

    const ip = "203.0.113.50";
    const fromOneAddress: number[] = [];
    for (let i = 0; i <= RESET_REQUESTS_PER_ADDRESS; i += 1) fromOneAddress.push((await post(requestRoute, "/api/auth/password-reset", { email: `someone-${i}@example.org` }, ip)).status);
    expect(fromOneAddress).toEqual([...Array(RESET_REQUESTS_PER_ADDRESS).fill(202), 429]);
    const refused = await post(requestRoute, "/api/auth/password-reset", { email: "late@example.org" }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("a bad address is 400 with the field message, never 500", async () => {
    const response = await post(requestRoute, "/api/auth/password-reset", { email: "not-an-address" });
    expect(response.status).toBe(400);
    expect((await response.json()).fields.email).toBe("Please enter a valid email address");
  });
});

describe("the reset link", () => {
  it("sets the new password once, ends every session and the calendar feed; the same link again is refused", async () => {
    await db().session.create({ data: { userId, expiresAt: new Date(Date.now() + 3_600_000) } });
    await db().calendarFeed.create({ data: { userId, tokenHash: "f".repeat(64) } });
    await requestPasswordReset(EMAIL, freshIp());
    const token = await linkToken();
    const ok = await post(confirmRoute, "/api/auth/password-reset/confirm", { token, password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    const user = await db().user.findUniqueOrThrow({ where: { id: userId } });
    expect(await verifyPassword(user.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await db().session.count({ where: { userId, revokedAt: null } })).toBe(0);
    expect(await db().calendarFeed.count({ where: { userId } })).toBe(0);

    const again = await post(confirmRoute, "/api/auth/password-reset/confirm", { token, password: "yet-another-password-2026" });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe("This password reset link has expired or has already been used. Ask for a new one.");
    expect(await verifyPassword((await db().user.findUniqueOrThrow({ where: { id: userId } })).passwordHash, NEW_PASSWORD)).toBe(true);
  });

  it("two uses at once: one sets the password, the other is refused", async () => {
    await requestPasswordReset(EMAIL, freshIp());
    const token = await linkToken();
    const results = await Promise.allSettled([resetPasswordWithLink(token, "first-new-password-2026", freshIp()), resetPasswordWithLink(token, "second-new-password-2026", freshIp())]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  it("refuses an expired link, a link replaced by a newer one, a made-up token and a password shorter than 12", async () => {
    await requestPasswordReset(EMAIL, freshIp());
    const first = await linkToken();
    await requestPasswordReset(EMAIL, freshIp());
    const second = await linkToken();
    expect(second).not.toBe(first);
    const refusedStatus = async (token: string, password = NEW_PASSWORD) => (await post(confirmRoute, "/api/auth/password-reset/confirm", { token, password })).status;
    expect(await refusedStatus(first)).toBe(400);
    expect(await refusedStatus("x".repeat(43))).toBe(400);
    const short = await post(confirmRoute, "/api/auth/password-reset/confirm", { token: second, password: "short" });
    expect(short.status).toBe(400);
    expect((await short.json()).fields.password).toBe("Password must be at least 12 characters");
    await db().passwordResetToken.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await refusedStatus(second)).toBe(400);
    expect(await verifyPassword((await db().user.findUniqueOrThrow({ where: { id: userId } })).passwordHash, "the-old-password-2026")).toBe(true);
  });

  it("a suspended account gets no email and its earlier link no longer works", async () => {
    await requestPasswordReset(EMAIL, freshIp());
    const token = await linkToken();
    await db().user.update({ where: { id: userId }, data: { accountStatus: "suspended" } });
    await requestPasswordReset(EMAIL, freshIp());
    expect(await db().emailMessage.count({ where: { kind: PASSWORD_RESET_KIND } })).toBe(1);
    await expect(resetPasswordWithLink(token, NEW_PASSWORD, freshIp())).rejects.toMatchObject({ status: 400 });
  });
});

describe("reset links die with what they came from", () => {
  const staffFields = { firstName: "Sofia", lastName: "Reyes", role: "user" as const, isAdministrator: false, bookable: true, permissions: ["view_bookings" as const] };
  const adminActor = async () =>
    db().user.create({ data: { email: "owner@example.org", firstName: "Olga", lastName: "Owner", role: "admin", isAdministrator: true, passwordHash: await hashPassword("owner-password-2026") } });

  it("an administrator's reset, then suspend and reactivate: the old link is refused and the password unchanged", async () => {
    const admin = await adminActor();
    await sendPasswordResetByAdmin(userId, admin);
    const token = await linkToken();
    await updateUser(userId, { ...staffFields, email: EMAIL, accountStatus: "suspended" }, admin);
    await updateUser(userId, { ...staffFields, email: EMAIL, accountStatus: "active" }, admin);
    const used = await post(confirmRoute, "/api/auth/password-reset/confirm", { token, password: NEW_PASSWORD });
    expect(used.status).toBe(400);
    expect(await verifyPassword((await db().user.findUniqueOrThrow({ where: { id: userId } })).passwordHash, "the-old-password-2026")).toBe(true);
  });

  it("deactivation, an email change and a password change each end an unused link", async () => {
    const admin = await adminActor();
    const changes = [
      ["deactivation", () => updateUser(userId, { ...staffFields, email: EMAIL, accountStatus: "inactive" }, admin)],
      ["email change", () => updateUser(userId, { ...staffFields, email: "sofia.new@example.org", accountStatus: "active" }, admin)],
      ["password change", () => resetUserPassword(userId, "set-by-the-administrator-2026")],
    ] as const;
    for (const [name, change] of changes) {
      await db().user.update({ where: { id: userId }, data: { accountStatus: "active" } });
      await sendPasswordResetByAdmin(userId, admin);
      const token = await linkToken();
      await change();
      await db().user.update({ where: { id: userId }, data: { accountStatus: "active" } });
      const used = await post(confirmRoute, "/api/auth/password-reset/confirm", { token, password: NEW_PASSWORD });
      expect(used.status, name).toBe(400);
      expect(await db().passwordResetToken.count({ where: { userId } }), name).toBe(0);
    }
  });

  it("an edit that keeps the email and the active status keeps the link working", async () => {
    const admin = await adminActor();
    await sendPasswordResetByAdmin(userId, admin);
    const token = await linkToken();
    await updateUser(userId, { ...staffFields, lastName: "Reyes-Ortiz", email: EMAIL, accountStatus: "active" }, admin);
    expect((await post(confirmRoute, "/api/auth/password-reset/confirm", { token, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe("Users → Send password reset", () => {
  it("is for administrators only: a manage_users user is refused (403), an administrator's sends the email", async () => {
    const manager = { role: "user" as const, isAdministrator: false, permissions: ["manage_users" as const] };
    await expect(sendPasswordResetByAdmin(userId, manager)).rejects.toMatchObject({ status: 403 });
    expect(await db().emailMessage.count({ where: { kind: PASSWORD_RESET_KIND } })).toBe(0);
    await sendPasswordResetByAdmin(userId, { role: "admin", isAdministrator: true, permissions: [] });
    const email = await db().emailMessage.findFirstOrThrow({ where: { kind: PASSWORD_RESET_KIND } });
    expect(email.to).toBe(EMAIL);
    expect(email.text).toContain("An administrator asked for a password reset");
  });
});
