// The customer's private booking page on a phone (390 px): the link from the receipt file in the
// outbox, Received → staff confirm → Confirmed with times → the .ics download → cancel → staff
// see it under Cancelled. The first upcoming seeded competition is Winter Star Ball in Chicago, seeded in
// Central: its times are entered and shown in Central, named. Expected instants come from the
// zone's offset read from Intl, not from the app's own conversion.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiLogin, pageLogin } from "./support/auth";
import { bookingCatalogue, bookingRequestBody, uniqueSuffix as unique } from "./support/booking";
import { query } from "./support/db";
import { parseIcs } from "@/tests/support/ics";
import { expectNoAxeViolations, reviewShot, shots } from "./support/a11y";

const ZONE = "America/Chicago";
const randomIp = () => `10.${60 + Math.floor(Math.random() * 30)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

async function createBooking(request: APIRequestContext, lastName: string) {
  const { event, main, extra } = await bookingCatalogue(request);
  const body = bookingRequestBody(
    { event, main },
    {
      dayDetails: [{ date: event.eventStartDate, services: main._id, danceStyle: ["latin", "standard"], additionalServices: [extra._id] }],
      firstName: "Lena",
      lastName,
      email: `lena-${unique()}@example.net`,
      phoneNumber: "555-010-2040",
    },
  );
  const response = await request.post("/api/booking/create", { headers: { "x-forwarded-for": randomIp() }, data: body });
  expect(response.status(), await response.text()).toBe(201);
  const { _id } = (await response.json()) as { _id: string };
  return { id: _id, event, main, extra };
}

/** The receipt as the local outbox wrote it (file name from the idempotency key), once delivered. */
async function receiptLink(bookingId: string): Promise<string> {
  const file = path.join(process.env.EMAIL_OUTBOX_DIR!, `booking-receipt_${bookingId}.json`);
  let text = "";
  await expect.poll(async () => (text = await readFile(file, "utf8").catch(() => "")), { timeout: 20_000 }).not.toBe("");
  const email = JSON.parse(text) as { text: string; html: string };
  expect(email.text).toContain("View or cancel your request");
  const match = /(https?:\/\/[^\s"]+\/booking\/[A-Za-z0-9_-]{43})\b/.exec(email.text);
  expect(match).not.toBeNull();
  expect(email.html).toContain(match![1]);
  return match![1];
}

/** "2026-03-08" 09:00 in Chicago as an iCalendar UTC stamp, from Intl's offset for that day. */
function utcStamp(date: string, hhmm: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, timeZoneName: "shortOffset" }).formatToParts(noon).find((p) => p.type === "timeZoneName")!.value; // "GMT-5"
  const hours = Number(offset.replace("GMT", "") || "0");
  const [h, m] = hhmm.split(":").map(Number);
  const instant = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), h - hours, m));
  return instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

test("a customer follows the receipt link: Received → Confirmed with times and an .ics → cancels; staff see it under Cancelled", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const lastName = `Private${unique()}`;
  const { id, event, main, extra } = await createBooking(request, lastName);
  const link = await receiptLink(id);
  const token = link.split("/booking/")[1];

  // Received, private and unindexed.
  const first = await page.goto(link);
  expect(first!.status()).toBe(200);
  expect(first!.headers()["cache-control"]).toMatch(/private/);
  expect(first!.headers()["cache-control"]).toMatch(/no-store/);
  expect(first!.headers()["x-robots-tag"]).toMatch(/noindex/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1, name: event.eventName })).toBeVisible();
  await expect(page.getByTestId("booking-status")).toHaveText("Received");
  // The page names what the customer holds: a request, until it is confirmed.
  await expect(page.getByTestId("private-page-heading")).toHaveText("Your booking request");
  await expect(page).toHaveTitle(/^Your booking\b/);
  await expect(page.getByText(main.title).first()).toBeVisible();
  await expect(page.getByText("Latin, Standard")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
  await expect(page.locator("main").getByRole("link", { name: "(555) 010-2026" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "booking-private-received");

  // Staff schedule the slot and send the confirmation.
  const admin = await apiLogin(request);
  const { users } = (await (await request.get("/api/auth/users", { headers: admin.headers })).json()) as { users: { _id: string; firstName: string; lastName: string }[] };
  const aiko = users.find((u) => u.firstName === "Aiko")!;
  const booking = await (await request.get(`/api/booking/${id}`, { headers: admin.headers })).json();
  const day = event.eventStartDate;
  // The seeded Chicago competition is in Central, not the studio's Eastern.
  expect(booking.competition.city).toBe("Chicago");
  expect(booking.competition.timeZone).toBe(ZONE);
  const updated = await request.put(`/api/booking/update/${id}`, {
    headers: admin.headers,
    data: { ...booking, dayDetails: [{ ...booking.dayDetails[0], schedules: [{ service: main.title, assignedUser: { _id: aiko._id }, startDate: day, startTime: "07:15", endDate: day, endTime: "08:00" }] }] },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  const sent = await request.post(`/api/send-email/booking/${id}`, { headers: admin.headers });
  expect(await sent.json()).toEqual({ sent: true });

  await page.reload();
  await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(page.getByTestId("private-page-heading")).toHaveText("Your appointments");
  await expect(page.locator("main")).not.toContainText("Your booking request");
  const appointments = page.getByRole("region", { name: "Your appointments" });
  // Entered as 07:15 in the competition's zone; shown in it, named, on a page that says which zone.
  await expect(appointments).toContainText("7:15 AM – 8:00 AM Central");
  await expect(appointments).toContainText("Times are Central time (Chicago).");
  // Every service of the slot, the day's additional one included; the estimate and what is paid beside the request.
  await expect(appointments).toContainText(`${main.title} + ${extra.title} with Aiko`);
  await expect(page.getByTestId("customer-money")).toContainText(/Estimate\$\d+.*Paid\s*Nothing yet.*Balance at the chair\$\d+/);
  await expect(appointments).not.toContainText("Tanaka");
  await expectNoAxeViolations(page);
  await shots(page, "booking-private-confirmed");

  // "Add to calendar": the confirmation invite's UIDs and SEQUENCEs, times in UTC.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("appointments.ics");
  const ics = parseIcs(await readFile((await download.path())!, "utf8"));
  expect(ics.method).toBe("PUBLISH");
  expect(ics.events).toHaveLength(1);
  const [confirmation] = await query<{ attachments: { content: string }[] }>(`SELECT attachments FROM "EmailMessage" WHERE kind = 'booking-confirmation' AND "idempotencyKey" LIKE $1`, [`booking-confirmation/${id}/%`]);
  const invite = parseIcs(Buffer.from(confirmation.attachments[0].content, "base64").toString("utf8"));
  expect(ics.events[0].UID).toBe(invite.events[0].UID);
  expect(ics.events[0].SEQUENCE).toBe(invite.events[0].SEQUENCE);
  expect(ics.events[0].DTSTART).toBe(utcStamp(day, "07:15"));
  expect(ics.events[0].DTEND).toBe(utcStamp(day, "08:00"));
  expect(ics.events[0].SUMMARY).toContain(`${main.title} + ${extra.title}`);

  // Cancel, with a reason.
  await page.getByRole("button", { name: "Cancel this booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Reason (optional)").fill("Partner has the flu");
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(page.getByRole("button", { name: "Cancel this booking" })).toHaveCount(0);
  await expect(page.getByTestId("private-page-heading")).toHaveText("Cancelled booking");
  // One message about booking again: the form, not "call or text the studio" beside it.
  await expect(page.getByRole("region", { name: "Status: Cancelled" })).toHaveText(/This booking is cancelled and its appointments were released\./);
  await expect(page.locator("main")).not.toContainText(/call or text the studio (if you would like )?to book again/i);
  await expect(page.getByRole("region", { name: "Would you like to book again?" }).getByRole("link", { name: "Book again" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "booking-private-cancelled");

  const [cancellation] = await query<{ attachments: { content: string }[] }>(`SELECT attachments FROM "EmailMessage" WHERE kind = 'booking-cancelled' AND "idempotencyKey" LIKE $1`, [`booking-cancelled/${id}/%`]);
  const cancelIcs = parseIcs(Buffer.from(cancellation.attachments[0].content, "base64").toString("utf8"));
  expect(cancelIcs.method).toBe("CANCEL");
  expect(cancelIcs.events[0].UID).toBe(invite.events[0].UID);
  expect(Number(cancelIcs.events[0].SEQUENCE)).toBeGreaterThan(Number(invite.events[0].SEQUENCE));
  const notices = await query<{ text: string }>(`SELECT text FROM "EmailMessage" WHERE kind = 'booking-cancelled-studio-notice' AND "idempotencyKey" LIKE $1`, [`booking-cancelled-studio-notice/${id}/%`]);
  expect(notices).toHaveLength(1);
  expect(notices[0].text).toContain("Reason: Partner has the flu");
  // The calendar download is refused once cancelled; the link still shows the page.
  expect((await request.get(`/api/booking/link/${token}/calendar`, { headers: { "x-forwarded-for": randomIp() } })).status()).toBe(409);

  // Staff: under Cancelled with the reason; Edit Booking read-only with Restore.
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: test.info().project.use.baseURL });
  const staff = await staffContext.newPage();
  await pageLogin(staff, "/admin/calendar_bookings");
  await staff.getByRole("button", { name: /Cancelled Bookings/ }).click();
  const cancelledGroup = staff.getByRole("region", { name: /Cancelled Bookings/ });
  const row = cancelledGroup.getByRole("row", { name: new RegExp(lastName) });
  await expect(row).toContainText("Partner has the flu");
  await expect(row.getByRole("link", { name: `Manage booking of Lena ${lastName}` })).toHaveAttribute("href", `/admin/calendar_bookings/edit/${id}`);
  await expect(staff.getByRole("region", { name: /Assigned Bookings/ }).last().getByRole("row", { name: new RegExp(lastName) })).toHaveCount(0);
  await expectNoAxeViolations(staff);
  await reviewShot(staff, `admin-manage-bookings-1440.png`);
  // Customer reminders: a studio setting, under Settings (linked from Manage Bookings).
  await expect(staff.getByRole("form", { name: "Customer reminders" })).toHaveCount(0);
  await staff.getByRole("link", { name: "Deposit and reminder settings" }).click();
  const reminders = staff.getByRole("form", { name: "Customer reminders" });
  await expect(reminders.getByLabel("Send reminders")).toBeChecked();
  await expect(reminders.getByLabel("Reminder time")).toHaveValue("18:00");
  await reminders.getByLabel("Reminder time").fill("19:30");
  await reminders.getByRole("button", { name: "Save" }).click();
  await expect(reminders.getByText("Changes Saved")).toBeVisible();
  expect(await (await request.get("/api/booking/reminder-settings", { headers: admin.headers })).json()).toEqual({ sendReminders: true, reminderTime: "19:30", reminderChannels: "both" });
  const restored = await request.put("/api/booking/reminder-settings", { headers: admin.headers, data: { sendReminders: true, reminderTime: "18:00" } });
  expect(restored.status()).toBe(200);
  expect((await request.put("/api/booking/reminder-settings", { headers: admin.headers, data: { sendReminders: true, reminderTime: "25:00" } })).status()).toBe(400);
  await expectNoAxeViolations(staff);
  await staff.goto(`/admin/calendar_bookings/edit/${id}`);
  await expect(staff.getByRole("region", { name: "Cancelled", exact: true })).toContainText("Partner has the flu");
  await expect(staff.getByLabel("Start time", { exact: true })).toBeDisabled();
  await expect(staff.getByLabel("Additional notes")).toBeDisabled();
  await expect(staff.getByRole("button", { name: "Save", exact: true })).toBeHidden();
  await expect(staff.getByRole("button", { name: "Restore" })).toBeVisible();
  await expectNoAxeViolations(staff);
  await reviewShot(staff, `admin-booking-cancelled-1440.png`);
  await staffContext.close();
});

test("unknown, malformed, revoked and expired links all answer the same 404 page, which promises no validity; the API answers the same 404", async ({ page, request }) => {
  const { id } = await createBooking(request, `Expired${unique()}`);
  const link = await receiptLink(id);
  const token = link.split("/booking/")[1];
  await query(`UPDATE "BookingAccessLink" SET "expiresAt" = now() - interval '1 second' WHERE "bookingId" = $1`, [id]);
  const revokedBooking = await createBooking(request, `Revoked${unique()}`);
  const revoked = (await receiptLink(revokedBooking.id)).split("/booking/")[1];
  await query(`UPDATE "BookingAccessLink" SET "revokedAt" = now() WHERE "bookingId" = $1`, [revokedBooking.id]);

  const bodies: string[] = [];
  for (const bad of [token, revoked, "A".repeat(43), "not-a-token", "abc%20def"]) {
    const response = await page.goto(`/booking/${bad}`);
    expect(response!.status(), bad).toBe(404);
    expect(response!.headers()["cache-control"], bad).toMatch(/no-store/);
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "(555) 010-2026" })).toBeVisible();
    // A mistyped or revoked link never worked or no longer does: no "works until …" promise.
    await expect(page.locator("main")).not.toContainText(/30 days|work(s)? until/i);
    bodies.push((await page.locator("main").innerText()).trim());
    // Next sends this 404 as an empty document that React fills in: the held local faces still give way to
    // the web fonts (the release script in such a document never runs).
    await expect(page.locator("html"), bad).not.toHaveClass(/wf-hold/);
  }
  expect(bodies).toHaveLength(5);
  expect(new Set(bodies).size).toBe(1);
  await expectNoAxeViolations(page);
  await shots(page, "booking-private-expired");

  for (const bad of [token, "A".repeat(43)]) {
    const ip = randomIp();
    const calendar = await request.get(`/api/booking/link/${bad}/calendar`, { headers: { "x-forwarded-for": ip } });
    const cancel = await request.post(`/api/booking/link/${bad}/cancel`, { data: {}, headers: { "x-forwarded-for": ip } });
    expect([calendar.status(), cancel.status()]).toEqual([404, 404]);
    expect(await calendar.json()).toEqual({ error: "This link has expired or is not valid." });
    expect(await cancel.json()).toEqual({ error: "This link has expired or is not valid." });
  }
  const [row] = await query<{ cancelledAt: Date | null }>(`SELECT "cancelledAt" FROM "Booking" WHERE id = $1`, [id]);
  expect(row.cancelledAt).toBeNull();
});

test("the link endpoints are rate-limited per address (429 with Retry-After), other addresses unaffected", async ({ request }) => {
  const ip = randomIp();
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) statuses.push((await request.get(`/api/booking/link/${"B".repeat(43)}/calendar`, { headers: { "x-forwarded-for": ip } })).status());
  expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
  expect(statuses[30]).toBe(429);
  const limited = await request.post(`/api/booking/link/${"B".repeat(43)}/cancel`, { data: {}, headers: { "x-forwarded-for": ip } });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await request.get(`/api/booking/link/${"B".repeat(43)}/calendar`, { headers: { "x-forwarded-for": randomIp() } })).status()).toBe(404);
});
