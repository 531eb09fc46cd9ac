// bench:public's route list and verdict (the Lighthouse runs themselves are the bench).
import { describe, expect, it } from "vitest";
import { publicRoutes, verdict } from "./public";

const floor = { score: 95, lcpMs: 800, jsKb: 134, cls: 0, tbtMs: 100, renderDelayMs: 200 };

describe("bench:public", () => {
  it("measures every public page of app/(site) without a parameter in its path", () => {
    const routes = publicRoutes();
    expect(routes).toEqual(expect.arrayContaining(["/", "/about", "/services", "/gallery", "/schedule", "/bookanappointment", "/contact", "/payments/returned"]));
    expect(routes.some((r) => r.includes("["))).toBe(false);
  });

  it("meets the floor at 1.15× LCP, 3 points, 15 KB and CLS 0, and names each miss", () => {
    expect(verdict({ ...floor, score: 92, lcpMs: 920, jsKb: 149 }, floor).misses).toEqual([]);
    const { lcpRatio, misses } = verdict({ ...floor, score: 91, lcpMs: 1000, jsKb: 150, cls: 0.01 }, floor);
    expect(lcpRatio).toBeCloseTo(1.25);
    expect(misses).toHaveLength(4);
  });
});
