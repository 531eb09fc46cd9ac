// Heat times on a phone (390 px): the dancer enters their first heat (Central time) on the
// private page; staff open Edit Booking, see "Ready by … Central", press Suggest times, get a slot
// that ends at ready-by with the stylist the request named, and save; My Calendar's data carries the
// heat and ready-by, and the day's run sheet shows them. The desk enters, edits and clears a heat time
// in Edit Booking for a dancer who phoned; her private page shows it.
import { expect, test } from "@playwright/test";
import { formatInTimeZone } from "date-fns-tz";
import { apiLogin, createUserWith, pageLogin } from "./support/auth";
import { bookOneDay, competitionHair, createCompetition, randomClientIp, receiptLink, uniqueSuffix } from "./support/booking";
import { expectNoAxeViolations, shots } from "./support/a11y";

const STUDIO_ZONE = process.env.STUDIO_TIMEZONE ?? "America/New_York";

test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

/** "YYYY-MM-DD" this many days after today in the studio zone. */
const studioDay = (offset: number) => formatInTimeZone(new Date(Date.now() + offset * 86_400_000), STUDIO_ZONE, "yyyy-MM-dd");

test("the dancer enters a heat time; staff Suggest times → the slot ends at ready-by with the preferred stylist → save", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request);
  const suffix = uniqueSuffix();
  const day = studioDay(20);

  // A competition in Illinois: its zone defaults to Central.
  const event = await createCompetition(request, admin, { eventName: `Heat Open ${suffix}`, city: "Chicago", state: "Illinois", eventStartDate: day, eventEndDate: day });
  expect(event.timeZone).toBe("America/Chicago");

  // Two stylists; the request names the second.
  await createUserWith(request, admin, ["view_bookings"], { firstName: `Alma${suffix}` });
  const preferred = await createUserWith(request, admin, ["view_bookings"], { firstName: `Bree${suffix}` });
  const hair = await competitionHair(request);
  expect(hair.time).toBe("45 min");
  const bookingId = await bookOneDay(
    request,
    { competition: event._id, day, service: hair._id },
    { firstName: "Rosa", lastName: `Heat${suffix}`, email: `rosa-${suffix}@example.net`, phoneNumber: "555-010-3030", stylistPreference: `Bree${suffix} please` },
  );

  // The dancer, on the phone: the page says which zone, the time is saved, the studio is told.
  const link = await receiptLink(bookingId);
  await page.goto(link);
  const heats = page.getByRole("region", { name: "Your heat times" });
  await expect(heats).toContainText("Central");
  const dayLabel = formatInTimeZone(new Date(`${day}T12:00:00Z`), "UTC", "EEEE, MMMM d");
  await heats.getByLabel(`My first heat on ${dayLabel}`).fill("07:10");
  await heats.getByLabel("Note (optional)").fill("Latin only, 2nd session");
  await heats.getByRole("button", { name: "Save heat times" }).click();
  await expect(heats.getByRole("status")).toHaveText("Saved. The studio has been told.");
  await expectNoAxeViolations(page);
  await shots(page, "heat-times-private-page");

  const readBooking = async () => (await (await request.get(`/api/booking/${bookingId}`, { headers: admin.headers })).json()) as { dayDetails: { heatTime: string; heatNote: string; readyBy: string }[] };
  expect((await readBooking()).dayDetails[0]).toMatchObject({ heatTime: "07:10", heatNote: "Latin only, 2nd session" });
  // 7:10 AM Central minus 45 minutes = 6:25 AM Central = 7:25 AM Eastern (the studio's zone). Ready-by is read with the
  // studio's "ready before heat" setting, which events.e2e changes for a moment and puts back: a run that reads it in
  // that moment waits for it to be back (seen: 06:20, its 50 minutes).
  await expect.poll(async () => formatInTimeZone(new Date((await readBooking()).dayDetails[0].readyBy), "America/Chicago", "HH:mm")).toBe("06:25");
  const booking = await readBooking();
  const studioHeatEmails = await request.get("/api/inbox/emails", { headers: admin.headers });
  expect(JSON.stringify(await studioHeatEmails.json())).toContain(`Heat times from Rosa Heat${suffix}`);

  // Staff: Edit Booking on the same phone-sized screen.
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
  const staffPage = await staffContext.newPage();
  await pageLogin(staffPage, `/admin/calendar_bookings/edit/${bookingId}`);
  await expect(staffPage.getByTestId("ready-by")).toContainText("Ready by 6:25 AM Central");
  await expect(staffPage.getByTestId("ready-by")).toContainText("7:25 AM studio time");
  await staffPage.getByRole("button", { name: `Suggest times for ${dayLabel}` }).click();
  await expect(staffPage.getByText("Suggested 1 of 1 slot — check them and Save.")).toBeVisible();
  await expect(staffPage.locator("#slot-0-staff")).toHaveValue(preferred.id);
  // The form is in the competition's zone: ends at ready-by, 6:25 AM Central.
  await expect(staffPage.getByTestId("slot-zone")).toHaveText("Times are Central time (America/Chicago), the competition's zone.");
  await expect(staffPage.locator("#slot-0-start-time")).toHaveValue("05:40");
  await expect(staffPage.locator("#slot-0-end-time")).toHaveValue("06:25");
  await expect(staffPage.locator("#slot-0-end-date")).toHaveValue(day);
  await expect(staffPage.getByTestId("late-for-heat")).toHaveCount(0);
  await expectNoAxeViolations(staffPage);
  await shots(staffPage, "heat-times-edit-booking");

  // Nothing was saved by suggesting; Save stores it.
  const before = (await (await request.get(`/api/booking/${bookingId}`, { headers: admin.headers })).json()) as { progress: { scheduled: number } };
  expect(before.progress.scheduled).toBe(0);
  staffPage.once("dialog", (dialog) => void dialog.accept());
  await staffPage.getByRole("button", { name: "Save", exact: true }).click();
  await staffPage.waitForURL("**/admin/calendar_bookings");
  const saved = (await (await request.get(`/api/booking/${bookingId}`, { headers: admin.headers })).json()) as {
    isAssigned: boolean;
    lateForHeat: boolean;
    dayDetails: { schedules: { assignedUser: { _id: string }; startTime: string; endTime: string }[] }[];
  };
  expect(saved.isAssigned).toBe(true);
  expect(saved.lateForHeat).toBe(false);
  expect(saved.dayDetails[0].schedules[0]).toMatchObject({ assignedUser: { _id: preferred.id }, startTime: "05:40", endTime: "06:25" });

  // My Calendar's data carries the heat and ready-by.
  const calendar = await request.get(`/api/calendar?start=${day}&end=${studioDay(21)}`, { headers: admin.headers });
  expect(calendar.status(), await calendar.text()).toBe(200);
  const slot = ((await calendar.json()) as { events: { bookingId: string; heat: { heatTime: string; timeZone: string; readyBy: string; late: boolean } | null }[] }).events.find((e) => e.bookingId === bookingId)!;
  expect(slot.heat).toEqual({ heatTime: "07:10", timeZone: "America/Chicago", note: "Latin only, 2nd session", readyBy: booking.dayDetails[0].readyBy, late: false });

  // The heat moves earlier (7:00 AM Central → ready by 6:15 AM Central): the 6:25 AM Central end is late for heat.
  const token = link.split("/booking/")[1];
  const moved = await request.put(`/api/booking/link/${token}/heats`, { headers: { "x-forwarded-for": randomClientIp() }, data: { days: [{ date: day, heatTime: "07:00", heatNote: "" }] } });
  expect(await moved.json()).toEqual({ saved: true, changed: 1, late: true });
  await staffPage.goto("/admin/calendar_bookings");
  const row = staffPage.getByRole("row").filter({ hasText: `Rosa Heat${suffix}` });
  await expect(row.getByText("Late for heat")).toBeVisible();
  await expectNoAxeViolations(staffPage);
  const lateSlot = ((await (await request.get(`/api/calendar?start=${day}&end=${studioDay(21)}`, { headers: admin.headers })).json()) as { events: { bookingId: string; heat: { late: boolean } | null }[] }).events.find(
    (e) => e.bookingId === bookingId,
  )!;
  expect(lateSlot.heat?.late).toBe(true);

  // My Calendar: the slot carries a red "Late for heat" mark; its details show the heat and ready-by.
  await staffPage.goto(`/admin/calendar_show?view=day&date=${day}`);
  const entry = staffPage.locator(".studio-calendar").getByRole("button", { name: new RegExp(`Rosa Heat${suffix} – Competition Hair`) });
  await expect(entry.getByTestId("entry-late")).toHaveText("Late for heat");
  await entry.click();
  const details = staffPage.getByRole("dialog", { name: `Rosa Heat${suffix}` });
  await expect(details.getByTestId("details-heat")).toHaveText("7:00 AM Central");
  await expect(details.getByTestId("details-ready-by")).toHaveText("6:15 AM Central — late for heat: this slot ends after ready-by");
  await expectNoAxeViolations(staffPage);
  await shots(staffPage, "heat-times-calendar-details");

  // The day's run sheet shows the heat and ready-by; the late slot is in red.
  await staffPage.goto(`/admin/calendar_show/run-sheet?date=${day}`);
  const sheetRow = staffPage.getByTestId("run-sheet-row").filter({ hasText: `Rosa Heat${suffix}` });
  await expect(sheetRow).toContainText("Heat 7:00 AM Central");
  await expect(sheetRow).toContainText("Ready by 6:15 AM Central — late for heat");
  await expect(sheetRow).toHaveClass(/run-sheet-late/);
  await expectNoAxeViolations(staffPage);
  await shots(staffPage, "heat-times-run-sheet");
  await staffContext.close();
});

test("the desk enters, edits and clears a phone booking's heat time in Edit Booking (375 px, keyboard); the private page shows it", async ({ request, browser }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request);
  const suffix = uniqueSuffix();
  const day = studioDay(22);
  const event = await createCompetition(request, admin, { eventName: `Desk Heat Open ${suffix}`, city: "Chicago", state: "Illinois", eventStartDate: day, eventEndDate: day });
  const hair = await competitionHair(request);
  const bookingId = await bookOneDay(request, { competition: event._id, day, service: hair._id }, { firstName: "Lena", lastName: `Desk${suffix}`, email: `lena-${suffix}@example.net`, phoneNumber: "555-010-4040" });
  const longLabel = formatInTimeZone(new Date(`${day}T12:00:00Z`), "UTC", "EEEE, MMMM d");
  const shortLabel = formatInTimeZone(new Date(`${day}T12:00:00Z`), "UTC", "EEE, MMM d");

  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
  const page = await context.newPage();
  await pageLogin(page, `/admin/calendar_bookings/edit/${bookingId}`);
  await expect(page.getByTestId("heat-missing")).toHaveText("No heat times yet. Enter the dancer's first heat for a day below, or the dancer enters it on their private booking page.");
  const form = page.getByRole("form", { name: `Heat time for ${shortLabel}` });
  const field = form.getByLabel(`First heat on ${shortLabel}`, { exact: true });
  await expect(field).toHaveAccessibleDescription("Central time (America/Chicago), the competition's zone");
  const box = (await form.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  // Entered from the keyboard: the time, then Save by Enter.
  await field.fill("07:10");
  await form.getByRole("button", { name: `Save first heat on ${shortLabel}` }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("status")).toHaveText(`Saved: first heat on ${shortLabel}.`);
  // The page data is refreshed: ready-by and Suggest times appear (7:10 AM Central minus 45 minutes).
  await expect(page.getByTestId("ready-by")).toContainText("Ready by 6:25 AM Central");
  await expect(page.getByRole("button", { name: `Suggest times for ${longLabel}` })).toBeVisible();
  await expect(page.getByTestId("heat-missing")).toHaveCount(0);
  await expect(field).toHaveValue("07:10");
  await expectNoAxeViolations(page);
  await shots(page, "heat-times-desk-entry");

  // The dancer's private page shows what the desk entered.
  const customer = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
  await customer.goto(await receiptLink(bookingId));
  await expect(customer.getByRole("region", { name: "Your heat times" }).getByLabel(`My first heat on ${longLabel}`)).toHaveValue("07:10");
  await customer.close();

  // Edited: the new ready-by.
  await field.fill("08:00");
  await form.getByRole("button", { name: `Save first heat on ${shortLabel}` }).click();
  await expect(page.getByTestId("ready-by")).toContainText("Ready by 7:15 AM Central");

  // Cleared: back to the form alone, the keyboard left on the field.
  await form.getByRole("button", { name: `Clear first heat on ${shortLabel}` }).click();
  await expect(form.getByRole("status")).toHaveText(`Cleared the heat time of ${shortLabel}.`);
  await expect(page.getByTestId("heat-missing")).toBeVisible();
  await expect(page.getByTestId("ready-by")).toHaveCount(0);
  await expect(field).toHaveValue("");
  await expect(field).toBeFocused();
  const stored = (await (await request.get(`/api/booking/${bookingId}`, { headers: admin.headers })).json()) as { dayDetails: { heatTime: string; readyBy: string | null }[] };
  expect(stored.dayDetails[0]).toMatchObject({ heatTime: "", readyBy: null });
  await expectNoAxeViolations(page);
  await context.close();
});
