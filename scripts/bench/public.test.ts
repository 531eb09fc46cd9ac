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

  it("meets the floor at 3 points, TBT + 100 ms, 15 KB and CLS 0, names each miss, and reports the LCP ratio without judging it", () => {
    expect(verdict({ ...floor, score: 92, tbtMs: 200, lcpMs: 2400, jsKb: 149 }, floor).misses).toEqual([]);
    const { lcpRatio, misses } = verdict({ ...floor, score: 91, tbtMs: 201, lcpMs: 1000, jsKb: 150, cls: 0.01 }, floor);
    expect(lcpRatio).toBeCloseTo(1.25);
    expect(misses).toEqual(["TBT 201 ms > 100 + 100 ms", "score 91 < 95 − 3", "JS +16.0 KB > 15 KB", "CLS 0.01"]);
  });
});
