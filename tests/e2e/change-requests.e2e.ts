// "Ask for a change": at 390 px a parent on her private page asks to add a day of the same competition;
// at 1440 px the desk sees it in what needs doing and on Edit Booking ("Mia asks to add <day>: Competition
// Hair"), accepts it, and the booking has the day. Axe 0 on the pages touched; screenshots at 390/1440.
import { expect, test } from "@playwright/test";
import { apiLogin, pageLogin } from "./support/auth";
import { bookOneDay, competitionHair, createCompetition, randomClientIp, receiptLink, uniqueSuffix } from "./support/booking";
import { expectNoAxeViolations, shots } from "./support/a11y";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

const studioToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });

test("a parent asks to add a day on her private page; the desk accepts it on Edit Booking", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request);
  const suffix = uniqueSuffix();
  const hair = await competitionHair(request);
  const first = addDays(studioToday(), 25);
  const second = addDays(first, 1);
  const competition = await createCompetition(request, admin, { eventName: `Change Open ${suffix}`, city: "Boston", state: "Massachusetts", eventStartDate: first, eventEndDate: second });
  const bookingId = await bookOneDay(request, { competition: competition._id, day: first, service: hair._id }, { firstName: "Mia", lastName: `Novak${suffix}`, isParentOrGuardian: true, parentFirstName: "Anna", parentLastName: "Novak", email: `anna-${suffix}@example.net`, phoneNumber: "555-010-4343" });
  const link = new URL(await receiptLink(bookingId)).pathname;

  // The parent, on her phone.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
  const phone = await phoneContext.newPage();
  await phone.goto(link);
  const form = phone.getByTestId("ask-for-change");
  await expect(form.getByRole("heading", { name: "Ask for a change" })).toBeVisible();
  await expect(form.getByLabel("What would you like?")).toHaveValue("add_day");
  await expect(form.getByLabel("Day")).toHaveValue(second);
  // Sent without a service: the field says what is missing, nothing is stored.
  await form.getByRole("button", { name: "Send to the studio" }).click();
  await expect(form.getByRole("alert")).toBeVisible();
  await expect(form.getByLabel("Service")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Service").selectOption({ label: "Competition Hair" });
  await form.getByLabel("Note for the studio (optional)").fill("She made the final");
  await form.getByRole("button", { name: "Send to the studio" }).click();
  await expect(form.getByRole("status")).toHaveText("Sent to the studio. We email you when they answer.");
  const sentence = `Mia asks to add ${weekdayOf(second)}: Competition Hair`;
  await expect(form.getByTestId("change-requests")).toContainText(`${sentence} — Waiting for the studio`);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone);
  await shots(phone, "change-request-private-page");
  await phoneContext.close();

  // The desk, on a wide screen: what needs doing names it, Edit Booking shows it with Accept / Decline.
  const deskContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
  const desk = await deskContext.newPage();
  await pageLogin(desk, "/admin/home");
  await expect(desk.getByTestId("todo-change-requests")).toContainText(sentence);
  await expectNoAxeViolations(desk);
  await desk.goto(`/admin/calendar_bookings/edit/${bookingId}`);
  const panel = desk.getByTestId("change-requests-panel");
  const item = panel.getByTestId("change-request").filter({ hasText: sentence });
  await expect(item).toContainText("Note: She made the final");
  await expectNoAxeViolations(desk);
  await shots(desk, "change-request-edit-booking");
  await item.getByRole("button", { name: /^Accept/ }).click();
  const dialog = desk.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText("Accept this change?");
  await dialog.getByRole("button", { name: "Accept" }).click();
  // Saved through Edit Booking's save: the page comes back with the new day and the answered request.
  await expect(panel).toContainText(`${sentence} — Accepted by`);
  await expect(panel.getByTestId("change-request")).toHaveCount(0);
  const booking = (await (await request.get(`/api/booking/${bookingId}`, { headers: admin.headers })).json()) as { dayDetails: { date: string }[] };
  expect(booking.dayDetails.map((d) => d.date)).toEqual([first, second]);
  await expectNoAxeViolations(desk);
  await deskContext.close();
});
