// Staffing a competition day: the desk at 1440 px opens Staffing from Manage Events, sets chairs and one
// stylist's hours; Edit Booking's Suggest times then gives the slot to her, inside her hours, although
// the request named another stylist (who shows as not working in the busy times). At 390 px: the screen,
// the stylist's own read-only view and her "My time off" list.
import { expect, test } from "@playwright/test";
import { formatInTimeZone } from "date-fns-tz";
import { apiLogin, createUserWith, pageLogin } from "./support/auth";
import { bookOneDay, competitionHair, createCompetition, randomClientIp, receiptLink, uniqueSuffix } from "./support/booking";
import { expectNoAxeViolations, shots } from "./support/a11y";

const STUDIO_ZONE = process.env.STUDIO_TIMEZONE ?? "America/New_York";
const studioDay = (offset: number) => formatInTimeZone(new Date(Date.now() + offset * 86_400_000), STUDIO_ZONE, "yyyy-MM-dd");
const words = (day: string, pattern: string) => formatInTimeZone(new Date(`${day}T12:00:00Z`), "UTC", pattern);

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

test("the desk sets a day's staffing; Suggest times keeps to it; the stylist sees her hours and manages her time off", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request);
  const suffix = uniqueSuffix();
  const day = studioDay(27);
  const eventName = `Staffed Open ${suffix}`;
  const event = await createCompetition(request, admin, { eventName, city: "Chicago", state: "Illinois", eventStartDate: day, eventEndDate: day, showEvent: true });
  const alma = await createUserWith(request, admin, ["view_bookings"], { firstName: `Alma${suffix}`, lastName: "Reyes" });
  const bree = await createUserWith(request, admin, ["view_bookings", "view_admin_panel"], { firstName: `Bree${suffix}`, lastName: "Lang" });
  const hair = await competitionHair(request);
  const bookingId = await bookOneDay(
    request,
    { competition: event._id, day, service: hair._id },
    { firstName: "Rosa", lastName: `Staffed${suffix}`, email: `rosa-${suffix}@example.net`, phoneNumber: "555-010-3131", stylistPreference: `Alma${suffix} please` },
  );
  // First heat 11:00 AM Central → ready by 10:15 AM Central (45 minutes before).
  const token = (await receiptLink(bookingId)).split("/booking/")[1];
  const heats = await request.put(`/api/booking/link/${token}/heats`, { headers: { "x-forwarded-for": randomClientIp() }, data: { days: [{ date: day, heatTime: "11:00", heatNote: "" }] } });
  expect(heats.status(), await heats.text()).toBe(200);

  // The desk at 1440 px: Manage Events → Staffing of the competition.
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, "/admin/calendar_events");
  await page.getByRole("link", { name: `Staffing of ${eventName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/staffing/${event._id}$`));
  await expect(page.getByRole("heading", { name: `Staffing: ${eventName}` })).toBeVisible();
  const section = page.getByTestId(`staffing-day-${day}`);
  await section.getByLabel("Chairs at the venue").fill("3");
  await section.getByRole("button", { name: `Add a stylist to ${words(day, "EEEE")}` }).click();
  await section.locator(`#day-${day}-shift-0-user`).selectOption(bree.id);
  await section.locator(`#day-${day}-shift-0-start`).fill("07:00");
  await section.locator(`#day-${day}-shift-0-end`).fill("06:00");
  await page.getByRole("button", { name: "Save staffing" }).click();
  await expect(section.getByText("The end must be after the start")).toBeVisible();
  await section.locator(`#day-${day}-shift-0-end`).fill("09:30");
  await page.getByRole("button", { name: "Save staffing" }).click();
  await expect(page.getByText("Changes Saved")).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "staffing-desk");
  const stored = (await (await request.get(`/api/events/${event._id}/staffing`, { headers: admin.headers })).json()) as { days: { chairs: number | null; shifts: { userId: string; start: string; end: string }[] }[] };
  expect(stored.days[0]).toMatchObject({ chairs: 3, shifts: [{ userId: bree.id, start: "07:00", end: "09:30" }] });

  // Edit Booking: Suggest times gives the slot to Bree, ending at 9:30 AM (her end), not Alma at ready-by.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/calendar_bookings/edit/${bookingId}`);
  await expect(page.getByTestId(`busy-${day}-${alma.id}`)).toContainText("not working this day");
  await expect(page.getByTestId(`busy-${day}-${bree.id}`)).toContainText("works 7:00 AM – 9:30 AM");
  await page.getByRole("button", { name: `Suggest times for ${words(day, "EEEE, MMMM d")}` }).click();
  await expect(page.getByText("Suggested 1 of 1 slot — check them and Save.")).toBeVisible();
  await expect(page.locator("#slot-0-staff")).toHaveValue(bree.id);
  await expect(page.locator("#slot-0-start-time")).toHaveValue("08:45");
  await expect(page.locator("#slot-0-end-time")).toHaveValue("09:30");
  await expectNoAxeViolations(page);

  // The run sheet of the day links to the day's staffing.
  await page.goto(`/admin/calendar_show/run-sheet?date=${day}`);
  await page.getByRole("link", { name: new RegExp(`Staffing( of ${eventName})? for this day`) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/staffing/${event._id}#day-${day}$`));

  // The screen on a phone: no sideways scrolling, no axe violations.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/staffing/${event._id}`);
  await expect(page.getByTestId(`staffing-day-${day}`).locator(`#day-${day}-shift-0-end`)).toHaveValue("09:30");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // Bree on her phone: her own hours, read-only; then her time off.
  const stylist = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
  const phone = await stylist.newPage();
  await pageLogin(phone, `/admin/staffing/${event._id}`, bree);
  await expect(phone.getByTestId(`staffing-day-${day}`)).toContainText("You work 7:00 AM – 9:30 AM");
  await expect(phone.getByRole("button", { name: "Save staffing" })).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone);
  await shots(phone, "staffing-stylist");

  // Her start page, the run sheet, opens on her next working day and says so.
  await phone.goto("/admin/calendar_show/run-sheet");
  await expect(phone.getByTestId("run-sheet-start")).toContainText(`${words(day, "EEEE, MMMM d")} · ${eventName}`);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone);
  await shots(phone, "run-sheet-start-stylist");

  const offDay = studioDay(40);
  await phone.goto("/admin/time-off");
  await phone.getByLabel("Date").fill(offDay);
  await phone.getByLabel("Note (optional)").fill("Family wedding");
  await phone.getByRole("button", { name: "Add day off" }).click();
  const list = phone.getByTestId("time-off-list");
  await expect(list).toContainText(words(offDay, "EEEE, MMMM d, yyyy"));
  await expect(list).toContainText("Family wedding");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone);
  await shots(phone, "staffing-time-off");
  await phone.reload();
  await list.getByRole("button", { name: `Remove ${words(offDay, "EEEE, MMMM d, yyyy")}` }).click();
  await expect(list).not.toContainText("Family wedding");
  await phone.reload();
  await expect(phone.getByText("No days off.")).toBeVisible();
  await stylist.close();
});

test("the owner sets the services a stylist performs on Users at 1440 px, with the keyboard; the list keeps them; axe finds nothing", async ({ page, request }) => {
  const admin = await apiLogin(request);
  const suffix = uniqueSuffix();
  const cora = await createUserWith(request, admin, ["view_bookings"], { firstName: `Cora${suffix}`, lastName: "Makeup" });
  const hair = await competitionHair(request);
  const storedServices = async () => {
    const { users } = (await (await request.get("/api/auth/users", { headers: admin.headers })).json()) as { users: { _id: string; serviceIds: string[] }[] };
    return users.find((u) => u._id === cora.id)!.serviceIds;
  };
  expect(await storedServices()).toEqual([]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, "/admin/users");
  await page.getByRole("button", { name: `Edit Cora${suffix} Makeup` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  const performs = dialog.getByRole("group", { name: "Services she performs" });
  const hairBox = performs.getByRole("checkbox", { name: "Competition Hair", exact: true });
  await expect(hairBox).toBeChecked();
  const boxes = await performs.getByRole("checkbox").count();
  expect(boxes).toBeGreaterThan(1);
  // Every box ticked: every service. Untick Competition Hair with the keyboard.
  await hairBox.focus();
  await page.keyboard.press("Space");
  await expect(hairBox).not.toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const stored = await storedServices();
  expect(stored).toHaveLength(boxes - 1);
  expect(stored).not.toContain(hair._id);

  // Opened again: what she performs, Competition Hair unticked; at 375 px the boxes fit the dialog.
  await page.getByRole("button", { name: `Edit Cora${suffix} Makeup` }).click();
  await expect(performs.getByRole("checkbox", { name: "Competition Hair", exact: true })).not.toBeChecked();
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(performs).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await shots(page, "users-services-she-performs");

  // Staffing names what she does not perform beside her hours.
  const day = studioDay(29);
  const event = await createCompetition(request, admin, { eventName: `Makeup Open ${suffix}`, city: "Chicago", state: "Illinois", eventStartDate: day, eventEndDate: day, showEvent: true });
  const staffed = await request.put(`/api/events/${event._id}/staffing`, { headers: admin.headers, data: { night: null, days: [{ date: day, chairs: 2, shifts: [{ userId: cora.id, start: "06:00", end: "12:00", breaks: [] }] }] } });
  expect(staffed.status(), await staffed.text()).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/staffing/${event._id}`);
  await expect(page.getByRole("listitem", { name: `Cora${suffix} Makeup` })).toContainText("Does not perform Competition Hair");
  await expectNoAxeViolations(page);
});
