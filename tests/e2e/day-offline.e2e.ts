// The day with no network, on a 390 px phone: the run sheet opened online is kept by the staff worker and reads
// again offline with "Offline — saved at …"; My Calendar's day too; "Done" tapped offline waits on the phone and
// is sent once when the network returns; sign-out leaves no copy on the phone. The public pages get no manifest
// and no worker.
import { expect, test, type Page } from "@playwright/test";
import { fromZonedTime } from "date-fns-tz";
import { randomUUID } from "node:crypto";
import { apiLogin, pageLogin } from "./support/auth";
import { insertBookingDay, insertSlot, ownCompetition } from "./support/competition-rows";
import { query } from "./support/db";
import { expectNoAxeViolations } from "./support/a11y";

const NY = "America/New_York";
const DAY = "2027-11-04";
const PHONE = { width: 390, height: 844 };
const competition = ownCompetition("Basement Open", DAY);
const dancer = { id: randomUUID(), dayId: randomUUID(), slotId: randomUUID(), first: "Cellar", last: `Offline${competition.suffix}` };
// Her stylist's next dancer, still expected: running late moves her while the phone is offline.
const later = { id: randomUUID(), dayId: randomUUID(), slotId: randomUUID(), first: "Stair", last: `Later${competition.suffix}` };
let staffId = "";
const RUN_SHEET = `/admin/calendar_show/run-sheet?date=${DAY}`;
const MY_DAY = `/admin/calendar_show?view=day&date=${DAY}`;

// This spec is about the staff service worker: let it run (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

test.beforeAll(async () => {
  const [staff] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'marisol@example.com'`);
  staffId = staff.id;
  await competition.insert();
  const at = (time: string) => fromZonedTime(`${DAY}T${time}:00`, NY);
  for (const [who, start, end] of [[dancer, "07:00", "08:00"], [later, "08:00", "09:00"]] as const) {
    await query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "updatedAt")
       VALUES ($1, $2, 'youth', $3, $4, $5, '555-0190', false, 1, 1, true, now())`,
      [who.id, competition.id, who.first, who.last, `${who.first.toLowerCase()}${competition.suffix}@example.net`],
    );
    await insertBookingDay({ id: who.dayId, bookingId: who.id, date: DAY, serviceTitle: "Youth Hair", danceStyles: ["latin"] });
    await insertSlot({ id: who.slotId, bookingId: who.id, dayId: who.dayId, serviceTitle: "Youth Hair", staffId: staff.id, startAt: at(start), endAt: at(end) });
  }
});

test.afterAll(() => competition.remove());

const slotRow = async () => (await query<{ dayStatus: string; dayStatusVersion: number }>(`SELECT "dayStatus", "dayStatusVersion" FROM "Schedule" WHERE id = $1`, [dancer.slotId]))[0];
const staffCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("staff-")).sort());

test("the run sheet and My Calendar's day read with no network once opened online; Done tapped offline is sent once; sign-out leaves nothing", async ({ page, context, request }) => {
  await page.setViewportSize(PHONE);
  // Public pages: no manifest, no worker.
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);

  await pageLogin(page, RUN_SHEET);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin/manifest.webmanifest");
  const manifest = await request.get("/admin/manifest.webmanifest"); // as browsers fetch it: no session cookie
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ start_url: "/admin/calendar_show/run-sheet", scope: "/admin/", display: "standalone" });

  // The worker takes control of the staff pages (and only them).
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/\/admin\/$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Online, the dancer goes into the chair; opened again under the worker, the page and its chunks are kept.
  const statusOf = page.getByRole("group", { name: new RegExp(`^Status of .*${dancer.last}`) });
  await statusOf.getByRole("button", { name: "In the chair" }).click();
  await expect.poll(() => slotRow()).toEqual({ dayStatus: "in_chair", dayStatusVersion: 1 });
  await page.reload();
  await expect(page.getByTestId("run-sheet-row").filter({ hasText: dancer.last })).toHaveCount(1);
  // My Calendar's day and its data too.
  await page.goto(MY_DAY);
  await expect(page.getByTestId("calendar-title")).toContainText("November 4");
  await expect(page.locator(".studio-calendar").getByText(dancer.first, { exact: false }).first()).toBeVisible();
  expect(await staffCaches(page)).toEqual(["staff-day-data", "staff-day-pages", "staff-static"]);

  await context.setOffline(true);
  await page.goto(RUN_SHEET);
  await expect(page.getByTestId("run-sheet-row").filter({ hasText: dancer.last })).toHaveCount(1);
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toHaveText(/^Offline — saved at \d{1,2}:\d{2} [AP]M [A-Z][a-z]+$/);
  await expect(banner.locator("xpath=..")).toHaveAttribute("aria-live", "polite");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // Styled offline: the stylesheet files (not inlined) come from what the worker stored with the page.
  expect(await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.includes("/_next/static/") && sheet.cssRules.length > 0).length)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // "Done" with no network: kept on the phone, shown as waiting, not sent.
  await statusOf.getByRole("button", { name: "Done" }).click();
  const row = page.getByTestId("run-sheet-row").filter({ hasText: dancer.last });
  await expect(row.getByTestId("slot-status-line")).toHaveText("Done · Saved on this phone — will send when online");
  await expect(page.locator('[data-testid="queued-change"][data-state="pending"]')).toHaveCount(1);
  expect(await slotRow()).toEqual({ dayStatus: "in_chair", dayStatusVersion: 1 });

  await page.goto(MY_DAY);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(page.locator(".studio-calendar").getByText(dancer.first, { exact: false }).first()).toBeVisible();
  // Signing out now would lose it: the phone says so first, and "Cancel" keeps her signed in with the change.
  const warned = new Promise<string>((resolve) => page.once("dialog", (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
  await page.getByRole("button", { name: "Logout" }).click();
  expect(await warned).toBe("1 status change made on this phone has not reached the studio (it is lost at sign-out). Sign out anyway?");
  await expect(page).toHaveURL(/\/admin\/calendar_show/);
  await expect(page.getByTestId("offline-banner")).toBeVisible();

  // Meanwhile the desk saves "running late" for her stylist: the phone, offline, cannot hear it.
  await page.goto(RUN_SHEET);
  const laterRow = page.getByTestId("run-sheet-row").filter({ hasText: later.last });
  await expect(laterRow).toContainText("8:00 AM – 9:00 AM");
  const admin = await apiLogin(request);
  const late = await request.post("/api/calendar/running-late", { headers: admin.headers, data: { date: DAY, staffId, minutes: 15, preview: false } });
  expect(late.status(), await late.text()).toBe(200);

  // Network back: the change is sent once (one version more, one history entry, marked as queued), the banner goes,
  // and the run sheet reads the times that moved while it was away.
  await context.setOffline(false);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  await expect(laterRow).toContainText("8:15 AM – 9:15 AM");
  await expect.poll(() => slotRow()).toEqual({ dayStatus: "done", dayStatusVersion: 2 });
  await expect(page.locator('[data-testid="queued-change"]')).toHaveCount(0);
  const history = await query<{ toStatus: string; source: string }>(`SELECT "toStatus", source FROM "SlotStatusEvent" WHERE "scheduleId" = $1 ORDER BY version`, [dancer.slotId]);
  expect(history).toEqual([
    { toStatus: "in_chair", source: "online" },
    { toStatus: "done", source: "queued" },
  ]);

  // Sign-out: every copy and the queue's database go.
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL("**/admin/login");
  await expect.poll(() => staffCaches(page)).toEqual([]);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name).filter((name) => name === "staff-offline"))).toEqual([]);
});
