// Deposits through the local payment provider (no Stripe keys; ALLOW_LOCAL_PAYMENTS in the
// test server): staff turn deposits on, a confirmed customer pays from the private page on the local
// stand-in for Checkout, the page says "Deposit received", and staff see "Deposit paid" in Manage
// Bookings and Edit Booking with the balance left for the chair. Expected amounts are the settings'
// literals and the price list's, not the app's own computation.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiLogin, createUserWith, pageLogin, type ApiSession } from "./support/auth";
import { bookingCatalogue, bookingRequestBody, randomClientIp, receiptLink, uniqueSuffix } from "./support/booking";
import { expectNoAxeViolations, shots } from "./support/a11y";
import { withDepositSettingsLock } from "./support/db";

test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

const DEPOSIT_SETTINGS = { enabled: true, mode: "fixed_per_day", fixedCentsPerDay: 4_000, percentBasisPoints: 2_500, dueDays: 7, currency: "usd", refundPolicy: "Deposits are refunded when you cancel more than 14 days before your first day.", autoRefundDaysBefore: null };
const OFF = { ...DEPOSIT_SETTINGS, enabled: false };

/** "December 4, 2026" of a "YYYY-MM-DD" day. */
const longDate = (day: string) => new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
/** Today in the studio zone, "YYYY-MM-DD". */
const studioToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function confirmedBooking(request: APIRequestContext, admin: ApiSession, lastName: string) {
  const { event, main } = await bookingCatalogue(request);
  const body = bookingRequestBody({ event, main }, { firstName: "Nora", lastName, email: `nora-${uniqueSuffix()}@example.net` });
  const created = await request.post("/api/booking/create", { headers: { "x-forwarded-for": randomClientIp() }, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  // A stylist of this test's own: a seeded one may hold 6:15 that day in another test's booking (409).
  const stylist = { _id: (await createUserWith(request, admin, ["view_bookings"], { firstName: `Dep${uniqueSuffix()}` })).id };
  const booking = await (await request.get(`/api/booking/${id}`, { headers: admin.headers })).json();
  const day = event.eventStartDate;
  const updated = await request.put(`/api/booking/update/${id}`, {
    headers: admin.headers,
    data: { ...booking, dayDetails: [{ ...booking.dayDetails[0], schedules: [{ service: main.title, assignedUser: { _id: stylist._id }, startDate: day, startTime: "06:15", endDate: day, endTime: "07:00" }] }] },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  expect(await (await request.post(`/api/send-email/booking/${id}`, { headers: admin.headers })).json()).toEqual({ sent: true });
  const services = (await (await request.get("/api/servicesList")).json()) as { _id: string; price: number | string }[];
  const priceCents = Math.round(Number(services.find((s) => s._id === main._id)!.price) * 100);
  return { id, link: await receiptLink(id), event, priceCents };
}

test("a customer pays the deposit through the local provider; staff see Deposit paid and the balance at the chair", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await withDepositSettingsLock(async () => {
    const admin = await apiLogin(request);
    const saved = await request.put("/api/booking/deposit-settings", { headers: admin.headers, data: DEPOSIT_SETTINGS });
    expect(saved.status(), await saved.text()).toBe(200);
    try {
      const lastName = `Deposit${uniqueSuffix()}`;
      const { id, link, event, priceCents } = await confirmedBooking(request, admin, lastName);

      // The private page: $40 for one booked day, due 7 days after today's confirmation (never after the day itself).
      const sevenDays = addDays(studioToday(), 7);
      const due = sevenDays < event.eventStartDate ? sevenDays : event.eventStartDate;
      await page.goto(link);
      const panel = page.getByRole("region", { name: "Deposit" });
      await expect(panel.getByTestId("deposit-status")).toHaveText(`Deposit due by ${longDate(due)}: $40.`);
      await expect(panel).toContainText(DEPOSIT_SETTINGS.refundPolicy);
      await expect(panel.getByTestId("deposit-auto-refund")).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shots(page, "deposit-private-due");

      // Pay deposit → the local stand-in for Stripe Checkout.
      await panel.getByRole("button", { name: "Pay deposit $40" }).click();
      await expect(page).toHaveURL(/\/payments\/local-checkout\?session=/);
      await expect(page.getByRole("heading", { level: 1, name: "Pay $40" })).toBeVisible();
      await expectNoAxeViolations(page);
      await shots(page, "deposit-local-checkout");
      await page.getByRole("button", { name: "Pay $40 (test)" }).click();

      // Back on the private page, paid: through the return route keyed by the session id (the private
      // link is never in what the payment page is given), then the paying browser's own page.
      await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{43}\?deposit=paid$/);
      await expect(page.getByTestId("deposit-status")).toHaveText(`Deposit received $40 on ${longDate(studioToday())}. Thank you!`);
      await expect(page.getByRole("button", { name: /Pay deposit/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shots(page, "deposit-private-paid");

      // A second tap after paying is refused, nothing new is created.
      const token = link.split("/booking/")[1];
      const again = await request.post(`/api/booking/link/${token}/deposit`, { headers: { "x-forwarded-for": randomClientIp() }, data: {} });
      expect(again.status()).toBe(409);

      // Staff: Manage Bookings marks it, Edit Booking shows the payment and the balance.
      const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: test.info().project.use.baseURL });
      const staff = await staffContext.newPage();
      await pageLogin(staff, `/admin/calendar_bookings?q=${lastName}`);
      const assigned = staff.getByRole("region", { name: /Assigned Bookings/ });
      const row = assigned.getByRole("row").filter({ hasText: lastName });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId("deposit-mark")).toHaveText("Deposit paid");
      // The deposit settings are not on Manage Bookings: they live under Settings, linked from here.
      await expect(staff.getByRole("form", { name: "Deposits" })).toHaveCount(0);
      // The deposit filter: kept in the address, and the paid booking is under "Deposit paid" only.
      await staff.getByRole("search", { name: "Find bookings" }).getByLabel("Deposit status").selectOption("due");
      await expect(staff).toHaveURL(/deposit=due/);
      await expect(assigned.getByRole("row").filter({ hasText: lastName })).toHaveCount(0);
      await staff.getByRole("search", { name: "Find bookings" }).getByLabel("Deposit status").selectOption("paid");
      await expect(row).toHaveCount(1);
      await expectNoAxeViolations(staff);
      await shots(staff, "deposit-manage-bookings");

      await staff.getByRole("link", { name: "Deposit and reminder settings" }).click();
      await expect(staff).toHaveURL(/\/admin\/settings$/);
      await expect(staff.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
      const settings = staff.getByRole("form", { name: "Deposits" });
      await expect(settings.getByLabel("Ask for a deposit to hold each booking")).toBeChecked();
      // Staff read the studio's refund text and the automatic window together, as customers will.
      const preview = settings.getByTestId("deposit-rule-preview");
      await expect(preview).toHaveText(`Customers read: “${DEPOSIT_SETTINGS.refundPolicy}” No automatic refund: staff refund from Edit Booking.`);
      await settings.getByLabel(/Refund automatically when cancelled/).fill("10");
      await expect(preview).toContainText("refunded to your card automatically when you cancel more than 10 days before your first appointment.");
      await expectNoAxeViolations(staff);
      await shots(staff, "settings-deposits");

      await staff.goto(`/admin/calendar_bookings/edit/${id}`);
      const payments = staff.getByRole("region", { name: "Payments" });
      await expect(payments.getByTestId("deposit-state")).toHaveText("Deposit paid");
      await expect(payments.getByTestId("paid-total")).toHaveText("$40");
      const balance = priceCents - 4_000;
      const dollars = (cents: number) => `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;
      await expect(payments.getByTestId("balance-due")).toContainText(dollars(balance));
      await expect(payments.getByRole("row").filter({ hasText: "Card (online)" })).toContainText("Stripe");
      await expectNoAxeViolations(staff);
      await shots(staff, "deposit-edit-booking");

      // On a phone the page keeps to the screen's width, the desk payment row included.
      await staff.setViewportSize({ width: 390, height: 844 });
      await payments.getByRole("button", { name: "Record payment" }).scrollIntoViewIfNeeded();
      await expect.poll(() => staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(payments.getByLabel("Amount ($)")).toBeVisible();
      await expectNoAxeViolations(staff);

      // A cash payment at the desk is recorded with who took it.
      await payments.getByLabel("Amount ($)").fill("10");
      await payments.getByLabel("Method").selectOption("cash");
      await payments.getByRole("button", { name: "Record payment" }).click();
      await expect(payments.getByText("Payment of $10 recorded")).toBeVisible();
      await expect(payments.getByRole("row").filter({ hasText: "Cash" })).toContainText("Studio Admin");
      await expect(payments.getByTestId("paid-total")).toHaveText("$50");
      await staffContext.close();
    } finally {
      await request.put("/api/booking/deposit-settings", { headers: admin.headers, data: OFF });
    }
  });
});

test("a customer who cancels inside the refund window is told before confirming and gets the deposit back", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await withDepositSettingsLock(async () => {
    const admin = await apiLogin(request);
    // Any cancellation before the first day refunds.
    const saved = await request.put("/api/booking/deposit-settings", { headers: admin.headers, data: { ...DEPOSIT_SETTINGS, autoRefundDaysBefore: 0 } });
    expect(saved.status(), await saved.text()).toBe(200);
    try {
      const lastName = `Refund${uniqueSuffix()}`;
      const { id, link } = await confirmedBooking(request, admin, lastName);
      await page.goto(link);
      await page.getByRole("button", { name: "Pay deposit $40" }).click();
      await page.getByRole("button", { name: "Pay $40 (test)" }).click();
      await expect(page.getByTestId("deposit-status")).toHaveText(/^Deposit received \$40/);
      // The window the cancellation applies is stated beside the studio's own text.
      await expect(page.getByTestId("deposit-auto-refund")).toHaveText("A deposit paid online is refunded to your card automatically when you cancel before the day of your first appointment.");

      await page.getByRole("button", { name: "Cancel this booking" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
      await expect(dialog.getByTestId("cancel-refund-notice")).toHaveText("Cancelling now refunds the deposit you paid online ($40) to your card.");
      await expectNoAxeViolations(page);
      await shots(page, "deposit-cancel-refund-notice");
      await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
      await expect(page.getByRole("heading", { name: "Cancelled" })).toBeVisible();
      // Nothing is held any more, and the page says where the money went.
      await expect(page.getByRole("region", { name: "Deposit" }).getByTestId("deposit-status")).toHaveText("Deposit refunded: $40 back to the card you paid with.");
      await expect(page.getByRole("button", { name: /Pay deposit/ })).toHaveCount(0);

      const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: test.info().project.use.baseURL });
      const staff = await staffContext.newPage();
      await pageLogin(staff, `/admin/calendar_bookings/edit/${id}`);
      const payments = staff.getByRole("region", { name: "Payments" });
      await expect(payments.getByRole("row").filter({ hasText: "Automatic refund (cancelled by the customer)" })).toContainText("$40");
      await expect(payments.getByTestId("paid-total")).toHaveText("$0");
      await staffContext.close();
    } finally {
      await request.put("/api/booking/deposit-settings", { headers: admin.headers, data: OFF });
    }
  });
});
