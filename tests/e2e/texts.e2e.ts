// Texts on a competition day, one journey: a dancer books with "Text me about my appointments" at 390 px
// (a number that cannot receive texts is refused first), the desk assigns and confirms at 1440 px, taps
// "Ready for you" on the run sheet → the text is in the outbox; her reply, signed as Twilio signs it,
// arrives → the Inbox's conversation shows both; the desk answers → the answer is in the outbox. axe on the
// booking form, Inbox texts, client card and private page; 375 and 1440 px screenshots of each.
import { expect, test, type Page } from "@playwright/test";
import { pageLogin } from "./support/auth";
import { bookingCatalogue, pickStaff, receiptLink, uniqueSuffix } from "./support/booking";
import { expectNoAxeViolations, shots } from "./support/a11y";
import { query } from "./support/db";
import { signTwilioWebhook, TEST_TWILIO } from "../support/fakes/twilio";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const digits = String(Math.floor(Math.random() * 90) + 10);
const TYPED = `(872) 555-01${digits}`;
const E164 = `+187255501${digits}`;
const SHOWN = `+1 872 555 01${digits}`;
// A start of its own on the seeded competition's first day, so no other spec's slot (or a retry's) is in the way.
const START_HOUR = 10 + Math.floor(Math.random() * 9);
const START = `${START_HOUR}:05`;
const END = `${START_HOUR}:45`;

/** The outbox's texts to the dancer's number, oldest first. */
// The day-of texts to her number (the confirmation also plans her evening-before reminder text: not counted here).
const textsTo = () => query<{ kind: string; text: string; status: string }>(`SELECT kind, text, status FROM "EmailMessage" WHERE channel = 'sms' AND "to" = $1 AND kind <> 'booking-reminder-text' ORDER BY "createdAt"`, [E164]);

async function atDesk(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
}

// One journey across five screens on a shared, busy machine: more than the default minute.
test.setTimeout(120_000);

test("book with consent at 390 px → confirm at 1440 px → 'Ready for you' from the run sheet → a signed reply in the Inbox → the desk's answer in the outbox", async ({ page, request, baseURL }) => {
  const { event, main } = await bookingCatalogue(request);
  const day = event.eventStartDate;
  const lastName = `Texts${uniqueSuffix()}`;
  const email = `texts-${uniqueSuffix()}@example.net`;

  // The booking form on a phone: the consent box is unticked; ticked with a number that cannot receive texts, the phone field says so.
  await page.goto("/bookanappointment");
  await page.getByLabel("Competition *").selectOption(event._id);
  const days = page.getByLabel("Appointment days *");
  if (await days.isVisible()) await days.selectOption([day]);
  await page.getByLabel("Dance level *").selectOption("amateur");
  const first = page.getByRole("group", { name: /^Day 1/ });
  await first.getByLabel("Service *").selectOption(main._id);
  await first.locator("label", { hasText: "Latin" }).tap();
  await page.getByLabel("First Name *", { exact: true }).fill("Mia");
  await page.getByLabel("Last Name *", { exact: true }).fill(lastName);
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Phone *").fill("555-0100");
  await page.getByRole("group", { name: "Hair at night? *" }).locator("label", { hasText: "No" }).tap();
  const consent = page.getByLabel("Text me about my appointments");
  await expect(consent).not.toBeChecked();
  await consent.tap();
  await page.getByLabel(/development captcha/i).tap();
  await page.getByRole("button", { name: "Request Appointment" }).tap();
  // The server checks the number (the form carries no phone library) and names the field; a new CAPTCHA is asked.
  await expect(page.locator("#phoneNumber-error")).toContainText("This number cannot receive texts");
  await expect(page.getByLabel("Phone *")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Phone *").fill(TYPED);
  await expectNoAxeViolations(page);
  await shots(page, "texts-booking-form");
  await page.getByLabel(/development captcha/i).tap();
  await page.getByRole("button", { name: "Request Appointment" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toBeFocused();
  const [booking] = await query<{ id: string; clientId: string; phoneE164: string; textConsent: boolean }>(`SELECT id, "clientId", "phoneE164", "textConsent" FROM "Booking" WHERE email = $1`, [email]);
  expect(booking).toMatchObject({ phoneE164: E164, textConsent: true });
  expect(await query(`SELECT action::text, source::text FROM "TextConsentEvent" WHERE "clientId" = $1`, [booking.clientId])).toEqual([{ action: "consent", source: "booking_form" }]);

  // The desk assigns the slot and sends the confirmation at 1440 px.
  await atDesk(page);
  await pageLogin(page, `/admin/calendar_bookings/edit/${booking.id}`);
  // Edit Booking comes whole with the page: the texts panel's read prefetched, the form in place (no "Loading…"
  // fallback that streamed content replaces, nor "Loading texts…" until hydration and a request).
  const served = await (await page.request.get(`/admin/calendar_bookings/edit/${booking.id}`)).text();
  expect(served).toContain(`aria-label="Text Mia ${lastName}"`);
  expect(served).not.toMatch(/Loading[^"<]*…/);
  const slot = page.getByRole("group", { name: new RegExp(main.title) });
  await pickStaff(slot.getByLabel("Staff"), "Aiko Tanaka");
  await slot.getByLabel("Start date").fill(day);
  await slot.getByLabel("Start time").fill(START);
  await slot.getByLabel("End date").fill(day);
  await slot.getByLabel("End time").fill(END);
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => alerts).toEqual(["Booking updated successfully"]);
  await page.goto(`/admin/calendar_bookings/edit/${booking.id}`);
  await page.getByRole("button", { name: "Send Booking Email" }).click();
  await page.getByRole("dialog", { name: "Please confirm" }).getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Email Sent", { exact: true })).toBeVisible();

  // "Ready for you", one tap on the run sheet: the text goes into the outbox to her number.
  await page.goto(`/admin/calendar_show/run-sheet?date=${day}`);
  const texts = page.getByRole("group", { name: `Text Mia ${lastName}` });
  await texts.getByRole("button", { name: "Ready for you" }).click();
  // Sent at once, or queued until 07:00 in the competition's zone when the run falls in quiet hours.
  await expect(texts.getByRole("status")).toHaveText(/^Text (sent|queued for .+): Ready for you$/);
  await expect.poll(async () => (await textsTo()).map((t) => t.kind)).toEqual(["text-ready"]);
  // Sent from the desk: it names the dancer and the stylist of her slot.
  expect((await textsTo())[0].text).toContain(": Mia, your stylist Aiko is ready for you at the chair. Please come now.");

  // Her reply, signed as Twilio signs it, arrives through the inbound webhook.
  const url = `${baseURL}/api/webhooks/twilio`;
  const signed = signTwilioWebhook(url, { MessageSid: `SM${uniqueSuffix()}`, AccountSid: TEST_TWILIO.accountSid, From: E164, To: TEST_TWILIO.from, Body: "Stuck in traffic, 10 min" });
  const delivered = await request.post(url, { data: signed.body, headers: signed.headers });
  expect(delivered.status(), await delivered.text()).toBe(200);

  // The Inbox: her conversation (named, one new text) shows both directions; opening it marks it read; the desk answers.
  await page.goto("/admin/inbox");
  const conversation = page.getByRole("list", { name: "Conversations" }).getByRole("button", { name: new RegExp(`Mia ${lastName}`) });
  await expect(conversation).toContainText("1 new");
  await conversation.click();
  const thread = page.getByRole("list", { name: `Texts with Mia ${lastName}` });
  // Both directions; her evening-before reminder is in the thread too, queued.
  await expect(thread.locator('[data-direction="outbound"]').filter({ hasText: "Mia, your stylist Aiko is ready for you at the chair" })).toHaveCount(1);
  await expect(thread.locator('[data-direction="inbound"]')).toContainText("Stuck in traffic, 10 min");
  await expect(conversation).not.toContainText("new");
  await expectNoAxeViolations(page);
  await shots(page, "texts-inbox");
  await atDesk(page);
  await page.getByLabel(`Reply to Mia ${lastName}`).fill("No problem, see you in 10");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent")).toBeVisible();
  await expect(thread.locator('[data-direction="outbound"]').filter({ hasText: "No problem, see you in 10" })).toHaveCount(1);
  await expect.poll(async () => (await textsTo()).map((t) => t.kind)).toEqual(["text-ready", "text-staff"]);

  // The client card: texts on since the booking form, the number as stored.
  await page.getByRole("link", { name: "Client card" }).click();
  const card = page.getByTestId("client-texting");
  await expect(card.getByTestId("client-texting-state")).toContainText("Texts on since");
  await expect(card.getByTestId("client-texting-number")).toHaveText(SHOWN);
  await expect(card.getByRole("list", { name: "Consent history" })).toContainText("Agreed to texts (booking form");
  await expectNoAxeViolations(page);
  await shots(page, "texts-client-card");

  // The private page: the same checkbox, ticked, and the state it stands in.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await receiptLink(booking.id));
  await expect(page.getByTestId("texts-state")).toHaveText(`Texts on: ${SHOWN} · Stop any time by replying STOP`);
  await expect(page.getByRole("checkbox", { name: /Text me about my appointments/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await shots(page, "texts-private-page");
});
