// A receipt for every payment kind: a deposit through Checkout (Stripe's retries, the return racing the
// webhook: one receipt), a chair payment with its tip, offline payments and refunds (naming what they
// reverse), the text where she agreed, the printable page's link, and staff's resend.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as chairPay } from "@/app/api/calendar/slots/[id]/chair-payments/route";
import { POST as resendRoute } from "@/app/api/booking/[id]/receipts/[receiptId]/resend/route";
import { confirmCheckoutReturn, RECEIPT_KIND, RECEIPT_TEXT_KIND, receiptByToken, receiptsOfBookings, recordOfflinePayment, refundPayment } from "@/lib/payments";
import type { ReceiptContent } from "@/lib/payments";
import { callRoute, staffSession } from "@/tests/support/api";
import { testPrisma } from "@/tests/support/db";
import { depositWorld, payments, sessionIdOf } from "@/tests/support/deposit-world";
import { signStripeEvent } from "@/tests/support/fakes/stripe";

const db = () => testPrisma();
const world = depositWorld();

const receipts = () => db().paymentReceipt.findMany({ orderBy: { number: "asc" }, include: { payment: true } });
const contentOf = (row: { content: unknown }) => row.content as ReceiptContent;
const receiptEmails = () => db().emailMessage.findMany({ where: { kind: RECEIPT_KIND }, orderBy: { createdAt: "asc" } });

/** The printable page's token in a receipt email. */
const tokenIn = (body: string) => /\/receipt\/([A-Za-z0-9_-]{43})/.exec(body)?.[1] ?? null;

describe("a deposit through Checkout", () => {
  it("gets exactly one receipt however often Stripe delivers and however the return races it, with everything a receipt says", async () => {
    const { bookingId, stripe, secret } = world;
    const started = await world.pay();
    const sessionId = sessionIdOf(started.body.url);
    const completed = signStripeEvent(secret, stripe.pay(sessionId));
    const [first, second] = await Promise.all([world.deliver(completed), world.deliver(completed), confirmCheckoutReturn(bookingId, sessionId)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    // Stripe's retry of the same event later, and a second event for the same session.
    expect((await world.deliver(completed)).status).toBe(409);
    const asyncEvent = { ...stripe.pay(sessionId), id: `evt_async_${sessionId}`, type: "checkout.session.async_payment_succeeded" };
    expect((await world.deliver(signStripeEvent(secret, asyncEvent))).status).toBe(200);

    expect(await payments()).toHaveLength(1);
    const [receipt] = await receipts();
    expect(await db().paymentReceipt.count()).toBe(1);
    const c = contentOf(receipt);
    expect(c).toMatchObject({
      number: expect.stringMatching(/^R-\d{6}$/),
      kind: "payment",
      dancer: "Mia Novak",
      competition: "Ohio Star Ball",
      covered: "Deposit",
      amount: "$80",
      tip: null,
      method: "Card (online)",
      takenBy: "Online payment (Stripe)",
      // $85 × 2 + $12.50 × 2 lashes = $195 estimate, $80 paid.
      stillOwed: "$115",
      reverses: null,
    });
    expect(c.studio.name).toBeTruthy();
    expect(c.services.map((s) => [s.label, s.price])).toEqual([
      ["Competition Hair", "$85"],
      ["Lashes", "$12.50"],
      ["Competition Hair", "$85"],
      ["Lashes", "$12.50"],
    ]);

    const emails = await receiptEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0].to).toBe("mia@example.net");
    expect(emails[0].subject).toBe(`Receipt ${c.number}: your payment to ${c.studio.name}`);
    for (const line of [c.number, "Dancer: Mia Novak", "Competition: Ohio Star Ball", "This payment covered: Deposit", "Amount paid: $80", "Method: Card (online)", "Taken by: Online payment (Stripe)", "Still owed: $115", c.studio.phone, c.studio.email]) {
      expect(emails[0].text).toContain(line);
    }
    // The printable page's link: only its hash is stored, and it opens this receipt.
    const token = tokenIn(emails[0].text)!;
    expect(receipt.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(await receiptByToken(token)).toEqual(c);
    expect(await receiptByToken("x".repeat(43))).toBeNull();
    // No text: she did not agree to texts.
    expect(await db().emailMessage.count({ where: { kind: RECEIPT_TEXT_KIND } })).toBe(0);
  });
});

describe("at the chair and at the desk", () => {
  it("a chair payment with a tip: the tip, the total, the stylist who took it, the method and what is still owed", async () => {
    const { bookingId } = world;
    const ana = await staffSession("ana@example.com", ["view_bookings"], { firstName: "Ana" });
    const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId }, orderBy: { position: "asc" } });
    const slot = await db().schedule.create({ data: { bookingId, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: ana.userId, startAt: new Date(`${day.date.toISOString().slice(0, 10)}T14:00:00Z`), endAt: new Date(`${day.date.toISOString().slice(0, 10)}T14:45:00Z`) } });
    const response = await callRoute(chairPay, "POST", `/api/calendar/slots/${slot.id}/chair-payments`, { params: { id: slot.id }, body: { amountCents: 19_500, tipCents: 2_000, method: "cash" }, headers: { ...ana.headers, "idempotency-key": "chair-1" } });
    expect(response.status).toBe(201);
    const [receipt] = await receipts();
    expect(contentOf(receipt)).toMatchObject({ covered: "The deposit and the balance — paid in full", amount: "$195", tip: "$20", total: "$215", method: "Cash", takenBy: "Ana Member", stillOwed: "$0" });
    const [email] = await receiptEmails();
    expect(email.text).toContain("Tip for your stylist: $20");
    expect(email.text).toContain("Total taken: $215");
  });

  it("an offline payment and its refund: the refund's receipt names the payment it reverses", async () => {
    const { bookingId, staff } = world;
    const paid = await recordOfflinePayment(bookingId, { amountCents: 5_000, method: "cash", note: "" }, staff);
    await refundPayment(bookingId, paid.payments[0]._id, { amountCents: 2_000, note: "" }, staff);
    const [payment, refund] = await receipts();
    expect(contentOf(payment)).toMatchObject({ kind: "payment", amount: "$50", takenBy: "Daniel Brooks", covered: "Part of the deposit", stillOwed: "$145" });
    expect(contentOf(refund)).toMatchObject({ kind: "refund", amount: "$20", reverses: contentOf(payment).number, stillOwed: "$165" });
    expect(contentOf(refund).covered).toContain(`receipt ${contentOf(payment).number}`);
    expect(contentOf(refund).covered).toContain("cash payment of $50");
    const emails = await receiptEmails();
    expect(emails).toHaveLength(2);
    expect(emails[1].subject).toContain("your refund");
    expect(emails[1].text).toContain(`Refunded: Refund of receipt ${contentOf(payment).number}`);
  });

  it("a card refund through Stripe gets its receipt once Stripe accepts it, and Stripe's refund webhook adds none", async () => {
    const { bookingId, staff, stripe, secret } = world;
    const { sessionId } = await world.paidThroughCheckout();
    const [payment] = await payments();
    await refundPayment(bookingId, payment.id, { amountCents: 3_000, note: "" }, staff);
    const stripeRefund = stripe.refunds[0] as { id: string; metadata: Record<string, string> };
    expect((await world.deliver(signStripeEvent(secret, stripe.chargeRefunded(sessionId, [{ id: stripeRefund.id, amount: 3_000, metadata: stripeRefund.metadata }])))).status).toBe(200);
    const rows = await receipts();
    expect(rows.map((r) => [r.payment.kind, contentOf(r).amount])).toEqual([
      ["payment", "$80"],
      ["refund", "$30"],
    ]);
    expect(contentOf(rows[1]).reverses).toBe(contentOf(rows[0]).number);
    expect((await receiptsOfBookings([bookingId])).get(bookingId)!.map((r) => r.kind)).toEqual(["refund", "payment"]);
  });
});

describe("sending", () => {
  it("a text with the receipt's link where she agreed to texts", async () => {
    const { bookingId, staff } = world;
    const booking = await db().booking.findUniqueOrThrow({ where: { id: bookingId } });
    await db().booking.update({ where: { id: bookingId }, data: { phoneE164: "+13125550100" } });
    await db().client.update({ where: { id: booking.clientId! }, data: { phoneE164: "+13125550100", textConsentAt: new Date() } });
    await recordOfflinePayment(bookingId, { amountCents: 5_000, method: "cash", note: "" }, staff);
    const text = await db().emailMessage.findFirstOrThrow({ where: { kind: RECEIPT_TEXT_KIND } });
    expect(text).toMatchObject({ channel: "sms", to: "+13125550100", bookingId });
    expect(tokenIn(text.text)).not.toBeNull();
    expect(text.text).toContain("Still owed: $145");
  });

  it("staff resend a receipt (manage_bookings): a new email with a new link to the same receipt", async () => {
    const { bookingId, staff } = world;
    await recordOfflinePayment(bookingId, { amountCents: 5_000, method: "cash", note: "" }, staff);
    const [receipt] = await receipts();
    const desk = await staffSession("desk@example.com", ["manage_bookings"]);
    const viewer = await staffSession("viewer@example.com", ["view_bookings"]);
    const call = (headers: Record<string, string>, id = bookingId) => callRoute(resendRoute, "POST", `/api/booking/${id}/receipts/${receipt.id}/resend`, { params: { id, receiptId: receipt.id }, body: {}, headers });
    expect((await call(viewer.headers)).status).toBe(403);
    expect((await call(desk.headers, "another-booking")).status).toBe(404);
    const answer = await call(desk.headers);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ resent: true, to: "mia@example.net" });
    const emails = await receiptEmails();
    expect(emails).toHaveLength(2);
    expect(emails[1].subject).toBe(emails[0].subject);
    expect(await receiptByToken(tokenIn(emails[1].text)!)).toEqual(contentOf(receipt));
    expect(await db().paymentReceipt.count()).toBe(1);
  });
});

describe("paying the balance before the day", () => {
  it("all that is owed, or part of it, through Checkout from the private link: recorded once, not flagged, with a receipt", async () => {
    const { bookingId, stripe, secret, token } = world;
    await world.paidThroughCheckout();
    const { POST: balanceRoute } = await import("@/app/api/booking/link/[token]/balance/route");
    const pay = (amount?: string) => callRoute(balanceRoute, "POST", `/api/booking/link/${token}/balance`, { params: { token }, body: amount === undefined ? {} : { amount } });

    expect((await pay("200")).status).toBe(400);
    expect((await pay("0.50")).status).toBe(400);
    expect((await pay("lots")).status).toBe(400);
    const part = await pay("$50");
    expect(part.status).toBe(200);
    const partSession = sessionIdOf((await part.json()).url);
    expect(stripe.sessions.get(partSession)).toMatchObject({ amount_total: 5_000, metadata: expect.objectContaining({ balance: "1", bookingId }) });
    expect((await world.deliver(signStripeEvent(secret, stripe.pay(partSession)))).status).toBe(200);

    const rest = await pay();
    const restSession = sessionIdOf((await rest.json()).url);
    expect(stripe.sessions.get(restSession)).toMatchObject({ amount_total: 6_500 });
    expect((await world.deliver(signStripeEvent(secret, stripe.pay(restSession)))).status).toBe(200);

    const rows = await payments();
    expect(rows.map((p) => [p.amountCents, p.flaggedDuplicate])).toEqual([
      [8_000, false],
      [5_000, false],
      [6_500, false],
    ]);
    expect((await receipts()).map((r) => [contentOf(r).covered, contentOf(r).stillOwed])).toEqual([
      ["Deposit", "$115"],
      ["Part of the balance", "$65"],
      ["The balance — paid in full", "$0"],
    ]);
    expect((await pay()).status).toBe(409);
  });
});
