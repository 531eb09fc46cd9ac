// "Import heat list": the competition's heat list pasted as heat-sheet text ("Last, First" names, accents, a
// couple), previewed on a 390 px phone, then at 1440 px one ambiguous name resolved, saved, the late-slot
// notice seen and the day planned again from the new heat times.
import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { pageLogin } from "./support/auth";
import { comingDay, insertBookingDay, insertSlot, ownCompetition } from "./support/competition-rows";
import { query } from "./support/db";
import { expectNoAxeViolations, reviewShot, shots } from "./support/a11y";
import { formatDay, localDay, zonedInstant } from "@/lib/time/browser";

const DAY = comingDay("10-21");
const competition = ownCompetition("Heat List Open", DAY);
const url = `/admin/calendar_show/heat-list?event=${competition.id}`;
const dancers = [
  { key: "maria", first: "María Elena", last: "García" },
  { key: "emmaA", first: "Emma", last: "Brown" },
  { key: "emmaB", first: "Emma", last: "Brown" },
  { key: "lily", first: "Lily", last: "Chen" },
].map((d) => ({ ...d, id: randomUUID(), dayId: randomUUID(), email: `${d.key}-${competition.suffix}@example.net` }));
const byKey = Object.fromEntries(dancers.map((d) => [d.key, d]));

const sheet = [
  `${competition.name} — Heat List`,
  formatDay(localDay(DAY), "EEEE, MMMM d, yyyy"),
  "Session 1 - Morning",
  "Heat 12   8:05 AM   Am. Smooth Waltz   García, María Elena & Park, Daniel",
  "Heat 40   12:10 PM  Rhythm Cha Cha   Brown, Emma & Ward, Tom",
  "Heat 55   2:15 PM   Rhythm Rumba   Garcia, Maria & Park, Daniel",
  "Heat 60   2:30 PM   Rhythm Swing   Martin, Olivia & Reyes, Sam",
  "Heat 61   TBA       Rhythm Bolero   Martin, Olivia & Reyes, Sam",
  "Session 2 - Evening",
  "Heat 90   7:30 PM   Showcase Solo   Chen, Lily",
].join("\n");

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await competition.insert();
  const [admin] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'admin@example.com'`);
  for (const d of dancers) {
    await query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "updatedAt") VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0100', false, 1, now())`,
      [d.id, competition.id, d.first, d.last, d.email],
    );
    await insertBookingDay({ id: d.dayId, bookingId: d.id, date: DAY, serviceTitle: "Competition Hair", danceStyles: ["latin"], heatTime: null });
  }
  // María's hair is 6:30–7:30 AM: late once her 8:05 heat is in (ready 45 minutes before, by 7:20).
  const maria = byKey.maria;
  await insertSlot({ id: randomUUID(), bookingId: maria.id, dayId: maria.dayId, serviceTitle: "Competition Hair", staffId: admin.id, startAt: zonedInstant(DAY, "06:30", "America/New_York"), endAt: zonedInstant(DAY, "07:30", "America/New_York") });
});

test.afterAll(() => competition.remove());

async function pasteAndPreview(page: import("@playwright/test").Page) {
  await page.getByLabel("Paste the heat list").fill(sheet);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByTestId("heat-list-preview")).toBeVisible();
}

test("on a 390 px phone the preview reads as stacked rows with the unreadable line and the pick, no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await pageLogin(page, url);
  await expect(page.getByRole("heading", { name: "Import heat list" })).toBeVisible();
  await pasteAndPreview(page);
  await expect(page.getByTestId("heat-list-summary")).toContainText("5 heats read");
  await expect(page.getByTestId("heat-list-problems")).toContainText("Line 8: No heat time on this line");
  await expect(page.getByLabel("Who is Emma Brown on line 5?")).toBeVisible();
  const maria = page.getByTestId("heat-list-change").filter({ hasText: "María Elena García" });
  await expect(maria).toContainText("8:05 AM");
  await expect(maria).toContainText("Also dances 2:15 PM");
  await expect(maria).toContainText("Now late by 10 min");
  // A name the list spells otherwise can be linked to a booked dancer (remembered on her card when saved).
  await page.getByText("1 line names no booked dancer (ignored)").click();
  await page.getByRole("button", { name: "Link Olivia Martin on line 7 to a booked dancer" }).click();
  await expect(page.getByLabel("Who is Olivia Martin on line 7?")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await reviewShot(page, `heat-list-preview-390.png`);
});

test("at 1440 px: resolve the ambiguous Emma Brown, save, see the late-slot notice, plan the day again", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, url);
  await pasteAndPreview(page);
  await expect(page.getByTestId("heat-list-summary")).toContainText("1 to pick");
  const answer = page.waitForResponse((r) => r.url().includes("/heat-list/preview"));
  await page.getByLabel("Who is Emma Brown on line 5?").selectOption({ label: `Emma Brown (${byKey.emmaB.email})` });
  await answer;
  await expect(page.getByTestId("heat-list-summary")).not.toContainText("to pick");
  await expect(page.getByTestId("heat-list-change").filter({ hasText: "Emma Brown" })).toContainText("12:10 PM");
  await expectNoAxeViolations(page);
  await shots(page, "heat-list-preview");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Save heat times (3 dancers)" }).click();
  await expect(page.getByTestId("heat-list-saved")).toContainText("3 dancers changed");
  await expect(page.getByTestId("heat-list-late")).toContainText("Late for heat: María Elena García");
  const rows = await query<{ id: string; heatTime: string | null; heatLater: string[] }>(`SELECT b.id, d."heatTime", d."heatLater" FROM "BookingDay" d JOIN "Booking" b ON b.id = d."bookingId" WHERE b."eventId" = $1`, [competition.id]);
  const of = (key: string) => rows.find((r) => r.id === byKey[key].id);
  expect(of("maria")).toMatchObject({ heatTime: "08:05", heatLater: ["14:15"] });
  expect(of("emmaB")).toMatchObject({ heatTime: "12:10" });
  expect(of("emmaA")).toMatchObject({ heatTime: null });
  expect(of("lily")).toMatchObject({ heatTime: "19:30" });
  await expectNoAxeViolations(page);
  await reviewShot(page, `heat-list-saved-1440.png`);

  await page.getByRole("link", { name: `Plan ${formatDay(localDay(DAY), "EEE, MMM d")} again` }).click();
  await expect(page.getByRole("heading", { name: "Plan this day" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Also re-plan unconfirmed bookings" }).check();
  await page.getByRole("button", { name: "Plan this day" }).click();
  await expect(page.getByTestId("plan-message")).toBeVisible();
  await expect(page.getByTestId("plan-entry").filter({ hasText: "María Elena García" }).first()).toContainText("Heat 8:05 AM");
  await reviewShot(page, `heat-list-planned-1440.png`);
});
