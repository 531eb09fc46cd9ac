// Staff screens bring their data with the page: the HTML of Manage Bookings, Edit Booking and My Calendar
// already holds the dancer (server-rendered rows, panels and the first range), and opening them in the
// browser asks the API for none of it again. Staff screens draw in the device's fonts (the public pages' web
// fonts, released after the load event, would lay a busy screen out again as staff tap it). The scripts a page
// starts with carry V8's compile hint (decision 0022). Date and time fields draw their picker icons as PNG (app/globals.css).
import { expect, test } from "@playwright/test";
import { fromZonedTime } from "date-fns-tz";
import { randomUUID } from "node:crypto";
import { pageLogin } from "./support/auth";
import { calendarEntry } from "./support/calendar";
import { insertBookingDay, insertSlot, ownCompetition } from "./support/competition-rows";
import { query } from "./support/db";

const DAY = "2027-10-13";
const competition = ownCompetition("First Paint Open", DAY);
const dancer = { id: randomUUID(), dayId: randomUUID(), firstName: "Paloma", lastName: `Firstpaint${competition.suffix}` };

test.beforeAll(async () => {
  await competition.insert();
  await query(
    `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "updatedAt")
     VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0199', false, 1, 1, true, now())`,
    [dancer.id, competition.id, dancer.firstName, dancer.lastName, `${dancer.lastName.toLowerCase()}@example.net`],
  );
  await insertBookingDay({ id: dancer.dayId, bookingId: dancer.id, date: DAY, serviceTitle: "Competition Hair", danceStyles: ["latin"] });
  const [stylist] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'marisol@example.com'`);
  await insertSlot({ id: randomUUID(), bookingId: dancer.id, dayId: dancer.dayId, serviceTitle: "Competition Hair", staffId: stylist.id, startAt: fromZonedTime(`${DAY}T09:00:00`, "America/New_York"), endAt: fromZonedTime(`${DAY}T09:45:00`, "America/New_York") });
});

test.afterAll(() => competition.remove());

test("Manage Bookings, Edit Booking and My Calendar show the dancer from the page itself, without a request after it", async ({ page }) => {
  await pageLogin(page);
  const html = async (path: string) => {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    return response.text();
  };
  // The first HTML (no script has run): the list's row, the panels' content, the calendar's first range.
  const list = await html(`/admin/calendar_bookings?competition=${competition.id}`);
  expect(list).toContain(`Manage booking of ${dancer.firstName} ${dancer.lastName}`);
  expect(list).not.toContain("Loading bookings…");
  const edit = await html(`/admin/calendar_bookings/edit/${dancer.id}`);
  expect(edit).toContain(dancer.lastName);
  expect(edit).not.toMatch(/Loading (payments|reminders)…/);
  expect(await html(`/admin/calendar_show?view=day&date=${DAY}`)).toContain(dancer.lastName);

  // In the browser the screens show it and do not ask the API for it again.
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "GET" && (pathname === "/api/calendar" || pathname.startsWith("/api/booking/"))) asked.push(pathname);
  });
  await page.goto(`/admin/calendar_bookings?competition=${competition.id}`);
  await expect(page.getByRole("link", { name: `Manage booking of ${dancer.firstName} ${dancer.lastName}` })).toBeVisible();
  await page.goto(`/admin/calendar_bookings/edit/${dancer.id}`);
  await expect(page.getByRole("heading", { name: "Assign Booking" })).toBeVisible();
  await expect(page.getByText("Payments", { exact: false }).first()).toBeVisible();
  await page.goto(`/admin/calendar_show?view=day&date=${DAY}`);
  await expect(calendarEntry(page, DAY, dancer)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
});

test("a staff screen is drawn in the device's fonts from its first paint to its last, and fetches no web font", async ({ page }) => {
  await pageLogin(page);
  // A new tab: the first page of a tab is the one whose fonts the public pages hold back.
  const tab = await page.context().newPage();
  const fonts: string[] = [];
  tab.on("request", (request) => {
    if (request.resourceType() === "font" || /\.woff2?(\?|$)/.test(request.url())) fonts.push(request.url());
  });
  await tab.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const html = document.documentElement;
      (window as unknown as { firstPaintFonts: [boolean, string] }).firstPaintFonts = [html.classList.contains("wf-hold"), getComputedStyle(html).getPropertyValue("--font-sans").trim()];
    });
  });
  await tab.goto(`/admin/calendar_bookings/edit/${dancer.id}`);
  await expect(tab.getByRole("heading", { name: "Assign Booking" })).toBeVisible();
  const [held, sans] = await tab.evaluate(() => (window as unknown as { firstPaintFonts: [boolean, string] }).firstPaintFonts);
  // Before the public pages' release (the class is on), the stack is the device's: no web font, no held local face.
  expect(held).toBe(true);
  expect(sans).toBe("ui-sans-serif,system-ui,sans-serif");
  // After it (the class gone), still the device's; the heading is set in its serif.
  await expect.poll(() => tab.evaluate(() => document.documentElement.classList.contains("wf-hold"))).toBe(false);
  expect(await tab.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--font-sans").trim())).toBe("ui-sans-serif,system-ui,sans-serif");
  expect(await tab.getByRole("heading", { name: "Assign Booking" }).evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^ui-serif, ?Georgia, ?serif$/);
  await tab.waitForLoadState("networkidle");
  expect(fonts).toEqual([]);
  // A staff page marks no font as loaded for the tab, so a public page opened next in it still holds its fonts.
  expect(await tab.evaluate(() => sessionStorage.getItem("wf-loaded"))).toBeNull();
  await tab.close();
});

test("a staff page loads without prefetching the menu's pages: no render of another screen is asked for after it", async ({ page }) => {
  await pageLogin(page, "/admin/users");
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"] || request.headers()["rsc"]) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/admin/home");
  await expect(page.getByRole("navigation", { name: "Admin" }).first().getByRole("link", { name: "Manage Bookings" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);
  // A menu link still opens its page (fetched when tapped).
  await page.getByRole("navigation", { name: "Admin" }).first().getByRole("link", { name: "Manage Bookings" }).click();
  await expect(page).toHaveURL(/\/admin\/calendar_bookings$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the scripts a page starts with carry V8's compile hint, so Chrome compiles them off the main thread (staff and public pages)", async ({ page }) => {
  await pageLogin(page);
  for (const path of ["/admin/calendar_show/run-sheet", "/admin/calendar_bookings", "/"]) {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    const scripts = [...(await response.text()).matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"(?![^>]*noModule)/g)].map((m) => m[1]!);
    expect(scripts.length, `${path} starts with scripts`).toBeGreaterThan(2);
    for (const src of scripts) {
      const chunk = await page.request.get(src);
      expect(chunk.status()).toBe(200);
      expect((await chunk.text()).slice(0, 40), `${path}: ${src}`).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    }
  }
});

test("date and time fields draw their picker icons as PNG, not as the SVG images Chromium builds a document for in the first frame", async ({ page }) => {
  await pageLogin(page);
  const tab = await page.context().newPage();
  // Inline images are not requests Playwright reports; DevTools' network domain sees them as they are asked for.
  const cdp = await page.context().newCDPSession(tab);
  await cdp.send("Network.enable");
  const images: string[] = [];
  cdp.on("Network.requestWillBeSent", (event: { request: { url: string } }) => {
    if (event.request.url.startsWith("data:image/")) images.push(event.request.url.slice(0, "data:image/svg+xml".length));
  });
  // Edit Booking shows a date field and a time field on its first screen (the slot's start).
  await tab.goto(`/admin/calendar_bookings/edit/${dancer.id}`);
  await expect(tab.locator("#slot-0-start-date")).toBeVisible();
  await expect(tab.locator("#slot-0-start-time")).toBeVisible();
  await expect.poll(() => images.filter((url) => url.startsWith("data:image/png")).length).toBeGreaterThanOrEqual(2);
  expect(images.filter((url) => url.startsWith("data:image/svg"))).toEqual([]);
  await tab.close();
});
