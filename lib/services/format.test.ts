import { describe, expect, it, vi } from "vitest";
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

describe("formatPrice's formatters", () => {
  it("are built on first use, not when a screen imports the module (the run sheet's rows do, while hydrating)", async () => {
    const Original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        built += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      vi.resetModules();
      const fresh = await import("./format");
      expect(built).toBe(0);
      expect([fresh.formatPrice(85), fresh.formatPrice(92.5), fresh.formatPrice(1200)]).toEqual(["$85", "$92.50", "$1,200"]);
      expect(built).toBe(2);
      fresh.formatPrice(40);
      expect(built).toBe(2);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
