import { describe, expect, it } from "vitest";
import { estimateBookingTotal, formatPrice } from "./estimate";

const prices: Record<string, number> = { hair: 85, makeup: 90, lashes: 20, stones: 12.5, tenth: 0.1, fifth: 0.2 };
const priceOf = (id: string) => prices[id];

describe("estimateBookingTotal", () => {
  it("adds every day's service and additional services", () => {
    const days = [
      { services: "hair", additionalServices: ["lashes"] },
      { services: "makeup", additionalServices: [] },
    ];
    expect(estimateBookingTotal(days, priceOf)).toBe(85 + 20 + 90);
  });

  it("counts a day without a service yet, or an unknown id, as nothing", () => {
    expect(estimateBookingTotal([{ services: "", additionalServices: ["stones"] }, { services: "gone", additionalServices: [] }], priceOf)).toBe(12.5);
    expect(estimateBookingTotal([], priceOf)).toBe(0);
  });

  it("sums in cents, so 0.1 + 0.2 is 0.3", () => {
    expect(estimateBookingTotal([{ services: "tenth", additionalServices: ["fifth"] }], priceOf)).toBe(0.3);
  });
});

describe("formatPrice", () => {
  it("shows whole dollars without cents and other amounts with two decimals", () => {
    expect(formatPrice(195)).toBe("$195");
    expect(formatPrice(12.5)).toBe("$12.50");
  });
});
