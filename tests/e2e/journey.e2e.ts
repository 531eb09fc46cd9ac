// The competition day end to end, across the features, as a dancer and the studio live it: a 2-day
// request for a competition in Chicago (Central, an hour behind the studio) made on a 390 px phone with
// deposits on; heat times from the private page; Suggest times, Save and the confirmation at a 1440 px
// desk; the deposit paid; the client card's allergy note; the run sheet, the CSV and My Calendar; a slot
// moved in My Calendar and the updated confirmation; then the dancer cancels inside the refund window.
// Every screen, email and export it passes is read for the same times, in Central, named — and never
// the studio's clock (an hour later) — and for the same money.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { formatInTimeZone } from "date-fns-tz";
import { apiLogin, pageLogin, type ApiSession } from "./support/auth";
import { createCompetition, randomClientIp, receiptLink, uniqueSuffix } from "./support/booking";
import { query, withDepositSettingsLock } from "./support/db";
import { expectNoAxeViolations, shots } from "./support/a11y";
import { openChangeTime, saveNewStart } from "./support/calendar";

const STUDIO_ZONE = process.env.STUDIO_TIMEZONE ?? "America/New_York";
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };

/** "YYYY-MM-DD" this many days after today in the studio zone: days no other spec books. */
const studioDay = (offset: number) => formatInTimeZone(new Date(Date.now() + offset * 86_400_000), STUDIO_ZONE, "yyyy-MM-dd");
/** "Thursday, January 14" of a day (the heat form's and Suggest times' labels). */
const dayLabel = (day: string) => formatInTimeZone(new Date(`${day}T12:00:00Z`), "UTC", "EEEE, MMMM d");

const DEPOSITS = {
  enabled: true,
  mode: "fixed_per_day",
  fixedCentsPerDay: 4_000,
  percentBasisPoints: 2_500,
  dueDays: 7,
  currency: "usd",
  refundPolicy: "Cancel more than 3 days before your first day and the deposit comes back.",
  autoRefundDaysBefore: 3,
};
const OFF = { ...DEPOSITS, enabled: false, refundPolicy: "", autoRefundDaysBefore: null };

// Heats 9:30 and 11:00 Central; ready 45 minutes before; Competition Hair is 45 minutes. What every
// place must print, and the studio's clock for the same slots, which none may print.
const SLOTS = ["8:00 AM – 8:45 AM Central", "9:30 AM – 10:15 AM Central"];
const STUDIO_CLOCK = ["9:00 AM – 9:45 AM", "10:30 AM – 11:15 AM"];
const MOVED = "7:45 AM – 8:30 AM Central";

const emailsOf = (bookingId: string, kind: string) =>
  query<{ to: string; subject: string; text: string; html: string }>(`SELECT "to", subject, text, html FROM "EmailMessage" WHERE "bookingId" = $1 AND kind = $2 ORDER BY "createdAt"`, [bookingId, kind]);

function showsCentral(place: string, text: string, slots: string[]) {
  for (const slot of slots) expect(text, `${place} prints ${slot}`).toContain(slot);
  for (const wrong of STUDIO_CLOCK) expect(text, `${place} must not print the studio's clock`).not.toContain(wrong);
}

async function desk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESK, baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
  return context.newPage();
}

async function centralCompetition(request: APIRequestContext, admin: ApiSession, name: string, days: [string, string]) {
  const event = await createCompetition(request, admin, { eventName: name, city: "Chicago", state: "Illinois", eventStartDate: days[0], eventEndDate: days[1] });
  expect(event.timeZone).toBe("America/Chicago");
  return event;
}

test.use({ viewport: PHONE, hasTouch: true, isMobile: true, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

test("a 2-day Central request from a phone to the chair and back: every screen, email and export agrees on times and money", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await withDepositSettingsLock(async () => {
    const admin = await apiLogin(request);
    expect((await request.put("/api/booking/deposit-settings", { headers: admin.headers, data: DEPOSITS })).status()).toBe(200);
    const suffix = uniqueSuffix();
    const days: [string, string] = [studioDay(47), studioDay(48)];
    const competition = `Windy Journey ${suffix}`;
    const event = await centralCompetition(request, admin, competition, days);
    const lastName = `Journey${suffix}`;
    const email = `lena-${suffix}@example.net`;
    try {
      // 1. The dancer, on a 390 px phone: the request.
      await page.goto("/bookanappointment");
      await page.getByLabel("Competition *").selectOption(event._id);
      await page.getByLabel("Appointment days *").selectOption(days);
      await page.getByLabel("Dance level *").selectOption("amateur");
      for (const [index, style] of [
        [1, "Latin"],
        [2, "Standard"],
      ] as const) {
        const day = page.getByRole("group", { name: new RegExp(`^Day ${index}`) });
        await day.getByLabel("Service *").selectOption({ label: (await day.getByLabel("Service *").locator("option", { hasText: "Competition Hair" }).first().textContent())! });
        await day.locator("label", { hasText: style }).tap();
      }
      await page.getByLabel("First Name *", { exact: true }).fill("Lena");
      await page.getByLabel("Last Name *", { exact: true }).fill(lastName);
      await page.getByLabel("Email *").fill(email);
      await page.getByLabel("Phone *").fill("555-010-4747");
      await page.getByRole("group", { name: "Hair at night? *" }).locator("label", { hasText: "No" }).tap();
      await page.getByLabel(/development captcha/i).tap();
      await page.getByRole("button", { name: "Request Appointment" }).tap();
      await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const [{ id: bookingId, clientId }] = await query<{ id: string; clientId: string }>(`SELECT id, "clientId" FROM "Booking" WHERE email = $1`, [email]);

      // The receipt names the competition and both days; no times yet, so no clock to get wrong.
      const [receipt] = await emailsOf(bookingId, "booking-receipt");
      expect(receipt.text).toContain(competition);
      for (const day of days) expect(receipt.text).toContain(formatInTimeZone(new Date(`${day}T12:00:00Z`), "UTC", "MMMM"));

      // 2. Heat times on the private page, in Central.
      const link = await receiptLink(bookingId);
      await page.goto(link);
      const heats = page.getByRole("region", { name: "Your heat times" });
      await expect(heats).toContainText("Central");
      await heats.getByLabel(`My first heat on ${dayLabel(days[0])}`).fill("09:30");
      await heats.getByLabel(`My first heat on ${dayLabel(days[1])}`).fill("11:00");
      await heats.getByRole("button", { name: "Save heat times" }).click();
      await expect(heats.getByRole("status")).toHaveText("Saved. The studio has been told.");
      // Before the confirmation the deposit is announced, not asked for.
      await expect(page.getByRole("region", { name: "Deposit" }).getByTestId("deposit-status")).toHaveText(/A deposit of \$80 holds your stylist's time/);
      await expectNoAxeViolations(page);
      await shots(page, "journey-private-requested");

      // 3. The desk at 1440 px: Suggest times for both days in Central, Save, confirm.
      const staff = await desk(browser);
      await pageLogin(staff, `/admin/calendar_bookings/edit/${bookingId}`);
      await expect(staff.getByTestId("slot-zone")).toHaveText("Times are Central time (America/Chicago), the competition's zone.");
      for (const day of days) await staff.getByRole("button", { name: `Suggest times for ${dayLabel(day)}` }).click();
      // One clock on the form: no line below it claims the studio's zone for the competition's times.
      await expect(staff.getByText("Times are studio time")).toHaveCount(0);
      await expectNoAxeViolations(staff);
      await shots(staff, "journey-edit-booking-suggested");
      staff.once("dialog", (dialog) => void dialog.accept());
      await staff.getByRole("button", { name: "Save", exact: true }).click();
      await staff.waitForURL("**/admin/calendar_bookings");
      const saved = (await (await request.get(`/api/booking/${bookingId}`, { headers: admin.headers })).json()) as { dayDetails: { schedules: { startTime: string; endTime: string }[] }[] };
      expect(saved.dayDetails.map((d) => d.schedules.map((s) => `${s.startTime}-${s.endTime}`))).toEqual([["08:00-08:45"], ["09:30-10:15"]]);
      expect(await (await request.post(`/api/send-email/booking/${bookingId}`, { headers: admin.headers })).json()).toEqual({ sent: true });

      // The confirmation email: both slots in Central, named; the deposit and its due date.
      const [confirmation] = await emailsOf(bookingId, "booking-confirmation");
      showsCentral("confirmation email", confirmation.text, SLOTS);
      showsCentral("confirmation email (HTML)", confirmation.html, SLOTS);
      expect(confirmation.text).toContain("Deposit: $80");

      // 4. The dancer reads the same times and pays the deposit.
      await page.goto(link);
      const appointments = page.getByRole("region", { name: "Your appointments" });
      showsCentral("private page", (await appointments.textContent()) ?? "", SLOTS);
      const deposit = page.getByRole("region", { name: "Deposit" });
      await expect(deposit.getByTestId("deposit-auto-refund")).toContainText("more than 3 days before your first appointment");
      await deposit.getByRole("button", { name: "Pay deposit $80" }).click();
      await page.getByRole("button", { name: "Pay $80 (test)" }).click();
      await expect(page.getByTestId("deposit-status")).toHaveText(/^Deposit received \$80 on /);
      await expectNoAxeViolations(page);
      await shots(page, "journey-private-confirmed-paid");

      // 5. The client card: the booking with its two days; an allergy note for the chair.
      await staff.goto(`/admin/clients/${clientId}`);
      await expect(staff.getByRole("heading", { name: "Bookings (1)" })).toBeVisible();
      await expect(staff.getByRole("main")).toContainText(competition);
      await staff.getByLabel("Kind of note").selectOption("allergies");
      await staff.getByLabel("Note", { exact: true }).fill("Latex lash glue");
      await staff.getByRole("button", { name: "Add note" }).click();
      await expect(staff.locator('[data-note-kind="allergies"]')).toContainText("Latex lash glue");
      await expectNoAxeViolations(staff);
      await shots(staff, "journey-client-card");

      // 6. The run sheet of the first day: the slot, heat and ready-by in Central, the allergy, the balance at the chair.
      await staff.goto(`/admin/calendar_show/run-sheet?date=${days[0]}`);
      const row = staff.getByTestId("run-sheet-row").filter({ hasText: lastName });
      await expect(row).toHaveCount(1);
      const rowText = (await row.textContent()) ?? "";
      showsCentral("run sheet", rowText, [SLOTS[0]]);
      expect(rowText).toContain("Heat 9:30 AM Central");
      expect(rowText).toContain("Ready by 8:45 AM Central");
      expect(rowText).toContain("Allergies & sensitivities: Latex lash glue");
      const services = (await (await request.get("/api/servicesList")).json()) as { title: string; price: number | string }[];
      const hairCents = Math.round(Number(services.find((s) => s.title === "Competition Hair")!.price) * 100);
      const balance = 2 * hairCents - 8_000;
      expect(rowText).toContain(`$${balance % 100 === 0 ? balance / 100 : (balance / 100).toFixed(2)}`);
      await expectNoAxeViolations(staff);
      await shots(staff, "journey-run-sheet");

      // 7. The CSV of the competition: both slots in Central's wall time with the zone column, the deposit paid.
      const csv = await request.get(`/api/booking/export?eventId=${event._id}`, { headers: admin.headers });
      expect(csv.status()).toBe(200);
      const csvText = await csv.text();
      expect(csvText).toContain(`${days[0]} 08:00`);
      expect(csvText).toContain(`${days[1]} 09:30`);
      expect(csvText).not.toContain(`${days[0]} 09:00`);
      expect(csvText).toContain("America/Chicago (Central)");
      expect(csvText).toMatch(/,80(\.00)?,/);

      // 8. My Calendar at the desk: the details name Central; Change time moves the first slot 15 minutes earlier.
      await staff.goto(`/admin/calendar_show?view=day&date=${days[0]}`);
      const entry = staff.locator(".studio-calendar").getByRole("button", { name: new RegExp(`Lena ${lastName} – Competition Hair`) });
      await entry.click();
      const details = staff.getByRole("dialog", { name: `Lena ${lastName}` });
      await expect(details.getByTestId("details-time")).toHaveText(SLOTS[0]);
      const form = await openChangeTime(details);
      await expect(form.getByTestId("change-time-zone")).toHaveText("Times are Central time (America/Chicago), the competition's zone.");
      await saveNewStart(form, "07:45", "08:30", `Saved: ${MOVED}.`);
      // The open details follow the move: one time on the card, not the old one beside "Saved:".
      await expect(details.getByTestId("details-time")).toHaveText(MOVED);
      await expectNoAxeViolations(staff);
      await shots(staff, "journey-calendar-moved");
      const outdated = details.getByTestId("details-outdated");
      await outdated.getByRole("button", { name: "Send updated confirmation" }).click();
      await staff.getByRole("dialog", { name: "Please confirm" }).getByRole("button", { name: "Send" }).click();
      await expect(outdated.getByRole("status")).toHaveText("Updated confirmation sent.");
      const updated = (await emailsOf(bookingId, "booking-confirmation")).at(-1)!;
      showsCentral("updated confirmation", updated.text, [MOVED, SLOTS[1]]);
      // The old time appears only struck through ("was …"), never as a time to come.
      expect(updated.text).toContain(`(was ${SLOTS[0]})`);
      expect(updated.text.replace(`(was ${SLOTS[0]})`, "")).not.toContain(SLOTS[0]);
      expect(updated.subject).toMatch(/^Updated: your appointments/);

      // 9. The dancer cancels on the phone, inside the refund window: told first, refunded, both emails say so.
      await page.goto(link);
      showsCentral("private page after the move", (await page.getByRole("region", { name: "Your appointments" }).textContent()) ?? "", [MOVED, SLOTS[1]]);
      await page.getByRole("button", { name: "Cancel this booking" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
      await expect(dialog.getByTestId("cancel-refund-notice")).toHaveText("Cancelling now refunds the deposit you paid online ($80) to your card.");
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
      await expect(page.getByRole("heading", { name: "Cancelled" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Deposit" }).getByTestId("deposit-status")).toHaveText("Deposit refunded: $80 back to the card you paid with.");
      await expectNoAxeViolations(page);
      await shots(page, "journey-private-cancelled");
      const [cancelled] = await emailsOf(bookingId, "booking-cancelled");
      expect(cancelled.text).toContain("$80");
      expect(cancelled.text).toMatch(/refund/i);

      // The desk: the refund recorded, the booking among the cancelled, the card says so.
      await staff.goto(`/admin/calendar_bookings/edit/${bookingId}`);
      const payments = staff.getByRole("region", { name: "Payments" });
      await expect(payments.getByRole("row").filter({ hasText: "Automatic refund (cancelled by the customer)" })).toContainText("$80");
      await expect(payments.getByTestId("paid-total")).toHaveText("$0");
      await staff.goto(`/admin/clients/${clientId}`);
      await expect(staff.getByRole("main")).toContainText("Cancelled");
      await staff.context().close();
    } finally {
      await request.put("/api/booking/deposit-settings", { headers: admin.headers, data: OFF });
    }
  });
});
