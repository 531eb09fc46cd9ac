// Late for a heat, and the updated confirmation. A parent on a 390 px phone enters a heat time after
// the confirmation that leaves her slot ending after ready-by: the page says the studio will move it,
// the studio's "Late for heat" email is written to the outbox at once, and the admin home lists the
// booking under "What needs doing". Staff at 1440 px: Suggest times refuses set slots but "Re-plan set
// slots too" moves them; moving a start in Edit Booking moves its end by the service's length, and
// Save works; "Send updated confirmation" sends "Updated: your appointments — …" with the old time
// struck through, every service and the estimate.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { formatInTimeZone } from "date-fns-tz";
import { apiLogin, createUserWith, pageLogin } from "./support/auth";
import { bookOneDay, competitionHair, createCompetition, randomClientIp, receiptLink, uniqueSuffix } from "./support/booking";
import { expectNoAxeViolations, reviewShot } from "./support/a11y";
import { outboxFiles } from "./support/outbox";

const STUDIO_ZONE = process.env.STUDIO_TIMEZONE ?? "America/New_York";
const studioDay = (offset: number) => formatInTimeZone(new Date(Date.now() + offset * 86_400_000), STUDIO_ZONE, "yyyy-MM-dd");

interface OutboxEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** The outbox files of one kind for a booking (named from the idempotency key "kind/bookingId/…"). */
async function outboxEmails(kind: string, bookingId: string): Promise<OutboxEmail[]> {
  const dir = process.env.EMAIL_OUTBOX_DIR!;
  const names = (await outboxFiles()).filter((f) => f.startsWith(`${kind}_${bookingId}_`));
  return Promise.all(names.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as OutboxEmail));
}

async function emailWithSubject(kind: string, bookingId: string, subject: string): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect.poll(async () => (found = (await outboxEmails(kind, bookingId)).find((e) => e.subject === subject)) !== undefined, { timeout: 20_000 }).toBe(true);
  return found!;
}

async function saveEmailShots(page: Page, html: string, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(html);
    await reviewShot(page, `${name}-${width}.png`);
  }
}

test("a heat time that makes a slot late reaches the studio and the admin home; staff re-plan, move a start, and send the updated confirmation", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request);
  const suffix = uniqueSuffix();
  const day = studioDay(2);
  const dayLabel = formatInTimeZone(new Date(`${day}T12:00:00Z`), "UTC", "EEEE, MMMM d");
  const longDay = formatInTimeZone(new Date(`${day}T12:00:00Z`), "UTC", "EEEE, MMMM do, yyyy");
  const eventName = `Late Star Ball ${suffix}`;
  const event = await createCompetition(request, admin, { eventName, city: "Chicago", state: "Illinois", eventStartDate: day, eventEndDate: day });
  const stylist = await createUserWith(request, admin, ["view_bookings"], { firstName: `Dara${suffix}`, lastName: "Quinn" });
  const hair = await competitionHair(request);
  const lash = ((await (await request.get("/api/servicesList")).json()) as { _id: string; title: string }[]).find((s) => s.title === "Lash Upgrade")!;
  const name = `Rosa Late${suffix}`;
  const bookingId = await bookOneDay(
    request,
    { competition: event._id, day, service: hair._id },
    { firstName: "Rosa", lastName: `Late${suffix}`, email: `rosa-late-${suffix}@example.net`, phoneNumber: "555-010-5050", dayDetails: [{ date: day, services: hair._id, danceStyle: ["latin"], additionalServices: [lash._id] }] },
  );

  // Staff set 6:30–7:15 AM Central and confirm.
  const booking = await (await request.get(`/api/booking/${bookingId}`, { headers: admin.headers })).json();
  const scheduled = await request.put(`/api/booking/update/${bookingId}`, {
    headers: admin.headers,
    data: { ...booking, dayDetails: [{ ...booking.dayDetails[0], schedules: [{ service: hair.title, assignedUser: { _id: stylist.id }, startDate: day, startTime: "06:30", endDate: day, endTime: "07:15" }] }] },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  expect(await (await request.post(`/api/send-email/booking/${bookingId}`, { headers: admin.headers })).json()).toEqual({ sent: true });
  const first = await emailWithSubject("booking-confirmation", bookingId, `Your appointments are confirmed — ${eventName}`);
  expect(first.text).toContain("6:30 AM – 7:15 AM Central: Competition Hair + Lash Upgrade with Dara");

  // The parent, on her phone: first heat 7:10 AM Central → ready by 6:25 AM; the 7:15 AM end is late.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await receiptLink(bookingId));
  const heats = page.getByRole("region", { name: "Your heat times" });
  await heats.getByLabel(`My first heat on ${dayLabel}`).fill("07:10");
  await heats.getByRole("button", { name: "Save heat times" }).click();
  await expect(heats.getByRole("status")).toHaveText("Saved. The studio has been told that an appointment now ends after you need to be ready; they will move it and send you the new time.");
  await expect(page.getByTestId("customer-money")).toContainText("Estimate$105");
  await expectNoAxeViolations(page);

  // The studio's notice is in the outbox at once (no 10-minute batch), to the studio's address.
  const notice = await emailWithSubject("booking-heat-times-studio", bookingId, `Late for heat: ${name} — ${eventName}`);
  expect(notice.to).toBe(process.env.STUDIO_EMAIL ?? "studio@example.com");
  expect(notice.text).toContain(`${longDay}: Competition Hair with Dara${suffix} Quinn, 6:30 AM – 7:15 AM Central — ends after ready-by 6:25 AM Central`);

  // The admin home at 1440 px lists it under "What needs doing".
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
  const staff = await staffContext.newPage();
  await pageLogin(staff, "/admin/home");
  const item = staff.getByTestId("todo-late-for-heat");
  await expect(item).toContainText(/\d+ bookings? late for heat/);
  await expect(item).toContainText(`${name} (${eventName})`);
  await expectNoAxeViolations(staff);

  // Edit Booking: Suggest times leaves set slots alone; "Re-plan set slots too" ends the slot at ready-by.
  await staff.goto(`/admin/calendar_bookings/edit/${bookingId}`);
  await expect(staff.getByTestId("late-for-heat")).toBeVisible();
  await staff.getByRole("button", { name: `Suggest times for ${dayLabel}` }).click();
  await expect(staff.getByText('Every slot of this day is already set; nothing was changed. Use "Re-plan set slots too" to move them.')).toBeVisible();
  await staff.getByRole("button", { name: `Re-plan set slots too for ${dayLabel}` }).click();
  await expect(staff.getByText("Re-planned 1 of 1 slot — check them and Save.")).toBeVisible();
  // 55 minutes: Competition Hair's 45 and the Lash Upgrade's 10 (extras take time at the day's last slot).
  await expect(staff.locator("#slot-0-start-time")).toHaveValue("05:30");
  await expect(staff.locator("#slot-0-end-time")).toHaveValue("06:25");
  await expect(staff.locator("#slot-0-staff")).toHaveValue(stylist.id);
  await expect(staff.getByTestId("late-for-heat")).toHaveCount(0);
  await expectNoAxeViolations(staff);
  await staff.getByRole("button", { name: "Save", exact: true }).click();
  await expect(staff.getByText("Changes Saved. The customer's confirmation is now out of date.")).toBeVisible();

  // Moving the saved slot's start moves its end by the service's length and its extra (45 + 10 min); Save works.
  await staff.reload();
  await staff.locator("#slot-0-start-time").fill("05:20");
  await expect(staff.locator("#slot-0-end-time")).toHaveValue("06:15");
  await staff.getByRole("button", { name: "Save", exact: true }).click();
  await expect(staff.getByText("Changes Saved. The customer's confirmation is now out of date.")).toBeVisible();
  const saved = (await (await request.get(`/api/booking/${bookingId}`, { headers: admin.headers })).json()) as { lateForHeat: boolean; dayDetails: { schedules: { startTime: string; endTime: string }[] }[] };
  expect(saved.dayDetails[0].schedules[0]).toMatchObject({ startTime: "05:20", endTime: "06:15" });
  expect(saved.lateForHeat).toBe(false);

  // The updated confirmation: an update in its subject, the old time struck through beside the new one.
  await staff.getByRole("button", { name: "Send updated confirmation" }).click();
  await staff.getByRole("dialog").getByRole("button", { name: "Send" }).click();
  await expect(staff.getByText("Email Sent")).toBeVisible();
  const updated = await emailWithSubject("booking-confirmation", bookingId, `Updated: your appointments — ${eventName}`);
  expect(updated.html).toMatch(new RegExp(`${longDay}, <span style="text-decoration:line-through[^"]*"><del>6:30 AM – 7:15 AM Central</del></span> <strong>5:20 AM – 6:15 AM Central</strong>`));
  expect(updated.text).toContain(`Changed: ${longDay}, 5:20 AM – 6:15 AM Central: Competition Hair + Lash Upgrade with Dara${suffix} (was 6:30 AM – 7:15 AM Central)`);
  expect(updated.text).toContain("Estimate: $105");

  // The rendered email, for the reviewer (1440 and 390 px).
  await saveEmailShots(page, updated.html, "changes-updated-confirmation");
  await staffContext.close();
});
