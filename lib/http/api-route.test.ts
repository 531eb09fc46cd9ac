import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { NotFoundError } from "@/lib/errors";
import { apiRoute } from "./api-route";

const context = { params: Promise.resolve({}) };
afterEach(() => vi.unstubAllEnvs());

describe("apiRoute authorises from the route's own declaration", () => {
  it("a computed key the route does not declare answers 404 and never runs the handler; a declared one runs", async () => {
    const handler = vi.fn(async () => ({ page: true }));
    const route = apiRoute((params) => `GET /api/content/${params.pageKey}` as const, { endpoints: { "GET /api/content/page_home": "public" } }, handler);
    const at = (pageKey: string) => route(new NextRequest(`http://127.0.0.1/api/content/${pageKey}`), { params: Promise.resolve({ pageKey }) });
    const refused = await at("page_secret");
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "Not found" });
    expect(handler).not.toHaveBeenCalled();
    expect((await at("page_home")).status).toBe(200);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("a permission list refuses a caller without a session (401) before reading anything", async () => {
    const handler = vi.fn(async () => ({}));
    const route = apiRoute("GET /api/booking/cancelled", { access: ["manage_bookings"] }, handler);
    expect((await route(new NextRequest("http://127.0.0.1/api/booking/cancelled"), context)).status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("apiRoute enforces the table's cron access itself", () => {
  it("without or with a wrong CRON_SECRET the handler never runs (401); with it, it runs", async () => {
    vi.stubEnv("CRON_SECRET", "s3cret-value-for-the-test");
    const handler = vi.fn(async () => ({ delivered: 0 }));
    const route = apiRoute("GET /api/cron/outbox", { access: "cron" }, handler);
    expect((await route(new NextRequest("http://127.0.0.1/api/cron/outbox"), context)).status).toBe(401);
    expect((await route(new NextRequest("http://127.0.0.1/api/cron/outbox", { headers: { authorization: "Bearer wrong" } }), context)).status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
    const ok = await route(new NextRequest("http://127.0.0.1/api/cron/outbox", { headers: { authorization: "Bearer s3cret-value-for-the-test" } }), context);
    expect(ok.status).toBe(200);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("with no CRON_SECRET configured nobody is let in", async () => {
    vi.stubEnv("CRON_SECRET", "");
    const handler = vi.fn(async () => ({}));
    const route = apiRoute("GET /api/cron/outbox", { access: "cron" }, handler);
    expect((await route(new NextRequest("http://127.0.0.1/api/cron/outbox", { headers: { authorization: "Bearer " } }), context)).status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("failureMessage: the per-endpoint text with the real status", () => {
  const route = (error: unknown) => apiRoute("GET /api/events/upcoming", { access: "public", query: z.object({ limit: z.coerce.number().int().positive().optional() }), failureMessage: "Failed to fetch upcoming events" }, async () => {
    throw error;
  });
  const get = (r: ReturnType<typeof route>, qs = "") => r(new NextRequest(`http://127.0.0.1/api/events/upcoming${qs}`), context);

  it("a saturated pool (P2028) answers 503 with Retry-After, not 500", async () => {
    const response = await get(route(Object.assign(new Error("Unable to start a transaction in the given time."), { code: "P2028" })));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ error: "Failed to fetch upcoming events" });
  });

  it("a missing record (P2025) answers 404; a domain error keeps its status", async () => {
    expect((await get(route(Object.assign(new Error("not found"), { code: "P2025" })))).status).toBe(404);
    const notFound = await get(route(new NotFoundError("Event not found")));
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ error: "Failed to fetch upcoming events" });
  });

  it("an invalid query answers 400 with the endpoint's text and the field messages", async () => {
    const response = await get(route(new Error("unreached")), "?limit=-2");
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe("Failed to fetch upcoming events");
    expect(Object.keys(body.fields)).toEqual(["limit"]);
  });
});
