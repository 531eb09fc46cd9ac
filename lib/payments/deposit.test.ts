import { describe, expect, it } from "vitest";
import { automaticRefundSentence, balanceDueCents, cancellationRefundNotice, cancellationRefundsDeposit, depositAmountCents, depositDueDate, depositState, formatMoney, netPaidCents, parseDollarsToCents, refundableCents, type DepositRule } from "./deposit";

const rule = (over: Partial<DepositRule> = {}): DepositRule => ({ enabled: true, mode: "fixed_per_day", fixedCentsPerDay: 5_000, percentBasisPoints: 2_500, dueDays: 7, currency: "usd", ...over });

describe("depositAmountCents", () => {
  it("is nothing while deposits are off", () => {
    expect(depositAmountCents(rule({ enabled: false }), { bookedDays: 3, estimateCents: 30_000 })).toBe(0);
  });

  it("fixed: the amount per booked day times the days", () => {
    expect(depositAmountCents(rule({ fixedCentsPerDay: 4_000 }), { bookedDays: 1, estimateCents: 0 })).toBe(4_000);
    expect(depositAmountCents(rule({ fixedCentsPerDay: 4_000 }), { bookedDays: 3, estimateCents: 99_999 })).toBe(12_000);
  });

  it("percent: a share of the estimate in cents", () => {
    // 25 % of $195.00 = $48.75
    expect(depositAmountCents(rule({ mode: "percent", percentBasisPoints: 2_500 }), { bookedDays: 2, estimateCents: 19_500 })).toBe(4_875);
    expect(depositAmountCents(rule({ mode: "percent", percentBasisPoints: 10_000 }), { bookedDays: 1, estimateCents: 12_345 })).toBe(12_345);
  });

  it("percent rounds half up to the cent, with no float error", () => {
    // 25 % of $0.10 = 2.5 cents → 3; 25 % of $0.06 = 1.5 → 2; 33.33 % of $1.00 = 33.33 → 33
    expect(depositAmountCents(rule({ mode: "percent", percentBasisPoints: 2_500 }), { bookedDays: 1, estimateCents: 10 })).toBe(3);
    expect(depositAmountCents(rule({ mode: "percent", percentBasisPoints: 2_500 }), { bookedDays: 1, estimateCents: 6 })).toBe(2);
    expect(depositAmountCents(rule({ mode: "percent", percentBasisPoints: 3_333 }), { bookedDays: 1, estimateCents: 100 })).toBe(33);
    // 15 % of $85.30 = 12.795 → 12.80 (a float 85.3 * 0.15 is 12.794999…)
    expect(depositAmountCents(rule({ mode: "percent", percentBasisPoints: 1_500 }), { bookedDays: 1, estimateCents: 8_530 })).toBe(1_280);
    for (const cents of [1, 99, 8_530, 1_000_001]) expect(Number.isInteger(depositAmountCents(rule({ mode: "percent", percentBasisPoints: 1_234 }), { bookedDays: 1, estimateCents: cents }))).toBe(true);
  });
});

describe("depositDueDate", () => {
  it("is dueDays after the confirmation day, across a month end", () => {
    expect(depositDueDate({ dueDays: 7 }, "2026-11-28", "2026-12-31")).toBe("2026-12-05");
  });
  it("is never after the first booked day", () => {
    expect(depositDueDate({ dueDays: 14 }, "2026-11-28", "2026-12-04")).toBe("2026-12-04");
  });
  it("dueDays 0 is the confirmation day itself", () => {
    expect(depositDueDate({ dueDays: 0 }, "2026-03-08", "2026-04-01")).toBe("2026-03-08");
  });
});

describe("depositState, netPaidCents, refundableCents, balanceDueCents", () => {
  it("counts succeeded payments minus succeeded refunds only", () => {
    expect(
      netPaidCents([
        { kind: "payment", status: "succeeded", amountCents: 5_000 },
        { kind: "payment", status: "failed", amountCents: 5_000 },
        { kind: "refund", status: "succeeded", amountCents: 1_000 },
        { kind: "refund", status: "pending", amountCents: 500 },
      ]),
    ).toBe(4_000);
  });
  it("due, overdue from the day after the due date, paid once the whole deposit is held", () => {
    expect(depositState({ amountCents: 5_000, paidCents: 0, dueDate: "2026-12-05", today: "2026-12-05" })).toBe("due");
    expect(depositState({ amountCents: 5_000, paidCents: 4_999, dueDate: "2026-12-05", today: "2026-12-06" })).toBe("overdue");
    expect(depositState({ amountCents: 5_000, paidCents: 5_000, dueDate: "2026-12-05", today: "2026-12-06" })).toBe("paid");
    expect(depositState({ amountCents: 5_000, paidCents: 0, dueDate: null, today: "2027-01-01" })).toBe("due");
    expect(depositState({ amountCents: 0, paidCents: 0, dueDate: null, today: "2027-01-01" })).toBe("none");
  });
  it("overdue only while the booking has a day to come: after the last day the unpaid deposit is part of the balance", () => {
    const unpaid = { amountCents: 5_000, paidCents: 0, dueDate: "2026-12-05" };
    expect(depositState({ ...unpaid, lastDay: "2026-12-12", today: "2026-12-12" })).toBe("overdue");
    expect(depositState({ ...unpaid, lastDay: "2026-12-12", today: "2026-12-13" })).toBe("due");
    expect(depositState({ ...unpaid, paidCents: 5_000, lastDay: "2026-12-12", today: "2026-12-13" })).toBe("paid");
  });
  it("a pending refund already reduces what can be refunded; a failed one does not", () => {
    const payment = { amountCents: 5_000, status: "succeeded" as const };
    expect(refundableCents(payment, [{ kind: "refund", status: "pending", amountCents: 2_000 }, { kind: "refund", status: "failed", amountCents: 3_000 }])).toBe(3_000);
    expect(refundableCents({ amountCents: 5_000, status: "pending" }, [])).toBe(0);
  });
  it("the balance at the chair is the estimate minus what is held, never below zero", () => {
    expect(balanceDueCents(19_500, 5_000)).toBe(14_500);
    expect(balanceDueCents(4_000, 5_000)).toBe(0);
  });
  it("formats US dollars like the price list", () => {
    expect(formatMoney(5_000)).toBe("$50");
    expect(formatMoney(4_875)).toBe("$48.75");
    // The same format as the price list: a thousands separator.
    expect(formatMoney(250_000)).toBe("$2,500");
    expect(formatMoney(-108_550)).toBe("-$1,085.50");
    expect(formatMoney(1_234, "eur")).toBe("€12.34");
  });
});

describe("parseDollarsToCents", () => {
  it("reads dollars and cents from the text", () => {
    expect(parseDollarsToCents("12.50")).toBe(1_250);
    expect(parseDollarsToCents("$12.5")).toBe(1_250);
    expect(parseDollarsToCents("85")).toBe(8_500);
    expect(parseDollarsToCents("1,200.05")).toBe(120_005);
    expect(parseDollarsToCents("0.29")).toBe(29);
  });
  it("refuses what is not an amount", () => {
    for (const bad of ["", "abc", "12.505", "-5", "1e3"]) expect(parseDollarsToCents(bad)).toBeNull();
  });
});

describe("cancellationRefundsDeposit", () => {
  it("refunds only when the first day is more than the window away", () => {
    expect(cancellationRefundsDeposit(14, "2026-11-01", "2026-11-16")).toBe(true);
    expect(cancellationRefundsDeposit(14, "2026-11-02", "2026-11-16")).toBe(false);
    expect(cancellationRefundsDeposit(0, "2026-11-15", "2026-11-16")).toBe(true);
    expect(cancellationRefundsDeposit(0, "2026-11-16", "2026-11-16")).toBe(false);
  });

  it("never refunds when the studio set no window", () => {
    expect(cancellationRefundsDeposit(null, "2026-01-01", "2026-12-31")).toBe(false);
  });

  it("counts calendar days across a DST change", () => {
    expect(cancellationRefundsDeposit(7, "2026-03-01", "2026-03-09")).toBe(true);
    expect(cancellationRefundsDeposit(8, "2026-03-01", "2026-03-09")).toBe(false);
  });
});

describe("cancellationRefundNotice", () => {
  const rule = { autoRefundDaysBefore: 14, currency: "usd" };
  it("says nothing when nothing was paid", () => {
    expect(cancellationRefundNotice(rule, 0, "2026-11-01", "2026-12-01")).toBeNull();
  });
  it("promises the refund exactly when the cancellation would make it", () => {
    expect(cancellationRefundNotice(rule, 5_000, "2026-11-01", "2026-12-01")).toBe("Cancelling now refunds the deposit you paid online ($50) to your card.");
    expect(cancellationRefundNotice(rule, 5_000, "2026-11-20", "2026-12-01")).toBe("The $50 you paid is not refunded automatically: the competition is 14 days away or less.");
    expect(cancellationRefundNotice({ ...rule, autoRefundDaysBefore: null }, 5_050, "2026-11-01", "2026-12-01")).toContain("$50.50 you paid is not refunded automatically");
  });
});

describe("automaticRefundSentence", () => {
  it("names the window the cancellation applies, and nothing when there is none", () => {
    expect(automaticRefundSentence(14)).toBe("A deposit paid online is refunded to your card automatically when you cancel more than 14 days before your first appointment.");
    expect(automaticRefundSentence(1)).toContain("more than 1 day before");
    expect(automaticRefundSentence(0)).toBe("A deposit paid online is refunded to your card automatically when you cancel before the day of your first appointment.");
    expect(automaticRefundSentence(null)).toBeNull();
  });
});
