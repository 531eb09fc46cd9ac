// Money at the chair and the close of the day: a stylist on a 390 px phone records a cash payment with a
// tip from the run sheet (only on their own slots); the desk at 1440 px closes the day with a cash count
// (its difference shown and stored), downloads the CSV and opens the season. axe 0 violations;
// screenshots of the close-of-day sheet at 390 and 1440 px.
import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { fromZonedTime } from "date-fns-tz";
import { pageLogin, STAFF_PASSWORD } from "./support/auth";
import { ownCompetition } from "./support/competition-rows";
import { query } from "./support/db";
import { expectNoAxeViolations, reviewShot, shots } from "./support/a11y";

test.describe.configure({ mode: "serial" });

const NY = "America/New_York";
const DAY = "2027-11-18";
const competition = ownCompetition("Chair Cup", DAY);
const { suffix, id: eventId } = competition;
const DANIEL = { email: "daniel@example.com", password: STAFF_PASSWORD };
const cashy = { id: randomUUID(), dayId: randomUUID(), slotId: randomUUID(), first: "Cashy", last: `Chair${suffix}` };
const owes = { id: randomUUID(), dayId: randomUUID(), slotId: randomUUID(), first: "Owes", last: `Chair${suffix}` };

async function booking(b: typeof cashy, staffId: string, serviceId: string, start: string) {
  await query(
    `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "confirmedAt", "updatedAt")
     VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0190', false, 1, 1, true, now(), now())`,
    [b.id, eventId, b.first, b.last, `${b.first.toLowerCase()}${suffix}@example.net`],
  );
  await query(`INSERT INTO "BookingDay" (id, "bookingId", position, date, "serviceId", "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles") VALUES ($1, $2, 0, $3, $4, 'Competition Hair', '{latin}', '{}', '{}')`, [
    b.dayId,
    b.id,
    DAY,
    serviceId,
  ]);
  const startAt = fromZonedTime(`${DAY}T${start}:00`, NY);
  await query(`INSERT INTO "Schedule" (id, "bookingId", "bookingDayId", "serviceTitle", "assignedUserId", "startAt", "endAt", "updatedAt") VALUES ($1, $2, $3, 'Competition Hair', $4, $5, $6, now())`, [
    b.slotId,
    b.id,
    b.dayId,
    staffId,
    startAt,
    new Date(startAt.getTime() + 45 * 60_000),
  ]);
}

test.beforeAll(async () => {
  const [daniel] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'daniel@example.com'`);
  const [marisol] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'marisol@example.com'`);
  // The spec's own $85 service, already deleted so no public list shows it (a booking's estimate still reads its price).
  const hair = { id: randomUUID() };
  await query(`INSERT INTO "Service" (id, title, price, category, "deletedAt", "updatedAt") VALUES ($1, $2, 85, 'Women', now(), now())`, [hair.id, `Chair Hair ${suffix}`]);
  serviceId = hair.id;
  await competition.insert();
  await booking(cashy, daniel.id, hair.id, "07:00");
  await booking(owes, marisol.id, hair.id, "08:00");
});

let serviceId = "";
test.afterAll(async () => {
  await competition.remove();
  await query(`DELETE FROM "Service" WHERE id = $1`, [serviceId]);
});

test("a stylist on a 390 px phone records cash with a tip from the run sheet, once, on their own slot only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await pageLogin(page, `/admin/calendar_show/run-sheet?date=${DAY}`, DANIEL);
  const cashyRow = page.getByTestId("run-sheet-row").filter({ hasText: "Cashy" });
  const owesRow = page.getByTestId("run-sheet-row").filter({ hasText: "Owes" });
  await expect(cashyRow).toContainText("$85");
  // Marisol's slot: Daniel sees it but takes no payment there.
  await expect(owesRow).toBeVisible();
  await expect(owesRow.getByRole("button", { name: /Paid at the chair/ })).toHaveCount(0);
  await shots(page, "chair-takings-run-sheet-phone");

  await cashyRow.getByRole("button", { name: `Paid at the chair: Cashy Chair${suffix}` }).click();
  const dialog = page.getByRole("dialog", { name: `Paid at the chair: Cashy Chair${suffix}` });
  await expect(dialog.getByLabel("Amount ($)")).toHaveValue("85");
  await expect(dialog.getByRole("radio", { name: "Cash" })).toBeChecked();
  await dialog.getByLabel("Tip for the stylist ($, optional)").fill("10");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Record" }).click();
  await expect(dialog.getByTestId("chair-recorded")).toHaveText("Recorded $85 cash, tip $10 for Daniel Brooks. Balance now $0.");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(cashyRow.locator("td.col-balance")).toContainText("Paid");
  await expect(cashyRow.getByRole("button", { name: /Paid at the chair/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const rows = await query<{ method: string; amountCents: number; tipCents: number; takenByName: string; recordedByName: string }>(
    `SELECT method::text, "amountCents", "tipCents", "takenByName", "recordedByName" FROM "Payment" WHERE "bookingId" = $1`,
    [cashy.id],
  );
  expect(rows).toEqual([{ method: "cash", amountCents: 8_500, tipCents: 1_000, takenByName: "Daniel Brooks", recordedByName: "Daniel Brooks" }]);
});

test("the desk closes the day at 1440 px: takings by stylist with tips, who owes, a cash count with its difference, the CSV and the season", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, `/admin/calendar_show/run-sheet?date=${DAY}`);
  await page.locator(`a[href="/admin/takings?event=${eventId}&date=${DAY}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/admin/takings\\?event=${eventId}&date=${DAY}`));
  await expect(page.getByRole("heading", { name: "Close the day" })).toBeVisible();

  const daniel = page.getByTestId("takings-stylists").getByRole("row", { name: /Daniel Brooks/ });
  await expect(daniel).toContainText("$85");
  await expect(daniel.locator("td").last()).toHaveText("$10");
  await expect(page.getByTestId("day-taken")).toHaveText("$85");
  await expect(page.getByTestId("day-tips")).toHaveText("$10");
  await expect(page.getByTestId("day-owed")).toHaveText("$85");
  await expect(page.getByTestId("day-cash-expected")).toHaveText("$95");
  await expect(page.getByTestId("takings-owed")).toContainText(`Owes Chair${suffix}`);

  await page.getByLabel("Cash counted ($)").fill("90");
  await page.getByLabel("Note (optional)").fill("Drawer A");
  await page.getByRole("button", { name: "Save count" }).click();
  await expect(page.getByTestId("cash-difference")).toHaveText("short $5");
  await expect(page.getByTestId("cash-count")).toContainText("Counted $90 of $95 expected");
  const [stored] = await query<{ countedCents: number; expectedCents: number; countedByName: string }>(`SELECT "countedCents", "expectedCents", "countedByName" FROM "CashCount" WHERE "eventId" = $1`, [eventId]);
  expect(stored).toMatchObject({ countedCents: 9_000, expectedCents: 9_500 });
  expect(stored.countedByName).toBeTruthy();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toBe(`takings-${competition.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${DAY}.csv`);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain("Daniel Brooks,85.00,0.00,0.00,0.00,85.00,10.00");
  expect(csv).toContain("Whole day,85.00,0.00,0.00,0.00,85.00,10.00,0.00,0.00,85.00,95.00,90.00,(5.00)");

  // The close-of-day sheet for the closing note: 390 and 1440 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("cash-difference")).toBeVisible();
  await reviewShot(page, `close-day-390.png`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await shots(page, "close-day");

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("link", { name: "Season" }).click();
  await expect(page.getByRole("heading", { name: `Takings: ${competition.name}` })).toBeVisible();
  await expect(page.getByTestId("season-days").getByTestId("takings-total")).toContainText("$85");
  await expectNoAxeViolations(page);
});
