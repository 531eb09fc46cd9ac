// Deposits, staff side, against the same loopback fake Stripe: offline payments and refunds, the
// balance on the run sheet and the CSV, overdue reminders, Manage Bookings' mark and filter, the
// deposit in the confirmation, and the customer's cancellation inside and outside the refund window.
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as cancelByLink } from "@/app/api/booking/link/[token]/cancel/route";
import { listBookingsForAdmin, queueBookingConfirmation, updateBooking } from "@/lib/bookings";
import { completeSlot } from "@/tests/support/booking-requests";
import { bookingExportStream } from "@/lib/bookings/export";
import { bookingExportQuerySchema } from "@/lib/bookings/export-schema";
import { runSheetFor } from "@/lib/calendar/run-sheet";
import { depositSummary, overdueDeposits, queueOverdueDepositReminders, recordOfflinePayment, refundPayment, retryPendingRefunds, updateDepositSettings } from "@/lib/payments";
import { DEFAULT_DEPOSIT_SETTINGS } from "@/lib/payments/dto";
import { testPrisma } from "@/tests/support/db";
import { iso, payments, depositWorld, type DepositWorld } from "@/tests/support/deposit-world";
import { signStripeEvent } from "@/tests/support/fakes/stripe";

const db = () => testPrisma();
const world = depositWorld();
const { deliver, paidThroughCheckout } = world;
let stripe: DepositWorld["stripe"];
let secret: string;
let bookingId: string;
let token: string;
let staff: DepositWorld["staff"];
beforeEach(() => {
  ({ stripe, secret, bookingId, token, staff } = world);
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

  it("once the competition is over, an unpaid deposit is no longer overdue anywhere: the home count and the filter agree", async () => {
    await db().booking.update({ where: { id: bookingId }, data: { confirmedAt: new Date(Date.now() - 40 * 86_400_000) } });
    const overdueFilter = async () => (await listBookingsForAdmin("assigned", { page: 1, pageSize: 20, deposit: "overdue" }, "desk")).bookings.map((b) => b._id);
    expect([await overdueFilter(), (await overdueDeposits()).map((o) => o.bookingId)]).toEqual([[bookingId], [bookingId]]);
    // Both days now in the past (the dates kept, moved back by 30 days).
    for (const day of await db().bookingDay.findMany({ where: { bookingId } })) {
      await db().bookingDay.update({ where: { id: day.id }, data: { date: new Date(day.date.getTime() - 30 * 86_400_000) } });
    }
    expect([await overdueFilter(), await overdueDeposits()]).toEqual([[], []]);
    expect((await depositSummary(bookingId)).state).toBe("due");
    expect(await queueOverdueDepositReminders()).toBe(0);
  });
});

describe("Manage Bookings' mark", () => {
  it("the admin list carries the deposit state: none before the confirmation, due, then paid", async () => {
    const { listBookingsForAdmin } = await import("@/lib/bookings");
    const mark = async () => (await listBookingsForAdmin("assigned", { page: 1, pageSize: 20 }, "desk")).bookings.find((b) => b._id === bookingId)?.deposit;
    expect(await mark()).toBe("due");
    await paidThroughCheckout();
    expect(await mark()).toBe("paid");
    await db().booking.update({ where: { id: bookingId }, data: { confirmedAt: null } });
    await db().payment.deleteMany();
    expect(await mark()).toBe("none");
  });
});

describe("Manage Bookings' deposit filter", () => {
  it("lists only the bookings with that mark, with a total that agrees with the page", async () => {
    const due = await listBookingsForAdmin("assigned", { page: 1, pageSize: 20, deposit: "due" }, "desk");
    expect([due.total, due.bookings.map((b) => b._id)]).toEqual([1, [bookingId]]);
    expect((await listBookingsForAdmin("assigned", { page: 1, pageSize: 20, deposit: "paid" }, "desk")).total).toBe(0);
    await paidThroughCheckout();
    const paid = await listBookingsForAdmin("assigned", { page: 1, pageSize: 20, deposit: "paid" }, "desk");
    expect([paid.total, paid.bookings.map((b) => [b._id, b.deposit])]).toEqual([1, [[bookingId, "paid"]]]);
    expect((await listBookingsForAdmin("assigned", { page: 1, pageSize: 20, deposit: "due" }, "desk")).total).toBe(0);
    // Other filters still apply; a page past the end is empty with the same total.
    expect((await listBookingsForAdmin("assigned", { page: 1, pageSize: 20, deposit: "paid", q: "nobody-by-that-name" }, "desk")).total).toBe(0);
    expect(await listBookingsForAdmin("assigned", { page: 2, pageSize: 20, deposit: "paid" }, "desk")).toEqual({ bookings: [], total: 1 });
  });
});

describe("the deposit in the confirmation email", () => {
  async function confirmationText() {
    const stylist = await db().user.create({ data: { firstName: "Ava", lastName: "Reed", email: "ava@example.com", passwordHash: "x", permissions: ["view_admin_panel", "view_bookings"] } });
    await updateBooking(bookingId, {
      additionalNotes: "",
      danceStartDate: "",
      danceStartTime: "",
      dayDetails: [iso(20), iso(21)].map((date) => ({ date, schedules: [completeSlot(stylist.id, date, "08:00", "08:45")] })),
    });
    await queueBookingConfirmation(bookingId);
    return (await db().emailMessage.findFirstOrThrow({ where: { kind: "booking-confirmation" } })).text;
  }

  it("states the amount, the due date and where to pay", async () => {
    const text = await confirmationText();
    expect(text).toMatch(/Deposit: \$80, due by [A-Z][a-z]+ \d{1,2}, \d{4}\. It holds your stylist's time; pay it securely with "Pay deposit" on your private page\./);
  });

  it("says nothing about a deposit when deposits are off", async () => {
    await updateDepositSettings({ ...DEFAULT_DEPOSIT_SETTINGS, enabled: false });
    expect(await confirmationText()).not.toMatch(/deposit/i);
  });
});

describe("the customer cancels with a deposit paid", () => {
  async function cancel() {
    const response = await cancelByLink(
      new NextRequest(`http://127.0.0.1/api/booking/link/${token}/cancel`, { method: "POST", body: JSON.stringify({ reason: "Injured" }), headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" } }),
      { params: Promise.resolve({ token }) },
    );
    expect(response.status).toBe(200);
    return db().emailMessage.findMany({ where: { kind: { in: ["booking-cancelled", "booking-cancelled-studio-notice"] } }, orderBy: { kind: "asc" } });
  }

  it("inside the refund window: the card payment is refunded through Stripe once, and both emails say so", async () => {
    // The first day is 20 days away; the window refunds up to 14 days before.
    await updateDepositSettings({ ...DEFAULT_DEPOSIT_SETTINGS, enabled: true, fixedCentsPerDay: 4_000, autoRefundDaysBefore: 14 });
    await paidThroughCheckout();
    const [customer, studio] = await cancel();
    expect(stripe.refunds).toHaveLength(1);
    expect(stripe.refunds[0]).toMatchObject({ amount: 8_000 });
    const refund = (await payments()).find((p) => p.kind === "refund")!;
    expect(refund).toMatchObject({ status: "succeeded", amountCents: 8_000, recordedByName: "Automatic refund (cancelled by the customer)", recordedById: null });
    expect(await depositSummary(bookingId)).toMatchObject({ paidCents: 0, refundedCents: 8_000 });
    expect(customer.text).toContain("Your deposit of $80 is being refunded to your card");
    expect(studio.text).toContain("Deposit: $80 refunded automatically to the customer's card");
    // Cancelling again answers the first cancellation and refunds nothing more.
    await cancel();
    expect(stripe.refunds).toHaveLength(1);
  });

  it("outside the window, or with no window set: nothing is refunded and the emails say the money is held", async () => {
    await updateDepositSettings({ ...DEFAULT_DEPOSIT_SETTINGS, enabled: true, fixedCentsPerDay: 4_000, autoRefundDaysBefore: 30 });
    await paidThroughCheckout();
    await recordOfflinePayment(bookingId, { amountCents: 1_000, method: "cash", note: "" }, staff);
    const [customer, studio] = await cancel();
    expect(stripe.refunds).toHaveLength(0);
    expect((await payments()).filter((p) => p.kind === "refund")).toEqual([]);
    expect(customer.text).toContain("The $90 you paid is not refunded automatically under the studio's refund rule.");
    expect(studio.text).toContain("Still held: $90, not refunded automatically.");
  });

  it("inside the window with a cash payment too: the card part is refunded, the cash part is left to staff", async () => {
    await updateDepositSettings({ ...DEFAULT_DEPOSIT_SETTINGS, enabled: true, fixedCentsPerDay: 4_000, autoRefundDaysBefore: 14 });
    await paidThroughCheckout();
    await recordOfflinePayment(bookingId, { amountCents: 1_000, method: "cash", note: "" }, staff);
    const [customer, studio] = await cancel();
    expect(stripe.refunds.map((r) => (r as { amount: number }).amount)).toEqual([8_000]);
    expect(customer.text).toContain("Your deposit of $80 is being refunded to your card");
    expect(customer.text).toContain("The $10 you paid is not refunded automatically");
    expect(studio.text).toContain("Still held: $10");
  });

  it("Stripe unreachable at the cancellation: the cancellation stands, the refund stays pending and the outbox retry sends it", async () => {
    await updateDepositSettings({ ...DEFAULT_DEPOSIT_SETTINGS, enabled: true, fixedCentsPerDay: 4_000, autoRefundDaysBefore: 14 });
    await paidThroughCheckout();
    stripe.failNext(503, 503, 503, 503);
    await cancel();
    expect((await db().booking.findUniqueOrThrow({ where: { id: bookingId } })).cancelledAt).not.toBeNull();
    expect((await payments()).find((p) => p.kind === "refund")).toMatchObject({ status: "pending" });
    stripe.recover();
    expect(await retryPendingRefunds({ now: new Date(Date.now() + 60 * 60_000) })).toBe(1);
    expect(stripe.refunds).toHaveLength(1);
    expect(await depositSummary(bookingId)).toMatchObject({ paidCents: 0, refundedCents: 8_000 });
  });
});
