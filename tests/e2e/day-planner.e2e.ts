// "Plan this day" for 12 dancers: proposed on a 390 px phone (stacked columns) and on a 1440 px desk
// (side by side), saved, confirmations sent with progress; the run sheet and a dancer's private page
// then show the planned times.
import { expect, test, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pageLogin } from "./support/auth";
import { comingDay, insertBookingDay, ownCompetition } from "./support/competition-rows";
import { query } from "./support/db";
import { expectNoAxeViolations, shots } from "./support/a11y";
import { randomClientIp } from "./support/booking";
import { outboxFiles } from "./support/outbox";
import { formatDay, localDay } from "@/lib/time/browser";

// The coming October 21 (daylight time in Ohio every year), so the day and its private links stay ahead.
const DAY = comingDay("10-21");
const competition = ownCompetition("Planner Cup", DAY);
const HEATS = ["08:00", "08:00", "08:30", "08:45", "09:00", "09:15", "09:30", "10:00", "10:00", "10:30", "11:00", "11:30"];
const dancers = HEATS.map((heat, i) => ({ id: randomUUID(), dayId: randomUUID(), first: `Dancer${String.fromCharCode(65 + i)}`, last: `Plan${competition.suffix}`, heat }));
const planUrl = `/admin/calendar_show/plan?event=${competition.id}&date=${DAY}`;

// The private page is rate-limited per address; this spec gets its own, so other specs running beside it cannot use it up.
test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
const clock = (iso: string) => new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "America/New_York" }).format(new Date(iso));

type Proposal = { slots: { bookingId: string; userId: string; start: string; end: string }[]; unplaced: unknown[] };

async function proposeOnScreen(page: Page): Promise<Proposal> {
  const answer = page.waitForResponse((r) => r.url().includes(`/api/events/${competition.id}/days/${DAY}/plan`) && r.request().method() === "POST");
  await page.getByRole("button", { name: "Plan this day" }).click();
  const plan = (await (await answer).json()) as Proposal;
  await expect(page.getByTestId("plan-message")).toHaveText("All 12 dancers placed.");
  // The day's link reads as a day ("Wed, Oct 21"), not as digits.
  await expect(page.getByRole("navigation", { name: "Days of the competition" })).toContainText(formatDay(localDay(DAY), "EEE, MMM d"));
  // Each entry says its dancer's heat and ready-by.
  await expect(page.getByTestId("plan-entry").first()).toContainText(/Heat \d+:\d\d [AP]M( \w+)? · ready by \d+:\d\d [AP]M/);
  return plan;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await competition.insert();
  for (const d of dancers) {
    await query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "updatedAt") VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0100', false, 1, now())`,
      [d.id, competition.id, d.first, d.last, `${d.first.toLowerCase()}${competition.suffix}@example.net`],
    );
    await insertBookingDay({ id: d.dayId, bookingId: d.id, date: DAY, serviceTitle: "Competition Hair", danceStyles: ["latin"], heatTime: d.heat });
  }
});

test.afterAll(() => competition.remove());

test("on a 390 px phone the plan reads as stacked stylist columns, every dancer placed, no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await pageLogin(page, planUrl);
  const plan = await proposeOnScreen(page);
  expect(new Set(plan.slots.map((s) => s.bookingId)).size).toBe(12);
  await expect(page.getByTestId("plan-entry")).toHaveCount(12);
  await expect(page.getByTestId("plan-entry").first()).toContainText("New");
  const columns = page.getByTestId("plan-column");
  // Nobody is staffed for the day yet: every stylist's hours read "All day", not "12:00 AM – 12:00 AM".
  await expect(columns.first()).toContainText("All day");
  await expect(columns.first()).not.toContainText("12:00 AM – 12:00 AM");
  const [a, b] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await shots(page, "day-planner-proposed");
});

test("an entry moved to another stylist and another time stays there as a pin, and the day is planned around it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, planUrl);
  await proposeOnScreen(page);
  const last = dancers[dancers.length - 1];
  const name = `${last.first} ${last.last}`;
  const columns = page.getByTestId("plan-column");
  const count = await columns.count();
  let from = -1;
  for (let i = 0; i < count; i++) if ((await columns.nth(i).getByTestId("plan-entry").filter({ hasText: name }).count()) > 0) from = i;
  expect(from).toBeGreaterThanOrEqual(0);
  const to = from === 0 ? 1 : 0;
  const stylist = ((await columns.nth(to).getByRole("heading").textContent()) ?? "").trim().split(/\s+/)[0];
  const entry = page.getByTestId("plan-entry").filter({ hasText: name });
  await entry.getByRole("combobox").selectOption({ label: stylist });
  await entry.getByLabel(/to start time$/).fill("07:05");
  const answer = page.waitForResponse((r) => r.url().includes(`/days/${DAY}/plan`) && r.request().method() === "POST");
  await entry.getByRole("button", { name: /^Move / }).click();
  const plan = (await (await answer).json()) as { fixed: { bookingId: string; start: string; pinned: boolean }[]; unplaced: unknown[] };
  expect(plan.fixed).toContainEqual(expect.objectContaining({ bookingId: last.id, pinned: true, start: `${DAY}T11:05:00.000Z` }));
  const moved = columns.nth(to).getByTestId("plan-entry").filter({ hasText: name });
  await expect(moved).toContainText("7:05 AM");
  await expect(moved).toContainText("Pinned");
  // The pinned entry counts among the planned dancers too.
  await expect(page.getByTestId("plan-message")).toHaveText("All 12 dancers placed.");
  await expectNoAxeViolations(page);
});

test("on a 1440 px desk: plan side by side, save, send confirmations; the run sheet and a private page show the planned times", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, planUrl);
  const plan = await proposeOnScreen(page);
  const columns = page.getByTestId("plan-column");
  const [a, b] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Save plan" }).click();
  await expect(page.getByTestId("plan-message")).toHaveText("Plan saved for 12 bookings.");
  // The screen now shows the saved plan: nothing marked new or changed against it, nothing pinned.
  await expect(page.getByTestId("plan-entry")).toHaveCount(12);
  await expect(page.getByTestId("plan-entry").filter({ hasText: "New" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Unpin / })).toHaveCount(0);
  const stored = await query<{ bookingId: string; startAt: Date }>(`SELECT "bookingId", "startAt" FROM "Schedule" WHERE "bookingId" = ANY($1)`, [dancers.map((d) => d.id)]);
  expect(stored).toHaveLength(12);
  for (const s of stored) expect(s.startAt.toISOString()).toBe(new Date(plan.slots.find((p) => p.bookingId === s.bookingId)!.start).toISOString());

  await page.getByRole("button", { name: "Send confirmations" }).click();
  // Twelve confirmations one after the other (each through the outbox): allow for a busy machine.
  await expect(page.getByTestId("plan-message")).toHaveText("Confirmations queued: 12 of 12.", { timeout: 60_000 });
  await expect(page.getByText("12 of 12 sent")).toBeVisible();
  const confirmed = await query<{ n: number }>(`SELECT count(*)::int AS n FROM "Booking" WHERE id = ANY($1) AND "confirmedAt" IS NOT NULL AND "confirmedSlots" IS NOT NULL`, [dancers.map((d) => d.id)]);
  expect(confirmed[0].n).toBe(12);
  await expectNoAxeViolations(page);
  await shots(page, "day-planner-saved");

  // The run sheet of the day lists every dancer at the planned time.
  await page.goto(`/admin/calendar_show/run-sheet?date=${DAY}`);
  await expect(page.getByTestId("run-sheet-row")).toHaveCount(12);
  const first = dancers[0];
  const mine = plan.slots.find((s) => s.bookingId === first.id)!;
  await expect(page.getByTestId("run-sheet-row").filter({ hasText: `${first.first} ${first.last}` })).toContainText(clock(mine.start));

  // Her private page (the link in her confirmation) shows the same time.
  const dir = process.env.EMAIL_OUTBOX_DIR!;
  let file = "";
  await expect.poll(async () => (file = (await outboxFiles()).find((f) => f.startsWith("booking-confirmation") && f.includes(first.id)) ?? ""), { timeout: 20_000 }).not.toBe("");
  const text = (JSON.parse(await readFile(path.join(dir, file), "utf8")) as { text: string }).text;
  const link = /(https?:\/\/[^\s"]+\/booking\/[A-Za-z0-9_-]{43})\b/.exec(text)![1];
  await page.goto(link);
  await expect(page.locator("main")).toContainText(clock(mine.start));
});
