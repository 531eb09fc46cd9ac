// Stripe webhooks at their bounds (signed like Stripe's, against the loopback fake): a payment in
// another currency is kept for staff but never counted, a signature from the future and an amount
// beyond any deposit are refused; and the "deposit received" emails go out once per payment.
import { beforeEach, describe, expect, it } from "vitest";
import { confirmCheckoutReturn, depositSummary, recordOfflinePayment } from "@/lib/payments";
import { testPrisma } from "@/tests/support/db";
import { payments, sessionIdOf, depositWorld, type DepositWorld } from "@/tests/support/deposit-world";
import { signStripeEvent } from "@/tests/support/fakes/stripe";

const db = () => testPrisma();
const world = depositWorld();
const { pay, deliver, paidThroughCheckout } = world;
let stripe: DepositWorld["stripe"];
let secret: string;
let bookingId: string;
let staff: DepositWorld["staff"];
beforeEach(() => {
  ({ stripe, secret, bookingId, staff } = world);
});

type SessionEvent = { id: string; data: { object: { amount_total: number; currency: string } } };

async function paidEvent(): Promise<SessionEvent> {
  const sessionId = sessionIdOf((await pay()).body.url);
  return stripe.pay(sessionId) as SessionEvent;
}

describe("POST /api/webhooks/stripe at its bounds", () => {
  it("a payment in another currency (jpy 100) is recorded and flagged for staff, never added to what is paid", async () => {
    const event = await paidEvent();
    event.data.object.currency = "jpy";
    event.data.object.amount_total = 100;
    expect((await deliver(signStripeEvent(secret, event))).status).toBe(200);
    const [row] = await payments();
    expect(row).toMatchObject({ amountCents: 100, currency: "jpy", note: "Paid in JPY, not the studio's currency (USD): not counted. Check it in Stripe." });
    expect(await depositSummary(bookingId)).toMatchObject({ paidCents: 0, state: "due", balanceCents: 19_500, hasForeignPayment: true });
    expect(await db().emailMessage.count({ where: { kind: { startsWith: "deposit-received" } } })).toBe(0);
  });

  it("a signature timestamped 400 s in the future is refused (401) like a stale one; 200 s ahead (clock skew) is accepted", async () => {
    const event = await paidEvent();
    const ahead = await deliver(signStripeEvent(secret, event, { at: new Date(Date.now() + 400_000) }));
    expect(ahead).toEqual({ status: 401, body: { error: "The webhook signature could not be verified." } });
    expect(await payments()).toEqual([]);
    expect(await db().providerWebhookEvent.count()).toBe(0);
    expect((await deliver(signStripeEvent(secret, event, { at: new Date(Date.now() + 200_000) }))).status).toBe(200);
  });

  it("an amount_total of 2^40 is refused with 400 (not a 500), and nothing is stored", async () => {
    const event = await paidEvent();
    event.data.object.amount_total = 2 ** 40;
    expect(await deliver(signStripeEvent(secret, event))).toEqual({ status: 400, body: { error: "The webhook's amount is out of range." } });
    expect(await payments()).toEqual([]);
    expect(await db().providerWebhookEvent.count()).toBe(0);
  });
});

describe("the deposit received emails", () => {
  const received = () => db().emailMessage.findMany({ where: { kind: { in: ["deposit-received", "deposit-received-studio"] } }, orderBy: { kind: "asc" } });

  it("the payment that completes the deposit tells the customer and the studio once, however often the webhook or the return comes", async () => {
    const { sessionId, event } = await paidThroughCheckout();
    const [payment] = await payments();
    // Replayed (409), re-sent under a new event id, and the success redirect: still one of each.
    expect((await deliver(signStripeEvent(secret, event))).status).toBe(409);
    expect((await deliver(signStripeEvent(secret, { ...(event as object), id: "evt_test_resent" }))).status).toBe(200);
    await confirmCheckoutReturn(bookingId, sessionId);
    const emails = await received();
    expect(emails.map((e) => [e.kind, e.idempotencyKey, e.to])).toEqual([
      ["deposit-received", `deposit-received/${payment.id}`, "mia@example.net"],
      ["deposit-received-studio", `deposit-received-studio/${payment.id}`, expect.stringContaining("@")],
    ]);
    expect(emails[0].subject).toBe("Deposit received: Ohio Star Ball");
    expect(emails[0].text).toContain("we received your deposit of $80 for your appointments at Ohio Star Ball");
    expect(emails[0].text).toContain("The balance of $115 is paid at the chair.");
    expect(emails[1].text).toContain("Mia Novak paid the deposit: $80 by card (online)");
  });

  it("a desk payment that completes the deposit sends them too; a payment after it, or one that leaves it short, does not", async () => {
    await recordOfflinePayment(bookingId, { amountCents: 3_000, method: "cash", note: "" }, staff);
    expect(await received()).toHaveLength(0);
    await recordOfflinePayment(bookingId, { amountCents: 5_000, method: "cash", note: "" }, staff);
    expect((await received()).map((e) => e.kind)).toEqual(["deposit-received", "deposit-received-studio"]);
    await recordOfflinePayment(bookingId, { amountCents: 2_000, method: "cash", note: "" }, staff);
    expect(await received()).toHaveLength(2);
  });
});
