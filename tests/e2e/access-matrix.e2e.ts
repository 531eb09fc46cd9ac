// Iterates the permission table (every API endpoint and admin route × {anonymous, signed-in without
// the permission, signed-in with exactly each permission, admin}), but the expected answers come
// from the literal lists below, written from the product's access rules and docs/SECURITY.md — not from the
// table itself, so a wrong table entry fails here.
import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ALL_PERMISSIONS, type PermissionName } from "@/lib/auth/dto";
import { ADMIN_ROUTES, API_ENDPOINTS, type EndpointKey } from "@/lib/auth/permissions";
import { apiLogin, createUserWith, type ApiSession } from "./support/auth";
import { routeHandles, samplePath } from "./support/routes";
import { submitBooking, uniqueSuffix } from "./support/booking";
import { query } from "./support/db";

// Hundreds of requests (and argon2 sign-ins) per test: give them room on a busy 2-core machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

interface Actor {
  name: string;
  permissions: PermissionName[];
  isAdmin: boolean;
  credentials?: { email: string; password: string };
  session?: ApiSession;
}

type Expected = "public" | "session" | "cron" | "provider" | readonly PermissionName[];
const STAFF_READ = ["manage_bookings", "view_bookings"] as const;

/** Who may call each endpoint: the specification, written out. */
const EXPECTED_API: Record<string, Expected> = {
  "GET /api/health": "public",
  "POST /api/auth/login": "public",
  "GET /api/auth/csrf-token": "session",
  "GET /api/auth/verify-token": "session",
  "POST /api/auth/refresh-token": "session",
  "POST /api/auth/logout": "session",
  "GET /api/auth/users": ["manage_users", "manage_bookings", "view_bookings"],
  "POST /api/auth/users": ["manage_users"],
  "PUT /api/auth/users/:userId": ["manage_users"],
  "DELETE /api/auth/users/:userId": ["manage_users"],
  // Password reset: anyone may ask (same answer for any address); the link is the
  // credential of the confirm call; Users → Send password reset needs manage_users (and, in the
  // domain function, an administrator: a non-admin's request for an existing user is 403).
  "POST /api/auth/password-reset": "public",
  "POST /api/auth/password-reset/confirm": "public",
  "POST /api/auth/users/:userId/password-reset": ["manage_users"],
  "GET /api/content/page_home": "public",
  "GET /api/content/page_about": "public",
  "GET /api/content/page_services": "public",
  "GET /api/content/page_gallery": "public",
  "PUT /api/content/page_home": ["edit_content"],
  "PUT /api/content/page_about": ["edit_content"],
  "PUT /api/content/page_services": ["edit_services"],
  "POST /api/content/upload-gallery": ["edit_gallery"],
  "POST /api/content/merge-gallery": ["edit_gallery"],
  "POST /api/content/delete-temp-images": ["edit_gallery"],
  "DELETE /api/content/delete-image": ["edit_gallery"],
  "PUT /api/content/update-image-order": ["edit_gallery"],
  "PUT /api/content/update-image-alt": ["edit_gallery"],
  "GET /api/servicesList": "public",
  "POST /api/servicesList": ["edit_services"],
  "PUT /api/servicesList/:id": ["edit_services"],
  "DELETE /api/servicesList/:id": ["edit_services"],
  "GET /api/events/upcoming": "public",
  "GET /api/events/past": ["manage_events"],
  "GET /api/events/showSelected": "public",
  "GET /api/events/states": "public",
  "POST /api/events/create": ["manage_events"],
  "PATCH /api/events/:id/show": ["manage_events"],
  "PATCH /api/events/:id/time-zone": ["manage_events"],
  "PUT /api/events/:id/delete": ["manage_events"],
  "PUT /api/events/:id": ["manage_events"],
  "GET /api/events/settings": "public",
  "PUT /api/events/settings": ["manage_events"],
  // Staffing: a stylist reads her own days, the desk sets them; days off: her own (the handler refuses others').
  "GET /api/events/:id/staffing": STAFF_READ,
  "PUT /api/events/:id/staffing": ["manage_bookings"],
  "GET /api/time-off": STAFF_READ,
  "POST /api/time-off": STAFF_READ,
  "DELETE /api/time-off/:id": STAFF_READ,
  "POST /api/booking/create": "public",
  "POST /api/bookings": ["manage_bookings"],
  "GET /api/booking/assigned": STAFF_READ,
  "GET /api/booking/unassigned": ["manage_bookings"],
  "GET /api/booking/:id": STAFF_READ,
  "GET /api/booking/:id/reminders": ["manage_bookings"],
  "PUT /api/booking/update/:id": ["manage_bookings"],
  "PUT /api/booking/delete/:id": ["manage_bookings"],
  "POST /api/send-email/booking/:id": ["manage_bookings"],
  "POST /api/send-email/booking/:id/receipt": ["manage_bookings"],
  "POST /api/booking/revoke-links/:id": ["manage_bookings"],
  "GET /api/booking/staff-emails/:id": ["manage_bookings"],
  "GET /api/booking/cancelled": ["manage_bookings"],
  "PUT /api/booking/restore/:id": ["manage_bookings"],
  "GET /api/booking/reminder-settings": ["manage_bookings"],
  "PUT /api/booking/reminder-settings": ["manage_bookings"],
  "GET /api/booking/staff-schedule": ["manage_bookings"],
  // The desk enters a dancer's heat times (phone and walk-up bookings); the dancer's own way is her private link.
  "PUT /api/bookings/:id/heats": ["manage_bookings"],
  "GET /api/booking/link/:token/calendar": "public",
  "POST /api/booking/link/:token/cancel": "public",
  "PUT /api/booking/link/:token/heats": "public",
  "PUT /api/booking/link/:token/texts": "public",
  "PUT /api/booking/link/:token/marketing": "public",
  "POST /api/family/sign-in-link": "public",
  "POST /api/family/sign-in": "public",
  "POST /api/family/sign-out": "public",
  "GET /api/family/bookings/:id/open": "public",
  "POST /api/family/bookings/:id/balance": "public",
  "POST /api/family/bookings/:id/changes": "public",
  "PUT /api/family/bookings/:id/marketing": "public",
  "POST /api/booking/link/:token/changes": "public",
  "POST /api/bookings/:id/changes/:requestId/accept": ["manage_bookings"],
  "POST /api/bookings/:id/changes/:requestId/decline": ["manage_bookings"],
  "POST /api/booking/link/:token/balance": "public",
  "POST /api/send-email": "public",
  "GET /api/calendar": ["view_bookings"],
  "GET /api/calendar/feed": ["view_bookings"],
  "POST /api/calendar/feed": ["view_bookings"],
  "GET /api/calendar/feed/:token": "public",
  "DELETE /api/auth/users/:userId/calendar-feed": ["manage_users"],
  "PATCH /api/calendar/slots/:id": ["manage_bookings"],
  // Paid at the chair: any staff who sees the calendar; a stylist only on their own slots (checked in lib/payments/chair.ts).
  "GET /api/calendar/slots/:id/chair": STAFF_READ,
  "POST /api/calendar/slots/:id/chair-payments": STAFF_READ,
  "POST /api/calendar/slots/:id/chair-checkout": STAFF_READ,
  // The day as it happens: any staff who sees the calendar; a stylist only on her own slots (checked in lib/dayof).
  "POST /api/calendar/slots/:id/status": STAFF_READ,
  "GET /api/calendar/live": STAFF_READ,
  "GET /api/calendar/live/stream": STAFF_READ,
  "POST /api/calendar/running-late": STAFF_READ,
  "GET /api/booking/export": ["manage_bookings"],
  // Client records: desk business.
  "GET /api/booking/again/:ref": "public",
  "GET /api/clients": ["manage_bookings"],
  "GET /api/clients/export": ["manage_bookings"],
  "GET /api/clients/settings": ["manage_bookings"],
  "PUT /api/clients/settings": ["manage_bookings"],
  "GET /api/clients/:id": ["manage_bookings"],
  "GET /api/clients/:id/export": ["manage_bookings"],
  "POST /api/clients/:id/notes": ["manage_bookings"],
  "POST /api/clients/:id/merge": ["manage_bookings"],
  "POST /api/clients/:id/bookings": ["manage_bookings"],
  "POST /api/clients/:id/erase": ["manage_bookings"],
  "POST /api/clients/:id/photos": ["manage_bookings"],
  "GET /api/clients/:id/photos/:photoId": ["manage_bookings"],
  "DELETE /api/clients/:id/photos/:photoId": ["manage_bookings"],
  "POST /api/clients/:id/proposals/:proposalId": ["manage_bookings"],
  "GET /api/booking/deposit-settings": ["manage_bookings"],
  "PUT /api/booking/deposit-settings": ["manage_bookings"],
  "GET /api/booking/:id/payments": ["manage_bookings"],
  "POST /api/booking/:id/payments": ["manage_bookings"],
  "POST /api/booking/:id/payments/:paymentId/refund": ["manage_bookings"],
  "POST /api/booking/:id/receipts/:receiptId/resend": ["manage_bookings"],
  "POST /api/booking/link/:token/deposit": "public",
  "POST /api/payments/local-checkout": "public",
  "GET /api/payments/return": "public",
  // Close the day and the season's takings: the desk only.
  "GET /api/takings/:eventId/day": ["manage_bookings"],
  "GET /api/takings/:eventId/season": ["manage_bookings"],
  "GET /api/takings/:eventId/csv": ["manage_bookings"],
  "POST /api/takings/:eventId/cash-counts": ["manage_bookings"],
  // Reports: the season's and a competition's CSVs, for view_reports only (the owner and managers by default).
  "GET /api/reports/csv": ["view_reports"],
  "GET /api/reports/:eventId/csv": ["view_reports"],
  // The day planner: the desk proposes and saves a competition day's plan.
  "POST /api/events/:id/days/:date/plan": ["manage_bookings"],
  "PUT /api/events/:id/days/:date/plan": ["manage_bookings"],
  "POST /api/events/:id/heat-list/preview": ["manage_bookings"],
  "POST /api/events/:id/heat-list/apply": ["manage_bookings"],
  "POST /api/events/:id/invitations/preview": ["manage_events"],
  "POST /api/events/:id/invitations": ["manage_events"],
  "GET /api/events/:id/invitations/:campaignId": ["manage_events"],
  "GET /api/unsubscribe/:token": "public",
  "POST /api/unsubscribe/:token": "public",
  // The waiting list: how full a day is and joining are public (captcha / private link / offer link); the lists are the desk's.
  "GET /api/events/:id/capacity": "public",
  "POST /api/waitlist": "public",
  "POST /api/booking/link/:token/waitlist": "public",
  "POST /api/booking/link/:token/days": "public",
  "POST /api/waitlist/offer/:token/accept": "public",
  "GET /api/events/:id/days/:date/waitlist": ["manage_bookings"],
  "PUT /api/events/:id/days/:date/waitlist": ["manage_bookings"],
  "DELETE /api/events/:id/days/:date/waitlist/:entryId": ["manage_bookings"],
  "GET /api/cron/waitlist": "cron",
  "GET /api/inbox/messages": ["manage_bookings"],
  "PATCH /api/inbox/messages/:id": ["manage_bookings"],
  "GET /api/inbox/emails": ["manage_bookings"],
  "POST /api/inbox/emails/:id/retry": ["manage_bookings"],
  "GET /api/inbox/texts": ["manage_bookings"],
  "GET /api/inbox/texts/:phone": ["manage_bookings"],
  "POST /api/inbox/texts/:phone": ["manage_bookings"],
  "POST /api/inbox/texts/:phone/read": ["manage_bookings"],
  "GET /api/cron/outbox": "cron",
  "POST /api/webhooks/resend": "provider",
  "POST /api/webhooks/stripe": "provider",
  // Texts: the desk or a stylist (her own bookings, checked in the data layer) reads and texts the dancer; Twilio signs its webhooks.
  "GET /api/bookings/:id/texts": STAFF_READ,
  "POST /api/bookings/:id/texts": STAFF_READ,
  "POST /api/webhooks/twilio": "provider",
  "POST /api/webhooks/twilio/status": "provider",
};

/** The permission each admin screen needs. */
const EXPECTED_ROUTES: Record<string, readonly PermissionName[]> = {
  "/admin/home": ["view_admin_panel"],
  "/admin/inbox": ["manage_bookings"],
  "/admin/pages_home": ["edit_content"],
  "/admin/pages_about": ["edit_content"],
  "/admin/pages_services": ["edit_services"],
  "/admin/pages_services_list": ["edit_services"],
  "/admin/pages_gallery": ["edit_gallery"],
  "/admin/calendar_events": ["manage_events"],
  "/admin/calendar_events/invite": ["manage_events"],
  "/admin/calendar_bookings": ["manage_bookings"],
  "/admin/calendar_bookings/new": ["manage_bookings"],
  "/admin/calendar_bookings/edit/:id": ["manage_bookings"],
  "/admin/calendar_show": ["view_bookings"],
  "/admin/calendar_show/run-sheet": ["view_bookings"],
  "/admin/staffing/:eventId": ["manage_bookings", "view_bookings"],
  "/admin/time-off": ["manage_bookings", "view_bookings"],
  "/admin/clients": ["manage_bookings"],
  "/admin/clients/:id": ["manage_bookings"],
  "/admin/users": ["manage_users"],
  "/admin/takings": ["manage_bookings"],
  "/admin/reports": ["view_reports"],
  "/admin/reports/:eventId": ["view_reports"],
  "/admin/waitlist": ["manage_bookings"],
  "/admin/calendar_show/plan": ["manage_bookings"],
  "/admin/calendar_show/heat-list": ["manage_bookings"],
  "/admin/no-access": [],
  "/admin/settings": ["manage_bookings"],
};

/** The admin guard rules, written out: where a visitor lands, or null for the page itself. */
function expectedRedirect(path: string, actor: { permissions: readonly PermissionName[]; isAdmin: boolean } | null): string | null {
  const holds = (p: PermissionName) => Boolean(actor && (actor.isAdmin || actor.permissions.includes(p)));
  const fallback = holds("view_bookings") ? "/admin/calendar_show" : holds("view_admin_panel") ? "/admin/home" : "/admin/login";
  if (path === "/admin") return "/admin/login";
  // The sign-in page sends on only a session the database accepts, to the dashboard.
  if (path === "/admin/login") return holds("view_admin_panel") ? "/admin/home" : null;
  if (!actor) return "/admin/login";
  const needed = EXPECTED_ROUTES[path];
  // A page the user may not open: the rule's destination, naming the page refused (its path after /admin/, "/" as ".", no ":").
  return needed.length === 0 || needed.some(holds) ? null : `${fallback}?denied=${path.slice("/admin/".length).replace(/:/g, "").replace(/\//g, ".")}`;
}

test("the permission table lists exactly the endpoints and screens the specification names", () => {
  expect(Object.keys(API_ENDPOINTS).sort()).toEqual(Object.keys(EXPECTED_API).sort());
  expect(ADMIN_ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(EXPECTED_ROUTES).sort());
});

const actors: Actor[] = [];
let cells = 0;

async function sessionFor(request: APIRequestContext, actor: Actor): Promise<ApiSession | undefined> {
  if (!actor.credentials) return undefined;
  actor.session ??= await apiLogin(request, actor.credentials);
  return actor.session;
}

async function call(request: APIRequestContext, key: EndpointKey, session?: ApiSession) {
  const [method, pattern] = key.split(" ");
  const url = samplePath(pattern);
  const headers = session ? session.headers : {};
  return request.fetch(url, { method, headers, data: method === "GET" ? undefined : {}, maxRedirects: 0 });
}

test.beforeAll(async ({ request }) => {
  const admin = await apiLogin(request);
  actors.push({ name: "admin", permissions: [...ALL_PERMISSIONS], isAdmin: true, credentials: { email: "admin@example.com", password: "studio-admin-2026" } });
  const none = await createUserWith(request, admin, []);
  actors.push({ name: "no permissions", permissions: [], isAdmin: false, credentials: none });
  for (const permission of ALL_PERMISSIONS) {
    const user = await createUserWith(request, admin, [permission]);
    actors.push({ name: `only ${permission}`, permissions: [permission], isAdmin: false, credentials: user });
  }
});

test("every API endpoint answers 401 / 403 / allowed exactly as the permission table says", async ({ request, playwright }) => {
  const failures: string[] = [];
  const anonymousContext = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const missing: string[] = [];
  for (const key of Object.keys(API_ENDPOINTS) as EndpointKey[]) {
    const access = EXPECTED_API[key];
    if (!access) {
      failures.push(`${key} is in the table but not in EXPECTED_API`);
      continue;
    }
    const [method, pattern] = key.split(" ");
    if (!routeHandles(pattern, method)) {
      missing.push(key);
      continue;
    }
    if (access === "cron" || access === "provider") {
      // Only the cron secret or the provider's signature opens these: no session does.
      const response = await call(anonymousContext, key);
      if (response.status() !== 401) failures.push(`${key} without the ${access === "cron" ? "cron secret" : "provider signature"} → ${response.status()}, expected 401`);
      cells += 1;
      continue;
    }
    const anonymous = await call(anonymousContext, key);
    cells += 1;
    const anonymousOk = access === "public" ? ![401, 403].includes(anonymous.status()) : anonymous.status() === 401;
    if (!anonymousOk) failures.push(`${key} anonymous → ${anonymous.status()}`);

    // The actors ask this endpoint at once (each with its own session; the endpoints one after another).
    await Promise.all(
      actors.map(async (actor) => {
        if (key === "POST /api/auth/logout") actor.session = undefined; // logout revokes: use a fresh session
        const session = await sessionFor(request, actor);
        const response = await call(request, key, session);
        cells += 1;
        const allowed = access === "public" || access === "session" || actor.isAdmin || access.some((p) => actor.permissions.includes(p));
        const status = response.status();
        if (response.status() >= 500) failures.push(`${key} as ${actor.name} → ${status} (server error)`);
        else if (allowed && [401, 403].includes(status)) failures.push(`${key} as ${actor.name} → ${status}, expected allowed`);
        else if (!allowed && status !== 403) failures.push(`${key} as ${actor.name} → ${status}, expected 403`);
        if (key === "POST /api/auth/logout") actor.session = undefined;
      }),
    );
  }
  test.info().annotations.push({ type: "cells", description: String(cells) });
  if (missing.length) console.log(`Endpoints in the table without a route yet: ${missing.join(", ")}`);
  console.log(`API access matrix: ${cells} cells checked`);
  expect(failures).toEqual([]);
  expect(missing).toEqual([]);
});

test("every admin route redirects exactly as the guard rules say", async ({ request, playwright }) => {
  const failures: string[] = [];
  let routeCells = 0;
  const baseURL = test.info().project.use.baseURL!;
  for (const actor of [{ name: "anonymous", permissions: [], isAdmin: false } as Actor, ...actors]) {
    const session = await sessionFor(request, actor);
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: session ? { cookie: `next-auth.session-token=${session.token}` } : {} });
    for (const route of [{ path: "/admin" }, { path: "/admin/login" }, ...ADMIN_ROUTES]) {
      const url = samplePath(route.path);
      const expected = expectedRedirect(route.path, session ? actor : null);
      const response = await context.get(url, { maxRedirects: 0 });
      routeCells += 1;
      const location = response.headers()["location"];
      const actual = response.status() >= 300 && response.status() < 400 && location ? ((u) => u.pathname + u.search)(new URL(location, baseURL)) : null;
      if (actual !== expected) failures.push(`${url} as ${actor.name} → ${actual ?? response.status()}, expected ${expected ?? "the page"}`);
    }
    await context.dispose();
  }
  console.log(`Admin route matrix: ${routeCells} cells checked`);
  expect(failures).toEqual([]);
});

test("the booking reads check fields, not only status: view_bookings alone never gets the customer's contact", async ({ request }) => {
  const admin = await apiLogin(request);
  const stylist = await apiLogin(request, await createUserWith(request, admin, ["view_admin_panel", "view_bookings"]));
  const contact = {
    email: `field-check-${uniqueSuffix()}@example.net`,
    phoneNumber: "555-010-4477",
    isParentOrGuardian: true,
    parentFirstName: "Guardian",
    parentLastName: `Fieldcheck ${uniqueSuffix()}`,
    message: "Text me at 555-010-4477",
  };
  const id = await submitBooking(request, contact);
  // Assigned to someone else (the rows a stylist's list and one-booking read both reach).
  await query(`UPDATE "Booking" SET "isAssigned" = true WHERE id = $1`, [id]);
  const deskOnly = ["email", "phoneNumber", "parentFirstName", "parentLastName", "message", "emailBounce", "textFailure"];
  const reads: { label: string; as: ApiSession; path: string; pick(body: unknown): Record<string, unknown> | undefined }[] = [
    { label: "GET /api/booking/assigned", as: stylist, path: "/api/booking/assigned?pageSize=100", pick: (body) => (body as Record<string, unknown>[]).find((b) => b._id === id) },
    { label: "GET /api/booking/:id", as: stylist, path: `/api/booking/${id}`, pick: (body) => body as Record<string, unknown> },
  ];
  for (const read of reads) {
    const response = await request.get(read.path, { headers: read.as.headers });
    expect(response.status(), read.label).toBe(200);
    const body = await response.json();
    const booking = read.pick(body);
    expect(booking, `${read.label} holds the booking`).toBeDefined();
    expect(deskOnly.filter((field) => field in booking!), `${read.label}: desk-only fields a stylist got`).toEqual([]);
    const text = JSON.stringify(body);
    for (const secret of [contact.email, contact.phoneNumber, contact.parentLastName, contact.message]) expect(text, read.label).not.toContain(secret);
  }
  const asDesk = (await (await request.get(`/api/booking/${id}`, { headers: admin.headers })).json()) as Record<string, unknown>;
  expect(asDesk).toMatchObject({ email: contact.email, phoneNumber: contact.phoneNumber, parentLastName: contact.parentLastName, message: contact.message });
});

test("the texts reads check fields too: a stylist with a slot never gets the dancer's number, her replies or a private link", async ({ request }) => {
  const admin = await apiLogin(request);
  const credentials = await createUserWith(request, admin, ["view_admin_panel", "view_bookings"]);
  const stylist = await apiLogin(request, credentials);
  const suffix = uniqueSuffix();
  const id = await submitBooking(request, { phoneNumber: "(312) 555-0142", textConsent: true, email: `texts-check-${suffix}@example.net` });
  const [{ id: userId }] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [credentials.email]);
  const [{ id: dayId, date }] = await query<{ id: string; date: Date }>(`SELECT id, date FROM "BookingDay" WHERE "bookingId" = $1 LIMIT 1`, [id]);
  const start = new Date(`${date.toISOString().slice(0, 10)}T14:00:00Z`);
  await query(`UPDATE "Booking" SET "isAssigned" = true WHERE id = $1`, [id]);
  await query(`INSERT INTO "Schedule" (id, "bookingId", "bookingDayId", "serviceTitle", "assignedUserId", "startAt", "endAt", "updatedAt") VALUES ($1, $2, $3, 'Competition Hair', $4, $5, $6, now())`, [`sch-${suffix}`, id, dayId, userId, start, new Date(start.getTime() + 45 * 60_000)]);
  const reply = `Call my mum on 312 555 0199 ${suffix}`;
  await query(`INSERT INTO "InboundText" (id, "providerSid", "fromPhone", "toPhone", body, "bookingId", "receivedAt") VALUES ($1, $2, '+13125550142', '+13125550000', $3, $4, now())`, [`in-${suffix}`, `SM${suffix}`, reply, id]);
  // A reminder text waiting for its day holds a private link (the outbox removes it only when sending).
  const link = `/booking/${randomBytes(32).toString("base64url")}`;
  {
    await query(`INSERT INTO "EmailMessage" (id, channel, kind, "idempotencyKey", "to", subject, html, text, "bookingId", "nextAttemptAt", "updatedAt") VALUES ($1, 'sms', 'booking-reminder-text', $2, '+13125550142', '', '', $3, $4, now() + interval '30 days', now())`, [`sms-${suffix}`, `booking-reminder-text/check-${suffix}`, `Tomorrow! Details: http://127.0.0.1${link}`, id]);
  }

  const response = await request.get(`/api/bookings/${id}/texts`, { headers: stylist.headers });
  expect(response.status()).toBe(200);
  const text = await response.text();
  const { messages } = JSON.parse(text) as { messages: Record<string, unknown>[] };
  expect(messages.length).toBe(2);
  expect(messages.filter((m) => "phone" in m).length, "messages with the number").toBe(0);
  for (const secret of ["555-0142", "5550142", "312 555 0199", link]) expect(text).not.toContain(secret);

  const asDesk = await (await request.get(`/api/bookings/${id}/texts`, { headers: admin.headers })).text();
  expect(asDesk).toContain("+13125550142");
  expect(asDesk).toContain(reply);
  expect(asDesk).not.toContain(link);
});
