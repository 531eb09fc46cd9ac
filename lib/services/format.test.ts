import { describe, expect, it } from "vitest";
import { formatPrice } from "./format";

describe("formatPrice", () => {
  it("shows whole dollars without cents and other prices with two decimals", () => {
    expect(formatPrice(85)).toBe("$85");
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(92.5)).toBe("$92.50");
    expect(formatPrice(19.99)).toBe("$19.99");
    expect(formatPrice(1250)).toBe("$1,250");
  });
});
