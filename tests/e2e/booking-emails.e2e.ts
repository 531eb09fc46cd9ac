// A parent books for a dancer; staff schedule and confirm (reminders planned:
// Edit Booking lists them with their due time, the Inbox shows it); the dancer gives a heat time (the
// studio's heat-times email waits 10 minutes to batch changes); the customer cancels 12 s later → the
// pending heat-times email and the reminders are never sent and the Inbox says "Not sent — booking
// cancelled", while the cancellation's own two emails go out.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { format } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import { apiLogin, createUserWith, pageLogin } from "./support/auth";
import { bookOneDay, competitionHair, createCompetition, randomClientIp, uniqueSuffix } from "./support/booking";
import { expectNoAxeViolations, shots } from "./support/a11y";
import { outboxFiles } from "./support/outbox";

const STUDIO_ZONE = process.env.STUDIO_TIMEZONE ?? "America/New_York";

test.use({ viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

const studioDay = (offset: number) => formatInTimeZone(new Date(Date.now() + offset * 86_400_000), STUDIO_ZONE, "yyyy-MM-dd");
const outboxFile = (key: string) => path.join(process.env.EMAIL_OUTBOX_DIR!, `${key.replace(/[^a-zA-Z0-9_-]+/g, "_")}.json`);

interface InboxEmail {
  _id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  lastError: string | null;
  nextAttemptAt: string | null;
}

test("cancel → the pending heat-times email and reminders are not sent, the Inbox says so; Edit Booking listed the planned reminders", async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request);
  const suffix = uniqueSuffix();
  const day = studioDay(20);
  const event = await createCompetition(request, admin, { eventName: `Mail Open ${suffix}`, city: "Boston", state: "Massachusetts", eventStartDate: day, eventEndDate: day });
  const stylist = await createUserWith(request, admin, ["view_bookings"], { firstName: `Cora${suffix}`, lastName: "Lind" });
  const hair = await competitionHair(request);
  const lastName = `Mail${suffix}`;
  const customerEmail = `laura-${suffix}@example.net`;
  const bookingId = await bookOneDay(
    request,
    { competition: event._id, day, service: hair._id },
    { danceLevel: "junior", isParentOrGuardian: true, parentFirstName: "Laura", parentLastName: lastName, firstName: "Emma", lastName, email: customerEmail, phoneNumber: "555-010-4040" },
  );

  // The receipt greets the parent who wrote (item 11) and carries the private link.
  let receipt = { text: "" };
  await expect.poll(async () => (receipt = JSON.parse(await readFile(outboxFile(`booking-receipt/${bookingId}`), "utf8").catch(() => '{"text":""}'))).text, { timeout: 20_000 }).not.toBe("");
  expect(receipt.text.startsWith("Dear Laura,")).toBe(true);
  const link = /(https?:\/\/[^\s"]+\/booking\/[A-Za-z0-9_-]{43})\b/.exec(receipt.text)![1];
  // The studio's notice links to the booking in the admin area (item 12).
  // Written after the receipt by the same delivery: waited for like it (CI read it a moment too early once).
  let notice = { text: "" };
  await expect.poll(async () => (notice = JSON.parse(await readFile(outboxFile(`booking-studio-notice/${bookingId}`), "utf8").catch(() => '{"text":""}'))).text, { timeout: 20_000 }).not.toBe("");
  expect(notice.text).toMatch(new RegExp(`Open the booking: https?://[^\\s]+/admin/calendar_bookings/edit/${bookingId}\\b`));

  // Staff schedule the slot and send the confirmation: the day's reminder is planned.
  const booking = await (await request.get(`/api/booking/${bookingId}`, { headers: admin.headers })).json();
  const updated = await request.put(`/api/booking/update/${bookingId}`, {
    headers: admin.headers,
    data: { ...booking, dayDetails: [{ ...booking.dayDetails[0], schedules: [{ service: hair.title, assignedUser: { _id: stylist.id }, startDate: day, startTime: "08:15", endDate: day, endTime: "09:00" }] }] },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  expect(await (await request.post(`/api/send-email/booking/${bookingId}`, { headers: admin.headers })).json()).toEqual({ sent: true });

  // The dancer gives a heat time on the private page's API that leaves her slot in time (ready by 10:15 for an
  // 11:00 heat, the slot ends 9:00): the studio's email is queued 10 minutes out, batching further changes.
  const heats = await request.put(`${link.replace(/^https?:\/\/[^/]+/, "")}`.replace("/booking/", "/api/booking/link/") + "/heats", {
    headers: { "x-forwarded-for": randomClientIp() },
    data: { days: [{ date: day, heatTime: "11:00", heatNote: "" }] },
  });
  expect(heats.status(), await heats.text()).toBe(200);

  // Edit Booking lists the planned reminder with its due time: the day before, at the reminder time (studio zone).
  const settings = (await (await request.get("/api/booking/reminder-settings", { headers: admin.headers })).json()) as { sendReminders: boolean; reminderTime: string };
  expect(settings.sendReminders).toBe(true);
  const dayBefore = studioDay(19);
  const [y, m, d] = dayBefore.split("-").map(Number);
  const [hh, mm] = settings.reminderTime.split(":").map(Number);
  const dueLabel = `${format(new Date(y, m - 1, d), "EEE, MMM d")}, ${format(new Date(y, m - 1, d, hh, mm), "h:mm a")}`;
  await pageLogin(page, `/admin/calendar_bookings/edit/${bookingId}`);
  const reminders = page.getByRole("region", { name: "Reminders" });
  // Loaded in the browser after hydration (slow on a busy machine).
  await expect(reminders.getByRole("listitem")).toHaveCount(1, { timeout: 30_000 });
  await expect(reminders).toContainText(`Planned — due ${dueLabel}`);
  await expectNoAxeViolations(page);
  await shots(page, "edit-booking-reminders");

  const emailsOfBooking = async () => {
    const { emails } = (await (await request.get("/api/inbox/emails?limit=200", { headers: admin.headers })).json()) as { emails: InboxEmail[] };
    return emails.filter((e) => e.subject.includes(lastName) || e.to === customerEmail);
  };
  const heatEmail = (await emailsOfBooking()).find((e) => e.kind === "booking-heat-times-studio")!;
  expect(heatEmail).toMatchObject({ status: "pending" });
  expect(new Date(heatEmail.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);

  // The Inbox shows the planned emails' due times.
  await page.goto("/admin/inbox");
  const heatRow = page.getByRole("row", { name: new RegExp(`Heat times from Emma ${lastName}`) });
  await expect(heatRow).toContainText("pending");
  await expect(heatRow).toContainText("Due ");

  // The customer cancels.
  await page.goto(link);
  await page.getByRole("button", { name: "Cancel this booking" }).click();
  await page.getByRole("dialog", { name: "Cancel this booking?" }).getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");

  // The cancellation's own emails go out; the heat-times email and the reminder are dropped, never sent.
  await expect
    .poll(async () => (await emailsOfBooking()).filter((e) => e.kind.startsWith("booking-cancelled")).map((e) => `${e.kind}:${e.status}`).sort(), { timeout: 30_000 })
    .toEqual(["booking-cancelled-studio-notice:sent", "booking-cancelled:sent"]);
  const after = await emailsOfBooking();
  const heatAfter = after.find((e) => e._id === heatEmail._id)!;
  expect(heatAfter).toMatchObject({ status: "dropped", lastError: "Not sent — booking cancelled", nextAttemptAt: null });
  const dir = process.env.EMAIL_OUTBOX_DIR!;
  // Nothing of theirs in the outbox, not even a copy still being written (so the whole listing, not outboxFiles()).
  expect((await readdir(dir)).filter((f) => f.includes(bookingId) && (f.startsWith("booking-heat-times-studio") || f.startsWith("booking-reminder")))).toEqual([]);
  const cancelNotice = (await outboxFiles()).find((f) => f.startsWith(`booking-cancelled-studio-notice_${bookingId}`))!;
  expect(JSON.parse(await readFile(path.join(dir, cancelNotice), "utf8")).text).toContain(`Slots freed for: Cora${suffix} Lind.`);

  await pageLogin(page, "/admin/inbox");
  const droppedRow = page.getByRole("row", { name: new RegExp(`Heat times from Emma ${lastName}`) });
  await expect(droppedRow).toContainText("not sent");
  await expect(droppedRow).toContainText("Not sent — booking cancelled");
  await expect(droppedRow.getByRole("button", { name: /Retry/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shots(page, "inbox-not-sent-cancelled");

  await page.goto(`/admin/calendar_bookings/edit/${bookingId}`);
  await expect(page.getByRole("region", { name: "Reminders" })).toContainText("Not sent — booking cancelled");
});
