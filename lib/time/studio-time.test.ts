import { describe, expect, it } from "vitest";
import { datesBetween, isValidIsoDate, utcToZonedParts, zonedToUtc } from "./studio-time";

describe("studio time zone conversions on the 2026 US DST days", () => {
  it("9:00 AM New York on March 8 (spring forward) is 13:00 UTC and reads back as 9:00", () => {
    const instant = zonedToUtc("2026-03-08", "09:00", "America/New_York");
    expect(instant.toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(utcToZonedParts(instant, "America/New_York")).toEqual({ date: "2026-03-08", time: "09:00" });
  });

  it("9:00 AM New York on November 1 (fall back) is 14:00 UTC and reads back as 9:00", () => {
    const instant = zonedToUtc("2026-11-01", "09:00", "America/New_York");
    expect(instant.toISOString()).toBe("2026-11-01T14:00:00.000Z");
    expect(utcToZonedParts(instant, "America/New_York")).toEqual({ date: "2026-11-01", time: "09:00" });
  });
});

describe("dates", () => {
  it("lists each date from start to end inclusive, across a month end", () => {
    expect(datesBetween("2026-11-29", "2026-12-02")).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
  });
  it("rejects impossible dates", () => {
    expect(isValidIsoDate("2026-02-30")).toBe(false);
    expect(isValidIsoDate("2026-02-28")).toBe(true);
  });
});

describe("displayDay", () => {
  it("keeps the calendar day when formatted in a zone west of UTC (a New York visitor)", async () => {
    const previous = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      const { format } = await import("date-fns");
      const { displayDay } = await import("./studio-time");
      expect(format(displayDay("2026-12-04"), "EEEE, MMMM do")).toBe("Friday, December 4th");
    } finally {
      process.env.TZ = previous;
    }
  });
});
