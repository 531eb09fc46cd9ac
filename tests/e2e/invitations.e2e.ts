// Invitations that fill the next competition: staff preview who danced at last year's edition (consent only,
// who is skipped and why) and the message, send, watch the outbox send it; the client books through the
// email's link; the competition's report counts the invitation and the booking. At 1440 px, then the new
// pages at 390 px (the invite screen, the unsubscribe page and its one click), axe 0 throughout.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { apiLogin, pageLogin } from "./support/auth";
import { createCompetition, randomClientIp, uniqueSuffix } from "./support/booking";
import { query } from "./support/db";
import { expectNoAxeViolations, shots } from "./support/a11y";
import { outboxFiles } from "./support/outbox";

test.describe.configure({ mode: "serial" });

const suffix = uniqueSuffix();
const NAME = `Invite Ball ${suffix}`;
const DAY = 24 * 60 * 60 * 1000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const targetDay = isoDay(Date.now() + 70 * DAY);
const lastYearDay = isoDay(Date.now() + (70 - 364) * DAY);
const lena = { first: "Lena", last: `Invite${suffix}`, email: `lena-${suffix}@example.net` };
const nora = { first: "Nora", last: `Invite${suffix}`, email: `nora-${suffix}@example.net` };
let targetId = "";
let inviteLink = "";
let unsubscribeUrl = "";

/** A zone where it is daytime now, so the invitation is not held for quiet hours (21:00–07:00 in the competition's zone). */
function daytimeZone(): string {
  const zones = ["America/New_York", "America/Los_Angeles", "Pacific/Honolulu", "Europe/London", "Asia/Tokyo", "Australia/Sydney"];
  const hour = (zone: string) => Number(new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: zone }).format(new Date()));
  return zones.find((z) => hour(z) >= 9 && hour(z) < 19)!;
}

async function pageFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.beforeAll(async ({ request }) => {
  const admin = await apiLogin(request);
  targetId = (await createCompetition(request, admin, { eventName: `${NAME} 2027`, city: "Columbus", state: "Ohio", eventStartDate: targetDay, eventEndDate: targetDay, showEvent: true }))._id;
  await query(`UPDATE "Event" SET "timeZone" = $2, "timeZoneSetByStaff" = true WHERE id = $1`, [targetId, daytimeZone()]);
  const lastYear = randomUUID();
  await query(`INSERT INTO "Event" (id, "eventName", city, state, "eventStartDate", "eventEndDate", "showEvent", "updatedAt") VALUES ($1, $2, 'Columbus', 'Ohio', $3, $3, true, now())`, [lastYear, `${NAME} 2026`, lastYearDay]);
  for (const [dancer, consent] of [[lena, true], [nora, false]] as const) {
    const clientId = randomUUID();
    // Keyed as a booking keys its client (client_match_key), so her booking through the link finds this card.
    await query(`INSERT INTO "Client" (id, "matchKey", "firstName", "lastName", email, "marketingConsentAt", "marketingConsentSource", "updatedAt") VALUES ($1, client_match_key($4, $2, $3), $2, $3, $4, $5, $6, now())`, [
      clientId, dancer.first, dancer.last, dancer.email, consent ? new Date() : null, consent ? "booking_form" : null,
    ]);
    await query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "clientId", "updatedAt") VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0190', false, $6, now())`,
      [randomUUID(), lastYear, dancer.first, dancer.last, dancer.email, clientId],
    );
  }
});

test("at 1440 px: preview last year's dancers and the message, send, and the outbox sends it with one-click unsubscribe; axe 0", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await pageLogin(page, "/admin/calendar_events");
  await page.getByRole("link", { name: `Invite clients to ${NAME} 2027` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Invite clients to ${NAME} 2027` })).toBeVisible();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("invite-count")).toHaveText("1 client will be invited");
  await expect(page.getByRole("list", { name: "Clients to invite" })).toHaveText(`${lena.first} ${lena.last}`);
  const skipped = page.getByRole("list", { name: "Skipped clients" });
  await expect(skipped).toContainText("Did not ask to hear about new competitions: 1");
  await expect(skipped).toContainText(`${nora.first} ${nora.last}`);
  await expect(page.getByText(`Subject: ${NAME} 2027 is open for booking`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Message text" })).toContainText(`Thank you for dancing at ${NAME} 2026 with us.`);
  await expectNoAxeViolations(page);
  await shots(page, "invitations-preview-1440");

  await page.getByRole("button", { name: "Send 1 invitation" }).click();
  const progress = page.getByTestId("invitation-progress");
  await expect(progress).toContainText(/Queued [01] · Sent [01] · Not sent 0/);
  // The outbox worker sends it (every 30 s): the screen follows by polling.
  await expect(progress).toHaveText("Queued 0 · Sent 1 · Not sent 0", { timeout: 75_000 });
  await expect(page.getByRole("heading", { name: "Invitations sent" })).toBeVisible();
  await expectNoAxeViolations(page);

  const [{ id }] = await query<{ id: string }>(`SELECT id FROM "Invitation" WHERE "eventId" = $1`, [targetId]);
  const file = (await outboxFiles()).find((f) => f === `invitation_${id}.json`)!;
  const email = JSON.parse(await readFile(path.join(process.env.EMAIL_OUTBOX_DIR!, file), "utf8")) as { to: string; subject: string; text: string; headers: Record<string, string> };
  expect([email.to, email.subject]).toEqual([lena.email, `${NAME} 2027 is open for booking`]);
  expect(email.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  unsubscribeUrl = /^<(https?:\/\/[^>]+\/api\/unsubscribe\/[A-Za-z0-9_-]{43})>/.exec(email.headers["List-Unsubscribe"])![1];
  expect(email.text).toContain(unsubscribeUrl);
  inviteLink = /https?:\/\/\S+\/bookanappointment\?event=\S+&inv=\S+/.exec(email.text)![0];
  expect(inviteLink).toContain(`event=${targetId}&inv=${id}`);
});

test("the client books through the invitation's link, and the competition's report counts the invitation and the booking", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const customer = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
  const form = await customer.newPage();
  await form.goto(new URL(inviteLink).pathname + new URL(inviteLink).search);
  await expect(form.getByLabel("Competition *")).toHaveValue(targetId);
  await expect(form.getByLabel("Tell me about new competitions")).not.toBeChecked();
  await form.getByLabel("Appointment days *").selectOption([targetDay]);
  await form.getByLabel("Dance level *").selectOption("amateur");
  const day = form.getByRole("group", { name: /^Day 1/ });
  await day.getByLabel("Service *").selectOption({ label: (await day.getByLabel("Service *").locator("option", { hasText: "Competition Hair" }).first().textContent())! });
  await day.locator("label", { hasText: "Latin" }).click();
  await form.getByLabel("First Name *", { exact: true }).fill(lena.first);
  await form.getByLabel("Last Name *", { exact: true }).fill(lena.last);
  await form.getByLabel("Email *").fill(lena.email);
  await form.getByLabel("Phone *").fill("555-010-4747");
  await form.getByRole("group", { name: "Hair at night? *" }).locator("label", { hasText: "No" }).click();
  await form.getByLabel("Tell me about new competitions").check();
  await form.getByLabel(/development captcha/i).click();
  await form.getByRole("button", { name: "Request Appointment" }).click();
  await expect(form.getByRole("status").filter({ hasText: "Thank you!" })).toBeVisible();
  await customer.close();
  await expect.poll(async () => (await query<{ n: string }>(`SELECT count(*) AS n FROM "Booking" WHERE "eventId" = $1 AND "invitationId" IS NOT NULL`, [targetId]))[0].n).toBe("1");

  await pageLogin(page, `/admin/reports/${targetId}`);
  const invitations = page.locator("section[aria-labelledby='invitations-heading']");
  await expect(invitations.getByText("Invitations sent").locator("..")).toContainText("1");
  await expect(invitations.getByText("Bookings from invitations").locator("..")).toContainText("1");
  await expect(invitations.getByText("Opened", { exact: true }).locator("..")).toContainText("0");
  await expectNoAxeViolations(page);
});

test("at 390 px: the invite screen and the unsubscribe page fit the phone; one click unsubscribes; axe 0", async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await pageLogin(page, `/admin/calendar_events/invite?event=${targetId}`);
  await page.getByRole("button", { name: "Preview" }).click();
  // Lena was invited already: she is skipped now, and why.
  await expect(page.getByTestId("invite-count")).toHaveText("0 clients will be invited");
  await expect(page.getByRole("list", { name: "Skipped clients" })).toContainText("Already booked this competition: 1");
  await pageFits(page, 390);
  await expectNoAxeViolations(page);
  await shots(page, "invitations-preview-390");

  const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
  const phone = await customer.newPage();
  await phone.goto(new URL(unsubscribeUrl).pathname);
  await expect(phone).toHaveURL(/\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
  await expect(phone.getByRole("heading", { level: 1, name: "Unsubscribe from invitations" })).toBeVisible();
  await pageFits(phone, 390);
  await expectNoAxeViolations(phone);
  await phone.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(phone.getByRole("status")).toHaveText("You are unsubscribed. You will not be invited to new competitions again.");
  await expectNoAxeViolations(phone);
  await customer.close();
  const [client] = await query<{ marketingConsentAt: Date | null }>(`SELECT "marketingConsentAt" FROM "Client" WHERE email = $1`, [lena.email]);
  expect(client.marketingConsentAt).toBeNull();
});
