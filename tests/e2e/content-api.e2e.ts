// HTTP contract of the content and services endpoints (the API's documented shapes).
import { expect, test } from "@playwright/test";
import { apiLogin, createUserWith, type ApiSession } from "./support/auth";
import { createService, deleteService, isolatedLogin, readPage, restoreSeededPages, unique } from "./support/content";

let admin: ApiSession;

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request);
});

test.describe("GET /api/content/:pageKey", () => {
  test("returns { content } as a JSON string with the page's keys, publicly", async ({ request }) => {
    expect(Object.keys(await readPage(request, "page_home")).sort()).toEqual(["facebook", "homepageQuote", "instagram"]);
    const about = await readPage(request, "page_about");
    expect(Object.keys(about)).toHaveLength(12);
    for (const p of ["person1", "person2", "person3"]) for (const f of ["Name", "Subtitle", "Description", "Bio"]) expect(about).toHaveProperty(`${p}${f}`);
    expect(Object.keys(await readPage(request, "page_services")).sort()).toEqual(
      ["servicesBookingPolicy", "servicesCancellationPolicy", "servicesDescription", "servicesGeneralPolicy", "servicesPayments", "servicesPolicyFooter", "servicesPolicySubheading"].sort(),
    );
  });

  test("answers 404 for an unknown page key", async ({ request }) => {
    const response = await request.get("/api/content/page_nope");
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});

test.describe("PUT /api/content/:pageKey", () => {
  test("401 without a token, 403 without the CSRF token, 404 for unknown keys", async ({ request }) => {
    const home = await readPage(request, "page_home");
    expect((await request.put("/api/content/page_home", { data: { content: JSON.stringify(home) } })).status()).toBe(401);
    expect((await request.put("/api/content/page_home", { headers: { Authorization: admin.headers.Authorization }, data: { content: JSON.stringify(home) } })).status()).toBe(403);
    expect((await request.put("/api/content/page_home", { headers: { ...admin.headers, "X-CSRF-Token": "wrong" }, data: { content: JSON.stringify(home) } })).status()).toBe(403);
    expect((await request.put("/api/content/page_nope", { headers: admin.headers, data: { content: "{}" } })).status()).toBe(404);
    expect((await request.put("/api/content/constructor", { headers: admin.headers, data: { content: "{}" } })).status()).toBe(404);
  });

  test("page_home and page_about need edit_content; page_services needs edit_services", async ({ request, playwright, baseURL }) => {
    const contentUser = await isolatedLogin(playwright, baseURL, await createUserWith(request, admin, ["view_admin_panel", "edit_content"]));
    const servicesUser = await isolatedLogin(playwright, baseURL, await createUserWith(request, admin, ["view_admin_panel", "edit_services"]));
    const [home, about, services] = await Promise.all([readPage(request, "page_home"), readPage(request, "page_about"), readPage(request, "page_services")]);
    const contentEditor = contentUser.session;
    const servicesEditor = servicesUser.session;
    const put = (session: ApiSession, key: string, page: object) =>
      (session === contentEditor ? contentUser.request : servicesUser.request).put(`/api/content/${key}`, { headers: session.headers, data: { content: JSON.stringify(page) } });

    expect((await put(contentEditor, "page_home", home)).status()).toBe(200);
    expect((await put(contentEditor, "page_about", about)).status()).toBe(200);
    expect((await put(contentEditor, "page_services", services)).status()).toBe(403);
    expect((await put(servicesEditor, "page_services", services)).status()).toBe(200);
    expect((await put(servicesEditor, "page_home", home)).status()).toBe(403);
    expect((await put(servicesEditor, "page_about", about)).status()).toBe(403);
  });

  test("400 for unknown keys, wrong types, missing keys, bad JSON and non-https social links", async ({ request }) => {
    const home = await readPage(request, "page_home");
    const put = (content: unknown) => request.put("/api/content/page_home", { headers: admin.headers, data: { content } });

    let response = await put(JSON.stringify({ ...home, tagline: "x" }));
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("tagline"), fields: { tagline: "Unknown field" } });

    response = await put({ ...home, instagram: 42 });
    expect(response.status()).toBe(400);
    expect((await response.json()).fields).toHaveProperty("instagram");

    expect((await put(JSON.stringify({ homepageQuote: "<p>x</p>" }))).status()).toBe(400);
    expect((await put("{not json")).status()).toBe(400);
    expect((await put(7)).status()).toBe(400);
    expect((await put(JSON.stringify({ ...home, instagram: "javascript:alert(1)" }))).status()).toBe(400);
    expect((await request.put("/api/content/page_home", { headers: admin.headers, data: { content: JSON.stringify(home), extra: true } })).status()).toBe(400);
    expect((await request.put("/api/content/page_home", { headers: { ...admin.headers, "Content-Type": "application/json" }, data: "{broken" })).status()).toBe(400);

    // Nothing of the above was stored.
    expect(await readPage(request, "page_home")).toEqual(home);
  });

  test("413 for a body over 256 KB and 415 for a body that is not JSON", async ({ request }) => {
    const home = await readPage(request, "page_home");
    const huge = JSON.stringify({ ...home, homepageQuote: `<p>${"x".repeat(300 * 1024)}</p>` });
    expect((await request.put("/api/content/page_home", { headers: admin.headers, data: { content: huge } })).status()).toBe(413);
    const text = await request.put("/api/content/page_home", { headers: { ...admin.headers, "Content-Type": "text/plain" }, data: JSON.stringify({ content: JSON.stringify(home) }) });
    expect(text.status()).toBe(415);
  });

  test("accepts content as a JSON string or an object, and sanitises rich text on save", async ({ request }) => {
    const original = await readPage(request, "page_services");
    try {
      const response = await request.put("/api/content/page_services", {
        headers: admin.headers,
        data: { content: { ...original, servicesPayments: '<p>Cash <strong>only</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' } },
      });
      expect(response.status()).toBe(200);
      expect((await readPage(request, "page_services")).servicesPayments).toBe('<p>Cash <strong>only</strong></p><a rel="noopener noreferrer">x</a>');
    } finally {
      await restoreSeededPages(request, admin);
    }
  });
});

test.describe("services list API", () => {
  test("POST creates with the new-service defaults (201, _id), PUT changes named fields, DELETE soft-deletes", async ({ request }) => {
    const blank = await createService(request, admin, {});
    try {
      expect(blank).toMatchObject({ _id: expect.any(String), title: "", price: 0, time: "", note: "", category: "Women" });
    } finally {
      await deleteService(request, admin, blank._id);
    }

    const title = unique("API Service");
    const created = await createService(request, admin, { title, price: 19.99, time: "10 min", note: "a &amp; b", category: "Additional" });
    const updated = await request.put(`/api/servicesList/${created._id}`, { headers: admin.headers, data: { price: "24.50" } });
    expect(updated.status()).toBe(200);
    expect(await updated.json()).toMatchObject({ _id: created._id, title, price: 24.5, time: "10 min", category: "Additional" });

    await expect.poll(async () => (await request.get("/services")).text(), { timeout: 5000 }).toContain(title);
    expect(await (await request.get("/services")).text()).toContain("$24.50");

    const removed = await request.delete(`/api/servicesList/${created._id}`, { headers: admin.headers });
    expect(removed.status()).toBe(200);
    expect(await removed.json()).toEqual({ deleted: true });
    const list = (await (await request.get("/api/servicesList")).json()) as { _id: string }[];
    expect(list.some((s) => s._id === created._id)).toBe(false);
    await expect.poll(async () => (await request.get("/services")).text(), { timeout: 5000 }).not.toContain(title);

    expect((await request.put(`/api/servicesList/${created._id}`, { headers: admin.headers, data: { title: "x" } })).status()).toBe(404);
    expect((await request.delete(`/api/servicesList/${created._id}`, { headers: admin.headers })).status()).toBe(404);
  });

  test("validation: 400 for bad prices and categories, with field messages", async ({ request }) => {
    for (const [data, field] of [
      [{ price: -1 }, "price"],
      [{ price: 1.005 }, "price"],
      [{ price: "abc" }, "price"],
      [{ category: "Kids" }, "category"],
      [{ title: "x".repeat(201) }, "title"],
    ] as const) {
      const response = await request.post("/api/servicesList", { headers: admin.headers, data });
      expect(response.status(), JSON.stringify(data)).toBe(400);
      expect((await response.json()).fields).toHaveProperty(field);
    }
  });

  test("authorisation: 401, 403 (CSRF and permission), 415, 404", async ({ request, playwright, baseURL }) => {
    expect((await request.post("/api/servicesList", { data: {} })).status()).toBe(401);
    expect((await request.post("/api/servicesList", { headers: { Authorization: admin.headers.Authorization }, data: {} })).status()).toBe(403);
    const contentOnly = await isolatedLogin(playwright, baseURL, await createUserWith(request, admin, ["view_admin_panel", "edit_content"]));
    expect((await contentOnly.request.post("/api/servicesList", { headers: contentOnly.session.headers, data: {} })).status()).toBe(403);
    expect((await contentOnly.request.delete("/api/servicesList/anything", { headers: contentOnly.session.headers })).status()).toBe(403);
    expect((await request.post("/api/servicesList", { headers: { ...admin.headers, "Content-Type": "text/plain" }, data: "{}" })).status()).toBe(415);
    expect((await request.put("/api/servicesList/does-not-exist", { headers: admin.headers, data: { title: "x" } })).status()).toBe(404);
  });
});

test("sitemap lists the 7 public routes and robots.txt keeps crawlers out of /admin", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(locs.sort()).toEqual(["/", "/about", "/bookanappointment", "/contact", "/gallery", "/schedule", "/services"]);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Disallow: \/admin/);
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
