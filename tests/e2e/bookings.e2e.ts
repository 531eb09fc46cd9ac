import { demoEvents } from "../../prisma/seed-data";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { pageLogin } from "./support/auth";
import { query } from "./support/db";
import { pickStaff, uniqueSuffix as unique } from "./support/booking";
import { runAxe } from "./support/a11y";

interface EventDto {
  _id: string;
  eventName: string;
  eventStartDate: string;
  eventEndDate: string;
}
interface ServiceDto {
  _id: string;
  title: string;
  category: string;
}

async function catalogue(request: APIRequestContext) {
  // Seeded competitions only: another test may create and delete one of its own meanwhile.
  const seeded = new Set<string>(demoEvents.map((e) => e.eventName));
  const events = ((await (await request.get("/api/events/upcoming")).json()) as EventDto[]).filter((e) => seeded.has(e.eventName));
  const services = (await (await request.get("/api/servicesList")).json()) as ServiceDto[];
  const event = events.find((e) => e.eventStartDate !== e.eventEndDate) ?? events[0];
  const main = services.find((s) => s.category === "Women" && !s.title.includes("&"))!;
  const extra = services.find((s) => s.category === "Additional")!;
  return { event, main, extra };
}


function bookingBody(event: EventDto, main: ServiceDto, extra: ServiceDto, email: string) {
  return {
    competition: event._id,
    danceLevel: "amateur",
    selectedEventDays: [event.eventStartDate],
    dayDetails: [{ date: event.eventStartDate, services: main._id, danceStyle: ["latin", "exhibition"], additionalServices: [extra._id] }],
    isParentOrGuardian: false,
    parentFirstName: "",
    parentLastName: "",
    firstName: "Api",
    lastName: "Dancer",
    email,
    phoneNumber: "555-010-2030",
    stylistPreference: "",
    hairAtNight: "no",
    message: "",
    captchaToken: "dev-captcha-token",
  };
}

const countBookings = async (email: string) => Number((await query<{ n: string }>(`SELECT count(*) AS n FROM "Booking" WHERE email = $1`, [email]))[0].n);

test.describe("POST /api/booking/create", () => {
  test("every required field missing → 400 with field messages and nothing stored", async ({ request }) => {
    const { event, main, extra } = await catalogue(request);
    const email = `missing-${unique()}@example.net`;
    const full = bookingBody(event, main, extra, email);
    for (const field of ["competition", "danceLevel", "hairAtNight", "firstName", "lastName", "email", "phoneNumber", "captchaToken"] as const) {
      const body = { ...full, [field]: "" };
      const response = await request.post("/api/booking/create", { data: body, headers: { "x-forwarded-for": `10.50.0.${Math.floor(Math.random() * 250)}` } });
      expect(response.status(), field).toBe(400);
      const json = await response.json();
      expect(json.fields, field).toHaveProperty(field);
    }
    const noCaptcha = await request.post("/api/booking/create", { data: { ...full, captchaToken: "" } });
    expect((await noCaptcha.json()).fields.captchaToken).toBe("Please complete the CAPTCHA.");
    const wrongCaptcha = await request.post("/api/booking/create", { data: { ...full, captchaToken: "forged-token" } });
    expect(wrongCaptcha.status()).toBe(400);
    expect(await countBookings(email)).toBe(0);
  });

  test("bad JSON, wrong content type and oversized bodies are refused without a 500", async ({ request }) => {
    expect((await request.post("/api/booking/create", { data: "{not json", headers: { "content-type": "application/json" } })).status()).toBe(400);
    expect((await request.post("/api/booking/create", { data: "a=b", headers: { "content-type": "text/csv" } })).status()).toBe(415);
    expect((await request.post("/api/booking/create", { data: JSON.stringify({ message: "x".repeat(200_000) }), headers: { "content-type": "application/json" } })).status()).toBe(413);
  });

  test("the same request sent 50 times in parallel with one Idempotency-Key → exactly one booking, receipt and studio notice queued", async ({ request }) => {
    const { event, main, extra } = await catalogue(request);
    const email = `idem-${unique()}@example.net`;
    const key = `key-${unique()}`;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request.post("/api/booking/create", { data: bookingBody(event, main, extra, email), headers: { "Idempotency-Key": key, "x-forwarded-for": `10.60.${i}.1` } }),
      ),
    );
    const statuses = responses.map((r) => r.status());
    expect(statuses.every((s) => s === 201), statuses.join(",")).toBe(true);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json())._id)));
    expect(ids.size).toBe(1);
    expect(await countBookings(email)).toBe(1);
    const emails = await query<{ kind: string; to: string }>(
      `SELECT kind, "to" FROM "EmailMessage" WHERE "idempotencyKey" LIKE ANY($1) ORDER BY kind`,
      [[`booking-receipt/${[...ids][0]}`, `booking-studio-notice/${[...ids][0]}`]],
    );
    expect(emails.map((e) => e.kind)).toEqual(["booking-receipt", "booking-studio-notice"]);
    expect(emails[0].to).toBe(email);
  });

  test("anything only staff may set is ignored", async ({ request }) => {
    const { event, main, extra } = await catalogue(request);
    const email = `sneaky-${unique()}@example.net`;
    const body = { ...bookingBody(event, main, extra, email), additionalNotes: "VIP", isAssigned: true, dayDetails: [{ ...bookingBody(event, main, extra, email).dayDetails[0], schedules: [{ service: "x", assignedUser: { _id: "u" } }] }] };
    const response = await request.post("/api/booking/create", { data: body });
    expect(response.status()).toBe(201);
    const rows = await query<{ additionalNotes: string; isAssigned: boolean; schedules: string }>(
      `SELECT b."additionalNotes", b."isAssigned", (SELECT count(*) FROM "Schedule" s WHERE s."bookingId" = b.id) AS schedules FROM "Booking" b WHERE email = $1`,
      [email],
    );
    expect(rows).toEqual([{ additionalNotes: "", isAssigned: false, schedules: "0" }]);
  });
});

/**
 * The competition the form offers (not just any upcoming event: other tests create events that end
 * today or are hidden, which the form rightly leaves out), preferring one with several days.
 */
async function chooseOfferedCompetition(page: Page, request: APIRequestContext): Promise<EventDto> {
  const select = page.getByLabel("Competition *");
  const offered = await select.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  const events = ((await (await request.get("/api/events/upcoming")).json()) as EventDto[]).filter((e) => offered.includes(e._id));
  expect(events.length, "the form offers no upcoming competition").toBeGreaterThan(0);
  const event = events.find((e) => e.eventStartDate !== e.eventEndDate) ?? events[0];
  await select.selectOption(event._id);
  return event;
}

test.describe("the booking form", () => {
  test("lists the event's days, shows the schema's messages, keeps values on failure, thanks and resets", async ({ page, request }) => {
    const { main } = await catalogue(request);
    await page.goto("/bookanappointment");
    await expect(page.getByText("24 to 48 hours").first()).toBeVisible();
    const submit = page.getByRole("button", { name: "Request Appointment" });
    await expect(submit).toBeDisabled();
    const event = await chooseOfferedCompetition(page, request);

    const days = page.getByLabel("Appointment days *");
    await expect(days).toHaveAttribute("size", "7");
    const optionValues = await days.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(optionValues[0]).toBe(event.eventStartDate);
    expect(optionValues[optionValues.length - 1]).toBe(event.eventEndDate);
    await days.selectOption(optionValues.slice(0, 2));

    await page.getByLabel(/development captcha/i).check();
    await expect(submit).toBeEnabled();
    await page.getByLabel("I am the parent or guardian of the competitor").check();
    await submit.click();
    const alert = page.locator("#booking-errors");
    await expect(alert).toContainText("Please enter both Parent First Name and Parent Last Name.");
    await expect(alert).toContainText("Please select a service for day 1.");
    await expect(alert).toContainText("Please select at least one dance style for day 1.");
    await expect(alert).toContainText("Please select a service for day 2.");
    await expect(alert).toContainText("Please select at least one dance style for day 2.");

    await page.getByLabel("Parent First Name *").fill("Laura");
    await page.getByLabel("Parent Last Name *").fill("Ramirez");
    await page.getByLabel("Dance level *").selectOption("junior");
    const day1 = page.getByRole("group", { name: /^Day 1/ });
    const day2 = page.getByRole("group", { name: /^Day 2/ });
    await day1.getByLabel("Service *").selectOption(main._id);
    await day1.getByLabel("Latin").check();
    await day2.getByLabel("Service *").selectOption(main._id);
    await day2.getByLabel("Exhibition / Theater Arts").check();
    // Ticked "parent or guardian": the contact fields say they are the parent's, the names the dancer's.
    await expect(page.getByLabel("Email *", { exact: true })).toHaveCount(0);
    await page.getByLabel("Dancer's First Name *", { exact: true }).fill("Emma");
    await page.getByLabel("Dancer's Last Name *", { exact: true }).fill("Ramirez");
    await page.getByLabel("Your email (parent/guardian) *").fill(`  form-${unique()}@example.net  `);
    await page.getByLabel("Your phone (parent/guardian) *").fill(" 555-010-7788 ");
    await page.getByLabel("Yes").check();

    await page.route("**/api/booking/create", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom" }) }));
    await submit.click();
    await expect(page.getByText("Failed to send booking request. Please try again.")).toBeVisible();
    await expect(page.getByLabel("Dancer's First Name *", { exact: true })).toHaveValue("Emma");
    await expect(page.getByLabel("Parent Last Name *")).toHaveValue("Ramirez");
    await page.unroute("**/api/booking/create");

    await page.getByLabel(/development captcha/i).check();
    await submit.click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    expect((await runAxe(page)).violations).toEqual([]);
    await page.getByRole("button", { name: "Book Another Appointment" }).click();
    await expect(page.getByLabel("First Name *", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Competition *")).toHaveValue("");
  });

  test("a Book it link preselects the service for the first day; axe finds nothing", async ({ page, request }) => {
    const { main } = await catalogue(request);
    await page.goto(`/bookanappointment?service=${main._id}`);
    const event = await chooseOfferedCompetition(page, request);
    await page.getByLabel("Appointment days *").selectOption([event.eventStartDate]);
    await expect(page.getByRole("group", { name: /^Day 1/ }).getByLabel("Service *")).toHaveValue(main._id);
    expect((await runAxe(page)).violations).toEqual([]);
  });
});

test("visitor books → Unassigned → staff assigns every slot → Assigned → Send Booking Email → 'Email Sent'", async ({ page, request, browser }) => {
  const { event, main, extra } = await catalogue(request);
  const email = `flow-${unique()}@example.net`;
  const lastName = `Flow${unique()}`;
  const created = await request.post("/api/booking/create", { data: { ...bookingBody(event, main, extra, email), lastName } });
  expect(created.status()).toBe(201);
  const { _id } = await created.json();

  await pageLogin(page, "/admin/calendar_bookings");
  const unassigned = page.getByRole("region", { name: /Unassigned Bookings/ });
  await expect(unassigned.getByRole("row", { name: new RegExp(lastName) })).toContainText("0 of 1 scheduled");
  expect((await runAxe(page)).violations).toEqual([]);
  await unassigned.getByRole("link", { name: `Manage booking of Api ${lastName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/calendar_bookings/edit/${_id}$`));
  await expect(page.getByRole("heading", { name: "Edit Booking" })).toBeVisible();
  expect((await runAxe(page)).violations).toEqual([]);

  await page.getByRole("button", { name: "Send Booking Email" }).click();
  await expect(page.getByText("Email Not Sent. Please assign a user and/or date(s) and time(s)")).toBeVisible();

  const slot = page.getByRole("group", { name: new RegExp(main.title) });
  await pickStaff(slot.getByLabel("Staff"), "Aiko Tanaka");
  await slot.getByLabel("Start date").fill(event.eventStartDate);
  await slot.getByLabel("Start time").fill("06:15");
  await slot.getByLabel("End date").fill(event.eventStartDate);
  await slot.getByLabel("End time").fill("06:55");
  const updatedAlerts: string[] = [];
  page.once("dialog", (dialog) => {
    updatedAlerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => updatedAlerts).toEqual(["Booking updated successfully"]);
  await expect(page).toHaveURL(/\/admin\/calendar_bookings$/);
  const assigned = page.getByRole("region", { name: /Assigned Bookings/ }).last();
  await expect(assigned.getByRole("row", { name: new RegExp(lastName) })).toContainText("1 of 1 scheduled");

  await assigned.getByRole("link", { name: `Manage booking of Api ${lastName}` }).click();
  await expect(page.getByRole("group", { name: new RegExp(main.title) }).getByLabel("Start time")).toHaveValue("06:15");
  await page.getByRole("button", { name: "Send Booking Email" }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText("Are you sure you want to send an email to the customer?");
  await confirm.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Email Sent", { exact: true })).toBeVisible();
  const rows = await query<{ attachments: { filename: string }[] }>(`SELECT attachments FROM "EmailMessage" WHERE kind = 'booking-confirmation' AND "to" = $1`, [email]);
  expect(rows).toHaveLength(1);
  expect(rows[0].attachments[0].filename).toBe("appointments.ics");
  void browser;
});

test("deleting a booking asks first and removes it from the lists", async ({ page, request }) => {
  const { event, main, extra } = await catalogue(request);
  const lastName = `Delete${unique()}`;
  const created = await request.post("/api/booking/create", { data: { ...bookingBody(event, main, extra, `del-${unique()}@example.net`), lastName } });
  const { _id } = await created.json();
  await pageLogin(page, `/admin/calendar_bookings/edit/${_id}`);
  await page.getByRole("button", { name: "Delete Booking" }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText("Are you sure you want to delete this booking?");
  const deletedAlerts: string[] = [];
  page.once("dialog", (dialog) => {
    deletedAlerts.push(dialog.message());
    void dialog.accept();
  });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect.poll(() => deletedAlerts).toEqual(["Booking deleted successfully"]);
  await expect(page).toHaveURL(/\/admin\/calendar_bookings$/);
  await expect(page.getByRole("row", { name: new RegExp(lastName) })).toHaveCount(0);
  const admin = await page.request.get(`/api/booking/${_id}`);
  expect(admin.status()).toBe(404);
});
