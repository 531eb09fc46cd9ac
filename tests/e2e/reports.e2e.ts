// Reports: a season of three competitions written into the database (deposits, chair payments with tips,
// a refund, a no-show, a cancellation, a returning dancer, staffing), read by a manager at 1440 and 390 px:
// the charts are drawn with their tables beside them, wide tables scroll inside their box (never the
// page), the CSV holds the table's rows, axe finds nothing; a stylist without the permission is sent away.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { fromZonedTime } from "date-fns-tz";
import { pageLogin, STAFF_PASSWORD } from "./support/auth";
import { insertBookingDay, insertSlot, deleteCompetition } from "./support/competition-rows";
import { query } from "./support/db";
import { expectNoAxeViolations, reviewShot } from "./support/a11y";

test.describe.configure({ mode: "serial" });

// A season of its own: no other spec writes competitions in 2031.
const YEAR = 2031;
const NY = "America/New_York";
const suffix = randomUUID().slice(0, 5);
const MARISOL = { email: "marisol@example.com", password: STAFF_PASSWORD };
const DANIEL = { email: "daniel@example.com", password: STAFF_PASSWORD };
const competitions = [
  { id: randomUUID(), name: `Reports Spring Open ${suffix}`, day: `${YEAR}-03-08` },
  { id: randomUUID(), name: `Reports Summer Classic ${suffix}`, day: `${YEAR}-06-14` },
  { id: randomUUID(), name: `Reports Fall Ball ${suffix}`, day: `${YEAR}-10-04` },
];
const clientIds: string[] = [];

async function booking(eventIndex: number, first: string, clientId: string, opts: { channel?: string; cancelled?: boolean; slot?: { staffId: string; start: string; minutes: number; status?: string; statusAt?: string } } = {}) {
  const c = competitions[eventIndex];
  const id = randomUUID();
  const dayId = randomUUID();
  await query(
    `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", channel, "cancelledAt", "clientId", "updatedAt")
     VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0190', false, 1, $6, $7, $8, $9, $10, now())`,
    [id, c.id, first, `Report${suffix}`, `${first.toLowerCase()}-${suffix}@example.net`, opts.slot ? 1 : 0, Boolean(opts.slot), opts.channel ?? "web", opts.cancelled ? new Date() : null, clientId],
  );
  await insertBookingDay({ id: dayId, bookingId: id, date: c.day, serviceTitle: "Competition Hair", danceStyles: ["latin"], heatTime: "10:00" });
  if (opts.slot) {
    const start = fromZonedTime(`${c.day}T${opts.slot.start}:00`, NY);
    const slotId = randomUUID();
    await insertSlot({ id: slotId, bookingId: id, dayId, serviceTitle: "Competition Hair", staffId: opts.slot.staffId, startAt: start, endAt: new Date(start.getTime() + opts.slot.minutes * 60_000) });
    if (opts.slot.status) await query(`UPDATE "Schedule" SET "dayStatus" = $2, "dayStatusAt" = $3 WHERE id = $1`, [slotId, opts.slot.status, fromZonedTime(`${c.day}T${opts.slot.statusAt}:00`, NY)]);
  }
  return id;
}

async function pay(bookingId: string, cents: number, extra: { tip?: number; takenBy?: string; day?: string; refund?: boolean } = {}) {
  await query(
    `INSERT INTO "Payment" (id, "bookingId", kind, method, status, "amountCents", currency, "tipCents", "takenById", "takenByName", "takenOn", "recordedByName", "updatedAt")
     VALUES ($1, $2, $3, $4, 'succeeded', $5, 'usd', $6, $7, $8, $9, 'Desk', now())`,
    [randomUUID(), bookingId, extra.refund ? "refund" : "payment", extra.takenBy ? "cash" : "card", cents, extra.tip ?? 0, extra.takenBy ?? null, extra.takenBy ? "Stylist" : "", extra.day ?? null],
  );
}

test.beforeAll(async () => {
  const [daniel] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'daniel@example.com'`);
  const [marisol] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'marisol@example.com'`);
  for (const c of competitions)
    await query(`INSERT INTO "Event" (id, "eventName", city, state, "timeZone", "eventStartDate", "eventEndDate", "updatedAt") VALUES ($1, $2, 'Boston', 'Massachusetts', $3, $4, $4, now())`, [c.id, c.name, NY, c.day]);
  for (let i = 0; i < 8; i += 1) {
    const id = randomUUID();
    clientIds.push(id);
    await query(`INSERT INTO "Client" (id, "firstName", "lastName", email, "updatedAt") VALUES ($1, $2, $3, $4, now())`, [id, `Dancer${i}`, `Report${suffix}`, `dancer${i}-${suffix}@example.net`]);
  }
  await query(`INSERT INTO "StaffingDay" (id, "eventId", date, chairs, "updatedAt") VALUES ($1, $2, $3, 3, now())`, [randomUUID(), competitions[0].id, competitions[0].day]);
  const [staffing] = await query<{ id: string }>(`SELECT id FROM "StaffingDay" WHERE "eventId" = $1`, [competitions[0].id]);
  await query(`INSERT INTO "StaffShift" (id, "staffingDayId", "userId", "startTime", "endTime", breaks) VALUES ($1, $2, $3, '06:00', '12:00', '[]'), ($4, $2, $5, '06:30', '11:30', '[{"start":"09:00","end":"09:30"}]')`, [
    randomUUID(),
    staffing.id,
    daniel.id,
    randomUUID(),
    marisol.id,
  ]);
  // Spring: six dancers through the morning, a phone and a walk-up booking, a no-show, a cancellation.
  const channels = ["web", "phone", "web", "walk_up", "text", "web"];
  for (let i = 0; i < 6; i += 1) {
    const staffId = i % 2 ? marisol.id : daniel.id;
    const start = `${String(7 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "15" : "00"}`;
    const status = i === 4 ? "no_show" : i < 3 ? "done" : "in_chair";
    const b = await booking(0, `Spring${i}`, clientIds[i], { channel: channels[i], slot: { staffId, start, minutes: 60, status, statusAt: `${String(8 + Math.floor(i / 2)).padStart(2, "0")}:${i === 2 ? "50" : "05"}` } });
    await pay(b, 5_000);
    if (i < 4) await pay(b, 3_500, { tip: 500 + i * 100, takenBy: staffId, day: competitions[0].day });
    if (i === 5) await pay(b, 5_000, { refund: true });
  }
  await booking(0, "Cancelled", clientIds[6], { channel: "phone", cancelled: true });
  // Summer: two of Spring's dancers come back, one new. Fall: one returns again.
  for (const [i, ci] of [[0, 0], [1, 1], [2, 7]] as const) {
    const b = await booking(1, `Summer${i}`, clientIds[ci], { slot: { staffId: daniel.id, start: `0${7 + i}:00`, minutes: 45, status: "done", statusAt: `0${7 + i}:40` } });
    await pay(b, 9_000, { takenBy: daniel.id, day: competitions[1].day, tip: 1_000 });
  }
  await booking(2, "Fall0", clientIds[0], { channel: "text" });
});

test.afterAll(async () => {
  for (const c of competitions) await deleteCompetition(c.id);
  await query(`DELETE FROM "Client" WHERE id = ANY($1::text[])`, [clientIds]);
});

/** The page itself never scrolls sideways; a table wider than its box scrolls inside it. */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function shot(page: Page, name: string) {
  await reviewShot(page, `${name}.png`);
}

test("the season at 1440 px: revenue and dancers per competition as charts with their tables, the CSV of the same rows, axe 0", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, `/admin/reports?year=${YEAR}`, MARISOL);
  await expect(page.getByRole("heading", { level: 1, name: `Reports: ${YEAR} season` })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Reports" }).first()).toBeVisible();
  const revenue = page.getByTestId("revenue-chart");
  await expect(revenue.getByRole("img")).toHaveAccessibleName(/Net revenue per competition/);
  await expect(revenue).toContainText(competitions[0].name);
  // Spring: 6 × $50 deposits + 4 × $35 at the chair − one $50 refund = $390; Summer 3 × $90.
  await expect(revenue).toContainText("$390");
  await expect(revenue).toContainText("$270");
  const revenueTable = page.getByTestId("revenue-table");
  await expect(revenueTable.getByRole("row")).toHaveCount(4);
  await expect(revenueTable.getByRole("row").nth(1)).toContainText("$300");
  const dancers = page.getByTestId("dancers-table");
  await expect(dancers.getByRole("row").nth(2)).toContainText(/3\s*1\s*2/); // Summer: 3 dancers, 1 new, 2 returning
  // The chart and its table sit side by side on a wide screen.
  const [chartBox, tableBox] = [await revenue.boundingBox(), await revenueTable.boundingBox()];
  expect(tableBox!.x).toBeGreaterThan(chartBox!.x + chartBox!.width - 1);
  await expectNoPageOverflow(page);
  await expectNoAxeViolations(page);
  await shot(page, "reports-season-1440");

  const csv = await page.request.get(`/api/reports/csv?year=${YEAR}`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain(`${competitions[0].name},${competitions[0].day},7,6,1,6,3,2,1,1,300.00,140.00,50.00,`);
});

test("the season at 390 px: the charts keep their labels legible, wide tables scroll inside their box, axe 0", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await pageLogin(page, `/admin/reports?year=${YEAR}`, MARISOL);
  await expect(page.getByTestId("dancers-chart")).toContainText(competitions[1].name.slice(0, 12));
  // A chart's labels are text of the page's own size, not scaled-down drawing.
  const fontSize = await page.getByTestId("revenue-chart").getByText("$390").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(13);
  const scroller = page.getByRole("region", { name: "Every competition's bookings, scrollable" });
  const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await expectNoPageOverflow(page);
  await expectNoAxeViolations(page);
  await shot(page, "reports-season-390");
});

test("one competition at 1440 and 390 px: stylists, utilisation per stylist per day, the chairs through the morning; axe 0", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, `/admin/reports/${competitions[0].id}`, MARISOL);
  await expect(page.getByRole("heading", { level: 1, name: `Report: ${competitions[0].name}` })).toBeVisible();
  // Daniel: three 60-minute slots in a 6-hour shift = 50 %; Marisol: three in 4 h 30 min (a half-hour break) = 67 %.
  const utilisation = page.getByTestId("utilisation-chart");
  await expect(utilisation).toContainText("50 %");
  await expect(utilisation).toContainText("67 %");
  await expect(page.getByTestId("utilisation-table").getByRole("row")).toHaveCount(3);
  const occupancy = page.getByTestId("occupancy-chart");
  await expect(occupancy.getByRole("img")).toHaveAccessibleName(/at most 2 at once of 3 chairs, from 7:00 AM/);
  await expect(page.getByTestId("occupancy-table").getByRole("row").nth(1)).toContainText(/7:00 AM\s*1\s*1\s*3/);
  await expect(page.getByTestId("stylists-table")).toContainText("Daniel");
  await expectNoPageOverflow(page);
  await expectNoAxeViolations(page);
  await shot(page, "reports-competition-1440");

  const csv = await page.request.get(`/api/reports/${competitions[0].id}/csv?table=utilisation`);
  expect((await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n")).toHaveLength(3);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("utilisation-chart")).toContainText("67 %");
  const stylists = page.getByRole("region", { name: "Stylists over the competition, scrollable" });
  const sizes = await stylists.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await expectNoPageOverflow(page);
  await expectNoAxeViolations(page);
  await shot(page, "reports-competition-390");
});

test("a stylist without view_reports is sent to her calendar, and the CSV answers 403", async ({ page }) => {
  await pageLogin(page, `/admin/calendar_show`, DANIEL);
  const refused = await page.request.get(`/admin/reports?year=${YEAR}`, { maxRedirects: 0 });
  expect(new URL(refused.headers()["location"], "http://x").pathname + new URL(refused.headers()["location"], "http://x").search).toBe("/admin/calendar_show?denied=reports");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Reports" })).toHaveCount(0);
  expect((await page.request.get(`/api/reports/csv?year=${YEAR}`)).status()).toBe(403);
});
