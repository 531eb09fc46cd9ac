// The not-found pages (App Router not-found.tsx): a missing public address and a missing admin
// address answer 404 with a page that says so, and axe finds nothing on either.
import { expect, test } from "@playwright/test";
import { pageLogin } from "./support/auth";
import { expectNoAxeViolations } from "./support/a11y";

test("a missing public address answers 404 with the site's not-found page; axe finds nothing", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  await expect(page.locator("footer")).toContainText("Call or text");
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
});

test("a missing admin address (signed in) answers 404 with the admin not-found page inside the shell; axe finds nothing", async ({ page }) => {
  await pageLogin(page, "/admin/home");
  const response = await page.goto("/admin/no-such-screen");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/admin/home");
  await expectNoAxeViolations(page);
});

test("no page carries a not-found page's stylesheet: a public page links the public stylesheet once, a staff page not at all", async ({ page }) => {
  // A rule only app/site.css has (the public pages' stylesheet), as the build writes it.
  const siteRule = /\.site-main\{overflow-wrap:anywhere\}/g;
  /** How many times the page's HTML and the stylesheets it links hold the rule. */
  const siteRules = async (path: string) => {
    const html = await (await page.request.get(path)).text();
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    const sheets = await Promise.all([...new Set(links)].map(async (href) => (await page.request.get(href)).text()));
    return { html, links, count: [html, ...sheets].reduce((n, text) => n + (text.match(siteRule)?.length ?? 0), 0) };
  };
  const about = await siteRules("/about");
  expect(about.links.length).toBeGreaterThan(0);
  expect(about.count).toBe(1);
  await pageLogin(page, "/admin/home");
  const staff = await siteRules("/admin/calendar_bookings");
  expect(staff.html).toContain("Manage Bookings");
  expect(staff.links.length).toBeGreaterThan(0);
  expect(staff.count).toBe(0);
});
