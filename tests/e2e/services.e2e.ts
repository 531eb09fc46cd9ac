import { expect, test } from "@playwright/test";

test("a plain HTTP GET of /services has the seeded prices, without JavaScript", async ({ request }) => {
  const response = await request.get("/services");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Competition Hair");
  expect(html).toContain("$85");
  expect(html).toContain("$160");
  for (const heading of ["Womens", "Mens", "Youth", "Additional Services"]) expect(html).toContain(heading);
});

test("the services page shows cards by category with decoded notes and Book it links", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  const womens = page.getByRole("region", { name: "Womens" });
  await expect(womens.getByRole("listitem")).toHaveCount(4);
  await expect(womens.getByText("Sleek bun or French twist, gel & spray included")).toBeVisible();
  // Notes are decoded (&mdash; → —) and shown as text, never as markup; the seeded note reads as a sentence.
  await expect(page.getByText("Our most popular choice — save $15")).toBeVisible();
  await expect(page.getByText("Per design, on hair or face")).toBeVisible();
  await expect(page.locator("main")).not.toContainText("&mdash;");
  const bookIt = womens.getByRole("link", { name: /Book it/ }).first();
  await expect(bookIt).toHaveAttribute("href", /^\/bookanappointment/);
});

test("GET /api/servicesList returns the services with _id and numeric prices", async ({ request }) => {
  const response = await request.get("/api/servicesList");
  expect(response.status()).toBe(200);
  const services = (await response.json()) as { _id: string; title: string; price: number; category: string }[];
  expect(services.length).toBeGreaterThanOrEqual(12);
  expect(new Set(services.map((s) => s.category))).toEqual(new Set(["Women", "Men", "Youth", "Additional"]));
  expect(services.every((s) => typeof s._id === "string" && typeof s.price === "number")).toBe(true);
});

test("GET /api/health reports the database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  // The server keeps an idle connection 65 s (nginx and Playwright reuse pooled ones; at Node's 5 s a reused
  // connection raced the server's close: ECONNRESET).
  expect(response.headers()["keep-alive"]).toBe("timeout=65");
});
