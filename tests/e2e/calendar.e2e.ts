// My Calendar in a browser that lives in Berlin: appointments must still sit at New York times.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { fromZonedTime } from "date-fns-tz";
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { ADMIN, apiLogin, pageLogin, STAFF_PASSWORD } from "./support/auth";
import { withDatabase } from "./support/db";
import { reviewShot, runAxe } from "./support/a11y";

test.use({ timezoneId: "Europe/Berlin", viewport: { width: 1440, height: 1000 } });

const NY = "America/New_York";
// Wednesday March 17, 2027: New York is already on summer time (since March 14), Berlin is not yet
// (until March 28), so the two zones are 5 hours apart instead of 6 — a calendar in the browser's
// zone would show 2:00 PM, not 9:00 AM.
const MONDAY = "2027-03-15";
const DAY = "2027-03-17";
const suffix = randomUUID().slice(0, 6);
const competitor = { firstName: "Calista", lastName: `Berlin${suffix}` };
const competitionName = `Calendar Classic ${suffix}`;
const SHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/shots";

const created = { eventId: randomUUID(), bookingId: randomUUID(), dayId: randomUUID(), danielSlot: randomUUID(), aikoSlot: randomUUID() };
// A busy Wednesday a week later: five appointments of one dancer at 10:00, one look each (a phone's day stacks three).
const BUSY_DAY = "2027-03-24";
const busy = { eventId: randomUUID(), bookingId: randomUUID(), dayId: randomUUID(), dancer: { firstName: "Bianca", lastName: `Busy${suffix}` }, looks: ["Look A", "Look B", "Look C", "Look D", "Look E"] };

test.beforeAll(async () => {
  await withDatabase(async (db) => {
    const staff = await db.query<{ id: string; email: string }>(`SELECT id, email FROM "User" WHERE email IN ('daniel@example.com', 'aiko@example.com')`);
    const idOf = (email: string) => staff.rows.find((r) => r.email === email)!.id;
    await db.query(`INSERT INTO "Event" (id, "eventName", city, "eventStartDate", "eventEndDate", "updatedAt") VALUES ($1, $2, 'Boston', '2027-03-16', '2027-03-18', now())`, [created.eventId, competitionName]);
    await db.query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "updatedAt")
       VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0199', false, 2, 2, true, now())`,
      [created.bookingId, created.eventId, competitor.firstName, competitor.lastName, `calista.${suffix}@example.net`],
    );
    await db.query(
      `INSERT INTO "BookingDay" (id, "bookingId", position, date, "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles")
       VALUES ($1, $2, 0, $3, 'Competition Hair &amp; Makeup', '{latin}', '{}', '{}')`,
      [created.dayId, created.bookingId, DAY],
    );
    const insertSlot = (id: string, service: string, userId: string, from: string, to: string) =>
      db.query(
        `INSERT INTO "Schedule" (id, "bookingId", "bookingDayId", "serviceTitle", "assignedUserId", "startAt", "endAt", "updatedAt") VALUES ($1, $2, $3, $4, $5, $6, $7, now())`,
        [id, created.bookingId, created.dayId, service, userId, fromZonedTime(`${DAY}T${from}`, NY), fromZonedTime(`${DAY}T${to}`, NY)],
      );
    await insertSlot(created.danielSlot, "Competition Hair", idOf("daniel@example.com"), "09:00", "09:45");
    await insertSlot(created.aikoSlot, "Competition Makeup", idOf("aiko@example.com"), "11:00", "11:45");

    await db.query(`INSERT INTO "Event" (id, "eventName", city, "eventStartDate", "eventEndDate", "updatedAt") VALUES ($1, $2, 'Boston', $3, $3, now())`, [busy.eventId, `Busy Classic ${suffix}`, BUSY_DAY]);
    await db.query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "updatedAt")
       VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0198', false, 5, 5, true, now())`,
      [busy.bookingId, busy.eventId, busy.dancer.firstName, busy.dancer.lastName, `bianca.${suffix}@example.net`],
    );
    await db.query(
      `INSERT INTO "BookingDay" (id, "bookingId", position, date, "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles") VALUES ($1, $2, 0, $3, 'Competition Hair', '{latin}', '{}', '{}')`,
      [busy.dayId, busy.bookingId, BUSY_DAY],
    );
    for (const [i, look] of busy.looks.entries()) {
      await db.query(
        `INSERT INTO "Schedule" (id, "bookingId", "bookingDayId", position, "serviceTitle", "assignedUserId", "startAt", "endAt", "updatedAt") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())`,
        [randomUUID(), busy.bookingId, busy.dayId, i, look, idOf(i % 2 ? "aiko@example.com" : "daniel@example.com"), fromZonedTime(`${BUSY_DAY}T10:00`, NY), fromZonedTime(`${BUSY_DAY}T10:45`, NY)],
      );
    }
  });
  mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await withDatabase(async (db) => {
    await db.query(`DELETE FROM "Booking" WHERE id = ANY($1)`, [[created.bookingId, busy.bookingId]]);
    await db.query(`DELETE FROM "Event" WHERE id = ANY($1)`, [[created.eventId, busy.eventId]]);
  });
});

const calendar = (page: Page) => page.locator(".studio-calendar");
const dayCell = (page: Page, date: string) => calendar(page).locator(`[role="cell"][data-date="${date}"]`);
const danielEntry = (page: Page) => dayCell(page, DAY).getByRole("button", { name: new RegExp(`Calista ${competitor.lastName} – Competition Hair`) });
const aikoEntry = (page: Page) => dayCell(page, DAY).getByRole("button", { name: new RegExp(`Calista ${competitor.lastName} – Competition Makeup`) });
const dancerEntry = (page: Page) => dayCell(page, DAY).getByRole("button", { name: `Calista ${competitor.lastName}`, exact: true });

async function expectAtNine(page: Page, entry: Locator) {
  await expect(entry).toBeVisible();
  await expect(entry.getByTestId("entry-time")).toHaveText("9:00 AM");
  const nine = await calendar(page).locator('[data-time="09:00:00"]').first().boundingBox();
  const box = await entry.boundingBox();
  expect(nine && box).toBeTruthy();
  expect(Math.abs(box!.y - nine!.y)).toBeLessThanOrEqual(3);
  const column = await calendar(page).locator(`[role="columnheader"][data-date="${DAY}"]`).boundingBox();
  const centre = box!.x + box!.width / 2;
  expect(centre).toBeGreaterThan(column!.x);
  expect(centre).toBeLessThan(column!.x + column!.width);
}

test.describe("My Calendar", () => {
  test("a 9:00 AM New York appointment sits at 9:00 AM on its day in week and day views, weeks start on Monday", async ({ page }) => {
    await pageLogin(page, `/admin/calendar_show?view=week&date=${MONDAY}`);
    await expect(page.getByRole("heading", { level: 2, name: "March 15 – 21, 2027" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Week", exact: true })).toHaveAttribute("aria-pressed", "true");
    const headers = calendar(page).getByRole("columnheader");
    await expect(headers.first()).toHaveAttribute("data-date", MONDAY);
    await expect(headers.first()).toContainText("Mon");
    await expect(headers.last()).toContainText("Sun");
    await expectAtNine(page, danielEntry(page));
    await expect(dayCell(page, "2027-03-16").getByRole("button", { name: competitionName })).toBeVisible();
    await reviewShot(page, `calendar-week-1440.png`);

    // Clicking the day's name opens the day view on that date.
    await calendar(page).getByRole("link", { name: /March 17, 2027/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "March 17, 2027" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Day", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/view=day&date=2027-03-17/);
    await expectAtNine(page, danielEntry(page));
    await reviewShot(page, `calendar-day-1440.png`);

    await page.getByRole("button", { name: "Next day" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "March 18, 2027" })).toBeVisible();
    await page.getByRole("button", { name: "Previous day" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "March 17, 2027" })).toBeVisible();
  });

  test("staff and Booked Dancers toggles hide and show their entries", async ({ page }) => {
    await pageLogin(page, `/admin/calendar_show?view=week&date=${MONDAY}`);
    await expect(danielEntry(page)).toBeVisible();
    await expect(aikoEntry(page)).toBeVisible();
    await expect(dancerEntry(page)).toBeVisible();

    /** Pressing a toggle turns it off and hides its entries but not `kept`; pressing again shows them. */
    const offAndOn = async (toggle: Locator, hidden: Locator, kept: Locator) => {
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await expect(hidden).toHaveCount(0);
      await expect(kept).toBeVisible();
      await toggle.click();
      await expect(hidden).toBeVisible();
    };
    const daniel = page.getByRole("button", { name: "Daniel Brooks", exact: true });
    await expect(daniel).toHaveAttribute("aria-pressed", "true");
    await offAndOn(daniel, danielEntry(page), aikoEntry(page));
    await offAndOn(page.getByRole("button", { name: "Booked Dancers", exact: true }), dancerEntry(page), danielEntry(page));
  });

  test("month view is 400px high with no entries inline and no competitions; day and week are 800px", async ({ page }) => {
    await pageLogin(page, `/admin/calendar_show?view=week&date=${MONDAY}`);
    const root = calendar(page).locator(":scope > div").first();
    await expect(danielEntry(page)).toBeVisible();
    expect((await root.boundingBox())!.height).toBe(800);

    await page.getByRole("button", { name: "Month", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "March 1 – 31, 2027" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Month", exact: true })).toHaveAttribute("aria-pressed", "true");
    expect((await root.boundingBox())!.height).toBe(400);
    await expect(calendar(page).getByRole("columnheader").first()).toContainText("Mon");
    const cell = dayCell(page, DAY);
    await expect(cell.getByText(/^\d+ appointments?$/)).toBeVisible();
    await expect(calendar(page).getByText(`Calista ${competitor.lastName}`)).toHaveCount(0);
    await expect(calendar(page).getByText(competitionName)).toHaveCount(0);
    await reviewShot(page, `calendar-month-1440.png`);

    // The count opens that day.
    await cell.getByText(/^\d+ appointments?$/).click();
    await expect(page.getByRole("heading", { level: 2, name: "March 17, 2027" })).toBeVisible();
    expect((await root.boundingBox())!.height).toBe(800);
  });

  test("Enter on an entry opens its details in New York time; Back closes them; managers get the Edit Booking link", async ({ page }) => {
    await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`);
    await danielEntry(page).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Calista ${competitor.lastName}` });
    await expect(dialog).toBeVisible();
    for (const text of [competitionName, "Competition Hair", "Daniel Brooks", "March 17th", "9:00 AM – 9:45 AM", `calista.${suffix}@example.net`, "555-0199"]) {
      await expect(dialog).toContainText(text);
    }
    await expect(dialog.getByRole("link", { name: "Manage Booking" })).toHaveAttribute("href", `/admin/calendar_bookings/edit/${created.bookingId}`);
    const axe = await runAxe(page);
    expect(axe.violations).toEqual([]);
    await reviewShot(page, `calendar-modal-1440.png`, { fullPage: false });
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog).toBeHidden();

    // A click works too; the dancer's entry lists all of that day's appointments.
    await dancerEntry(page).click();
    await expect(dialog).toContainText("Competition Makeup");
    await expect(dialog).toContainText("11:00 AM – 11:45 AM");
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog).toBeHidden();
  });

  test("staff without manage_bookings see the calendar read-only", async ({ page }) => {
    await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`, { email: "daniel@example.com", password: STAFF_PASSWORD });
    await expect(page).toHaveURL(/calendar_show/);
    await danielEntry(page).click();
    const dialog = page.getByRole("dialog", { name: `Calista ${competitor.lastName}` });
    await expect(dialog).toContainText("9:00 AM – 9:45 AM");
    await expect(dialog.getByRole("link", { name: "Manage Booking" })).toHaveCount(0);
  });

  test("shows a loading state and an error state with a retry", async ({ page }) => {
    // The day the address names comes with the page; the next one is asked for.
    await pageLogin(page, `/admin/calendar_show?view=day&date=2027-03-16`);
    await expect(page.getByTestId("calendar-zone-note")).toBeVisible();
    let fail = true;
    await page.route((url) => url.pathname === "/api/calendar", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      if (fail) await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Database unreachable" }) });
      else await route.continue();
    });
    await page.getByRole("button", { name: "Next day" }).click();
    await expect(page.getByText("Loading the schedule…")).toBeVisible();
    await expect(calendar(page)).toHaveAttribute("aria-busy", "true");
    const alert = page.getByRole("alert").filter({ hasText: "Could not load the schedule" });
    await expect(alert).toContainText("Could not load the schedule: Database unreachable");
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(danielEntry(page)).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test("on a phone it opens in day view and stays usable", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await pageLogin(page, "/admin/calendar_show");
    await expect(page.getByRole("button", { name: "Day", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.goto(`/admin/calendar_show?view=day&date=${DAY}`);
    await expectAtNine(page, danielEntry(page));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await reviewShot(page, `calendar-day-375.png`);
    // A tap on an entry opens its details and leaves no text selection in the grid: a caret left there made the
    // details open ~50 ms later at a phone's speed (decision 0019, "Seventh round").
    await danielEntry(page).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await page.evaluate(() => getSelection()?.type)).toBe("None");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("button", { name: "Week", exact: true }).click();
    await expect(danielEntry(page)).toBeVisible();
    await reviewShot(page, `calendar-week-375.png`);
    const axe = await runAxe(page);
    expect(axe.violations).toEqual([]);
  });

  test("on a phone a busy day shows three entries side by side and the rest under “+2 more”; at 1440 px it shows all five", async ({ page }) => {
    const lookEntries = (within: Locator) => within.getByRole("button", { name: new RegExp(`${busy.dancer.lastName} – Look [A-E]`) });
    const busyCell = dayCell(page, BUSY_DAY);
    await page.setViewportSize({ width: 390, height: 844 });
    await pageLogin(page, `/admin/calendar_show?view=day&date=${BUSY_DAY}`);
    const more = busyCell.getByRole("button", { name: "+2 more" });
    await expect(more).toBeVisible();
    await expect(lookEntries(busyCell)).toHaveCount(3);
    // FullCalendar has taken the box from the day's list the page came with.
    await expect(page.getByTestId("first-day-list")).toHaveCount(0);
    const shown = await lookEntries(busyCell).allInnerTexts();
    await more.click();
    const popover = page.getByRole("dialog", { name: /March 24/ });
    await expect(popover).toBeVisible();
    await expect(lookEntries(popover)).toHaveCount(2);
    const hidden = await lookEntries(popover).allInnerTexts();
    // Together the five looks, each once.
    expect([...shown, ...hidden].map((text) => text.match(/Look [A-E]/)![0]).sort()).toEqual(busy.looks);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect((await runAxe(page)).violations).toEqual([]);
    await reviewShot(page, `calendar-busy-day-390.png`);
    // An entry in the popover opens its details as a tile does; the grid behind the modal is not drawn meanwhile.
    await lookEntries(popover).first().click();
    const details = page.getByRole("dialog", { name: `${busy.dancer.firstName} ${busy.dancer.lastName}` });
    await expect(details).toContainText(hidden[0].match(/Look [A-E]/)![0]);
    await expect(calendar(page).locator(".studio-calendar-box")).toHaveCSS("content-visibility", "hidden");
    await details.getByRole("button", { name: "Back" }).click();
    await expect(calendar(page).locator(".studio-calendar-box")).toHaveCSS("content-visibility", "visible");
    await expect(more).toBeVisible();

    // Before any script runs, the served page already lists the day's appointments, each as its tile says it.
    // (The app's scripts are not fetched; axe still runs in the page.)
    const served = await page.context().newPage();
    await served.route(/\/_next\/static\/.*\.js/, (route) => route.abort());
    await served.goto(`/admin/calendar_show?view=day&date=${BUSY_DAY}`);
    const list = served.getByRole("list", { name: "Appointments on March 24, 2027" });
    await expect(list.getByRole("listitem").filter({ hasText: new RegExp(`${busy.dancer.lastName} – Look [A-E]`) })).toHaveCount(5);
    await expect(list.getByTestId("entry-time")).toHaveText(Array(5).fill("10:00 AM"));
    await expect(served.getByText(/Loading[^…]*…/)).toHaveCount(0);
    await reviewShot(served, `calendar-first-day-390.png`);
    expect((await runAxe(served)).violations).toEqual([]);
    await served.close();

    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.reload();
    await expect(lookEntries(busyCell)).toHaveCount(5);
    await expect(busyCell.getByRole("button", { name: /more/ })).toHaveCount(0);
  });

  test("axe finds no violations in day, week and month views", async ({ page }) => {
    await pageLogin(page, `/admin/calendar_show?view=week&date=${MONDAY}`);
    for (const view of ["Week", "Day", "Month"]) {
      await page.getByRole("button", { name: view, exact: true }).click();
      await expect(page.getByText("Times are shown in the studio")).toBeVisible();
      const axe = await runAxe(page);
      expect(axe.violations, view).toEqual([]);
    }
    // An empty day too (FullCalendar's grid then has nothing focusable inside).
    await page.goto("/admin/calendar_show?view=day&date=2027-03-22");
    await expect(page.getByText("Times are shown in the studio")).toBeVisible();
    expect((await runAxe(page)).violations).toEqual([]);
  });
});

test.describe("times on staff screens follow the studio's zone, not the browser's (Berlin)", () => {
  // 03:32 UTC on March 1, 2027: 10:32 PM on February 28 in New York, 4:32 AM on March 1 in this browser's Berlin.
  const requested = "2027-03-01T03:32:00.000Z";
  const messageId = randomUUID();
  const writer = `Wanda Berlin${suffix}`;
  const recent = new Date(Date.now() - 60_000);
  test.beforeAll(async () => {
    await withDatabase(async (db) => {
      await db.query(`UPDATE "Booking" SET "createdAt" = $2 WHERE id = $1`, [created.bookingId, requested]);
      await db.query(`INSERT INTO "ContactMessage" (id, "fullName", "emailAddress", phone, message, "createdAt") VALUES ($1, $2, 'wanda@example.net', '555-0142', 'Do you travel to Berlin?', $3)`, [messageId, writer, recent]);
    });
  });
  test.afterAll(async () => {
    await withDatabase((db) => db.query(`DELETE FROM "ContactMessage" WHERE id = $1`, [messageId]));
  });

  test("Manage Bookings' Created, Edit Booking's Requested and the Inbox's received time are the studio's clock", async ({ page }) => {
    await pageLogin(page, `/admin/calendar_bookings?q=${encodeURIComponent(competitor.lastName)}`);
    const row = page.getByRole("row", { name: new RegExp(competitor.lastName) });
    await expect(row).toContainText("02-28-2027 10:32 PM");
    await expect(row).not.toContainText("03-01-2027 4:32 AM");

    await page.goto(`/admin/calendar_bookings/edit/${created.bookingId}`);
    const details = page.getByRole("region", { name: "Booking details" });
    await expect(details).toContainText("Requested02-28-2027 10:32 PM");

    await page.goto("/admin/inbox");
    const inNewYork = new Intl.DateTimeFormat("en-US", { timeZone: NY, dateStyle: "medium", timeStyle: "short" }).format(recent);
    const inBerlin = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Berlin", dateStyle: "medium", timeStyle: "short" }).format(recent);
    const message = page.getByRole("article", { name: writer });
    await expect(message.locator("time")).toHaveText(inNewYork);
    expect(inNewYork).not.toBe(inBerlin);
  });
});

test.describe("GET /api/calendar", () => {
  test("answers the visible range with the schedule in UTC and the staff and competitions", async ({ request }) => {
    const session = await apiLogin(request, ADMIN);
    const response = await request.get(`/api/calendar?start=${MONDAY}&end=2027-03-22`, { headers: session.headers });
    expect(response.status()).toBe(200);
    const body = await response.json();
    const ours = body.events.find((e: { id: string }) => e.id === created.danielSlot);
    expect(ours).toMatchObject({
      title: `Calista ${competitor.lastName} – Competition Hair`,
      start: "2027-03-17T13:00:00.000Z",
      end: "2027-03-17T13:45:00.000Z",
      bookingId: created.bookingId,
      staff: { firstName: "Daniel", lastName: "Brooks" },
      competitor: { firstName: "Calista", lastName: competitor.lastName, email: `calista.${suffix}@example.net`, phoneNumber: "555-0199" },
      competition: { _id: created.eventId, eventName: competitionName, eventStartDate: "2027-03-16", eventEndDate: "2027-03-18" },
      service: "Competition Hair",
    });
    expect(body.staff.map((s: { firstName: string }) => s.firstName)).toEqual(expect.arrayContaining(["Marisol", "Daniel", "Aiko"]));
    expect(body.competitions.map((c: { _id: string }) => c._id)).toContain(created.eventId);
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("validates the range", async ({ request }) => {
    const session = await apiLogin(request, ADMIN);
    const ask = (query: string) => request.get(`/api/calendar?${query}`, { headers: session.headers });
    const missing = await ask("start=2027-03-15");
    expect(missing.status()).toBe(400);
    expect((await missing.json()).fields).toEqual({ end: "end is required" });
    expect((await (await ask("start=2027-03-15&end=2027-03-15")).json()).fields).toEqual({ end: "end must be after start" });
    expect((await (await ask("start=2027-01-01&end=2027-04-01")).json()).fields).toEqual({ end: "The range may span at most 62 days" });
    expect((await ask("start=soon&end=2027-04-01")).status()).toBe(400);
  });

  test("needs a signed-in user", async ({ request }) => {
    expect((await request.get(`/api/calendar?start=${MONDAY}&end=2027-03-22`)).status()).toBe(401);
  });
});
