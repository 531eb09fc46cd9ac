// Sign-in helpers for e2e tests: API clients (bearer + CSRF) and browser pages (HttpOnly cookie).
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@example.com", password: "studio-admin-2026" };
export const STAFF_PASSWORD = "studio-staff-2026";

export interface ApiSession {
  token: string;
  csrfToken: string;
  headers: Record<string, string>;
}

export async function apiLogin(request: APIRequestContext, credentials = ADMIN): Promise<ApiSession> {
  const response = await request.post("/api/auth/login", { data: credentials, headers: { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  expect(response.status(), await response.text()).toBe(200);
  const { token, csrfToken } = (await response.json()) as { token: string; csrfToken: string };
  return { token, csrfToken, headers: { Authorization: `Bearer ${token}`, "X-CSRF-Token": csrfToken } };
}

/** Signs the browser context in (sets the session cookie) and opens `path`. */
export async function pageLogin(page: Page, path = "/admin/home", credentials = ADMIN): Promise<void> {
  const response = await page.request.post("/api/auth/login", { data: credentials, headers: { "x-forwarded-for": `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  expect(response.status()).toBe(200);
  await page.goto(path);
}

let counter = 0;
/** Creates a user with exactly these permissions (via the admin API) and returns its credentials. */
export async function createUserWith(request: APIRequestContext, admin: ApiSession, permissions: string[], extra: Record<string, unknown> = {}) {
  counter += 1;
  const email = `e2e-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.org`;
  const password = "e2e-password-2026!";
  const response = await request.post("/api/auth/users", {
    headers: admin.headers,
    data: { firstName: "E2E", lastName: `User${counter}`, email, password, role: "user", isAdministrator: false, permissions, accountStatus: "active", ...extra },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { _id: string } };
  return { email, password, id: user._id };
}
