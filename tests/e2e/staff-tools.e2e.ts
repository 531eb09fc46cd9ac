// Staff tools for competition days in a browser: the private calendar feed (My Calendar, Users),
// Export CSV (Manage Bookings), and drag-and-drop / "Change time" in My Calendar.
import { expect, test, type Page } from "@playwright/test";
import { fromZonedTime } from "date-fns-tz";
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { apiLogin, pageLogin, STAFF_PASSWORD } from "./support/auth";
import { calendarEntry, dragEntryTo, openChangeTime } from "./support/calendar";
import { comingDay, insertBookingDay, insertSlot, ownCompetition } from "./support/competition-rows";
import { query } from "./support/db";
import { reviewShot, runAxe } from "./support/a11y";

test.use({ viewport: { width: 1440, height: 1000 } });
test.describe.configure({ mode: "serial" });

const NY = "America/New_York";
// The coming October 6 (daylight time in New York every year): the day stays inside the feed's window and ahead.
const DAY = comingDay("10-06");
const SHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/shots";
const competition = ownCompetition("Staff Tools Classic", DAY);
const { suffix, id: eventId, name: competitionName } = competition;
const moving = { id: randomUUID(), dayId: randomUUID(), slotId: randomUUID(), firstName: "Mira", lastName: `Mover${suffix}` };
const blocking = { id: randomUUID(), dayId: randomUUID(), slotId: randomUUID(), firstName: "Bela", lastName: `Blocker${suffix}` };
const at = (time: string) => fromZonedTime(`${DAY}T${time}:00`, NY);

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const [daniel] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'daniel@example.com'`);
  await competition.insert();
  // confirmedSlots: what the customer was sent ("scheduleId|staffId|startISO|endISO").
  for (const [b, from, to] of [
    [moving, "09:00", "09:45"],
    [blocking, "11:00", "11:45"],
  ] as const) {
    await query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "confirmedAt", "confirmedSlots", "updatedAt")
       VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0177', false, 1, 1, true, now(), $6, now())`,
      [b.id, eventId, b.firstName, b.lastName, `${b.lastName.toLowerCase()}@example.net`, `${b.slotId}|${daniel.id}|${at(from).toISOString()}|${at(to).toISOString()}`],
    );
    await insertBookingDay({ id: b.dayId, bookingId: b.id, date: DAY, serviceTitle: "Competition Hair", danceStyles: ["latin"] });
    await insertSlot({ id: b.slotId, bookingId: b.id, dayId: b.dayId, serviceTitle: "Competition Hair", staffId: daniel.id, startAt: at(from), endAt: at(to) });
  }
});

test.afterAll(() => competition.remove());

const entryOf = (page: Page, who: { firstName: string; lastName: string }) => calendarEntry(page, DAY, who);
const dragTo = (page: Page, who: { firstName: string; lastName: string }, time: string) => dragEntryTo(page, entryOf(page, who), time);

async function slotTimes(slotId: string) {
  const [row] = await query<{ startAt: Date; endAt: Date; sequence: number }>(`SELECT "startAt", "endAt", sequence FROM "Schedule" WHERE id = $1`, [slotId]);
  return row;
}

test.describe("Calendar feed", () => {
  test("a staff member makes a private webcal/https link in My Calendar; the feed lists their slots; regenerating and revoking stop old links", async ({ page, request, browser }) => {
    await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`, { email: "daniel@example.com", password: STAFF_PASSWORD });
    await page.getByText("Subscribe in your calendar app").click();
    const make = page.getByRole("button", { name: /Make my link|Regenerate link/ });
    await make.click();
    const webcal = await page.getByLabel("Subscribe (webcal)").inputValue();
    const https = await page.getByLabel("Address (https)").inputValue();
    expect(webcal).toMatch(/^webcal:\/\/.+\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(https.replace(/^https?:/, "webcal:")).toBe(webcal);
    expect((await runAxe(page)).violations).toEqual([]);
    await reviewShot(page, `calendar-feed-1440.png`, { fullPage: false });
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await runAxe(page)).violations).toEqual([]);
    await reviewShot(page, `calendar-feed-375.png`);
    await page.setViewportSize({ width: 1440, height: 1000 });

    const path = new URL(https).pathname;
    const feed = await request.get(path);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["cache-control"]).toBe("private, max-age=300");
    const ics = await feed.text();
    expect(ics).toContain(`SUMMARY:Competition Hair — ${moving.firstName} ${moving.lastName[0]}.`);
    expect(ics).toContain(`UID:${moving.slotId}@`);
    expect(ics).not.toContain("555-0177");
    expect(ics).not.toContain("@example.net");
    expect((await request.get(path, { headers: { "if-none-match": feed.headers()["etag"] } })).status()).toBe(304);

    await page.getByRole("button", { name: "Regenerate link" }).click();
    await expect(page.getByLabel("Address (https)")).not.toHaveValue(https);
    const newPath = new URL(await page.getByLabel("Address (https)").inputValue()).pathname;
    expect((await request.get(path)).status()).toBe(404);
    expect((await request.get(newPath)).status()).toBe(200);

    // An administrator revokes it in Users.
    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const admin = await adminContext.newPage();
    await pageLogin(admin, "/admin/users");
    await admin.getByRole("button", { name: "Edit Daniel Brooks" }).click();
    await admin.getByRole("button", { name: "Revoke calendar link" }).click();
    await expect(admin.getByText("Calendar link revoked")).toBeVisible();
    expect((await runAxe(admin)).violations).toEqual([]);
    await reviewShot(admin, `users-revoke-feed-1440.png`, { fullPage: false });
    await admin.setViewportSize({ width: 375, height: 800 });
    await reviewShot(admin, `users-revoke-feed-375.png`);
    expect((await request.get(newPath)).status()).toBe(404);
    await adminContext.close();
  });
});

test.describe("Export CSV", () => {
  test("Manage Bookings downloads one competition as CSV with a BOM and a row per slot", async ({ page }) => {
    await pageLogin(page, "/admin/calendar_bookings");
    const section = page.getByRole("region", { name: "Export CSV" });
    await section.getByLabel("Competition").selectOption({ label: `${competitionName} (${DAY})` });
    expect((await runAxe(page)).violations).toEqual([]);
    await reviewShot(page, `manage-bookings-export-1440.png`);
    const downloading = page.waitForEvent("download");
    await section.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`bookings-staff-tools-classic-${suffix}.csv`);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Booking ID,Competition,Date,Start,End,Stylist,Dancer,Parent,Email,Phone,Service,Additional services,Styles,Level,Hair at night,Status,Heat,Ready by,Time zone,Deposit,Paid,Refunded,Balance");
    expect(lines).toHaveLength(3);
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await runAxe(page)).violations).toEqual([]);
    await reviewShot(page, `manage-bookings-export-375.png`);
    // No heat given; the competition is in the studio's zone; the deposit columns are dollars with cents.
    const row = lines.find((l) => l.startsWith(moving.id))!;
    expect(row.split(",").slice(0, 19).join(",")).toBe(
      `${moving.id},${competitionName},${DAY},${DAY} 09:00,${DAY} 09:45,Daniel Brooks,${moving.firstName} ${moving.lastName},,${moving.lastName.toLowerCase()}@example.net,555-0177,Competition Hair,,Latin,Amateur,no,confirmed,,,America/New_York (Eastern)`,
    );
    expect(row.split(",").slice(19)).toEqual([expect.stringMatching(/^\d+\.\d\d$/), expect.stringMatching(/^\d+\.\d\d$/), expect.stringMatching(/^\d+\.\d\d$/), expect.stringMatching(/^\d+\.\d\d$/)]);
  });
});

test.describe("Drag and drop in My Calendar", () => {
  test("dropping onto another booking of the same stylist snaps back with the 409 message; a free time is saved and Edit Booking shows it", async ({ page }) => {
    // Tall enough that the Day view's 1 PM line is on screen below the calendar's controls (a drop needs a visible target).
    await page.setViewportSize({ width: 1440, height: 1600 });
    await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`);
    await expect(entryOf(page, moving).getByTestId("entry-time")).toHaveText("9:00 AM");

    await dragTo(page, moving, "11:00");
    const alert = page.getByTestId("slot-move-status");
    await expect(alert).toContainText("Daniel Brooks is already booked");
    await expect(alert).toContainText(`${blocking.firstName} ${blocking.lastName}'s booking (${blocking.id})`);
    await expect(entryOf(page, moving).getByTestId("entry-time")).toHaveText("9:00 AM");
    expect((await slotTimes(moving.slotId)).startAt.toISOString()).toBe(at("09:00").toISOString());

    await dragTo(page, moving, "13:00");
    await expect(page.getByRole("status").filter({ hasText: "Moved to 1:00 PM – 1:45 PM" })).toContainText("confirmation is now out of date");
    await expect(entryOf(page, moving).getByTestId("entry-time")).toHaveText("1:00 PM");
    const saved = await slotTimes(moving.slotId);
    expect(saved.startAt.toISOString()).toBe(at("13:00").toISOString());
    expect(saved.endAt.toISOString()).toBe(at("13:45").toISOString());
    await reviewShot(page, `calendar-drag-1440.png`);

    await page.goto(`/admin/calendar_bookings/edit/${moving.id}`);
    await expect(page.getByLabel("Start time", { exact: true })).toHaveValue("13:00");
    await expect(page.getByLabel("End time", { exact: true })).toHaveValue("13:45");
  });

  test("keyboard users change the time in the details dialog, with the same clash guard", async ({ page }) => {
    await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`);
    await entryOf(page, blocking).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `${blocking.firstName} ${blocking.lastName}` });
    const form = await openChangeTime(dialog);
    await form.getByLabel("Start").fill("13:30");
    await form.getByLabel("End").fill("14:15");
    await form.getByRole("button", { name: "Save time" }).click();
    await expect(form.getByRole("alert")).toContainText(`${moving.firstName} ${moving.lastName}'s booking`);
    await form.getByLabel("Start").fill("15:00");
    await form.getByLabel("End").fill("15:45");
    await form.getByRole("button", { name: "Save time" }).click();
    await expect(form.getByRole("status")).toHaveText("Saved: 3:00 PM – 3:45 PM.");
    expect((await runAxe(page)).violations).toEqual([]);
    expect((await slotTimes(blocking.slotId)).startAt.toISOString()).toBe(at("15:00").toISOString());
  });

  test("staff without manage_bookings cannot drag, get no Change time, and the API refuses them (403)", async ({ page, request }) => {
    await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`, { email: "daniel@example.com", password: STAFF_PASSWORD });
    const before = await slotTimes(moving.slotId);
    const patches: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PATCH") patches.push(r.url());
    });
    await dragTo(page, moving, "16:00");
    await expect(entryOf(page, moving).getByTestId("entry-time")).toHaveText("1:00 PM");
    expect(patches).toEqual([]);
    expect((await slotTimes(moving.slotId)).startAt.toISOString()).toBe(before.startAt.toISOString());
    await entryOf(page, moving).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("button", { name: "Change time" })).toHaveCount(0);

    const daniel = await apiLogin(request, { email: "daniel@example.com", password: STAFF_PASSWORD });
    const refused = await request.patch(`/api/calendar/slots/${moving.slotId}`, { headers: daniel.headers, data: { start: at("16:00").toISOString(), end: at("16:45").toISOString() } });
    expect(refused.status()).toBe(403);
  });
});
