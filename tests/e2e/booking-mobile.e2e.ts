// The booking request on a 390 px touch screen: a visitor's 2-day request from / to the
// thank-you card with every tap, selection and fill counted; the first refused submit; the schedule's
// links into the form; axe and screenshots (375 and 1440 px) of the empty, errors and submitted states.
import { mkdir } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { query } from "./support/db";
import { createCompetition, submitBooking, uniqueSuffix, type CatalogueEvent } from "./support/booking";
import { apiLogin, createUserWith } from "./support/auth";
import { expectNoAxeViolations, REVIEW_SHOTS, reviewShot } from "./support/a11y";

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots";
const PHONE = { width: 390, height: 664 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

interface PricedService {
  _id: string;
  title: string;
  price: number;
  category: string;
}

/** Full-page screenshots at 375 and 1440 px, then back to the phone. */
async function screenshots(page: Page, state: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of REVIEW_SHOTS ? [375, 1440] : []) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await reviewShot(page, `booking-${state}-${width}.png`);
  }
  await page.setViewportSize(PHONE);
}

/** A competition the form offers (other tests add events the form rightly leaves out) with at least two days. */
async function offeredMultiDayEvent(page: Page, request: APIRequestContext): Promise<CatalogueEvent> {
  const offered = await page
    .getByLabel("Competition *")
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  const events = ((await (await request.get("/api/events/upcoming")).json()) as CatalogueEvent[]).filter((e) => offered.includes(e._id) && e.eventStartDate !== e.eventEndDate);
  expect(events.length, "the form offers no multi-day competition").toBeGreaterThan(0);
  return events[0];
}

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The person's actions, counted: a tap, a choice in a select, or typing into a field is one interaction each. */
function counted(page: Page) {
  const done: string[] = [];
  return {
    done,
    tap: async (what: string, target: Locator) => {
      done.push(`tap ${what}`);
      await target.tap();
    },
    choose: async (what: string, target: Locator, value: string | string[]) => {
      done.push(`choose ${what}`);
      await target.selectOption(value);
    },
    type: async (what: string, target: Locator, value: string) => {
      done.push(`type ${what}`);
      await target.fill(value);
    },
    page,
  };
}

test("a 2-day request from / to the thank-you card on a 390 px touch screen, with every interaction counted", async ({ page, request }) => {
  const services = (await (await request.get("/api/servicesList")).json()) as PricedService[];
  const [serviceA, serviceB] = services.filter((s) => s.category === "Women");
  const extra = services.find((s) => s.category === "Additional")!;
  const aboutContent = JSON.parse(((await (await request.get("/api/content/page_about")).json()) as { content: string }).content) as Record<string, string>;
  const stylists = ["person1", "person2", "person3"].map((p) => aboutContent[`${p}Name`]).filter(Boolean);
  expect(stylists.length).toBeGreaterThan(0);

  const act = counted(page);
  await page.goto("/");
  await act.tap("Book an Appointment on the home page", page.getByRole("main").getByRole("link", { name: "Book an Appointment" }).first());
  await expect(page).toHaveURL(/\/bookanappointment$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book an Appointment" })).toBeVisible();

  // Empty state: the submit button says why it is disabled, and nothing breaks axe.
  const submit = page.getByRole("button", { name: "Request Appointment" });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription("Complete the CAPTCHA to send your request.");
  await expect(page.getByLabel("Stylist preference")).toHaveValue("");
  const stylistOptions = await page.getByLabel("Stylist preference").locator("option").allTextContents();
  expect(stylistOptions).toEqual(["No preference", ...stylists]);
  // Nothing pushes the page sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  await screenshots(page, "empty");

  const event = await offeredMultiDayEvent(page, request);
  const [day1, day2] = [event.eventStartDate, nextDay(event.eventStartDate)];
  const competition = page.getByLabel("Competition *");
  await act.choose("competition", competition, event._id);
  // The closed picker starts with the dates, so a narrow screen never cuts them off.
  const chosenText = await competition.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0].text);
  expect(chosenText.startsWith(new Date(`${event.eventStartDate}T12:00:00`).toLocaleString("en-US", { month: "short", day: "numeric" }))).toBe(true);

  const days = page.getByLabel("Appointment days *");
  await expect(days).toHaveAttribute("size", "7");
  await expect(days).toHaveAccessibleDescription(/Tap to choose one or more days\./);
  await act.choose("two days", days, [day1, day2]);
  const chips = page.getByRole("list", { name: "Chosen days" }).getByRole("button");
  await expect(chips).toHaveCount(2);
  for (const chip of await chips.all()) expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await act.choose("dance level", page.getByLabel("Dance level *"), "amateur");
  const first = page.getByRole("group", { name: /^Day 1/ });
  const second = page.getByRole("group", { name: /^Day 2/ });
  await act.choose("day 1 service", first.getByLabel("Service *"), serviceA._id);
  await act.tap("day 1 Latin", first.locator("label", { hasText: "Latin" }));
  await act.choose("day 2 service", second.getByLabel("Service *"), serviceB._id);
  await act.tap("day 2 Standard", second.locator("label", { hasText: "Standard" }));
  await act.tap("day 1 additional service", first.locator("label").filter({ hasText: extra.title.replace(/&amp;/g, "&") }));
  await expect(first.getByLabel("Latin")).toBeChecked();
  await expect(second.getByLabel("Standard")).toBeChecked();

  const email = `mobile-${uniqueSuffix()}@example.net`;
  await act.type("first name", page.getByLabel("First Name *", { exact: true }), "Mia");
  await act.type("last name", page.getByLabel("Last Name *", { exact: true }), `Touch ${uniqueSuffix()}`);
  await act.type("email", page.getByLabel("Email *"), email);
  await act.type("phone", page.getByLabel("Phone *"), "555-010-4455");
  await expect(page.getByRole("group", { name: "Hair at night? *" })).toHaveAccessibleDescription(/evening session/);
  await act.tap("hair at night: No", page.getByRole("group", { name: "Hair at night? *" }).locator("label", { hasText: "No" }));

  // Every control of the form and its label is a 44 px target (the captcha widget is the provider's).
  const small = await page.locator("form").evaluate((form) => {
    const tooSmall: string[] = [];
    for (const control of form.querySelectorAll<HTMLElement>("input, select, textarea, button, a")) {
      if (control.closest("#booking-captcha")) continue;
      const target = control.matches("input[type=checkbox], input[type=radio]") ? control.closest("label")! : control;
      const box = target.getBoundingClientRect();
      if (box.height < 44 || box.width < 44) tooSmall.push(`${control.outerHTML.slice(0, 80)} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return tooSmall;
  });
  expect(small).toEqual([]);

  // The review and the running estimate, worked out here from the price list.
  const review = page.getByRole("region", { name: "Your request" });
  await expect(review).toContainText(`Day 1`);
  await expect(review).toContainText(serviceA.title.replace(/&amp;/g, "&"));
  await expect(review).toContainText(serviceB.title.replace(/&amp;/g, "&"));
  const total = serviceA.price + serviceB.price + extra.price;
  await expect(review.getByTestId("booking-estimate")).toHaveText(`$${Number.isInteger(total) ? total : total.toFixed(2)}`);
  await expect(review).toContainText("final price confirmed by the studio");

  await act.tap("captcha", page.getByLabel(/development captcha/i));
  await expect(submit).toBeEnabled();
  await act.tap("Request Appointment", submit);

  const thanks = page.getByRole("status").filter({ hasText: "Thank you!" });
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport({ ratio: 0.9 });
  const stored = await query<{ stylistPreference: string; days: string }>(
    `SELECT b."stylistPreference", (SELECT count(*) FROM "BookingDay" d WHERE d."bookingId" = b.id) AS days FROM "Booking" b WHERE b.email = $1`,
    [email],
  );
  expect(stored).toEqual([{ stylistPreference: "", days: "2" }]);

  // 1 tap to reach the form + 13 answers the form requires for two days + the additional service + submit.
  console.log(`booking on a phone: ${act.done.length} interactions (target ≤ 15): ${act.done.join(", ")}`);
  expect(act.done.length).toBeLessThanOrEqual(16);

  await expectNoAxeViolations(page);
  await screenshots(page, "submitted");
});

test("the form offers both evening hair choices with their own labels where they apply, and the review says which (390 px, axe 0)", async ({ page, request }) => {
  // A competition whose evenings before are worked: a night window, and a stylist on its first day.
  const admin = await apiLogin(request);
  const day1 = new Date(Date.UTC(2029, 8, 1) + Math.floor(Math.random() * 200) * 86_400_000).toISOString().slice(0, 10);
  const day2 = nextDay(day1);
  const event = await createCompetition(request, admin, { eventName: `Evening Ball ${uniqueSuffix()}`, city: "Chicago", state: "Illinois", eventStartDate: day1, eventEndDate: day2, showEvent: true });
  const stylist = await createUserWith(request, admin, ["view_bookings"]);
  const staffing = await request.put(`/api/events/${event._id}/staffing`, { headers: admin.headers, data: { night: { start: "18:00", end: "22:00" }, days: [{ date: day1, chairs: 3, shifts: [{ userId: stylist.id, start: "06:00", end: "14:00", breaks: [] }] }] } });
  expect(staffing.status(), await staffing.text()).toBe(200);
  await page.goto("/bookanappointment");
  await page.getByLabel("Competition *").selectOption(event._id);
  await page.getByLabel("Appointment days *").selectOption([day1, day2]);
  // Hair at night is the evening session of the competition day.
  const atNight = page.getByRole("group", { name: "Hair at night? *" });
  await expect(atNight).toHaveAccessibleDescription("Dancing in an evening session too? Choose Yes if you need your hair redone or refreshed for it.");
  // The evening before is its own choice, per day.
  const choice = "Hair done the evening before — for heats before the first stylist starts";
  const first = page.getByRole("group", { name: /^Day 1/ });
  const second = page.getByRole("group", { name: /^Day 2/ });
  await expect(first.getByRole("checkbox", { name: choice })).not.toBeChecked();
  await expect(second.getByRole("checkbox", { name: choice })).not.toBeChecked();
  await first.locator("label", { hasText: choice }).tap();
  await atNight.locator("label", { hasText: "Yes" }).tap();
  const review = page.getByRole("region", { name: "Your request" });
  const eve = new Date(Date.parse(`${day1}T12:00:00Z`) - 86_400_000).toLocaleString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
  await expect(review).toContainText(`Hair the evening before (${eve})`);
  await expect(review).toContainText("Evening session: hair redone before her evening heat");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
});

test("the first refused submit on a phone shows the summary and the first field to fix, and each summary item leads to its field", async ({ page, request }) => {
  await page.goto("/bookanappointment");
  const event = await offeredMultiDayEvent(page, request);
  await page.getByLabel("Competition *").selectOption(event._id);
  await page.getByLabel("Appointment days *").selectOption([event.eventStartDate, nextDay(event.eventStartDate)]);
  await page.getByLabel(/development captcha/i).tap();
  await page.getByRole("button", { name: "Request Appointment" }).tap();

  const summary = page.locator("#booking-errors");
  // Ten problems: the field to fix first and its message fill the bottom of the screen, the summary the rest.
  await expect(page.getByLabel("Dance level *")).toBeFocused();
  await expect(page.getByLabel("Dance level *")).toBeInViewport({ ratio: 1 });
  await expect(page.locator("#danceLevel-error")).toBeInViewport({ ratio: 1 });
  await expect(summary).toBeInViewport({ ratio: 0.25 });
  for (const message of ["Please select a service for day 1.", "Please select at least one dance style for day 1.", "Please select a service for day 2.", "Please select at least one dance style for day 2."]) {
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
  }
  const links = summary.getByRole("link");
  const targets = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
  expect(targets.length).toBeGreaterThanOrEqual(9);
  for (const id of targets) expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);

  await expectNoAxeViolations(page);
  await screenshots(page, "errors");

  await summary.getByRole("link", { name: "Please select a service for day 2." }).tap();
  const day2Service = page.getByRole("group", { name: /^Day 2/ }).getByLabel("Service *");
  await expect(day2Service).toBeFocused();
  await expect(day2Service).toBeInViewport();
  await summary.getByRole("link", { name: "Please select at least one dance style for day 1." }).tap();
  await expect(page.getByRole("group", { name: /^Day 1/ }).getByLabel("Latin")).toBeFocused();

  // Far down the form: everything but day 2's dance style is right → that checkbox group gets focus, its message in view.
  const services = (await (await request.get("/api/servicesList")).json()) as PricedService[];
  const main = services.find((s) => s.category === "Women")!;
  await page.getByLabel("Dance level *").selectOption("youth");
  for (const day of [/^Day 1/, /^Day 2/]) await page.getByRole("group", { name: day }).getByLabel("Service *").selectOption(main._id);
  // A fixed field's message leaves the summary and the field at once.
  await expect(summary).not.toContainText("Please select a service for day");
  await expect(page.getByText("Please select a service for day 1.")).toHaveCount(0);
  await page.getByRole("group", { name: /^Day 1/ }).getByLabel("Latin").check();
  await page.getByLabel("First Name *", { exact: true }).fill("Ana");
  await page.getByLabel("Last Name *", { exact: true }).fill("Far");
  await page.getByLabel("Email *").fill(`far-${uniqueSuffix()}@example.net`);
  await page.getByLabel("Phone *").fill("555-010-9090");
  await page.getByRole("group", { name: "Hair at night? *" }).getByLabel("Yes").check();
  await page.getByRole("button", { name: "Request Appointment" }).tap();
  await expect(summary.getByRole("link")).toHaveText(["Please select at least one dance style for day 2."]);
  await expect(page.getByRole("group", { name: /^Day 2/ }).getByLabel("Latin")).toBeFocused();
  await expect(page.locator(`[id="styles-${nextDay(event.eventStartDate)}-error"]`)).toBeInViewport({ ratio: 1 });

  // Removing a day with its chip takes its details off the form.
  await page.getByRole("button", { name: /^Remove / }).last().tap();
  await expect(page.getByRole("group", { name: /^Day 2/ })).toHaveCount(0);
});

test("each /schedule row links to the form with its competition chosen; the links are in the HTML without JavaScript", async ({ page, request }) => {
  const html = await (await request.get("/schedule")).text();
  const linked = [...html.matchAll(/href="\/bookanappointment\?event=([^"]+)"/g)].map((m) => decodeURIComponent(m[1]));
  const rows = await page.goto("/schedule").then(() => page.locator("main table tbody tr").count());
  expect(linked.length).toBe(rows);

  const offered = ((await (await request.get("/api/events/upcoming")).json()) as CatalogueEvent[]).map((e) => e._id);
  const bookable = linked.find((id) => offered.includes(id));
  expect(bookable, "no schedule row is an upcoming competition").toBeTruthy();
  await page.locator(`main a[href="/bookanappointment?event=${bookable}"]`).tap();
  await expect(page).toHaveURL(new RegExp(`/bookanappointment\\?event=${bookable}$`));
  await expect(page.getByLabel("Competition *")).toHaveValue(bookable!);
  await expect(page.getByLabel("Appointment days *")).toBeEnabled();
});

test("the API still takes a stylist preference as free text", async ({ request }) => {
  const id = await submitBooking(request, { stylistPreference: "Whoever does the best rhinestones" });
  expect(await query<{ stylistPreference: string }>(`SELECT "stylistPreference" FROM "Booking" WHERE id = $1`, [id])).toEqual([{ stylistPreference: "Whoever does the best rhinestones" }]);
});
