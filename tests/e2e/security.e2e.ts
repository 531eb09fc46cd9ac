// The security hardening rules over HTTP against the production build (docs/SECURITY.md points here).
import http from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { KEY_REUSED_MESSAGE } from "@/lib/idempotency/messages";
import { nameLinkMessage } from "@/lib/validation/person-name";
import { ADMIN, apiLogin, createUserWith } from "./support/auth";
import { bookingCatalogue, bookingRequestBody, uniqueSuffix as unique } from "./support/booking";
import { query } from "./support/db";

const randomIp = () => `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const bookingBody = async (request: APIRequestContext, overrides: Record<string, unknown> = {}) => bookingRequestBody(await bookingCatalogue(request), { firstName: "Secure", ...overrides });

test.describe("privilege: only an administrator makes administrators or grants manage_users", () => {
  test("a manage_users user cannot make themselves administrator, create one, or reach admin-only data", async ({ request }) => {
    const admin = await apiLogin(request);
    const manager = await createUserWith(request, admin, ["manage_users", "view_admin_panel"]);
    const session = await apiLogin(request, manager);
    const self = { firstName: "E2E", lastName: "Manager", email: manager.email, role: "admin", isAdministrator: true, permissions: ["manage_users", "view_admin_panel"], accountStatus: "active" };

    const escalate = await request.put(`/api/auth/users/${manager.id}`, { headers: session.headers, data: self });
    expect(escalate.status()).toBe(403);
    expect((await escalate.json()).error).toMatch(/own role, administrator flag or permissions/);
    expect((await request.get("/api/booking/unassigned", { headers: session.headers })).status()).toBe(403);

    const newAdmin = await request.post("/api/auth/users", {
      headers: session.headers,
      data: { firstName: "Sneaky", lastName: "Admin", email: `sneaky-${unique()}@example.org`, password: "a-long-enough-password", role: "admin", isAdministrator: true },
    });
    expect(newAdmin.status()).toBe(403);
    expect((await newAdmin.json()).error).toBe("Only an administrator can make a user an administrator.");

    const staff = await request.post("/api/auth/users", {
      headers: session.headers,
      data: { firstName: "Plain", lastName: "Staff", email: `plain-${unique()}@example.org`, password: "a-long-enough-password" },
    });
    expect(staff.status(), await staff.text()).toBe(201);
    expect((await staff.json()).user.permissions).toEqual(["view_bookings"]);

    const stored = await query<{ role: string; isAdministrator: boolean }>(`SELECT role::text, "isAdministrator" FROM "User" WHERE id = $1`, [manager.id]);
    expect(stored[0]).toEqual({ role: "user", isAdministrator: false });
  });

  test("a manage_users user cannot edit or delete the administrator's account", async ({ request }) => {
    const admin = await apiLogin(request);
    const manager = await apiLogin(request, await createUserWith(request, admin, ["manage_users"]));
    const adminRow = (await query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [ADMIN.email]))[0];
    const takeover = await request.put(`/api/auth/users/${adminRow.id}`, {
      headers: manager.headers,
      data: { firstName: "Owned", lastName: "Admin", email: `attacker-${unique()}@example.org`, role: "admin", isAdministrator: true, permissions: [], accountStatus: "active" },
    });
    expect(takeover.status()).toBe(403);
    expect((await request.delete(`/api/auth/users/${adminRow.id}`, { headers: manager.headers })).status()).toBe(403);
    expect((await query(`SELECT 1 FROM "User" WHERE email = $1`, [ADMIN.email])).length).toBe(1);
  });
});

test("view_bookings alone reads assigned bookings but not unassigned requests", async ({ request }) => {
  const admin = await apiLogin(request);
  const viewer = await apiLogin(request, await createUserWith(request, admin, ["view_bookings"]));
  const created = await request.post("/api/booking/create", { data: await bookingBody(request), headers: { "x-forwarded-for": randomIp() } });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };

  expect((await request.get("/api/booking/unassigned", { headers: viewer.headers })).status()).toBe(403);
  const single = await request.get(`/api/booking/${_id}`, { headers: viewer.headers });
  expect(single.status()).toBe(403);
  expect(JSON.stringify(await single.json())).not.toContain("@example.net");
  expect((await request.get(`/api/booking/${_id}`, { headers: admin.headers })).status()).toBe(200);
  expect((await request.get("/api/booking/assigned", { headers: viewer.headers })).status()).toBe(200);

  await query(`UPDATE "Booking" SET "isAssigned" = true WHERE id = $1`, [_id]);
  expect((await request.get(`/api/booking/${_id}`, { headers: viewer.headers })).status()).toBe(200);
});

test("an Idempotency-Key is bound to its request body and scoped per endpoint", async ({ request }) => {
  const key = `e2e-bound-${unique()}`;
  const message = { fullName: "Bound Key", emailAddress: `bound-${unique()}@example.net`, phone: "555-010-2030", message: "First", captchaToken: "dev-captcha-token" };
  const headers = { "Idempotency-Key": key, "x-forwarded-for": randomIp() };
  expect((await request.post("/api/send-email", { data: message, headers })).status()).toBe(200);
  const different = await request.post("/api/send-email", { data: { ...message, message: "Something else" }, headers });
  expect(different.status()).toBe(422);
  expect((await different.json()).error).toBe(KEY_REUSED_MESSAGE);
  expect((await request.post("/api/send-email", { data: message, headers })).status()).toBe(200);
  expect((await query(`SELECT 1 FROM "ContactMessage" WHERE "emailAddress" = $1`, [message.emailAddress])).length).toBe(1);
  // The same key on another endpoint is another request.
  const booking = await request.post("/api/booking/create", { data: await bookingBody(request), headers });
  expect(booking.status(), await booking.text()).toBe(201);
});

test("names carrying a link or an address are refused by the public forms", async ({ request }) => {
  const booking = await request.post("/api/booking/create", { data: await bookingBody(request, { firstName: "Claim at www.prize.example" }), headers: { "x-forwarded-for": randomIp() } });
  expect(booking.status()).toBe(400);
  expect((await booking.json()).fields.firstName).toBe(nameLinkMessage("Dancer's first name"));
  const parent = await request.post("/api/booking/create", {
    data: await bookingBody(request, { isParentOrGuardian: true, parentFirstName: "Ana", parentLastName: "see evil.com" }),
    headers: { "x-forwarded-for": randomIp() },
  });
  expect((await parent.json()).fields.parentLastName).toBe(nameLinkMessage("Parent's last name"));
  const contact = await request.post("/api/send-email", {
    data: { fullName: "https://evil.example/login", emailAddress: "victim@example.net", phone: "555-010-2030", message: "", captchaToken: "dev-captcha-token" },
    headers: { "x-forwarded-for": randomIp() },
  });
  expect(contact.status()).toBe(400);
  expect((await contact.json()).fields.fullName).toBe(nameLinkMessage("Full name"));
});

test.describe("next-auth's own endpoints agree with the session rows", () => {
  test("/api/auth/session reports a revoked session as signed out and does not re-sign it", async ({ playwright, baseURL }) => {
    const client = await playwright.request.newContext({ baseURL });
    const login = await client.post("/api/auth/login", { data: ADMIN, headers: { "x-forwarded-for": randomIp() } });
    const { token, csrfToken } = (await login.json()) as { token: string; csrfToken: string };
    const cookie = { Cookie: `next-auth.session-token=${token}` };
    const probe = await playwright.request.newContext({ baseURL });
    const live = await probe.get("/api/auth/session", { headers: cookie });
    expect((await live.json()).user?.email).toBe(ADMIN.email);

    expect((await client.post("/api/auth/logout", { headers: { Authorization: `Bearer ${token}`, "X-CSRF-Token": csrfToken } })).status()).toBe(200);
    const revoked = await probe.get("/api/auth/session", { headers: cookie });
    expect(await revoked.json()).toEqual({});
    expect(revoked.headers()["set-cookie"] ?? "").not.toMatch(/next-auth\.session-token=ey/);
    await client.dispose();
    await probe.dispose();
  });

  test("/api/auth/signout revokes the session row, not just the cookie", async ({ playwright, baseURL }) => {
    const client = await playwright.request.newContext({ baseURL });
    const login = await client.post("/api/auth/login", { data: ADMIN, headers: { "x-forwarded-for": randomIp() } });
    const { token } = (await login.json()) as { token: string };
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await client.get("/api/auth/verify-token", { headers: bearer })).status()).toBe(200);
    const { csrfToken } = (await (await client.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const signout = await client.post("/api/auth/signout", { form: { csrfToken, json: "true" }, maxRedirects: 0 });
    expect(signout.status()).toBeLessThan(400);
    expect((await client.get("/api/auth/verify-token", { headers: bearer })).status()).toBe(401);
    await client.dispose();
  });
});

test("a chunked body with no Content-Length is refused at the limit, not buffered whole", async ({ baseURL }) => {
  const target = new URL(baseURL!);
  const LIMIT = 16 * 1024 * 1024;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const result = await new Promise<{ status: number; written: number }>((resolve, reject) => {
    let written = 0;
    let answered = false;
    const timer = setTimeout(() => reject(new Error(`no answer after writing ${written} bytes`)), 60_000);
    const req = http.request({ host: target.hostname, port: target.port, path: "/api/auth/login", method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } });
    req.on("response", (response) => {
      answered = true;
      clearTimeout(timer);
      response.resume();
      resolve({ status: response.statusCode ?? 0, written });
      req.destroy();
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      while (!answered && written < LIMIT) {
        written += chunk.length;
        if (!req.write(chunk)) {
          await new Promise<void>((resume) => {
            const go = () => {
              req.off("drain", go);
              req.off("close", go);
              resume();
            };
            req.on("drain", go);
            req.on("close", go);
          });
        }
      }
      if (!answered) req.end();
    })();
  });
  expect(result.status).toBe(413);
  expect(result.written).toBeLessThan(LIMIT / 2);
});
