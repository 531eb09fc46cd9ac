import { describe, expect, it } from "vitest";
import { CALENDAR_PALETTE, COMPETITION_COLOUR, DANCER_COLOUR, staffColours } from "./palette";

function luminance(hex: string): number {
  const [r, g, b] = (hex.match(/\w\w/g) ?? []).map((h) => parseInt(h, 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("calendar palette", () => {
  it("keeps the first two colours for competitions and booked dancers", () => {
    expect(COMPETITION_COLOUR).toBe("#7a5a1e");
    expect(DANCER_COLOUR).toBe("#8a4a3c");
    expect(Object.fromEntries(staffColours(["a", "b", "c"]))).toEqual({ a: "#1d4ed8", b: "#047857", c: "#7e22ce" });
  });

  it("colours staff by their position in the list, not by id, and wraps after the ten staff colours", () => {
    expect(Object.fromEntries(staffColours(["c", "a"]))).toEqual({ c: "#1d4ed8", a: "#047857" });
    const twelve = staffColours(Array.from({ length: 12 }, (_, i) => `user-${i}`));
    expect(twelve.size).toBe(12);
    expect(twelve.get("user-9")).toBe("#15803d");
    expect(twelve.get("user-10")).toBe("#1d4ed8");
    expect(twelve.get("user-11")).toBe("#047857");
    expect([...twelve.values()]).not.toContain("#7a5a1e");
    expect([...twelve.values()]).not.toContain("#8a4a3c");
  });

  it("carries white text at WCAG AA contrast on every colour", () => {
    expect(CALENDAR_PALETTE).toHaveLength(12);
    for (const colour of CALENDAR_PALETTE) {
      expect((1.05 / (luminance(colour) + 0.05)), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
