// A booking's money, one rule, read alike everywhere: the summary (Edit Booking's payments, the
// private page, emails), Manage Bookings' mark and its filter, and the run sheet's balance, for each
// state: nothing asked yet, due, paid, refunded, cancelled, and the balance collected once.
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as cancelByLink } from "@/app/api/booking/link/[token]/cancel/route";
import { listBookingsForAdmin } from "@/lib/bookings";
import type { BookingList } from "@/lib/bookings/lists";
import { runSheetFor } from "@/lib/calendar/run-sheet";
import { bookingPayments, depositSummary, recordOfflinePayment, updateDepositSettings } from "@/lib/payments";
import { DEFAULT_DEPOSIT_SETTINGS } from "@/lib/payments/dto";
import { MONEY_FILTER_STATES } from "@/lib/payments/money-status";
import { testPrisma } from "@/tests/support/db";
import { iso, depositWorld, type DepositWorld } from "@/tests/support/deposit-world";

const db = () => testPrisma();
const world = depositWorld();
const { paidThroughCheckout } = world;
let bookingId: string;
let token: string;
let staff: DepositWorld["staff"];
beforeEach(() => {
  ({ bookingId, token, staff } = world);
});

/** Where the booking shows: its state on Edit Booking's payments, its mark in the list, and every deposit filter that lists it. */
async function seenAs(list: BookingList) {
  const panel = (await bookingPayments(bookingId)).summary;
  const mark = (await listBookingsForAdmin(list, { page: 1, pageSize: 50 }, "desk")).bookings.find((b) => b._id === bookingId)?.deposit;
  const filters: string[] = [];
  for (const state of MONEY_FILTER_STATES) {
    const found = await listBookingsForAdmin(list, { page: 1, pageSize: 50, deposit: state }, "desk");
    if (found.bookings.some((b) => b._id === bookingId)) filters.push(state);
    expect(found.total).toBe(found.bookings.length);
  }
  return { state: panel.state, mark, filters, balance: panel.balanceCents };
}

async function cancelAsCustomer() {
  const response = await cancelByLink(
    new NextRequest(`http://127.0.0.1/api/booking/link/${token}/cancel`, { method: "POST", body: JSON.stringify({ reason: "Injured" }), headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" } }),
    { params: Promise.resolve({ token }) },
  );
  expect(response.status).toBe(200);
}

describe("a booking's money state, the same on every screen and filter", () => {
  // The world: estimate 2 × ($85 + $12.50) = $195; deposit 2 × $40 = $80.
  it("an unconfirmed request: nothing asked yet — no mark, in no deposit filter, the whole estimate left for the chair", async () => {
    await db().booking.update({ where: { id: bookingId }, data: { confirmedAt: null, isAssigned: false } });
    expect(await seenAs("unassigned")).toEqual({ state: "none", mark: "none", filters: [], balance: 19_500 });
  });

  it("confirmed: deposit due (in the due filter only); paid through Checkout: deposit paid, the balance less what is held", async () => {
    expect(await seenAs("assigned")).toEqual({ state: "due", mark: "due", filters: ["due"], balance: 19_500 });
    await paidThroughCheckout();
    expect(await seenAs("assigned")).toEqual({ state: "paid", mark: "paid", filters: ["paid"], balance: 11_500 });
  });

  it("cancelled inside the refund window with the deposit refunded: deposit refunded, never due, no balance at the chair", async () => {
    await updateDepositSettings({ ...DEFAULT_DEPOSIT_SETTINGS, enabled: true, fixedCentsPerDay: 4_000, autoRefundDaysBefore: 14 });
    await paidThroughCheckout();
    await cancelAsCustomer();
    expect(await depositSummary(bookingId)).toMatchObject({ paidCents: 0, refundedCents: 8_000, cancelled: true });
    expect(await seenAs("cancelled")).toEqual({ state: "refunded", mark: "refunded", filters: ["refunded"], balance: 0 });
  });

  it("cancelled with nothing paid: nothing asked; cancelled with the deposit kept: deposit paid (held), no balance", async () => {
    await cancelAsCustomer();
    expect(await seenAs("cancelled")).toEqual({ state: "none", mark: "none", filters: [], balance: 0 });
    await recordOfflinePayment(bookingId, { amountCents: 8_000, method: "cash", note: "" }, staff);
    expect(await seenAs("cancelled")).toEqual({ state: "paid", mark: "paid", filters: ["paid"], balance: 0 });
  });

  it("a part refunded on a live booking leaves the deposit due again, not refunded", async () => {
    await recordOfflinePayment(bookingId, { amountCents: 8_000, method: "cash", note: "" }, staff);
    const [cash] = await db().payment.findMany();
    const { refundPayment } = await import("@/lib/payments");
    await refundPayment(bookingId, cash.id, { amountCents: 3_000, note: "" }, staff);
    expect(await seenAs("assigned")).toEqual({ state: "due", mark: "due", filters: ["due"], balance: 14_500 });
  });
});

describe("the run sheet's balance", () => {
  it("shows a two-day booking's balance once, on its first day to come, with what it covers; the other day points to it", async () => {
    await recordOfflinePayment(bookingId, { amountCents: 10_000, method: "cash", note: "" }, staff);
    const label = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
    const first = await runSheetFor(iso(20), { view: "desk" });
    const second = await runSheetFor(iso(21), { view: "desk" });
    expect(first.unassigned.map((r) => [r.dancer, r.balanceDue, r.balanceNote])).toEqual([["Mia Novak", "$95", `For ${label(iso(20))} and ${label(iso(21))}: $195 less $100 paid`]]);
    expect(second.unassigned.map((r) => [r.dancer, r.balanceDue, r.balanceNote])).toEqual([["Mia Novak", `See ${label(iso(20))}`, null]]);

    // Paid in full: "Paid" on both days, no amount.
    await recordOfflinePayment(bookingId, { amountCents: 9_500, method: "cash", note: "" }, staff);
    expect([(await runSheetFor(iso(20), { view: "desk" })).unassigned[0].balanceDue, (await runSheetFor(iso(21), { view: "desk" })).unassigned[0].balanceDue]).toEqual(["Paid", "Paid"]);
  });

  it("once the first day has passed unpaid, the balance moves to the day still to come", async () => {
    // Day one yesterday, day two tomorrow.
    const days = await db().bookingDay.findMany({ where: { bookingId }, orderBy: { position: "asc" } });
    await db().bookingDay.update({ where: { id: days[0].id }, data: { date: new Date(`${iso(-1)}T00:00:00Z`) } });
    await db().bookingDay.update({ where: { id: days[1].id }, data: { date: new Date(`${iso(1)}T00:00:00Z`) } });
    const label = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
    expect((await runSheetFor(iso(-1), { view: "desk" })).unassigned.map((r) => r.balanceDue)).toEqual([`See ${label(iso(1))}`]);
    expect((await runSheetFor(iso(1), { view: "desk" })).unassigned.map((r) => r.balanceDue)).toEqual(["$195"]);
  });
});
