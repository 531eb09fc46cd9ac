// "Your bookings" at 390 px as a parent with two dancers booked for two competitions: she asks for a
// sign-in link, opens it from the outbox, reads every booking (upcoming first, times, money), asks to add a day
// for one dancer (the desk's side is tests/e2e/change-requests.e2e.ts), pays the
// balance of the confirmed one through the local stand-in for Checkout, and opens its receipt. Axe 0 on
// every new page; screenshots at 375/1440.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiLogin, createUserWith, type ApiSession } from "./support/auth";
import { bookOneDay, competitionHair, createCompetition, randomClientIp, uniqueSuffix } from "./support/booking";
import { expectNoAxeViolations, shots } from "./support/a11y";
import { outboxFiles } from "./support/outbox";

test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

const studioToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The newest finished outbox copy of `kind` sent to `to`: its text. */
async function outboxTextTo(kind: string, to: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        for (const name of (await outboxFiles()).filter((f) => f.startsWith(`${kind}_`))) {
          const copy = JSON.parse(await readFile(path.join(process.env.EMAIL_OUTBOX_DIR!, name), "utf8")) as { to: string | string[]; text: string };
          if ([copy.to].flat().includes(to)) found = copy.text;
        }
        return found;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  return found;
}

/** Gives the booking a slot with a stylist of its own and sends the confirmation: a confirmed booking. */
async function confirm(request: APIRequestContext, admin: ApiSession, id: string, day: string, service: string) {
  const stylist = (await createUserWith(request, admin, ["view_bookings"], { firstName: `Fam${uniqueSuffix()}` })).id;
  const booking = await (await request.get(`/api/booking/${id}`, { headers: admin.headers })).json();
  const updated = await request.put(`/api/booking/update/${id}`, {
    headers: admin.headers,
    data: { ...booking, dayDetails: [{ ...booking.dayDetails[0], schedules: [{ service, assignedUser: { _id: stylist }, startDate: day, startTime: "07:15", endDate: day, endTime: "08:00" }] }] },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  expect(await (await request.post(`/api/send-email/booking/${id}`, { headers: admin.headers })).json()).toEqual({ sent: true });
}

test("a parent signs in by link, reads both dancers' bookings at two competitions, asks to add a day, pays a balance and opens its receipt", async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request);
  const suffix = uniqueSuffix();
  const email = `anna-${suffix}@example.net`;
  const hair = await competitionHair(request);
  const soon = addDays(studioToday(), 20);
  const later = addDays(studioToday(), 40);
  const boston = await createCompetition(request, admin, { eventName: `Family Open ${suffix}`, city: "Boston", state: "Massachusetts", eventStartDate: soon, eventEndDate: soon });
  const chicago = await createCompetition(request, admin, { eventName: `Family Classic ${suffix}`, city: "Chicago", state: "Illinois", eventStartDate: later, eventEndDate: addDays(later, 1) });
  const parent = { isParentOrGuardian: true, parentFirstName: "Anna", parentLastName: "Novak", email, phoneNumber: "555-010-4242" };
  const mia = await bookOneDay(request, { competition: boston._id, day: soon, service: hair._id }, { ...parent, firstName: "Mia", lastName: `Novak${suffix}` });
  await bookOneDay(request, { competition: boston._id, day: soon, service: hair._id }, { ...parent, firstName: "Zoe", lastName: `Novak${suffix}` });
  await bookOneDay(request, { competition: chicago._id, day: later, service: hair._id }, { ...parent, firstName: "Mia", lastName: `Novak${suffix}` });
  await bookOneDay(request, { competition: chicago._id, day: later, service: hair._id }, { ...parent, firstName: "Zoe", lastName: `Novak${suffix}` });
  await confirm(request, admin, mia, soon, hair.title);

  // Ask for a link: the same notice for any address.
  await page.goto("/your-bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Your bookings" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "family-sign-in-form");
  await page.getByLabel("Email or mobile number").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByTestId("family-notice")).toContainText("If that email or number has bookings with us, a sign-in link is on its way.");
  await expectNoAxeViolations(page);

  // The link from the outbox; the page spends it only on the button.
  const link = /(https?:\/\/[^\s"]+\/your-bookings\/sign-in\/[A-Za-z0-9_-]{43})/.exec(await outboxTextTo("family-sign-in", email))![1];
  await page.goto(new URL(link).pathname);
  await expectNoAxeViolations(page);
  await shots(page, "family-sign-in-link");
  await page.getByRole("button", { name: "Show my bookings" }).click();
  await expect(page).toHaveURL(/\/your-bookings$/);

  // Every booking under her address, upcoming first: both dancers, both competitions.
  const cards = page.getByTestId("family-booking");
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText(`Family Open ${suffix}`);
  await expect(cards.nth(2)).toContainText(`Family Classic ${suffix}`);
  const miaCard = cards.filter({ hasText: "Mia" }).filter({ hasText: `Family Open ${suffix}` });
  await expect(miaCard.getByTestId("family-booking-status")).toHaveText("Confirmed");
  await expect(miaCard).toContainText("7:15 AM – 8:00 AM: Competition Hair");
  await expect(miaCard).toContainText("Times are studio time");
  await expect(miaCard.getByTestId("family-booking-money")).toContainText("Nothing yet");
  await expect(page.getByTestId("family-signed-in-as")).toHaveText(`Under ${email}`);
  await expectNoAxeViolations(page);
  await shots(page, "family-page");

  // Ask to add the competition's second day for Zoe, from her card.
  const zoeCard = cards.filter({ hasText: "Zoe" }).filter({ hasText: `Family Classic ${suffix}` });
  await zoeCard.getByTestId("family-change").locator("summary").click();
  const change = zoeCard.getByTestId("ask-for-change");
  await expect(change.getByLabel("What would you like?")).toHaveValue("add_day");
  await expect(change.getByLabel("Day")).toHaveValue(addDays(later, 1));
  await change.getByLabel("Service").selectOption({ label: hair.title });
  await change.getByRole("button", { name: "Send to the studio" }).click();
  await expect(change.getByRole("status")).toHaveText("Sent to the studio. We email you when they answer.");
  await expect(change.getByTestId("change-requests")).toContainText("Waiting for the studio");
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Mia (not Zoe) hears about new competitions: one box per dancer, saved as it changes.
  const miaNews = page.getByRole("region", { name: `New competitions: Mia Novak${suffix}` });
  // The box shows what the studio saved: it is ticked once the answer comes back (a click, then the state).
  const miaBox = miaNews.getByRole("checkbox", { name: `Tell me about new competitions for Mia Novak${suffix}` });
  await miaBox.click();
  await expect(miaBox).toBeChecked();
  await expect(miaNews.getByTestId("competitions-state")).toHaveText("On: we email you when a competition opens for booking. Unsubscribe any time.");
  await expect(page.getByRole("region", { name: `New competitions: Zoe Novak${suffix}` }).getByRole("checkbox")).not.toBeChecked();
  await expectNoAxeViolations(page);

  // Pay the balance on the local stand-in for Checkout; back on the booking's page.
  await miaCard.getByRole("button", { name: "Pay online" }).click();
  await expect(page).toHaveURL(/\/payments\/local-checkout\?session=/);
  await page.getByRole("button", { name: /^Pay \$[\d.,]+ \(test\)$/ }).click();
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{43}\?deposit=paid$/);

  // The family page now lists the receipt; it opens as a printable page.
  await page.goto("/your-bookings");
  const paidCard = page.getByTestId("family-booking").filter({ hasText: "Mia" }).filter({ hasText: `Family Open ${suffix}` });
  await expect(paidCard.getByTestId("family-booking-money")).toContainText("Still owed$0");
  await expect(paidCard.getByRole("button", { name: "Pay online" })).toHaveCount(0);
  const receiptLink = paidCard.getByTestId("family-receipts").getByRole("link");
  await expect(receiptLink).toHaveText(/^R-\d{6}$/);
  await receiptLink.click();
  await expect(page.getByTestId("receipt-number")).toHaveText(/^Receipt R-\d{6}$/);
  const lines = page.getByTestId("receipt-lines");
  await expect(lines).toContainText(`Mia Novak${suffix}`);
  await expect(lines).toContainText("The balance — paid in full");
  await expect(lines).toContainText("Card (online)");
  await expectNoAxeViolations(page);
  await shots(page, "family-receipt");

  // The receipt's email reached her address too, with the same number.
  expect(await outboxTextTo("payment-receipt", email)).toContain("Still owed: $0");
});
