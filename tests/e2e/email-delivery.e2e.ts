// Delivery reports from Resend: a bounced receipt marks its booking for staff; correcting the
// address and resending clears the mark once the provider reports the new email delivered.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signResendWebhook } from "@/tests/support/fakes/resend";
import { apiLogin, pageLogin } from "./support/auth";
import { submitBooking, uniqueSuffix as unique } from "./support/booking";
import { query } from "./support/db";
import { REVIEW_SHOTS, reviewShot, runAxe } from "./support/a11y";

const secret = () => {
  const value = process.env.RESEND_WEBHOOK_SECRET;
  if (!value) throw new Error("RESEND_WEBHOOK_SECRET is not set (run the e2e suite through npm test)");
  return value;
};

async function sentProviderId(keyPrefix: string): Promise<string> {
  let providerId: string | undefined;
  await expect
    .poll(async () => {
      const rows = await query<{ providerId: string | null }>(`SELECT "providerId" FROM "EmailMessage" WHERE "idempotencyKey" LIKE $1 AND status = 'sent' ORDER BY "createdAt" DESC LIMIT 1`, [`${keyPrefix}%`]);
      providerId = rows[0]?.providerId ?? undefined;
      return Boolean(providerId);
    })
    .toBe(true);
  return providerId!;
}

async function report(request: APIRequestContext, type: string, providerId: string, extra: Record<string, unknown> = {}) {
  const signed = signResendWebhook(secret(), { type, created_at: new Date().toISOString(), data: { email_id: providerId, ...extra } });
  return request.post("/api/webhooks/resend", { headers: signed.headers, data: signed.body });
}

async function createBooking(request: APIRequestContext, email: string): Promise<{ _id: string; lastName: string }> {
  const lastName = `Bounce${unique()}`;
  return { _id: await submitBooking(request, { firstName: "Bianca", lastName, email, phoneNumber: "555-010-4455" }), lastName };
}

async function shoot(page: Page, name: string) {
  for (const width of REVIEW_SHOTS ? [1440, 375] : []) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await reviewShot(page, `${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("staff see 'Email bounced', correct the address on Edit Booking and resend; the mark clears when delivery is reported", async ({ page, request }) => {
  const typo = `bianca-${unique()}@exmaple.net`;
  const { _id, lastName } = await createBooking(request, typo);
  const receiptId = await sentProviderId(`booking-receipt/${_id}`);
  expect((await report(request, "email.bounced", receiptId, { bounce: { type: "Permanent", subType: "General", message: "Mailbox does not exist" } })).status()).toBe(200);

  await pageLogin(page, "/admin/home");
  await expect(page.getByText(/Email bounced for \d+ upcoming bookings?\./)).toBeVisible();
  expect((await runAxe(page)).violations).toEqual([]);
  await page.goto("/admin/calendar_bookings");
  const row = page.getByRole("region", { name: /Unassigned Bookings/ }).getByRole("row", { name: new RegExp(lastName) });
  await expect(row).toContainText("Email bounced");
  expect((await runAxe(page)).violations).toEqual([]);
  await row.getByRole("link", { name: `Manage booking of Bianca ${lastName}` }).click();

  const panel = page.getByRole("region", { name: "Email bounced" });
  await expect(panel).toContainText(`The receipt sent to ${typo} could not be delivered (Permanent (General): Mailbox does not exist)`);
  await expect(panel.getByRole("link", { name: "555-010-4455" })).toHaveAttribute("href", "tel:5550104455");
  expect((await runAxe(page)).violations).toEqual([]);
  await shoot(page, "edit-booking-bounced");

  const corrected = `bianca-${unique()}@example.net`;
  await panel.getByLabel("Correct email address").fill(corrected);
  await panel.getByRole("button", { name: "Save address and resend the receipt" }).click();
  await expect(panel.getByRole("status")).toHaveText(`Receipt sent to ${corrected}`);
  const resentId = await sentProviderId(`booking-receipt/${_id}/to-`);
  expect((await query<{ to: string }>(`SELECT "to" FROM "EmailMessage" WHERE "providerId" = $1`, [resentId]))[0].to).toBe(corrected);

  // Still bounced until the provider reports the new email delivered.
  await page.goto("/admin/calendar_bookings");
  await expect(page.getByRole("row", { name: new RegExp(lastName) })).toContainText("Email bounced");
  expect((await report(request, "email.delivered", resentId)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(lastName) })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(lastName) })).not.toContainText("Email bounced");

  // The inbox email log shows delivery and filters what did not arrive.
  await page.goto("/admin/inbox");
  const outbox = page.getByRole("region", { name: "Email Outbox" });
  await outbox.getByRole("button", { name: "Not delivered" }).click();
  await expect(outbox.getByRole("row", { name: new RegExp(typo) })).toContainText("bounced");
  await expect(outbox.getByRole("row", { name: new RegExp(corrected) })).toHaveCount(0);
  await outbox.getByRole("button", { name: "All emails" }).click();
  await expect(outbox.getByRole("row", { name: new RegExp(corrected) })).toContainText("delivered");
  expect((await runAxe(page)).violations).toEqual([]);
  await shoot(page, "inbox-delivery");
});

test("a bounced receipt shows as 'Email bounced' until a corrected address is resent and reported delivered (API)", async ({ request }) => {
  const admin = await apiLogin(request);
  const typo = `dancer-${unique()}@exmaple.net`;
  const _id = await submitBooking(request, { firstName: "Bounce", lastName: `Test ${unique()}`, email: typo });

  const receiptId = await sentProviderId(`booking-receipt/${_id}`);
  const bounced = await report(request, "email.bounced", receiptId, { bounce: { type: "Permanent", subType: "General", message: "Mailbox does not exist" } });
  expect(bounced.status()).toBe(200);

  const marked = (await (await request.get(`/api/booking/${_id}`, { headers: admin.headers })).json()) as { emailBounce: { to: string; detail: string } | null };
  expect(marked.emailBounce).toMatchObject({ to: typo, detail: "Permanent (General): Mailbox does not exist" });
  const list = (await (await request.get("/api/booking/unassigned?pageSize=100", { headers: admin.headers })).json()) as { _id: string; emailBounce: unknown }[];
  expect(list.find((b) => b._id === _id)?.emailBounce).toMatchObject({ to: typo });
  const { emails } = (await (await request.get("/api/inbox/emails?delivery=not-delivered", { headers: admin.headers })).json()) as { emails: { to: string; delivery: string }[] };
  expect(emails.find((e) => e.to === typo)?.delivery).toBe("bounced");

  // Staff correct the address and resend the receipt: still marked until the provider reports delivery.
  const booking = (await (await request.get(`/api/booking/${_id}`, { headers: admin.headers })).json()) as { dayDetails: { date: string }[] };
  const corrected = `dancer-${unique()}@example.net`;
  const update = await request.put(`/api/booking/update/${_id}`, { headers: admin.headers, data: { additionalNotes: "", email: corrected, dayDetails: booking.dayDetails.map((d) => ({ date: d.date, schedules: [] })) } });
  expect(update.status(), await update.text()).toBe(200);
  expect((await request.post(`/api/send-email/booking/${_id}/receipt`, { headers: admin.headers })).status()).toBe(200);
  const resentId = await sentProviderId(`booking-receipt/${_id}/to-`);
  expect(resentId).not.toBe(receiptId);
  expect(((await (await request.get(`/api/booking/${_id}`, { headers: admin.headers })).json()) as { emailBounce: unknown }).emailBounce).not.toBeNull();

  expect((await report(request, "email.delivered", resentId)).status()).toBe(200);
  const cleared = (await (await request.get(`/api/booking/${_id}`, { headers: admin.headers })).json()) as { email: string; emailBounce: unknown };
  expect(cleared).toMatchObject({ email: corrected, emailBounce: null });
});

test("Edit Booking → Revoke the customer's links: a confirmation, the old link stops, a fresh one is sent and listed under Emails sent by hand", async ({ page }) => {
  const address = `links-${unique()}@example.net`;
  const { _id } = await createBooking(page.request, address);
  const links = () => query<{ live: boolean }>(`SELECT "revokedAt" IS NULL AS live FROM "BookingAccessLink" WHERE "bookingId" = $1 ORDER BY "createdAt"`, [_id]);
  expect(await links()).toEqual([{ live: true }]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, `/admin/calendar_bookings/edit/${_id}`);
  const panel = page.getByRole("region", { name: "Customer's private links" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("None yet.")).toBeVisible();
  await panel.getByRole("button", { name: "Revoke the customer's links" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke the customer's links?" });
  await expect(dialog.getByRole("checkbox", { name: `Email a fresh link to ${address}` })).toBeChecked();
  await dialog.getByRole("button", { name: "Revoke links" }).click();
  await expect(panel.getByText(`1 link revoked. A new link was sent to ${address}.`)).toBeVisible();
  await expect(panel.getByRole("list", { name: "Emails sent by hand" })).toContainText(`New private link to ${address} by`);
  // The receipt's link is revoked; the one fresh link is the only live one.
  expect(await links()).toEqual([{ live: false }, { live: true }]);
  expect((await query(`SELECT 1 FROM "EmailMessage" WHERE kind = 'booking-new-link' AND "to" = $1`, [address])).length).toBe(1);

  expect((await runAxe(page)).violations).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, "edit-booking-customer-links");
});
