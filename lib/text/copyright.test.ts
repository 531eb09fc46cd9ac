import { describe, expect, it } from "vitest";
import { COPYRIGHT_SINCE, copyrightYears } from "./copyright";

describe("copyrightYears: the notice runs from the studio's first year to the current one", () => {
  it("names the first year and the current year with an en dash", () => {
    expect(copyrightYears(new Date(2026, 10, 27))).toBe("2024–2026");
    expect(copyrightYears(new Date(2031, 0, 1))).toBe("2024–2031");
  });

  it("shows the first year alone while it is the current year", () => {
    expect(COPYRIGHT_SINCE).toBe(2024);
    expect(copyrightYears(new Date(2024, 5, 1))).toBe("2024");
  });
});
