// Generated from the permission table: every API endpoint and every admin route × {anonymous,
// signed-in without the permission, signed-in with exactly each permission, admin}.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN_ROUTES, ALL_PERMISSIONS, API_ENDPOINTS, adminRedirect, type EndpointKey, type PermissionName } from "@/lib/auth/permissions";
import { apiLogin, createUserWith, type ApiSession } from "./support/auth";
import { routeHandles, samplePath } from "./support/routes";

// Hundreds of requests (and argon2 sign-ins) per test: give them room on a busy 2-core machine.
test.describe.configure({ mode: "serial", timeout: 240_000 });

interface Actor {
  name: string;
  permissions: PermissionName[];
  isAdmin: boolean;
  credentials?: { email: string; password: string };
  session?: ApiSession;
}

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
  for (const [key, access] of Object.entries(API_ENDPOINTS) as [EndpointKey, (typeof API_ENDPOINTS)[EndpointKey]][]) {
    const [method, pattern] = key.split(" ");
    if (!routeHandles(pattern, method)) {
      missing.push(key);
      continue;
    }
    if (access === "cron") {
      const response = await call(anonymousContext, key);
      if (response.status() !== 401) failures.push(`${key} without the cron secret → ${response.status()}, expected 401`);
      cells += 1;
      continue;
    }
    const anonymous = await call(anonymousContext, key);
    cells += 1;
    const anonymousOk = access === "public" ? ![401, 403].includes(anonymous.status()) : anonymous.status() === 401;
    if (!anonymousOk) failures.push(`${key} anonymous → ${anonymous.status()}`);

    for (const actor of actors) {
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
    }
  }
  test.info().annotations.push({ type: "cells", description: String(cells) });
  if (missing.length) console.log(`Endpoints in the table without a route yet: ${missing.join(", ")}`);
  console.log(`API access matrix: ${cells} cells checked`);
  expect(failures).toEqual([]);
  expect(missing).toEqual([]);
});

test("every admin route redirects exactly as the SPEC §2 guard rules say", async ({ request, playwright }) => {
  const failures: string[] = [];
  let routeCells = 0;
  const baseURL = test.info().project.use.baseURL!;
  for (const actor of [{ name: "anonymous", permissions: [], isAdmin: false } as Actor, ...actors]) {
    const session = await sessionFor(request, actor);
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: session ? { cookie: `next-auth.session-token=${session.token}` } : {} });
    const holder = session ? { role: actor.isAdmin ? "admin" : "user", isAdministrator: actor.isAdmin, permissions: actor.permissions } : null;
    for (const route of [{ path: "/admin" }, { path: "/admin/login" }, ...ADMIN_ROUTES]) {
      const url = samplePath(route.path);
      const expected = adminRedirect(url, holder);
      const response = await context.get(url, { maxRedirects: 0 });
      routeCells += 1;
      const location = response.headers()["location"];
      const actual = response.status() >= 300 && response.status() < 400 && location ? new URL(location, baseURL).pathname : null;
      if (actual !== expected) failures.push(`${url} as ${actor.name} → ${actual ?? response.status()}, expected ${expected ?? "the page"}`);
    }
    await context.dispose();
  }
  console.log(`Admin route matrix: ${routeCells} cells checked`);
  expect(failures).toEqual([]);
});
