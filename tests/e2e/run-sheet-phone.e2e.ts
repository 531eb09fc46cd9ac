// The run sheet on a 390 × 844 phone — each phone number dials (tel:), a card
// leaves out what it has nothing to say about, and a slot's card takes at most a third of the
// screen, even for the fullest row (parent, extras, heat and ready-by, a long note). Titles and
// notes stored with HTML entities read as text (item 5).
import { expect, test } from "@playwright/test";
import { fromZonedTime } from "date-fns-tz";
import { randomUUID } from "node:crypto";
import { pageLogin } from "./support/auth";
import { insertBookingDay, insertSlot, ownCompetition } from "./support/competition-rows";
import { query } from "./support/db";
import { expectNoAxeViolations, shots } from "./support/a11y";

const NY = "America/New_York";
const DAY = "2027-10-14";
const PHONE = { width: 390, height: 844 };
const competition = ownCompetition("Phone Cup", DAY);
const { suffix, id: eventId } = competition;
const longNote = "Bring the spare rhinestone comb &amp; the extra-strong hold spray; parent arrives late from the airport so call before the start, and keep the pins";
const rows = [
  // The fullest card: parent, two extras, heat and ready-by, hair at night, a long note.
  { first: "Fullrow", phone: "(312) 555-0143", tel: "tel:3125550143", parent: true, extras: ["Lash Upgrade", "Rhinestones &amp; Glitter"], heat: "09:30", note: longNote, start: "06:00" },
  // The emptiest: no parent, extras, heat or note.
  { first: "Bare", phone: "555-0144", tel: "tel:5550144", parent: false, extras: [], heat: null, note: "", start: "07:00" },
].map((r) => ({ ...r, id: randomUUID(), dayId: randomUUID(), slotId: randomUUID(), last: `Phone${suffix}` }));
const unassigned = { id: randomUUID(), dayId: randomUUID(), first: "Waiting", last: `Phone${suffix}`, phone: "555-0145", tel: "tel:5550145" };

test.beforeAll(async () => {
  const [staff] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'marisol@example.com'`);
  await competition.insert();
  for (const r of rows) {
    await query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "isParentOrGuardian", "parentFirstName", "parentLastName", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "additionalNotes", "slotCount", "scheduledCount", "isAssigned", "updatedAt")
       VALUES ($1, $2, 'youth', $3, $4, $5, $6, $7, $8, $9, $10, $11, 1, 1, true, now())`,
      [r.id, eventId, r.parent, r.parent ? "Petra" : "", r.parent ? "Parent" : "", r.first, r.last, `${r.first.toLowerCase()}${suffix}@example.net`, r.phone, r.parent, r.note],
    );
    await insertBookingDay({ id: r.dayId, bookingId: r.id, date: DAY, serviceTitle: "Youth Hair &amp; Light Makeup", danceStyles: ["latin", "standard"], extras: r.extras, heatTime: r.heat });
    const at = (time: string, plus: number) => new Date(fromZonedTime(`${DAY}T${time}:00`, NY).getTime() + plus * 60_000);
    await insertSlot({ id: r.slotId, bookingId: r.id, dayId: r.dayId, serviceTitle: "Youth Hair &amp; Light Makeup", staffId: staff.id, startAt: at(r.start, 0), endAt: at(r.start, 60) });
  }
  await query(
    `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "updatedAt") VALUES ($1, $2, 'amateur', $3, $4, $5, $6, false, 1, now())`,
    [unassigned.id, eventId, unassigned.first, unassigned.last, `waiting${suffix}@example.net`, unassigned.phone],
  );
  await insertBookingDay({ id: unassigned.dayId, bookingId: unassigned.id, date: DAY, serviceTitle: "Hair &amp; Makeup Package", danceStyles: ["smooth"] });
});

test.afterAll(() => competition.remove());

test("the run sheet on a 390 × 844 phone: tel: links, no empty rows, each card at most a third of the screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await pageLogin(page, `/admin/calendar_show/run-sheet?date=${DAY}`);
  const cards = page.getByTestId("run-sheet-row");
  await expect(cards).toHaveCount(3);

  // Every phone number dials.
  const expected = [...rows, unassigned].map((r) => [r.phone, r.tel]).sort();
  const links = await page.locator('.run-sheet a[href^="tel:"]').evaluateAll((as) => as.map((a) => [a.textContent ?? "", a.getAttribute("href") ?? ""]));
  expect(links.sort()).toEqual(expected);

  // No card shows a label without a value ("Notes" with nothing, "Heat / ready by" with "—").
  const blank = await cards.locator("td").evaluateAll((cells) =>
    cells.filter((c) => getComputedStyle(c).display !== "none").filter((c) => ["", "—"].includes((c as HTMLElement).innerText.trim())).map((c) => `${c.closest("tr")?.textContent?.slice(0, 30)} → ${c.getAttribute("data-label")}`),
  );
  expect(blank).toEqual([]);
  const bare = cards.filter({ hasText: "Bare" });
  await expect(bare.locator("td.col-notes")).toBeHidden();
  await expect(bare.locator("td.col-heat")).toBeHidden();
  await expect(bare.locator("td.col-phone")).toBeVisible();

  // What the card says takes at most a third of the screen each, the fullest one included. The day's actions
  // come on top of that: the status row (chip and 44 px buttons, on the slots this reader may change) in at
  // most two lines, and the day-of texts (three buttons in one row across the card and, when texting is off,
  // why) in at most three lines.
  const heights = await cards.evaluateAll((trs) =>
    trs.map((tr) => {
      const status = tr.querySelector("td.col-status")?.getBoundingClientRect().height ?? 0;
      const texts = tr.querySelector('[data-testid="day-of-texts"]')?.getBoundingClientRect().height ?? 0;
      return [tr.textContent?.match(/Fullrow|Bare|Waiting/)?.[0] ?? "?", Math.round(tr.getBoundingClientRect().height - status - texts), Math.round(status), Math.round(texts)] as const;
    }),
  );
  expect(heights).toHaveLength(3);
  for (const [who, height] of heights) expect(height, `${who}'s card is ${height}px`).toBeLessThanOrEqual(PHONE.height / 3);
  expect(heights.map(([, , status]) => status <= 100)).toEqual([true, true, true]);
  expect(heights.map(([, , , texts]) => texts <= 96), `day-of texts heights ${heights.map(([, , , t]) => t).join(", ")}`).toEqual([true, true, true]);
  expect(heights.filter(([, , status]) => status > 0)).toHaveLength(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Entities read as text.
  const full = cards.filter({ hasText: "Fullrow" });
  await expect(full).toContainText("Youth Hair & Light Makeup");
  await expect(full).toContainText("+ Lash Upgrade, Rhinestones & Glitter");
  await expect(full).toContainText("Bring the spare rhinestone comb & the extra-strong");
  await expect(full).not.toContainText("&amp;");
  await expect(page.getByRole("region", { name: /Unassigned: 1 slot/ })).toContainText("Hair & Makeup Package");

  await expectNoAxeViolations(page);
  await shots(page, "run-sheet-phone");
});
