// One clock per competition: the run sheet of a Central competition's day prints the slot, the heat and the
// ready-by all in Central, named ("8:55 AM – 9:45 AM Central | Heat 9:30 AM Central | Ready by 8:45 AM Central"),
// on a phone card and at the desk; My Calendar lays the day out in Central by default, its tiles, details and
// "Next appointment" name the zone, and a drag saves the Central time it was dropped on. The run sheet of a
// two-day booking shows the dancer's allergies in full, and its count agrees with its rows.
// Slots are stored as UTC instants worked out by hand (September 23 of the coming year: CDT, UTC−5; New York EDT, UTC−4).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { dragEntryTo } from "./support/calendar";
import { randomUUID } from "node:crypto";
import { apiLogin, createUserWith, pageLogin } from "./support/auth";
import { comingDay, deleteCompetition, insertBookingDay, insertSlot } from "./support/competition-rows";
import { query } from "./support/db";
import { expectNoAxeViolations, shots } from "./support/a11y";

// The coming September 23 (late September is daylight time in Chicago and New York every year: the UTC instants hold).
const DAY = comingDay("09-23");
const DAY2 = `${DAY.slice(0, 4)}-09-24`;
/** "Thu Sep 23" for DAY's year. */
const DAY_LABEL = new Date(`${DAY}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).replace(",", "");
/** Screenshots for the lead's note (clock-*.png), only when asked for: CLOCK_SHOTS=/work/shots. */
const CLOCK_SHOTS = process.env.CLOCK_SHOTS;
const suffix = randomUUID().slice(0, 5);
const eventId = randomUUID();
const bookingId = randomUUID();
const dayId = randomUUID();
const slotId = randomUUID();
const competitionName = `Windy City Classic ${suffix}`;
const dancer = { firstName: "Carla", lastName: `Central${suffix}` };
const day2Id = randomUUID();
const slot2Id = randomUUID();
const clientId = randomUUID();
// Longer than the one line the run sheet used to cut notes to (120 characters), with a second line.
const ALLERGIES = `Latex lash glue and nickel pins.\nNo fragrance in the setting spray: ${"she reacts within minutes, keep the unscented can at the chair; ".repeat(2)}ask her mother first.`;
// Nina's 6:30 AM Central slot (11:30–12:20 UTC, 7:30 AM in New York), with a stylist of her own for Next appointment.
const early = { bookingId: randomUUID(), dayId: randomUUID(), slotId: randomUUID(), firstName: "Nina", lastName: `Early${suffix}` };
let newcomer = { id: "", firstName: "" };

test.beforeAll(async ({ request }) => {
  const admin = await apiLogin(request);
  const made = await createUserWith(request, admin, ["view_bookings"], { firstName: "Noor", lastName: `Clock${suffix}` });
  newcomer = { id: made.id, firstName: "Noor" };
  const [marisol] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'marisol@example.com'`);
  await query(`INSERT INTO "Event" (id, "eventName", city, state, "timeZone", "eventStartDate", "eventEndDate", "updatedAt") VALUES ($1, $2, 'Chicago', 'Illinois', 'America/Chicago', $3, $4, now())`, [eventId, competitionName, DAY, DAY2]);
  await query(
    `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "updatedAt")
     VALUES ($1, $2, 'amateur', $3, $4, 'carla@example.net', '555-0177', false, 2, 2, true, now())`,
    [bookingId, eventId, dancer.firstName, dancer.lastName],
  );
  await insertBookingDay({ id: dayId, bookingId, date: DAY, serviceTitle: "Competition Hair", danceStyles: ["latin"], heatTime: "09:30" });
  // 8:55–9:45 AM CDT = 13:55–14:45 UTC (9:55 AM in New York: what the run sheet once printed).
  await insertSlot({ id: slotId, bookingId, dayId, serviceTitle: "Competition Hair", staffId: marisol.id, startAt: `${DAY}T13:55:00Z`, endAt: `${DAY}T14:45:00Z` });
  // The booking's second day: 7:00–7:50 AM Central on September 24.
  await query(
    `INSERT INTO "BookingDay" (id, "bookingId", position, date, "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles") VALUES ($1, $2, 1, $3, 'Competition Hair', '{standard}', '{}', '{}')`,
    [day2Id, bookingId, DAY2],
  );
  await insertSlot({ id: slot2Id, bookingId, dayId: day2Id, serviceTitle: "Competition Hair", staffId: marisol.id, startAt: `${DAY2}T12:00:00Z`, endAt: `${DAY2}T12:50:00Z` });
  // Her client card, with an allergies note.
  await query(`INSERT INTO "Client" (id, "firstName", "lastName", email, "updatedAt") VALUES ($1, $2, $3, 'carla@example.net', now())`, [clientId, dancer.firstName, dancer.lastName]);
  await query(`UPDATE "Booking" SET "clientId" = $2 WHERE id = $1`, [bookingId, clientId]);
  await query(`INSERT INTO "ClientNote" (id, "clientId", kind, body, "authorName") VALUES ($1, $2, 'allergies', $3, 'Admin')`, [randomUUID(), clientId, ALLERGIES]);

  await query(
    `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "updatedAt")
     VALUES ($1, $2, 'youth', $3, $4, 'nina@example.net', '555-0178', false, 1, 1, true, now())`,
    [early.bookingId, eventId, early.firstName, early.lastName],
  );
  await insertBookingDay({ id: early.dayId, bookingId: early.bookingId, date: DAY, serviceTitle: "Competition Hair", danceStyles: ["latin"] });
  await insertSlot({ id: early.slotId, bookingId: early.bookingId, dayId: early.dayId, serviceTitle: "Competition Hair", staffId: newcomer.id, startAt: `${DAY}T11:30:00Z`, endAt: `${DAY}T12:20:00Z` });
});

test.afterAll(async () => {
  await deleteCompetition(eventId);
  await query(`DELETE FROM "Client" WHERE id = $1`, [clientId]);
});

test("the run sheet of a Central competition prints slot, heat and ready-by in Central, named, on a phone and at the desk", async ({ page }) => {
  test.setTimeout(120_000);
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

/** The vertical position of an entry between two half-hour lines of the grid ("08:30" and "09:00"). */
async function expectBetweenLines(page: Page, entry: Locator, from: string, to: string) {
  const grid = page.locator(".studio-calendar");
  const [box, top, bottom] = await Promise.all([entry.boundingBox(), grid.locator(`[data-time="${from}:00"]`).first().boundingBox(), grid.locator(`[data-time="${to}:00"]`).first().boundingBox()]);
  expect(box!.y).toBeGreaterThan(top!.y);
  expect(box!.y).toBeLessThan(bottom!.y);
}

/** clock-<name>-390.png and -1440.png for the lead's note, when CLOCK_SHOTS names a folder. */
async function clockShots(page: Page, name: string) {
  if (!CLOCK_SHOTS) return;
  await mkdir(CLOCK_SHOTS, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${CLOCK_SHOTS}/clock-${name}-${width}.png`, fullPage: true });
  }
}

test("My Calendar shows a Central competition's day in Central by default: grid, tiles, details and Next appointment; a drag saves the Central time", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`);
  // The appointment (not the Booked Dancers entry of the same dancer): "First Last – service".
  const entry = page.locator(".studio-calendar").getByRole("button", { name: new RegExp(`${dancer.firstName} ${dancer.lastName} – Competition Hair`) });
  const ninaEntry = page.locator(".studio-calendar").getByRole("button", { name: new RegExp(`${early.firstName} ${early.lastName} – Competition Hair`) });
  const clock = page.getByRole("group", { name: "Show times in" });
  await expect(clock.getByRole("button", { name: "Competition time" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("calendar-zone-note")).toHaveText(`Times are shown in ${competitionName}’s time zone: Central (America/Chicago).`, { timeout: 30_000 });
  // 8:55 AM Central, named, and laid out between the grid's 8:30 and 9:00 lines (not at 9:55, New York's clock).
  await expect(entry.getByTestId("entry-time")).toHaveText("8:55 AM Central");
  await expectBetweenLines(page, entry, "08:30", "09:00");
  await expect(ninaEntry.getByTestId("entry-time")).toHaveText("6:30 AM Central");
  await entry.click();
  const details = page.getByRole("dialog", { name: `${dancer.firstName} ${dancer.lastName}` });
  await expect(details.getByTestId("details-time")).toHaveText("8:55 AM – 9:45 AM Central");
  await expect(details.getByTestId("details-heat")).toHaveText("9:30 AM Central");
  await expect(details.getByTestId("details-ready-by")).toContainText("8:45 AM Central");
  await expect(details).toContainText("keep the unscented can at the chair; ask her mother first.");
  await details.getByRole("button", { name: "Back" }).click();
  await expectNoAxeViolations(page);
  await clockShots(page, "calendar");
  await page.setViewportSize({ width: 1440, height: 900 });

  // Next appointment, with only Nina's stylist shown: the tiles' clock, on the competition's day.
  const chips = page.getByRole("group", { name: "Show on the calendar" }).getByRole("button");
  await expect(chips.filter({ hasText: new RegExp(`^Noor Clock${suffix}`) })).toHaveCount(1);
  for (const chip of await chips.all()) {
    const label = (await chip.textContent()) ?? "";
    if (!label.startsWith("Noor") && (await chip.getAttribute("aria-pressed")) === "true") await chip.click();
  }
  await page.getByRole("button", { name: "Next appointment" }).click();
  await expect(page.getByTestId("next-appointment")).toHaveText(`Next appointment: ${DAY_LABEL}, 6:30 AM Central, ${early.firstName} ${early.lastName} – Competition Hair with Noor`);

  // A drag onto the 7:00 line of the Central grid saves 7:00 AM Central (12:00 UTC); the moved slot takes its
  // service's length (Competition Hair, 45 min: the one length rule), not the 50 minutes it was stored with.
  await dragEntryTo(page, ninaEntry, "07:00");
  await expect(page.getByRole("status").filter({ hasText: "Moved to" })).toContainText("Moved to 7:00 AM – 7:45 AM Central.");
  await expect(ninaEntry.getByTestId("entry-time")).toHaveText("7:00 AM Central");
  const [moved] = await query<{ startAt: Date }>(`SELECT "startAt" FROM "Schedule" WHERE id = $1`, [early.slotId]);
  expect(moved.startAt.toISOString()).toBe(`${DAY}T12:00:00.000Z`);

  // The studio's clock, when staff choose it: the grid moves to New York's hours, the tile still prints Central.
  for (const chip of await chips.all()) if ((await chip.getAttribute("aria-pressed")) === "false") await chip.click();
  await clock.getByRole("button", { name: "Studio time (Eastern)" }).click();
  await expect(page.getByTestId("calendar-zone-note")).toHaveText("Times are shown in the studio’s time zone (America/New York).");
  await expect(entry.getByTestId("entry-time")).toHaveText("8:55 AM Central");
  await expectBetweenLines(page, entry, "09:30", "10:00");
  await page.reload();
  await expect(clock.getByRole("button", { name: "Studio time (Eastern)" })).toHaveAttribute("aria-pressed", "true");
  await clock.getByRole("button", { name: "Competition time" }).click();
  await expect(entry.getByTestId("entry-time")).toHaveText("8:55 AM Central");
  await expectBetweenLines(page, entry, "08:30", "09:00");
});

test("the run sheet of a two-day booking: each day its row, the allergies in full as on the client card, a count that agrees with the rows", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [date, time] of [[DAY, "8:55 AM – 9:45 AM Central"], [DAY2, "7:00 AM – 7:50 AM Central"]] as const) {
    await pageLogin(page, `/admin/calendar_show/run-sheet?date=${date}`);
    const row = page.getByTestId("run-sheet-row").filter({ hasText: dancer.lastName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(time);
    const allergies = row.getByTestId("run-sheet-allergies");
    // The whole note, both lines, nothing cut ("…"), framed in the client card's red; not inside the clamped notes.
    await expect(allergies).toBeVisible();
    expect((await allergies.innerText()).replace(/\s+/g, " ")).toBe(`Allergies & sensitivities: ${ALLERGIES.replace(/\s+/g, " ")}`);
    await expect(allergies).toHaveCSS("border-top-color", "rgb(185, 28, 28)");
    await expect(row.locator("td.col-notes")).not.toContainText("Allergies");
    const rows = await page.getByTestId("run-sheet-row").count();
    const unassigned = await page.getByRole("region", { name: /^Unassigned/ }).getByTestId("run-sheet-row").count();
    await expect(page.getByTestId("run-sheet-count")).toHaveText(`${rows} ${rows === 1 ? "slot" : "slots"}${unassigned ? `, ${unassigned} unassigned` : ""}`);
  }
  // On a phone the allergies stay whole too: nothing of the note is clipped.
  await page.setViewportSize({ width: 390, height: 844 });
  const allergies = page.getByTestId("run-sheet-row").filter({ hasText: dancer.lastName }).getByTestId("run-sheet-allergies");
  await expect(allergies).toBeVisible();
  expect(await allergies.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.closest("td")!.scrollHeight <= el.closest("td")!.clientHeight + 1)).toBe(true);
  await expectNoAxeViolations(page);
  await clockShots(page, "run-sheet");
});
