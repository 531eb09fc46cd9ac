// Deposits end to end through the real route handlers and the official stripe SDK, against a loopback
// fake Stripe: Checkout from the private link, the webhook (signed like Stripe's: valid, forged,
// stale, replayed, out of order) and exactly-once recording under concurrency.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { confirmCheckoutReturn, depositSummary, updateDepositSettings } from "@/lib/payments";
import { DEFAULT_DEPOSIT_SETTINGS } from "@/lib/payments/dto";
import { testPrisma } from "@/tests/support/db";
import { payments, sessionIdOf, depositWorld, type DepositWorld } from "@/tests/support/deposit-world";
import { newStripeWebhookSecret, signStripeEvent } from "@/tests/support/fakes/stripe";

const db = () => testPrisma();
const world = depositWorld();
const { pay, deliver, paidThroughCheckout } = world;
let stripe: DepositWorld["stripe"];
let secret: string;
let bookingId: string;
let token: string;
beforeEach(() => {
  ({ stripe, secret, bookingId, token } = world);
});

describe("Pay deposit from the private link", () => {
  it("creates a Checkout Session for the amount computed from the booking, with metadata and the return route as return URLs", async () => {
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
    // Back through the session id, never the private link (checkout-return.int.test.ts).
    expect(session.success_url).toBe("https://studio.example/api/payments/return?session_id={CHECKOUT_SESSION_ID}");
    expect(session.cancel_url).toBe("https://studio.example/api/payments/return?deposit=cancelled");
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

  it("a tap that sees another tap's session only half saved sends the same idempotency key, so Stripe makes one session", async () => {
    // The race of two taps: the other tap's session row exists (here of another amount, so it is not
    // reused) but had not when this tap looked for an open one. Only sessions that ran out count.
    await db().depositCheckout.create({ data: { id: "cs_other_tap", bookingId, amountCents: 1, currency: "usd", url: "https://checkout.stripe.test/other", expiresAt: new Date(Date.now() + 3_600_000) } });
    await pay();
    const keys = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").map((r) => r.headers["idempotency-key"]);
    expect(keys).toEqual([`deposit-checkout/${bookingId}/1/8000-usd`]);
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
    const real = world.token;
    world.token = "A".repeat(43);
    expect(await pay()).toMatchObject({ status: 404, body: { error: "This link has expired or is not valid." } });
    world.token = real;
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
