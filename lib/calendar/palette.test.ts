import { describe, expect, it } from "vitest";
import { CALENDAR_PALETTE, COMPETITION_COLOUR, DANCER_COLOUR, staffColours } from "./palette";

function luminance(hex: string): number {
  const [r, g, b] = (hex.match(/\w\w/g) ?? []).map((h) => parseInt(h, 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("calendar palette", () => {
  it("keeps the first two colours for competitions and booked dancers", () => {
    expect(COMPETITION_COLOUR).toBe(CALENDAR_PALETTE[0]);
    expect(DANCER_COLOUR).toBe(CALENDAR_PALETTE[1]);
    const staff = staffColours(["a", "b", "c"]);
    expect([...staff.values()]).toEqual(CALENDAR_PALETTE.slice(2, 5));
    expect([...staff.values()]).not.toContain(COMPETITION_COLOUR);
    expect([...staff.values()]).not.toContain(DANCER_COLOUR);
  });

  it("gives the same staff list the same colours every time, and wraps after the palette", () => {
    const ids = Array.from({ length: CALENDAR_PALETTE.length }, (_, i) => `user-${i}`);
    expect(staffColours(ids)).toEqual(staffColours([...ids]));
    expect(staffColours(ids).get(`user-${CALENDAR_PALETTE.length - 2}`)).toBe(CALENDAR_PALETTE[2]);
  });

  it("carries white text at WCAG AA contrast on every colour", () => {
    for (const colour of CALENDAR_PALETTE) {
      expect((1.05 / (luminance(colour) + 0.05)), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
