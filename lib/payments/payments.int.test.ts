// Deposits end to end through the real route handlers and the official stripe SDK, against a loopback
// fake Stripe: Checkout from the private link, the webhook (signed like Stripe's: valid, forged,
// stale, replayed, out of order), exactly-once recording under concurrency, offline payments, refunds.
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as payDeposit } from "@/app/api/booking/link/[token]/deposit/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { createBooking } from "@/lib/bookings";
import { bookingExportStream } from "@/lib/bookings/export";
import { bookingExportQuerySchema } from "@/lib/bookings/export-schema";
import { runSheetFor } from "@/lib/calendar/run-sheet";
import { issueBookingLink } from "@/lib/bookings/access-links";
import { hashPassword } from "@/lib/auth/password";
import { confirmCheckoutReturn, depositSummary, overdueDeposits, queueOverdueDepositReminders, recordOfflinePayment, refundPayment, retryPendingRefunds, updateDepositSettings } from "@/lib/payments";
import { DEFAULT_DEPOSIT_SETTINGS } from "@/lib/payments/dto";
import { fromDateOnly, studioToday } from "@/lib/time";
import { bookingRequest } from "@/tests/support/booking-requests";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { newStripeWebhookSecret, signStripeEvent, startFakeStripe, type FakeStripe } from "@/tests/support/fakes/stripe";

const db = () => testPrisma();
let stripe: FakeStripe;
let secret: string;
let bookingId: string;
let token: string;
let staff: { id: string; firstName: string; lastName: string };

const today = fromDateOnly(studioToday());
const iso = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter = (ipCounter % 250) + 1)}`;

async function pay(form = false) {
  const init = form
    ? { method: "POST", body: "", headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextIp() } }
    : { method: "POST", body: "{}", headers: { "content-type": "application/json", "x-forwarded-for": nextIp() } };
  const response = await payDeposit(new NextRequest(`http://127.0.0.1/api/booking/link/${token}/deposit`, init), { params: Promise.resolve({ token }) });
  return { status: response.status, location: response.headers.get("location"), body: response.status === 303 ? {} : ((await response.json()) as Record<string, unknown>) };
}

async function deliver(signed: { body: string; headers: Record<string, string> }) {
  const response = await stripeWebhook(new NextRequest("http://127.0.0.1/api/webhooks/stripe", { method: "POST", body: signed.body, headers: { ...signed.headers, "x-forwarded-for": nextIp() } }), { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const payments = () => db().payment.findMany({ orderBy: { createdAt: "asc" } });
const sessionIdOf = (url: unknown) => String(url).split("/").pop()!;

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());

beforeEach(async () => {
  await resetDatabase();
  stripe.sessions.clear();
  stripe.refunds.length = 0;
  stripe.recover();
  stripe.requests.length = 0;
  secret = newStripeWebhookSecret();
  vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_fake_key");
  vi.stubEnv("STRIPE_API_URL", stripe.url);
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", secret);
  vi.stubEnv("STRIPE_TIMEOUT_MS", "2000");
  vi.stubEnv("NEXTAUTH_URL", "https://studio.example");
  vi.stubEnv("BOOKING_LINK_RATE_LIMIT", "100000");
  const event = await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", eventStartDate: fromDateOnly(iso(20)), eventEndDate: fromDateOnly(iso(22)) } });
  const hair = await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } });
  const lashes = await db().service.create({ data: { title: "Lashes", price: 12.5, category: "Additional" } });
  const booking = await createBooking(bookingRequest({ competition: event.id, service: hair.id, days: [iso(20), iso(21)], additionalServices: [lashes.id] }));
  bookingId = booking._id;
  // Confirmed today (the deposit's due clock starts at the confirmation).
  await db().booking.update({ where: { id: bookingId }, data: { confirmedAt: new Date(), isAssigned: true } });
  token = await issueBookingLink(db(), { id: bookingId, days: [{ date: fromDateOnly(iso(20)) }] });
  const user = await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", passwordHash: await hashPassword("irrelevant-password"), permissions: ["manage_bookings"] } });
  staff = { id: user.id, firstName: user.firstName, lastName: user.lastName };
  await updateDepositSettings({ ...DEFAULT_DEPOSIT_SETTINGS, enabled: true, mode: "fixed_per_day", fixedCentsPerDay: 4_000, dueDays: 7 });
});
afterEach(() => vi.unstubAllEnvs());

/** The customer pays: Checkout Session created, paid on "Stripe", and the webhook delivered. */
async function paidThroughCheckout() {
  const started = await pay();
  expect(started.status).toBe(200);
  const sessionId = sessionIdOf(started.body.url);
  const event = stripe.pay(sessionId);
  expect((await deliver(signStripeEvent(secret, event))).status).toBe(200);
  return { sessionId, event };
}

describe("Pay deposit from the private link", () => {
  it("creates a Checkout Session for the amount computed from the booking, with metadata and the private page as return URLs", async () => {
    const answer = await pay();
    expect(answer.status).toBe(200);
    expect(stripe.sessions.size).toBe(1);
    const session = [...stripe.sessions.values()][0];
    expect(answer.body.url).toBe(session.url);
    // Fixed $40 per booked day × 2 days.
    expect(session.amount_total).toBe(8_000);
    expect(session.currency).toBe("usd");
    expect(session.metadata.bookingId).toBe(bookingId);
    expect(session.metadata.reference).toMatch(/^VP-[0-9A-F]{10}$/);
    expect(JSON.stringify(session.metadata)).not.toContain(token);
    expect(session.success_url).toBe(`https://studio.example/booking/${token}?deposit=paid&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`https://studio.example/booking/${token}?deposit=cancelled`);
    const create = stripe.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(create.headers["idempotency-key"]).toBeTruthy();
    expect(create.headers.authorization).toBe("Bearer sk_test_fake_key");
    // Nothing is recorded as paid until Stripe says so.
    expect(await payments()).toEqual([]);
  });

  it("a percentage deposit is that share of the estimate, rounded to the cent", async () => {
    await updateDepositSettings({ ...DEFAULT_DEPOSIT_SETTINGS, enabled: true, mode: "percent", percentBasisPoints: 1_500 });
    await pay();
    // 2 × ($85 + $12.50) = $195.00; 15 % = $29.25
    expect([...stripe.sessions.values()][0].amount_total).toBe(2_925);
  });

  it("a double tap makes one session: both taps get the same URL", async () => {
    const [a, b] = await Promise.all([pay(), pay()]);
    expect(a.status).toBe(200);
    expect(b.body.url).toBe(a.body.url);
    expect(stripe.sessions.size).toBe(1);
    expect(await db().depositCheckout.count()).toBe(1);
    // A later visit reuses the open session too.
    expect((await pay()).body.url).toBe(a.body.url);
    expect(stripe.sessions.size).toBe(1);
  });

  it("a form post (no JavaScript) is redirected to the payment page", async () => {
    const answer = await pay(true);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe([...stripe.sessions.values()][0].url);
  });

  it("refuses before the confirmation, for a cancelled booking, when deposits are off, and once paid", async () => {
    await db().booking.update({ where: { id: bookingId }, data: { confirmedAt: null } });
    expect(await pay()).toMatchObject({ status: 409, body: { error: "The deposit can be paid once the studio confirms your booking." } });
    await db().booking.update({ where: { id: bookingId }, data: { confirmedAt: new Date(), cancelledAt: new Date() } });
    expect((await pay()).status).toBe(409);
    await db().booking.update({ where: { id: bookingId }, data: { cancelledAt: null } });
    await updateDepositSettings({ ...DEFAULT_DEPOSIT_SETTINGS, enabled: false });
    expect((await pay()).status).toBe(409);
    await updateDepositSettings({ ...DEFAULT_DEPOSIT_SETTINGS, enabled: true, fixedCentsPerDay: 4_000 });
    await paidThroughCheckout();
    expect(await pay()).toMatchObject({ status: 409, body: { error: "Your deposit is already paid. Thank you!" } });
    expect(stripe.sessions.size).toBe(1);
  });

  it("Stripe unreachable: a clear message (503), or back to the private page for a form post, and nothing recorded", async () => {
    vi.stubEnv("STRIPE_API_URL", "http://127.0.0.1:9");
    const answer = await pay();
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe("The payment page could not be opened right now. Nothing was charged. Please try again in a few minutes.");
    expect(await pay(true)).toMatchObject({ status: 303, location: `/booking/${token}?deposit=unavailable` });
    expect(await db().depositCheckout.count()).toBe(0);
    expect(await payments()).toEqual([]);
  });

  it("an unknown link is the same 404 as everywhere", async () => {
    const real = token;
    token = "A".repeat(43);
    expect(await pay()).toMatchObject({ status: 404, body: { error: "This link has expired or is not valid." } });
    token = real;
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("records checkout.session.completed once: amount in cents, method card, provider ids, Stripe as recorder; the deposit is paid", async () => {
    const { sessionId } = await paidThroughCheckout();
    const rows = await payments();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bookingId, kind: "payment", method: "card", status: "succeeded", amountCents: 8_000, currency: "usd", providerSessionId: sessionId, flaggedDuplicate: false, recordedByName: "Stripe" });
    expect(rows[0].providerPaymentIntentId).toBe(stripe.sessions.get(sessionId)!.payment_intent);
    expect(await depositSummary(bookingId)).toMatchObject({ state: "paid", paidCents: 8_000, amountCents: 8_000, estimateCents: 19_500, balanceCents: 11_500 });
  });

  it("refuses unsigned, forged, tampered and stale events with 401, a replay with 409, and stores nothing for them", async () => {
    const sessionId = sessionIdOf((await pay()).body.url);
    const event = stripe.pay(sessionId);
    const valid = signStripeEvent(secret, event);
    const unsigned = await deliver({ body: valid.body, headers: { "content-type": "application/json" } });
    const forged = await deliver(signStripeEvent(newStripeWebhookSecret(), event));
    const tampered = await deliver({ body: valid.body.replace('"amount_total":8000', '"amount_total":1'), headers: valid.headers });
    const stale = await deliver(signStripeEvent(secret, event, { at: new Date(Date.now() - 6 * 60_000) }));
    for (const answer of [unsigned, forged, tampered, stale]) expect(answer).toEqual({ status: 401, body: { error: "The webhook signature could not be verified." } });
    expect(await payments()).toEqual([]);
    expect(await db().providerWebhookEvent.count()).toBe(0);

    expect((await deliver(valid)).status).toBe(200);
    expect(await deliver(valid)).toEqual({ status: 409, body: { error: "This webhook event was already received." } });
    // The same session in a new event (Stripe's retry of a lost answer has the same id; a resend may not): still one payment.
    expect((await deliver(signStripeEvent(secret, { ...event, id: "evt_test_resent" }))).status).toBe(200);
    expect(await payments()).toHaveLength(1);
  });

  it("without STRIPE_WEBHOOK_SECRET in production every event is refused", async () => {
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "");
    vi.stubEnv("NODE_ENV", "production");
    const sessionId = sessionIdOf((await pay()).body.url);
    expect((await deliver(signStripeEvent(secret, stripe.pay(sessionId)))).status).toBe(401);
    expect(await payments()).toEqual([]);
  });

  it("an event for an unknown booking, or an event type not handled, is 202 and stores no payment", async () => {
    const sessionId = sessionIdOf((await pay()).body.url);
    const event = stripe.pay(sessionId) as { data: { object: { metadata: Record<string, string> } } };
    event.data.object.metadata = { bookingId: "no-such-booking", reference: "VP-0000000000" };
    expect(await deliver(signStripeEvent(secret, event))).toMatchObject({ status: 202, body: { outcome: "ignored" } });
    expect((await deliver(signStripeEvent(secret, { id: "evt_test_other", object: "event", type: "customer.created", data: { object: {} } }))).status).toBe(202);
    expect(await payments()).toEqual([]);
  });

  it("a malformed but correctly signed body is 400", async () => {
    expect((await deliver(signStripeEvent(secret, null, { body: "{not json" }))).status).toBe(400);
  });

  it("out of order: a refund reported before its payment is kept, and linked when the payment arrives", async () => {
    const sessionId = sessionIdOf((await pay()).body.url);
    const completed = stripe.pay(sessionId);
    const refunded = stripe.chargeRefunded(sessionId, [{ amount: 3_000 }]);
    expect((await deliver(signStripeEvent(secret, refunded))).status).toBe(200);
    expect((await deliver(signStripeEvent(secret, completed))).status).toBe(200);
    const rows = await payments();
    expect(rows.map((r) => [r.kind, r.amountCents, r.status])).toEqual([
      ["refund", 3_000, "succeeded"],
      ["payment", 8_000, "succeeded"],
    ]);
    expect(rows[0].refundOfId).toBe(rows[1].id);
    expect(await depositSummary(bookingId)).toMatchObject({ paidCents: 5_000, refundedCents: 3_000, state: "due" });
  });

  it("a second successful payment for a booking already paid is recorded and flagged, never lost", async () => {
    await paidThroughCheckout();
    // A second session (the customer paid again in another tab opened before the first completed).
    await db().depositCheckout.updateMany({ data: { expiresAt: new Date(0) } });
    await db().payment.updateMany({ data: { status: "failed" } });
    const second = sessionIdOf((await pay()).body.url);
    await db().payment.updateMany({ data: { status: "succeeded" } });
    expect((await deliver(signStripeEvent(secret, stripe.pay(second)))).status).toBe(200);
    const rows = await payments();
    expect(rows.map((r) => [r.amountCents, r.flaggedDuplicate])).toEqual([
      [8_000, false],
      [8_000, true],
    ]);
    expect(await depositSummary(bookingId)).toMatchObject({ paidCents: 16_000, hasFlaggedPayment: true });
  });
});

describe("exactly once under concurrency", () => {
  it("the webhook and the success redirect racing record one payment", async () => {
    for (let round = 0; round < 3; round += 1) {
      await db().payment.deleteMany();
      await db().depositCheckout.updateMany({ data: { expiresAt: new Date(0) } });
      const sessionId = sessionIdOf((await pay()).body.url);
      const event = stripe.pay(sessionId);
      const [webhook] = await Promise.all([deliver(signStripeEvent(secret, event)), confirmCheckoutReturn(bookingId, sessionId), confirmCheckoutReturn(bookingId, sessionId)]);
      expect(webhook.status).toBe(200);
      expect((await payments()).map((p) => p.providerSessionId)).toEqual([sessionId]);
    }
  });

  it("the success redirect alone records the payment when the webhook is late; the webhook then adds nothing", async () => {
    const sessionId = sessionIdOf((await pay()).body.url);
    const event = stripe.pay(sessionId);
    await confirmCheckoutReturn(bookingId, sessionId);
    expect(await payments()).toHaveLength(1);
    expect((await deliver(signStripeEvent(secret, event))).status).toBe(200);
    expect(await payments()).toHaveLength(1);
  });

  it("two deliveries of the same event at once: one 200, one 409, one payment", async () => {
    const sessionId = sessionIdOf((await pay()).body.url);
    const signed = signStripeEvent(secret, stripe.pay(sessionId));
    const answers = await Promise.all([deliver(signed), deliver(signed)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await payments()).toHaveLength(1);
  });
});

describe("offline payments and refunds", () => {
  it("staff record cash and card-at-the-chair payments with who recorded them; a refund of cash is recorded without Stripe", async () => {
    const afterCash = await recordOfflinePayment(bookingId, { amountCents: 5_000, method: "cash", note: "At the desk" }, staff);
    expect(afterCash.payments).toHaveLength(1);
    expect(afterCash.payments[0]).toMatchObject({ kind: "payment", method: "cash", amountCents: 5_000, recordedByName: "Daniel Brooks", note: "At the desk", refundableCents: 5_000 });
    expect(afterCash.summary.state).toBe("due");
    const afterChair = await recordOfflinePayment(bookingId, { amountCents: 3_000, method: "card_at_chair", note: "" }, staff);
    expect(afterChair.summary).toMatchObject({ state: "paid", paidCents: 8_000, balanceCents: 11_500 });
    const refunded = await refundPayment(bookingId, afterCash.payments[0]._id, { amountCents: 2_000, note: "Changed plans" }, staff);
    expect(refunded.payments.at(-1)).toMatchObject({ kind: "refund", method: "cash", status: "succeeded", amountCents: 2_000, recordedByName: "Daniel Brooks" });
    expect(refunded.summary).toMatchObject({ paidCents: 6_000, refundedCents: 2_000, state: "due" });
    expect(stripe.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(0);
  });

  it("a card payment is refunded through Stripe's Refunds API (partial allowed); the refund webhook then records nothing new", async () => {
    const { sessionId } = await paidThroughCheckout();
    const [payment] = await payments();
    const answer = await refundPayment(bookingId, payment.id, { amountCents: 2_500, note: "" }, staff);
    expect(stripe.refunds).toHaveLength(1);
    expect(stripe.refunds[0]).toMatchObject({ amount: 2_500, payment_intent: payment.providerPaymentIntentId });
    const refundRequest = stripe.requests.find((r) => r.path === "/v1/refunds")!;
    const refundRow = answer.payments.find((p) => p.kind === "refund")!;
    expect(refundRequest.headers["idempotency-key"]).toBe(`deposit-refund/${refundRow._id}`);
    expect(refundRow).toMatchObject({ status: "succeeded", amountCents: 2_500, refundOfId: payment.id });
    expect(answer.payments.find((p) => p.kind === "payment")!.refundableCents).toBe(5_500);

    const stripeRefund = stripe.refunds[0] as { id: string; metadata: Record<string, string> };
    expect((await deliver(signStripeEvent(secret, stripe.chargeRefunded(sessionId, [{ id: stripeRefund.id, amount: 2_500, metadata: stripeRefund.metadata }])))).status).toBe(200);
    expect((await payments()).filter((p) => p.kind === "refund")).toHaveLength(1);
    expect(await depositSummary(bookingId)).toMatchObject({ paidCents: 5_500, refundedCents: 2_500 });
  });

  it("refuses to refund more than is left (400 with the amount), and two refunds at once never exceed the payment", async () => {
    const cash = await recordOfflinePayment(bookingId, { amountCents: 5_000, method: "cash", note: "" }, staff);
    const id = cash.payments[0]._id;
    await expect(refundPayment(bookingId, id, { amountCents: 5_001, note: "" }, staff)).rejects.toMatchObject({ status: 400, message: "At most $50 can be refunded." });
    const results = await Promise.allSettled([refundPayment(bookingId, id, { amountCents: 4_000, note: "" }, staff), refundPayment(bookingId, id, { amountCents: 4_000, note: "" }, staff)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await payments()).filter((p) => p.kind === "refund").map((p) => p.amountCents)).toEqual([4_000]);
  });

  it("Stripe unreachable for a refund: the refund stays pending with the error, and the outbox worker's retry completes it once", async () => {
    await paidThroughCheckout();
    const [payment] = await payments();
    stripe.failNext(503, 503, 503, 503);
    const answer = await refundPayment(bookingId, payment.id, { note: "" }, staff);
    const pending = answer.payments.find((p) => p.kind === "refund")!;
    expect(pending).toMatchObject({ status: "pending", amountCents: 8_000 });
    expect(pending.lastError).toBeTruthy();
    expect(answer.summary).toMatchObject({ hasPendingRefund: true, paidCents: 8_000 });
    expect(stripe.refunds).toHaveLength(0);
    // Not yet due: nothing happens.
    expect(await retryPendingRefunds({ now: new Date() })).toBe(0);
    stripe.recover();
    expect(await retryPendingRefunds({ now: new Date(Date.now() + 60 * 60_000) })).toBe(1);
    expect(stripe.refunds).toHaveLength(1);
    const row = await db().payment.findUniqueOrThrow({ where: { id: pending._id } });
    expect(row).toMatchObject({ status: "succeeded", lastError: null, providerRefundId: (stripe.refunds[0] as { id: string }).id });
    expect(await retryPendingRefunds({ now: new Date(Date.now() + 2 * 60 * 60_000) })).toBe(0);
    expect(await depositSummary(bookingId)).toMatchObject({ paidCents: 0, refundedCents: 8_000 });
  });
});

describe("where the money shows for staff", () => {
  it("the run sheet gives the balance due at the chair per dancer; the CSV has deposit, paid, refunded and balance", async () => {
    // Estimate 2 × ($85 + $12.50) = $195; deposit 2 × $40 = $80.
    const before = await runSheetFor(iso(20), { view: "desk" });
    expect(before.unassigned.map((r) => r.balanceDue)).toEqual(["$195"]);
    await paidThroughCheckout();
    await recordOfflinePayment(bookingId, { amountCents: 1_050, method: "cash", note: "" }, staff);
    const [cash] = (await payments()).filter((p) => p.method === "cash");
    await refundPayment(bookingId, cash.id, { amountCents: 50, note: "" }, staff);
    // Held: 8000 + 1050 − 50 = 9000 → balance 19500 − 9000 = 10500.
    const sheet = await runSheetFor(iso(20), { view: "desk" });
    expect(sheet.unassigned.map((r) => [r.dancer, r.balanceDue])).toEqual([["Mia Novak", "$105"]]);

    const eventId = (await db().booking.findUniqueOrThrow({ where: { id: bookingId } })).eventId;
    const chunks: Buffer[] = [];
    for await (const chunk of bookingExportStream(bookingExportQuerySchema.parse({ eventId }))) chunks.push(Buffer.from(chunk));
    const [header, ...rows] = Buffer.concat(chunks).subarray(3).toString("utf8").trim().split("\r\n").map((line) => line.split(","));
    const column = (name: string) => header.indexOf(name);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect([row[column("Deposit")], row[column("Paid")], row[column("Refunded")], row[column("Balance")]]).toEqual(["80.00", "90.00", "0.50", "105.00"]);
  });
});

describe("overdue deposits", () => {
  it("the day after the due date: counted as overdue and one reminder email with a fresh private link, never twice; none once paid", async () => {
    // Confirmed 10 days ago with 7 days to pay: due 3 days ago.
    const confirmedAt = new Date(Date.now() - 10 * 86_400_000);
    await db().booking.update({ where: { id: bookingId }, data: { confirmedAt } });
    const summary = await depositSummary(bookingId);
    expect(summary.state).toBe("overdue");
    expect((await overdueDeposits()).map((o) => o.bookingId)).toEqual([bookingId]);
    expect(await queueOverdueDepositReminders()).toBe(1);
    expect(await queueOverdueDepositReminders()).toBe(0);
    const emails = await db().emailMessage.findMany({ where: { kind: "deposit-overdue" } });
    expect(emails).toHaveLength(1);
    expect(emails[0].to).toBe("mia@example.net");
    expect(emails[0].text).toContain("The deposit of $80 for your appointments at Ohio Star Ball was due by");
    expect(emails[0].text).toMatch(/\/booking\/[A-Za-z0-9_-]{43}/);

    // Not overdue on the due date itself (a booking confirmed exactly 7 days ago).
    await db().booking.update({ where: { id: bookingId }, data: { confirmedAt: new Date(Date.now() - 7 * 86_400_000) } });
    expect((await depositSummary(bookingId)).state).toBe("due");
    await db().booking.update({ where: { id: bookingId }, data: { confirmedAt } });
    await recordOfflinePayment(bookingId, { amountCents: 8_000, method: "cash", note: "" }, staff);
    expect(await overdueDeposits()).toEqual([]);
  });
});

describe("Manage Bookings' mark", () => {
  it("the admin list carries the deposit state: none before the confirmation, due, then paid", async () => {
    const { listBookingsForAdmin } = await import("@/lib/bookings");
    const mark = async () => (await listBookingsForAdmin("assigned", { page: 1, pageSize: 20 })).bookings.find((b) => b._id === bookingId)?.deposit;
    expect(await mark()).toBe("due");
    await paidThroughCheckout();
    expect(await mark()).toBe("paid");
    await db().booking.update({ where: { id: bookingId }, data: { confirmedAt: null } });
    await db().payment.deleteMany();
    expect(await mark()).toBe("none");
  });
});
