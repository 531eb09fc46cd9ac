// The public header on a 390 px touch screen (iPhone 13 size): the <details> phone menu opens, and
// after choosing a page it is closed on that page (it used to stay open over the content); also
// with JavaScript off. axe finds nothing with the menu open; screenshots at 375 and 1440 px.
import { expect, test, type Page } from "@playwright/test";
import { reviewShot, runAxe } from "./support/a11y";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const mobileNav = (page: Page) => page.getByRole("navigation", { name: "Main mobile" });

async function choose(page: Page, label: string) {
  await page.locator("summary", { hasText: "Menu" }).tap();
  await expect(mobileNav(page)).toBeVisible();
  await mobileNav(page).getByRole("link", { name: label, exact: true }).tap();
}

test("choosing a page in the phone menu opens it with the menu closed, also on the way back", async ({ page }) => {
  await page.goto("/");
  await expect(mobileNav(page)).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden(); // the desktop bar is for ≥ 1024 px

  await choose(page, "Services");
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(mobileNav(page)).toBeHidden();

  await choose(page, "Book an Appointment");
  await expect(page).toHaveURL(/\/bookanappointment$/);
  await expect(mobileNav(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
  await expect(mobileNav(page)).toBeHidden();
});

test("the phone menu works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/about");
  await choose(page, "Schedule");
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(mobileNav(page)).toBeHidden();
  await context.close();
});

test("the open phone menu: axe finds nothing; screenshots at 375 and 1440 px", async ({ page }) => {
  await page.goto("/");
  await page.locator("summary", { hasText: "Menu" }).tap();
  await expect(mobileNav(page)).toBeVisible();
  const results = await runAxe(page);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await reviewShot(page, `mobile-menu-open-375.png`, { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
  await reviewShot(page, `header-1440.png`, { fullPage: false });
});
