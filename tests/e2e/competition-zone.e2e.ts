// Issue 30, one clock per competition: the run sheet of a Central competition's day prints the slot, the heat and
// the ready-by all in Central, named ("8:55 AM – 9:45 AM Central | Heat 9:30 AM Central | Ready by 8:45 AM Central"),
// on a phone card and at the desk; My Calendar's details name the zone and the grid can follow the competition's.
// The slot is stored as UTC instants worked out by hand (September 23, 2027: CDT, UTC−5; New York EDT, UTC−4).
import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { pageLogin } from "./support/auth";
import { deleteCompetition, insertBookingDay, insertSlot } from "./support/competition-rows";
import { query } from "./support/db";
import { expectNoAxeViolations, shots } from "./support/a11y";

const DAY = "2027-09-23";
const suffix = randomUUID().slice(0, 5);
const eventId = randomUUID();
const bookingId = randomUUID();
const dayId = randomUUID();
const slotId = randomUUID();
const competitionName = `Windy City Classic ${suffix}`;
const dancer = { firstName: "Carla", lastName: `Central${suffix}` };

test.beforeAll(async () => {
  const [marisol] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'marisol@example.com'`);
  await query(`INSERT INTO "Event" (id, "eventName", city, state, "timeZone", "eventStartDate", "eventEndDate", "updatedAt") VALUES ($1, $2, 'Chicago', 'Illinois', 'America/Chicago', $3, $3, now())`, [eventId, competitionName, DAY]);
  await query(
    `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "updatedAt")
     VALUES ($1, $2, 'amateur', $3, $4, 'carla@example.net', '555-0177', false, 1, 1, true, now())`,
    [bookingId, eventId, dancer.firstName, dancer.lastName],
  );
  await insertBookingDay({ id: dayId, bookingId, date: DAY, serviceTitle: "Competition Hair", danceStyles: ["latin"], heatTime: "09:30" });
  // 8:55–9:45 AM CDT = 13:55–14:45 UTC (9:55 AM in New York: what the run sheet printed before issue 30).
  await insertSlot({ id: slotId, bookingId, dayId, serviceTitle: "Competition Hair", staffId: marisol.id, startAt: "2027-09-23T13:55:00Z", endAt: "2027-09-23T14:45:00Z" });
});

test.afterAll(() => deleteCompetition(eventId));

test("the run sheet of a Central competition prints slot, heat and ready-by in Central, named, on a phone and at the desk", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 844 });
  await pageLogin(page, `/admin/calendar_show/run-sheet?date=${DAY}`);
  await expect(page.getByText("times in Central (America/Chicago)")).toBeVisible();
  const row = page.getByTestId("run-sheet-row").filter({ hasText: dancer.lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("8:55 AM – 9:45 AM Central");
  await expect(row).toContainText("Heat 9:30 AM Central");
  await expect(row).toContainText("Ready by 8:45 AM Central");
  await expect(row).not.toContainText("9:55 AM");
  await expect(page.getByTestId("run-sheet-staff").filter({ hasText: "Marisol" }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "competition-zone-run-sheet");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(row).toContainText("8:55 AM – 9:45 AM Central");
});

test("My Calendar names the competition's zone in the details and can lay the grid out in it; the choice is remembered", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`);
  // The appointment (not the Booked Dancers entry of the same dancer): "First Last – service".
  const entry = page.locator(".studio-calendar").getByRole("button", { name: new RegExp(`${dancer.firstName} ${dancer.lastName} – Competition Hair`) });
  // The studio's grid: 9:55 AM in New York.
  await expect(entry.getByTestId("entry-time")).toHaveText("9:55 AM", { timeout: 30_000 });
  await entry.click();
  const details = page.getByRole("dialog", { name: `${dancer.firstName} ${dancer.lastName}` });
  await expect(details.getByTestId("details-time")).toHaveText("8:55 AM – 9:45 AM Central");
  await expect(details.getByTestId("details-heat")).toHaveText("9:30 AM Central");
  await expect(details.getByTestId("details-ready-by")).toContainText("8:45 AM Central");
  await details.getByRole("button", { name: "Back" }).click();

  await page.getByRole("group", { name: "Show times in" }).getByRole("button", { name: "Competition time" }).click();
  await expect(page.getByTestId("calendar-zone-note")).toHaveText(`Times are shown in ${competitionName}’s time zone: Central (America/Chicago).`);
  await expect(entry.getByTestId("entry-time")).toHaveText("8:55 AM");
  await expectNoAxeViolations(page);
  await shots(page, "competition-zone-calendar");

  await page.reload();
  await expect(page.getByRole("group", { name: "Show times in" }).getByRole("button", { name: "Competition time" })).toHaveAttribute("aria-pressed", "true");
  await expect(entry.getByTestId("entry-time")).toHaveText("8:55 AM");
});
