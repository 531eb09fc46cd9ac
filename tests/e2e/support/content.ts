// Helpers for tests that change page content or services: read and restore through the API.
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { demoAbout, demoHome, demoServicesPage } from "../../../prisma/seed-data";
import { apiLogin, type ApiSession } from "./auth";

/**
 * A login in its own request context: a login stores its session cookie in the context, and the
 * cookie wins over another user's bearer token sent from the same context.
 */
export async function isolatedLogin(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined, credentials: { email: string; password: string }) {
  const context = await playwright.request.newContext({ baseURL });
  const session = await apiLogin(context, credentials);
  return { request: context, session };
}

export type PageKey = "page_home" | "page_about" | "page_services";

export async function readPage(request: APIRequestContext, key: PageKey): Promise<Record<string, string>> {
  const response = await request.get(`/api/content/${key}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { content: string };
  expect(typeof body.content).toBe("string");
  return JSON.parse(body.content) as Record<string, string>;
}

export async function writePage(request: APIRequestContext, session: ApiSession, key: PageKey, page: Record<string, string>): Promise<void> {
  const response = await request.put(`/api/content/${key}`, { headers: session.headers, data: { content: JSON.stringify(page) } });
  expect(response.status(), await response.text()).toBe(200);
}

export interface ServiceBody {
  _id: string;
  title: string;
  price: number;
  time: string;
  note: string;
  category: string;
}

export async function createService(request: APIRequestContext, session: ApiSession, data: Partial<Omit<ServiceBody, "_id">>): Promise<ServiceBody> {
  const response = await request.post("/api/servicesList", { headers: session.headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ServiceBody;
}

export async function deleteService(request: APIRequestContext, session: ApiSession, id: string): Promise<void> {
  await request.delete(`/api/servicesList/${id}`, { headers: session.headers });
}

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Puts the seeded demo content of the three editable pages back. */
export async function restoreSeededPages(request: APIRequestContext, session: ApiSession): Promise<void> {
  await writePage(request, session, "page_home", demoHome);
  await writePage(request, session, "page_about", demoAbout);
  await writePage(request, session, "page_services", demoServicesPage);
}
