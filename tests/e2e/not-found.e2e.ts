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
