// A full competition day: the booking form says so and joins the day's waiting list instead of booking
// it (390 px phone); the desk reorders the list with the keyboard and removes an entry (1440 px).
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations, shots } from "./support/a11y";
import { apiLogin, createUserWith, pageLogin, type ApiSession } from "./support/auth";
import { bookOneDay, competitionHair, createCompetition, randomClientIp, receiptLink, uniqueSuffix } from "./support/booking";
import { query } from "./support/db";
import { holdEndsLabel } from "@/lib/waitlist/hold";
import { outboxFiles } from "./support/outbox";

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };
const studioDay = (offset: number) => formatInTimeZone(new Date(Date.now() + offset * 86_400_000), "America/New_York", "yyyy-MM-dd");
const weekdayOf = (day: string) => formatInTimeZone(new Date(`${day}T12:00:00Z`), "UTC", "EEEE");

/**
 * A one-day Central competition whose day is staffed by one stylist for ten minutes at one chair: less
 * chair time than one typical appointment, so the day is full before anyone books it.
 */
async function fullDayCompetition(request: APIRequestContext, admin: ApiSession, offset: number) {
  const suffix = uniqueSuffix();
  const day = studioDay(offset);
  const event = await createCompetition(request, admin, { eventName: `Full House ${suffix}`, city: "Chicago", state: "Illinois", eventStartDate: day, eventEndDate: day });
  const stylist = await createUserWith(request, admin, ["view_bookings"]);
  const staffingDayId = randomUUID();
  await query(`INSERT INTO "StaffingDay" (id, "eventId", date, chairs, "updatedAt") VALUES ($1, $2, $3::date, 1, now())`, [staffingDayId, event._id, day]);
  await query(`INSERT INTO "StaffShift" (id, "staffingDayId", "userId", "startTime", "endTime") VALUES ($1, $2, $3, '07:00', '07:10')`, [randomUUID(), staffingDayId, stylist.id]);
  return { event, day, suffix };
}

test("a full day on the booking form says so and joins its waiting list instead of booking it (390 px)", async ({ browser, request }) => {
  const admin = await apiLogin(request);
  const { event, day, suffix } = await fullDayCompetition(request, admin, 61);
  const capacity = await request.get(`/api/events/${event._id}/capacity`);
  expect(await capacity.json()).toEqual({ eventId: event._id, days: [{ date: day, state: "full", weekday: weekdayOf(day), eveningBefore: false }] });

  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
  const page = await context.newPage();
  const email = `wait-${suffix}@example.net`;
  try {
    await page.goto("/bookanappointment");
    await page.getByLabel("Competition *").selectOption(event._id);
    // A one-day competition chooses its day; the day says it is full.
    const dayGroup = page.getByRole("group", { name: /^Day 1/ });
    await expect(dayGroup.getByRole("status")).toContainText(`${weekdayOf(day)} is full: join the waiting list.`);
    await expect(page.getByRole("button", { name: "Join the waiting list" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Dance level *").selectOption("amateur");
    const service = dayGroup.getByLabel("Service *");
    await service.selectOption({ label: (await service.locator("option", { hasText: "Competition Hair" }).first().textContent())! });
    await dayGroup.locator("label", { hasText: "Latin" }).tap();
    await page.getByLabel("First Name *", { exact: true }).fill("Wren");
    await page.getByLabel("Last Name *", { exact: true }).fill(`Waiting${suffix}`);
    await page.getByLabel("Email *").fill(email);
    await page.getByLabel("Phone *").fill("555-010-6161");
    await page.getByRole("group", { name: "Hair at night? *" }).locator("label", { hasText: "No" }).tap();
    await page.getByLabel(/development captcha/i).tap();
    await page.getByRole("button", { name: "Join the waiting list" }).tap();

    const thanks = page.getByRole("status").filter({ hasText: "You are on the waiting list" });
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText(`waiting list for ${weekdayOf(day)}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    await shots(page, "waitlist-joined");

    // On the list, not booked.
    const entries = await query<{ status: string; position: number; serviceTitle: string }>(`SELECT status, position, "serviceTitle" FROM "WaitlistEntry" WHERE email = $1`, [email]);
    expect(entries).toEqual([{ status: "waiting", position: 1, serviceTitle: "Competition Hair" }]);
    expect(await query(`SELECT id FROM "Booking" WHERE email = $1`, [email])).toEqual([]);
  } finally {
    await context.close();
    await request.put(`/api/events/${event._id}/delete`, { headers: admin.headers });
  }
});

test("staff reorder a day's waiting list with the keyboard and remove an entry (1440 px)", async ({ browser, request }) => {
  const admin = await apiLogin(request);
  const { event, day, suffix } = await fullDayCompetition(request, admin, 62);
  const hair = await competitionHair(request);
  const names = ["Ada", "Bo", "Cy"].map((first) => `${first} Queue${suffix}`);
  for (const name of names) {
    const [firstName, lastName] = name.split(" ");
    const joined = await request.post("/api/waitlist", {
      headers: { "x-forwarded-for": randomClientIp() },
      data: {
        competition: event._id,
        danceLevel: "amateur",
        selectedEventDays: [day],
        dayDetails: [{ date: day, services: hair._id, danceStyle: ["latin"], additionalServices: [] }],
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}-${suffix}@example.net`,
        phoneNumber: "555-010-7070",
        hairAtNight: "no",
        captchaToken: "dev-captcha-token",
      },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }

  const context = await browser.newContext({ viewport: DESK, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const order = () => page.getByTestId("waitlist-name").allInnerTexts();
  try {
    // From the run sheet of the day to its waiting list.
    await pageLogin(page, `/admin/calendar_show/run-sheet?date=${day}`);
    await page.getByRole("link", { name: `Waiting list of ${event.eventName} on this day` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/waitlist\\?event=${event._id}&date=${day}$`));
    await expect(page.getByTestId("waitlist-day")).toContainText(event.eventName);
    expect(await order()).toEqual(names);
    await expectNoAxeViolations(page);

    // Keyboard only: Cy up twice. Focus stays on the moved entry's button; the move is announced.
    const cyUp = page.getByRole("button", { name: `Move ${names[2]} up` });
    await cyUp.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("waitlist-status")).toHaveText(`${names[2]} moved to position 2 of 3.`);
    await expect(cyUp).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("waitlist-status")).toHaveText(`${names[2]} moved to position 1 of 3.`);
    // At the top "up" is disabled, so focus moves to "down".
    await expect(page.getByRole("button", { name: `Move ${names[2]} down` })).toBeFocused();
    expect(await order()).toEqual([names[2], names[0], names[1]]);
    const stored = await query<{ firstName: string; position: number }>(`SELECT "firstName", position FROM "WaitlistEntry" WHERE "eventId" = $1 ORDER BY position`, [event._id]);
    expect(stored.map((e) => e.firstName)).toEqual(["Cy", "Ada", "Bo"]);

    // Remove Ada, confirming the dialog.
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: `Remove ${names[0]}` }).click();
    await expect(page.getByTestId("waitlist-status")).toHaveText(`${names[0]} was removed from the waiting list.`);
    expect(asked).toBe(`Remove ${names[0]} from the waiting list?`);
    expect(await order()).toEqual([names[2], names[1]]);

    await page.reload();
    expect(await order()).toEqual([names[2], names[1]]);
    await expectNoAxeViolations(page);
    await shots(page, "waitlist-staff");
  } finally {
    await context.close();
    await request.put(`/api/events/${event._id}/delete`, { headers: admin.headers });
  }
});

/** The offer link in the local outbox's copy of the newest offer email of an entry. */
async function offerLink(entryId: string): Promise<string> {
  const dir = process.env.EMAIL_OUTBOX_DIR!;
  let file = "";
  await expect.poll(async () => (file = (await outboxFiles()).filter((f) => f.startsWith(`waitlist-offer_${entryId}_`)).sort().at(-1) ?? ""), { timeout: 20_000 }).not.toBe("");
  const text = (JSON.parse(await readFile(path.join(dir, file), "utf8")) as { text: string }).text;
  const match = /(https?:\/\/[^\s"]+\/waitlist\/[A-Za-z0-9_-]{43})\b/.exec(text);
  expect(match, "the offer email carries its link").not.toBeNull();
  return match![1];
}

test("from her private page a dancer waits for a full day; a cancellation offers her the place and she accepts it (390 px)", async ({ browser, request }) => {
  const admin = await apiLogin(request);
  const suffix = uniqueSuffix();
  const days = [studioDay(63), studioDay(64)];
  const event = await createCompetition(request, admin, { eventName: `Second Chance ${suffix}`, city: "Chicago", state: "Illinois", eventStartDate: days[0], eventEndDate: days[1] });
  const hair = await competitionHair(request);
  // The second day: one stylist 07:00–08:00 at one chair, taken by Holly's hour.
  const stylist = await createUserWith(request, admin, ["view_bookings"]);
  const staffingDayId = randomUUID();
  await query(`INSERT INTO "StaffingDay" (id, "eventId", date, chairs, "updatedAt") VALUES ($1, $2, $3::date, 1, now())`, [staffingDayId, event._id, days[1]]);
  await query(`INSERT INTO "StaffShift" (id, "staffingDayId", "userId", "startTime", "endTime") VALUES ($1, $2, $3, '07:00', '08:00')`, [randomUUID(), staffingDayId, stylist.id]);
  const holly = await bookOneDay(request, { competition: event._id, day: days[1], service: hair._id }, { firstName: "Holly", lastName: `Holder${suffix}`, email: `holly-${suffix}@example.net`, phoneNumber: "555-010-8080" });
  const [hollyDay] = await query<{ id: string }>(`SELECT id FROM "BookingDay" WHERE "bookingId" = $1`, [holly]);
  await query(`INSERT INTO "Schedule" (id, "bookingId", "bookingDayId", "serviceTitle", "assignedUserId", "startAt", "endAt", "updatedAt") VALUES ($1, $2, $3, 'Competition Hair', $4, $5, $6, now())`, [
    randomUUID(),
    holly,
    hollyDay.id,
    stylist.id,
    fromZonedTime(`${days[1]}T07:00:00`, "America/Chicago"),
    fromZonedTime(`${days[1]}T08:00:00`, "America/Chicago"),
  ]);
  expect(((await (await request.get(`/api/events/${event._id}/capacity`)).json()) as { days: { state: string }[] }).days.map((d) => d.state)).toEqual(["open", "full"]);

  const email = `nora-${suffix}@example.net`;
  const nora = await bookOneDay(request, { competition: event._id, day: days[0], service: hair._id }, { firstName: "Nora", lastName: `Waits${suffix}`, email, phoneNumber: "555-010-9090" });
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
  const page = await context.newPage();
  try {
    await page.goto(await receiptLink(nora));
    const other = page.getByRole("region", { name: "Another day of this competition?" });
    await expect(other.getByLabel("Day", { exact: true })).toHaveValue(days[1]);
    // The full day says so before she sends; service titles are plain text (no "&amp;").
    await expect(other.getByLabel("Day", { exact: true }).locator("option:checked")).toHaveText(/\(full: waiting list\)$/);
    await expect(other.getByLabel("Service").locator("option", { hasText: "&" }).first()).not.toContainText("&amp;");
    await other.getByLabel("Service").selectOption(hair._id);
    await other.getByLabel(/First heat that day/).fill("10:00");
    await other.getByRole("button", { name: "Join the waiting list" }).tap();
    await expect(other.getByRole("status")).toContainText(`${weekdayOf(days[1])} is full: you are on its waiting list`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    const [entry] = await query<{ id: string; status: string; heatTime: string }>(`SELECT id, status, "heatTime" FROM "WaitlistEntry" WHERE email = $1`, [email]);
    expect(entry).toMatchObject({ status: "waiting", heatTime: "10:00" });

    // Holly cancels: the freed hour is before Nora's heat, so it is offered to her.
    const hollyLink = await receiptLink(holly);
    const cancelled = await request.post(`/api/booking/link/${hollyLink.split("/booking/")[1]}/cancel`, { data: {}, headers: { "x-forwarded-for": randomClientIp() } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    expect((await query<{ status: string }>(`SELECT status FROM "WaitlistEntry" WHERE id = $1`, [entry.id]))[0].status).toBe("offered");

    await page.goto(await offerLink(entry.id));
    await expect(page.getByRole("heading", { level: 1, name: "A place has opened for you" })).toBeVisible();
    // The hold's end in the words of the email, named in the competition's zone.
    const held = await query<{ ends: Date; zone: string }>(`SELECT w."offerExpiresAt" AS ends, e."timeZone" AS zone FROM "WaitlistEntry" w JOIN "Event" e ON e.id = w."eventId" WHERE w.id = $1`, [entry.id]);
    await expect(page.getByText(`holding this place for you until ${holdEndsLabel(new Date(held[0].ends), held[0].zone)}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Accept the place" }).tap();
    await expect(page.getByRole("heading", { level: 1, name: "Your request is in" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shots(page, "waitlist-offer-accepted");
    const booked = await query<{ date: string; heatTime: string }>(
      `SELECT to_char(d.date, 'YYYY-MM-DD') AS date, d."heatTime" FROM "Booking" b JOIN "BookingDay" d ON d."bookingId" = b.id WHERE b.email = $1 AND b.id <> $2`,
      [email, nora],
    );
    expect(booked).toEqual([{ date: days[1], heatTime: "10:00" }]);
  } finally {
    await context.close();
    await request.put(`/api/events/${event._id}/delete`, { headers: admin.headers });
  }
});
