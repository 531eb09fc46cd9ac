import { describe, expect, it } from "vitest";
import { balanceCollectionDay, chairBalance, moneyStatus, type MoneyFacts } from "./money-status";

const at = new Date("2026-12-01T12:00:00Z");
const pay = (amountCents: number, currency = "usd") => ({ kind: "payment" as const, status: "succeeded" as const, amountCents, currency, createdAt: at });
const refund = (amountCents: number) => ({ kind: "refund" as const, status: "succeeded" as const, amountCents, currency: "usd", createdAt: at });
const facts = (over: Partial<MoneyFacts> = {}): MoneyFacts => ({
  currency: "usd",
  payments: [],
  depositCents: 8_000,
  estimateCents: 19_500,
  confirmed: true,
  cancelled: false,
  dueDate: "2026-12-08",
  lastDay: "2026-12-10",
  today: "2026-12-01",
  ...over,
});

describe("moneyStatus: one state for a booking's money", () => {
  it("nothing asked before the confirmation; due, overdue and paid after it", () => {
    expect(moneyStatus(facts({ confirmed: false, dueDate: null }))).toMatchObject({ state: "none", paidCents: 0, balanceCents: 19_500 });
    expect(moneyStatus(facts()).state).toBe("due");
    expect(moneyStatus(facts({ today: "2026-12-09" })).state).toBe("overdue");
    expect(moneyStatus(facts({ payments: [pay(8_000)] }))).toMatchObject({ state: "paid", paidCents: 8_000, balanceCents: 11_500, paidAt: at.toISOString() });
  });

  it("cancelled: refunded when everything came back, paid while money is held, else nothing; never a balance", () => {
    expect(moneyStatus(facts({ cancelled: true, payments: [pay(8_000), refund(8_000)] }))).toMatchObject({ state: "refunded", paidCents: 0, refundedCents: 8_000, balanceCents: 0 });
    expect(moneyStatus(facts({ cancelled: true, payments: [pay(8_000)] }))).toMatchObject({ state: "paid", balanceCents: 0 });
    expect(moneyStatus(facts({ cancelled: true }))).toMatchObject({ state: "none", balanceCents: 0 });
  });

  it("a payment in another currency is never counted", () => {
    expect(moneyStatus(facts({ payments: [pay(100, "jpy")] }))).toMatchObject({ state: "due", paidCents: 0, balanceCents: 19_500 });
  });
});

describe("the run sheet's balance, collected once", () => {
  it("on the first day still to come (today included), else the last day", () => {
    expect(balanceCollectionDay(["2026-12-10", "2026-12-09"], "2026-12-01")).toBe("2026-12-09");
    expect(balanceCollectionDay(["2026-12-09", "2026-12-10"], "2026-12-10")).toBe("2026-12-10");
    expect(balanceCollectionDay(["2026-12-09", "2026-12-10"], "2026-12-11")).toBe("2026-12-10");
  });

  it("the amount with what it covers on that day, a pointer on the others, Paid or nothing at 0", () => {
    const money = { balanceCents: 9_500, paidCents: 10_000, estimateCents: 19_500, currency: "usd" };
    const days = ["2026-12-09", "2026-12-10"];
    expect(chairBalance(money, days, "2026-12-09", "2026-12-01")).toEqual({ due: "$95", note: "For Wed, Dec 9 and Thu, Dec 10: $195 less $100 paid" });
    expect(chairBalance(money, days, "2026-12-10", "2026-12-01")).toEqual({ due: "See Wed, Dec 9", note: null });
    expect(chairBalance({ ...money, balanceCents: 0 }, days, "2026-12-10", "2026-12-01")).toEqual({ due: "Paid", note: null });
    expect(chairBalance({ ...money, balanceCents: 0, paidCents: 0 }, days, "2026-12-10", "2026-12-01")).toEqual({ due: "—", note: null });
    expect(chairBalance({ ...money, paidCents: 0, balanceCents: 19_500 }, ["2026-12-09"], "2026-12-09", "2026-12-01")).toEqual({ due: "$195", note: null });
  });
});
