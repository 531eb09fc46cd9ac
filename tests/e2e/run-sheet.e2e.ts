// The run sheet of a competition day with 3 stylists and 20 slots: on screen (1440 and 375 px, axe),
// and printed by Chromium to A4 and US Letter PDFs whose text (pdfjs-dist) holds every dancer.
import { expect, test, type Page } from "@playwright/test";
import { fromZonedTime } from "date-fns-tz";
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { apiLogin, createUserWith, pageLogin, STAFF_PASSWORD } from "./support/auth";
import { insertBookingDay, insertSlot, ownCompetition } from "./support/competition-rows";
import { query } from "./support/db";
import { reviewShot, runAxe } from "./support/a11y";

const NY = "America/New_York";
const DAY = "2027-09-22";
const SHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/shots";
const competition = ownCompetition("Run Sheet Open", DAY);
const { suffix, id: eventId, name: competitionName } = competition;
const FIRST = ["Amara", "Bianca", "Celeste", "Dario", "Elise", "Fabian", "Giulia", "Hugo", "Ines", "Jonas", "Kira", "Luca", "Maren", "Nico", "Odile", "Pavel", "Quinn", "Rosa", "Soren", "Talia"];
const dancers = FIRST.map((first, i) => ({ id: randomUUID(), dayId: randomUUID(), slotId: randomUUID(), firstName: first, lastName: `Rs${suffix}${String(i).padStart(2, "0")}`, phone: `555-01${String(i).padStart(2, "0")}` }));
const unassigned = { id: randomUUID(), dayId: randomUUID(), firstName: "Ulla", lastName: `Unassigned${suffix}` };
const STAFF = ["marisol@example.com", "daniel@example.com", "aiko@example.com"];
const longNote = "Bring the spare rhinestone comb and the extra-strong hold spray; parent arrives late from the airport so call before the start";

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const staff = await query<{ id: string; email: string }>(`SELECT id, email FROM "User" WHERE email = ANY($1)`, [STAFF]);
  const staffIds = STAFF.map((email) => staff.find((s) => s.email === email)!.id);
  await competition.insert();
  for (const [i, d] of dancers.entries()) {
    const parent = i % 4 === 0;
    await query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "isParentOrGuardian", "parentFirstName", "parentLastName", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "additionalNotes", "slotCount", "scheduledCount", "isAssigned", "updatedAt")
       VALUES ($1, $2, 'youth', $3, $4, $5, $6, $7, $8, $9, $10, $11, 1, 1, true, now())`,
      [d.id, eventId, parent, parent ? "Petra" : "", parent ? "Parent" : "", d.firstName, d.lastName, `${d.lastName.toLowerCase()}@example.net`, d.phone, i % 2 === 0, i % 5 === 0 ? `${longNote} ${d.firstName}` : ""],
    );
    await insertBookingDay({ id: d.dayId, bookingId: d.id, date: DAY, serviceTitle: "Competition Hair", danceStyles: ["latin", "standard"], extras: i % 3 === 0 ? ["Lashes"] : [] });
    // Three stylists in parallel from 6:00 AM, 40 minutes a slot.
    const minutes = 6 * 60 + Math.floor(i / 3) * 40;
    const at = (m: number) => fromZonedTime(`${DAY}T${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}:00`, NY);
    await insertSlot({ id: d.slotId, bookingId: d.id, dayId: d.dayId, serviceTitle: "Competition Hair", staffId: staffIds[i % 3], startAt: at(minutes), endAt: at(minutes + 40) });
  }
  await query(
    `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "updatedAt") VALUES ($1, $2, 'amateur', $3, $4, 'ulla@example.net', '555-0190', false, 1, now())`,
    [unassigned.id, eventId, unassigned.firstName, unassigned.lastName],
  );
  await insertBookingDay({ id: unassigned.dayId, bookingId: unassigned.id, date: DAY, serviceTitle: "Competition Makeup", danceStyles: ["smooth"] });
});

test.afterAll(() => competition.remove());

const sheetUrl = `/admin/calendar_show/run-sheet?date=${DAY}`;

/**
 * The PDF's text with all whitespace removed: pdfjs returns a line as several runs (a font change
 * between letters and digits starts a new one), so spaces between runs are not the document's own.
 */
const squeeze = (text: string) => text.replace(/\s+/g, "");

async function pdfText(page: Page, format: "A4" | "Letter"): Promise<{ text: string; pages: number }> {
  const pdf = await page.pdf({ format, printBackground: true });
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return { text: squeeze(parts.join("")), pages: document.numPages };
}

test.describe("Run sheet", () => {
  test("one section per stylist in time order, their first start, last end and slot count, unassigned slots in red", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await pageLogin(page, sheetUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Run sheet" })).toBeVisible();
    await expect(page.getByTestId("run-sheet-competition")).toHaveText(`${competitionName} (Columbus, Ohio)`);
    const sections = page.getByTestId("run-sheet-staff");
    await expect(sections).toHaveCount(3);
    // One counting rule: the header counts every row shown, the unassigned one included.
    await expect(page.getByTestId("run-sheet-row")).toHaveCount(21);
    await expect(page.getByTestId("run-sheet-count")).toHaveText("21 slots, 1 unassigned");
    const summary = page.getByRole("list", { name: "Stylists" });
    await expect(summary).toContainText("Marisol Vega: 6:00 AM – 10:40 AM, 7 slots");
    await expect(summary).toContainText("Daniel Brooks: 6:00 AM – 10:40 AM, 7 slots");
    await expect(summary).toContainText("Aiko Tanaka: 6:00 AM – 10:00 AM, 6 slots");

    const marisol = sections.filter({ hasText: "Marisol Vega" });
    const rows = marisol.getByTestId("run-sheet-row");
    await expect(rows).toHaveCount(7);
    const times = await rows.locator("td.col-time").allInnerTexts();
    expect(times.map((t) => t.split("–")[0].trim())).toEqual(["6:00 AM", "6:40 AM", "7:20 AM", "8:00 AM", "8:40 AM", "9:20 AM", "10:00 AM"]);
    const first = rows.first();
    for (const text of [dancers[0].firstName, dancers[0].lastName, "Parent: Petra Parent", "Competition Hair", "+ Lashes", "Latin, Standard", "Youth", "Evening session: hair redone before her evening heat", dancers[0].phone, longNote]) {
      await expect(first).toContainText(text);
    }

    const alert = page.getByRole("region", { name: /Unassigned: 1 slot/ });
    await expect(alert).toContainText(`${unassigned.firstName} ${unassigned.lastName}`);
    await expect(alert).toContainText("Competition Makeup");
    await expect(alert).toContainText("No stylist yet");
    expect(await alert.locator("td").first().evaluate((el) => getComputedStyle(el).color)).toBe("rgb(185, 28, 28)");

    // The day's status column holds its buttons inside the table, each label on one line.
    const table = (await marisol.locator("table").boundingBox())!;
    const statusCell = (await first.locator("td.col-status").boundingBox())!;
    expect(statusCell.x + statusCell.width).toBeLessThanOrEqual(table.x + table.width + 1);
    const checkIn = (await first.getByRole("button", { name: "Checked in" }).boundingBox())!;
    expect(checkIn.height).toBeLessThanOrEqual(48);

    expect((await runAxe(page)).violations).toEqual([]);
    await reviewShot(page, `run-sheet-1440.png`);

    // The staff filter keeps one stylist's section.
    await page.getByRole("combobox", { name: /^Stylist/ }).selectOption({ label: "Aiko Tanaka" });
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page).toHaveURL(/staff=/);
    await expect(sections).toHaveCount(1);
    await expect(sections.first()).toContainText("Aiko Tanaka");
    await expect(page.getByTestId("run-sheet-row")).toHaveCount(7);
    await expect(page.getByTestId("run-sheet-count")).toHaveText("7 slots, 1 unassigned");
  });

  for (const format of ["A4", "Letter"] as const) {
    test(`prints to ${format}: no navigation, no clipped rows, a page per stylist, every dancer in the PDF text`, async ({ page }) => {
      await pageLogin(page, sheetUrl);
      await expect(page.getByTestId("run-sheet-staff")).toHaveCount(3);
      await page.emulateMedia({ media: "print" });
      await page.setViewportSize(format === "A4" ? { width: 794, height: 1123 } : { width: 816, height: 1056 });
      await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
      await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
      // No cell's text runs out of its box.
      const clipped = await page.locator(".run-sheet td").evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
      expect(clipped).toEqual([]);

      const { text, pages } = await pdfText(page, format);
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(text).toContain(squeeze(competitionName));
      for (const d of dancers) {
        expect(text, d.firstName).toContain(squeeze(`${d.firstName} ${d.lastName}`));
        expect(text, d.phone).toContain(d.phone);
      }
      expect(text).toContain(squeeze(`${unassigned.firstName} ${unassigned.lastName}`));
      expect(text).not.toContain("Signedinas");
      expect(text).not.toContain("ManageBookings");
      // The notes, the right-most column, arrive whole (wrapped, not cut).
      expect(text).toContain(squeeze(`${longNote} ${dancers[0].firstName}`));
    });
  }

  test("on a 375 px phone each slot reads as a labelled card; staff with view_bookings only may open it, without unassigned requests or contact details", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await pageLogin(page, sheetUrl, { email: "daniel@example.com", password: STAFF_PASSWORD });
    await expect(page).toHaveURL(/run-sheet/);
    const row = page.getByTestId("run-sheet-row").first();
    await expect(row).toBeVisible();
    const cell = row.locator("td.col-service");
    expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe("grid");
    expect(await cell.evaluate((el) => getComputedStyle(el, "::before").content)).toBe('"Service"');
    // Unassigned requests are manage_bookings business; a stylist's sheet has no phone, parent or customer message.
    await expect(page.getByTestId("run-sheet-staff")).toHaveCount(3);
    await expect(page.getByRole("region", { name: /Unassigned/ })).toHaveCount(0);
    const body = await page.locator("main").innerText();
    expect(body).toContain(`${dancers[0].firstName} ${dancers[0].lastName}`);
    for (const hidden of [unassigned.lastName, dancers[0].phone, "Parent: Petra Parent"]) expect(body).not.toContain(hidden);
    await expect(page.locator("td.col-phone")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect((await runAxe(page)).violations).toEqual([]);
    await reviewShot(page, `run-sheet-375.png`);
  });

  test("My Calendar's Day view and Manage Events link to the day's run sheet", async ({ page }) => {
    await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`);
    await expect(page.getByTestId("run-sheet-link")).toHaveAttribute("href", sheetUrl);
    await page.goto("/admin/calendar_events");
    await page.getByRole("link", { name: `Run sheet of ${competitionName}` }).click();
    await expect(page).toHaveURL(new RegExp(`run-sheet\\?date=${DAY}`));
    await expect(page.getByTestId("run-sheet-staff")).toHaveCount(3);
  });

  test("Manage Events offers no run sheet link to a user who may manage events but not see bookings", async ({ page }) => {
    const eventsOnly = await createUserWith(page.request, await apiLogin(page.request), ["manage_events"]);
    await page.context().clearCookies();
    await pageLogin(page, "/admin/calendar_events", eventsOnly);
    await expect(page.getByText(competitionName, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: `Run sheet of ${competitionName}` })).toHaveCount(0);
  });
});
