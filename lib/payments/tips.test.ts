import { describe, expect, it } from "vitest";
import { countedTipCents, maxTipCents, TIP_NEEDS_PAYMENT, tipRefusal, withCountedTips, type TipRow } from "./tips";

const chair = (amountCents: number, tipCents: number, bookingPaidCents = amountCents, bookingTipsCents = 0) => tipRefusal({ amountCents, tipCents, bookingPaidCents, bookingTipsCents, currency: "usd" });

describe("the tip rule when recording", () => {
  it("no tip is always fine; a tip on a booking that paid nothing never is; a tip alone after paying online is, within the bound", () => {
    expect(chair(0, 0)).toBeNull();
    expect(chair(0, 1)).toBe(TIP_NEEDS_PAYMENT);
    expect(chair(0, 2_000, 8_500)).toBeNull();
    expect(chair(0, 10_000_000, 50_000)).toMatch(/at most \$200 with this payment/i);
  });

  it("one payment carries up to $200 or its amount, whichever is more", () => {
    expect([maxTipCents(0), maxTipCents(1), maxTipCents(8_500), maxTipCents(20_000), maxTipCents(45_000)]).toEqual([20_000, 20_000, 20_000, 20_000, 45_000]);
    expect(chair(8_500, 20_000)).toBeNull();
    expect(chair(8_500, 20_001)).toMatch(/at most \$200.*this payment/);
    expect(chair(45_000, 45_000)).toBeNull();
    expect(chair(45_000, 45_001)).toMatch(/at most \$450.*this payment/);
  });

  it("a booking's tips together stay within what it paid or $200", () => {
    expect(chair(1, 100, 2, 20_000)).toMatch(/At most \$0.*more.*this booking/);
    expect(chair(1, 5_000, 8_501, 15_000)).toBeNull();
    expect(chair(1, 5_001, 8_501, 15_000)).toMatch(/At most \$50.*this booking/);
    expect(chair(30_000, 10_000, 50_000, 40_000)).toBeNull();
    expect(chair(30_000, 10_001, 50_000, 40_000)).toMatch(/At most \$100.*this booking/);
  });
});

describe("the tip the takings count", () => {
  const payment = { kind: "payment" as const, status: "succeeded" as const, amountCents: 8_500, tipCents: 1_000 };

  it("the tip of a payment that took money and is not refunded in full; never above the cap", () => {
    expect(countedTipCents(payment, 0)).toBe(1_000);
    expect(countedTipCents(payment, 8_499)).toBe(1_000);
    expect(countedTipCents(payment, 8_500)).toBe(0);
    expect(countedTipCents({ ...payment, amountCents: 0 }, 0)).toBe(1_000); // a tip alone, after paying online
    expect(countedTipCents({ ...payment, status: "failed" }, 0)).toBe(0);
    expect(countedTipCents({ ...payment, tipCents: 10_000_000 }, 0)).toBe(20_000);
  });

  it("only succeeded refunds of that payment reverse its tip, whatever their day", () => {
    const row = (id: string, over: Partial<TipRow>): TipRow => ({ id, kind: "payment", status: "succeeded", amountCents: 8_500, tipCents: 1_000, refundOfId: null, ...over });
    const rows = [
      row("full", {}),
      row("full-r1", { kind: "refund", amountCents: 5_000, tipCents: 0, refundOfId: "full" }),
      row("full-r2", { kind: "refund", amountCents: 3_500, tipCents: 0, refundOfId: "full" }),
      row("partial", { tipCents: 500 }),
      row("partial-r", { kind: "refund", amountCents: 2_000, tipCents: 0, refundOfId: "partial" }),
      row("failed-refund", { tipCents: 700 }),
      row("failed-refund-r", { kind: "refund", status: "failed", amountCents: 8_500, tipCents: 0, refundOfId: "failed-refund" }),
    ];
    expect(withCountedTips(rows).map((r) => [r.id, r.tipCents])).toEqual([
      ["full", 0],
      ["full-r1", 0],
      ["full-r2", 0],
      ["partial", 500],
      ["partial-r", 0],
      ["failed-refund", 700],
      ["failed-refund-r", 0],
    ]);
  });
});
