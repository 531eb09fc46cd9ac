// Changes that reach the customer: a confirmed booking's slot dragged in My Calendar asks
// before ending after the dancer's ready-by (Cancel snaps it back), is marked late for heat (a framed
// mark, not a staff colour) and "confirmation out of date" wherever it is listed, the customer's page
// says the times changed instead of showing them as confirmed, moving back clears it all; Edit Booking
// offers "Send updated confirmation" after the save; "Change time" keeps the service's length; the
// day view opens at its first appointment; the private page focuses its answers.
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { apiLogin, createUserWith, pageLogin, type ApiSession } from "./support/auth";
import { bookOneDay, competitionHair, createCompetition, randomClientIp, receiptLink, uniqueSuffix } from "./support/booking";
import { expectNoAxeViolations, reviewShot, shots } from "./support/a11y";
import { calendarEntry, dragEntryTo, openChangeTime, saveNewStart, studioCalendar } from "./support/calendar";
import { query } from "./support/db";

// Generous: the shared machine runs several builds and browsers at once.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 1600 }, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

const ZONE = process.env.STUDIO_TIMEZONE ?? "America/New_York";
const suffix = uniqueSuffix();
const dancer = { firstName: "Nora", lastName: `Moved${suffix}` };
/** A day 2–20 months ahead in the studio zone, alone on the calendar (a New York competition: every time is studio time). */
const DAY = formatInTimeZone(new Date(Date.now() + (60 + Math.floor(Math.random() * 540)) * 86_400_000), ZONE, "yyyy-MM-dd");

let admin: ApiSession;
let bookingId = "";
let slotId = "";
let link = "";
/** "8:45 AM": the dancer's ready-by (heat 9:30 minus the studio's setting), read back from the API. */
let readyByLabel = "";
let readyByMinutes = 0;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
/** "13:05" → "1:05 PM", written out here rather than taken from the app. */
const clock = (minutes: number) => `${((Math.floor(minutes / 60) + 11) % 12) + 1}:${String(minutes % 60).padStart(2, "0")} ${minutes < 720 ? "AM" : "PM"}`;

async function slotRow() {
  const [row] = await query<{ startAt: Date; endAt: Date }>(`SELECT "startAt", "endAt" FROM "Schedule" WHERE id = $1`, [slotId]);
  return { start: formatInTimeZone(row.startAt, ZONE, "HH:mm"), end: formatInTimeZone(row.endAt, ZONE, "HH:mm") };
}

const confirmationsSent = async () =>
  (await query<{ n: string }>(`SELECT count(*)::text AS n FROM "EmailMessage" WHERE kind = 'booking-confirmation' AND "idempotencyKey" LIKE $1`, [`%${bookingId}%`]))[0].n;

const entryOf = (page: Page) => calendarEntry(page, DAY, dancer);
const dragTo = (page: Page, time: string) => dragEntryTo(page, entryOf(page), time);

/** The mark sits wholly inside its entry and its words are not cut off. */
async function expectReadableInside(mark: Locator, entry: Locator) {
  await expect(mark).toBeVisible();
  const m = (await mark.boundingBox())!;
  const e = (await entry.boundingBox())!;
  expect(m.y).toBeGreaterThanOrEqual(e.y - 0.5);
  expect(m.y + m.height).toBeLessThanOrEqual(e.y + e.height + 0.5);
  expect(m.x + m.width).toBeLessThanOrEqual(e.x + e.width + 0.5);
  expect(await mark.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

async function customerPage(page: Page) {
  await page.goto(link);
  return page.getByRole("region", { name: /^Status:/ });
}

test.afterAll(async () => {
  if (!bookingId) return;
  const [row] = await query<{ eventId: string }>(`SELECT "eventId" FROM "Booking" WHERE id = $1`, [bookingId]);
  await query(`DELETE FROM "Booking" WHERE id = $1`, [bookingId]);
  if (row) await query(`DELETE FROM "Event" WHERE id = $1`, [row.eventId]);
});

async function setUp(request: APIRequestContext) {
  admin = await apiLogin(request);
  const event = await createCompetition(request, admin, { eventName: `Changes Open ${suffix}`, city: "New York", state: "New York", eventStartDate: DAY, eventEndDate: DAY });
  const stylist = await createUserWith(request, admin, ["view_bookings"], { firstName: `Cleo${suffix}` });
  const hair = await competitionHair(request);
  expect(hair.time).toBe("45 min");
  bookingId = await bookOneDay(request, { competition: event._id, day: DAY, service: hair._id }, { ...dancer, email: `nora-${suffix}@example.net`, phoneNumber: "555-010-4040", stylistPreference: "" });
  link = await receiptLink(bookingId);

  // The dancer's first heat is at 9:30 (before the confirmation, so the confirmation is up to date).
  const token = link.split("/booking/")[1];
  const heats = await request.put(`/api/booking/link/${token}/heats`, { headers: { "x-forwarded-for": randomClientIp() }, data: { days: [{ date: DAY, heatTime: "09:30", heatNote: "" }] } });
  expect(heats.status(), await heats.text()).toBe(200);

  const slot = { service: "Competition Hair", assignedUser: { _id: stylist.id }, startDate: DAY, startTime: "07:00", endDate: DAY, endTime: "07:45" };
  const saved = await request.put(`/api/booking/update/${bookingId}`, { headers: admin.headers, data: { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: DAY, schedules: [slot] }] } });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await request.post(`/api/send-email/booking/${bookingId}`, { headers: admin.headers });
  expect(sent.status(), await sent.text()).toBe(200);

  const booking = (await (await request.get(`/api/booking/${bookingId}`, { headers: admin.headers })).json()) as { confirmationOutdated: boolean; dayDetails: { readyBy: string; schedules: { _id: string }[] }[] };
  expect(booking.confirmationOutdated).toBe(false);
  slotId = booking.dayDetails[0].schedules[0]._id;
  const readyBy = new Date(booking.dayDetails[0].readyBy);
  readyByMinutes = Number(formatInTimeZone(readyBy, ZONE, "H")) * 60 + Number(formatInTimeZone(readyBy, ZONE, "m"));
  readyByLabel = clock(readyByMinutes);
}

test("a drag past ready-by asks first (Cancel snaps back); the move marks the booking late and out of date everywhere; moving back clears it", async ({ page, request }) => {
  await setUp(request);
  // Grid lines are every 30 minutes: the latest start that still ends (45 min later) by ready-by, and the next one, which does not.
  const onTime = Math.floor((readyByMinutes - 45) / 30) * 30;
  const late = onTime + 30;
  expect(onTime + 45).toBeLessThanOrEqual(readyByMinutes);
  expect(late + 45).toBeGreaterThan(readyByMinutes);

  let status = await customerPage(page);
  await expect(status).toContainText("Confirmed");
  await expect(page.getByRole("region", { name: "Your appointments" })).toContainText("7:00 AM");

  const patches: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH") patches.push(r.url());
  });
  await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`);
  const entry = entryOf(page);
  await expect(entry.getByTestId("entry-time")).toHaveText("7:00 AM");
  await expect(studioCalendar(page)).toHaveAttribute("aria-busy", "false");
  await expect(entry.getByTestId("entry-outdated")).toHaveCount(0);

  // Past ready-by: the question names ready-by; Cancel puts the entry back and saves nothing.
  await dragTo(page, hhmm(late));
  const question = page.getByRole("dialog", { name: "Please confirm" });
  await expect(question).toContainText(`Ends after ready-by ${readyByLabel} — move anyway?`);
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(entry.getByTestId("entry-time")).toHaveText("7:00 AM");
  expect(patches).toEqual([]);
  expect(await slotRow()).toEqual({ start: "07:00", end: "07:45" });

  // Again, "Move anyway": saved, with the late mark and the out-of-date mark on the 45-minute entry.
  await dragTo(page, hhmm(late));
  await question.getByRole("button", { name: "Move anyway" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Moved to ${clock(late)} – ${clock(late + 45)}.` })).toContainText("confirmation is now out of date");
  expect(await slotRow()).toEqual({ start: hhmm(late), end: hhmm(late + 45) });
  await expect(entry.getByTestId("entry-time")).toHaveText(clock(late));
  await expect(entry.getByTestId("entry-late")).toHaveText("Late for heat");
  await expectReadableInside(entry.getByTestId("entry-late"), entry);
  await expectReadableInside(entry.getByTestId("entry-outdated"), entry);
  // Not a staff colour: ink on white, and the entry keeps its stylist's colour under a pattern.
  expect(await entry.getByTestId("entry-late").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
  const offer = page.getByRole("group", { name: "Confirmation out of date" });
  await expect(offer).toContainText(`${dancer.firstName} ${dancer.lastName}’s confirmation is out of date`);
  await expect(offer.getByRole("button", { name: "Send updated confirmation" })).toBeVisible();
  await expectNoAxeViolations(page);
  await reviewShot(page, `customer-changes-calendar-late-1440.png`);

  // The customer's page no longer calls the new time confirmed, and its calendar file waits too.
  status = await customerPage(page);
  await expect(status).toContainText("Times changed");
  await expect(status).toContainText("Your times changed — the studio will confirm");
  await expect(page.getByRole("region", { name: "Your appointments" })).toHaveCount(0);
  await expect(page.getByText(clock(late))).toHaveCount(0);
  expect((await request.get(`/api/booking/link/${link.split("/booking/")[1]}/calendar`, { headers: { "x-forwarded-for": randomClientIp() } })).status()).toBe(409);
  await expectNoAxeViolations(page);
  await shots(page, "customer-changes-private-page-changed");

  // Manage Bookings lists the mark.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto("/admin/calendar_bookings");
  await page.getByLabel("Search by name or email").fill(dancer.lastName);
  const row = page.getByRole("row").filter({ hasText: `${dancer.firstName} ${dancer.lastName}` });
  await expect(row.getByText("Confirmation out of date")).toBeVisible();
  await expect(row.getByText("Late for heat")).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to the confirmed 7:00 (keyboard path, the same PATCH): the marks go, the customer's page shows 7:00 as confirmed again.
  await page.setViewportSize({ width: 1440, height: 1600 });
  await page.goto(`/admin/calendar_show?view=day&date=${DAY}`);
  await expect(entry.getByTestId("entry-time")).toHaveText(clock(late));
  await entry.click();
  const details = page.getByRole("dialog", { name: `${dancer.firstName} ${dancer.lastName}` });
  await expect(details.getByTestId("details-outdated")).toContainText("Confirmation out of date");
  const form = await openChangeTime(details);
  await form.getByLabel("Start").fill("07:00");
  await form.getByLabel("End").fill("07:45");
  await form.getByRole("button", { name: "Save time" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved: 7:00 AM – 7:45 AM.");
  await expect(details.getByTestId("details-outdated")).toHaveCount(0);
  await details.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Moved to 7:00 AM – 7:45 AM." })).not.toContainText("out of date");
  await expect(entry.getByTestId("entry-time")).toHaveText("7:00 AM");
  await expect(entry.getByTestId("entry-outdated")).toHaveCount(0);
  await expect(entry.getByTestId("entry-late")).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Confirmation out of date" })).toHaveCount(0);
  status = await customerPage(page);
  await expect(status).toContainText("Confirmed");
  await expect(page.getByRole("region", { name: "Your appointments" })).toContainText("7:00 AM");
  expect(await confirmationsSent()).toBe("1");
});

test("Edit Booking: a save that changes a confirmed time stays on the screen with 'Send updated confirmation' focused; sending clears the mark", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  await pageLogin(page, `/admin/calendar_bookings/edit/${bookingId}`);
  await expect(page.getByText("Confirmation sent")).toBeVisible();
  await page.locator("#slot-0-start-time").fill("07:15");
  await page.locator("#slot-0-end-time").fill("08:00");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const send = page.getByRole("button", { name: "Send updated confirmation" });
  await expect(send).toBeFocused();
  await expect(page.getByTestId("booking-actions").getByText("Confirmation out of date")).toBeVisible();
  expect(page.url()).toContain(`/admin/calendar_bookings/edit/${bookingId}`);
  expect(dialogs).toEqual([]);
  expect(await slotRow()).toEqual({ start: "07:15", end: "08:00" });
  await expectNoAxeViolations(page);
  await shots(page, "customer-changes-edit-booking-outdated");

  await send.click();
  const question = page.getByRole("dialog", { name: "Please confirm" });
  await expect(question).toContainText("Are you sure you want to send an email to the customer?");
  await question.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("booking-actions").getByText("Email Sent")).toBeVisible();
  await expect(page.getByTestId("booking-actions").getByText("Confirmation sent")).toBeVisible();
  await expect(send).toHaveCount(0);
  expect(await confirmationsSent()).toBe("2");

  const status = await customerPage(page);
  await expect(status).toContainText("Confirmed");
  await expect(page.getByRole("region", { name: "Your appointments" })).toContainText("7:15 AM");
});

test("Change time in the details dialog moves the end with the start by the service's length, and offers the updated confirmation there", async ({ page }) => {
  await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`);
  await entryOf(page).click();
  const details = page.getByRole("dialog", { name: `${dancer.firstName} ${dancer.lastName}` });
  const form = await openChangeTime(details);
  await expect(form.getByLabel("End")).toHaveValue("08:00");
  // Competition Hair is "45 min" on the price list.
  await saveNewStart(form, "06:00", "06:45", "Saved: 6:00 AM – 6:45 AM.");
  expect(await slotRow()).toEqual({ start: "06:00", end: "06:45" });

  const outdated = details.getByTestId("details-outdated");
  await expect(outdated).toContainText("Confirmation out of date");
  await expectNoAxeViolations(page);
  await outdated.getByRole("button", { name: "Send updated confirmation" }).click();
  const question = page.getByRole("dialog", { name: "Please confirm" });
  await expect(question).toContainText("Are you sure you want to send an email to the customer?");
  await question.getByRole("button", { name: "Send" }).click();
  await expect(outdated.getByRole("status")).toHaveText("Updated confirmation sent.");
  expect(await confirmationsSent()).toBe("3");
});

test("in the details dialog, 'Change time' stays where it is when the day-of texts arrive", async ({ page }) => {
  // The texts' answer is held until the button has been measured, so the test sees the loading state every time.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/bookings\/[^/]+\/texts$/, async (route) => {
    await held;
    await route.continue();
  });
  await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`);
  await entryOf(page).click();
  const details = page.getByRole("dialog", { name: `${dancer.firstName} ${dancer.lastName}` });
  const texts = details.getByRole("group", { name: `Text ${dancer.firstName} ${dancer.lastName}` });
  await expect(texts.getByText("Loading texts…")).toBeVisible();
  await expect(texts.getByRole("button", { name: "Ready for you" })).toBeDisabled();
  const changeTime = details.getByRole("button", { name: "Change time" });
  const before = (await changeTime.boundingBox())!;
  await expectNoAxeViolations(page);
  await reviewShot(page, `customer-changes-details-texts-loading-390.png`, { fullPage: false });
  release();
  await expect(texts.getByText("Loading texts…")).toHaveCount(0);
  await expect(texts).not.toHaveAttribute("aria-busy");
  expect((await changeTime.boundingBox())!.y).toBe(before.y);
  await shots(page, "customer-changes-details-texts-loaded");
});

test("the day view opens scrolled to the day's first appointment (a 5:45 slot is not clipped at 6 AM)", async ({ page, request }) => {
  const moved = await request.patch(`/api/calendar/slots/${slotId}`, {
    headers: admin.headers,
    data: { start: fromZonedTime(`${DAY}T05:45:00`, ZONE).toISOString(), end: fromZonedTime(`${DAY}T06:30:00`, ZONE).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 1000 }]) {
    await page.setViewportSize(viewport);
    await pageLogin(page, `/admin/calendar_show?view=day&date=${DAY}`);
    const entry = entryOf(page);
    await expect(entry.getByTestId("entry-time")).toHaveText("5:45 AM");
    // The entry's top is inside whatever scrolls the time grid (or nothing scrolls).
    const clipped = await entry.evaluate((el) => {
      const top = el.getBoundingClientRect().top;
      for (let node = el.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (/(auto|scroll|hidden)/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1) return top < node.getBoundingClientRect().top - 0.5;
      }
      return false;
    });
    expect(clipped).toBe(false);
  }
});

test("the private page brings its answers into view and focuses them: heat times saved, then 'Yes, cancel it'", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  const heats = page.getByRole("region", { name: "Your heat times" });
  const dayLabel = formatInTimeZone(new Date(`${DAY}T12:00:00Z`), "UTC", "EEEE, MMMM d");
  await heats.getByLabel(`My first heat on ${dayLabel}`).fill("10:00");
  await heats.getByRole("button", { name: "Save heat times" }).click();
  const saved = heats.getByRole("status");
  await expect(saved).toHaveText("Saved. The studio has been told.");
  await expect(saved).toBeFocused();
  await expect(saved).toBeInViewport();

  await page.getByRole("button", { name: "Cancel this booking" }).click();
  await page.getByRole("dialog", { name: "Cancel this booking?" }).getByRole("button", { name: "Yes, cancel it" }).click();
  const heading = page.getByRole("heading", { name: "Status: Cancelled" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expectNoAxeViolations(page);
  await shots(page, "customer-changes-private-page-cancelled");
});
