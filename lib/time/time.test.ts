import { format } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import { describe, expect, it } from "vitest";
import { datesBetween, formatAdminDate, formatDay, formatEventDateRange, fromDateOnly, localDay, isDateOnly, shiftDate, studioToday, toDateOnly, utcToZonedParts, zonedInstant } from ".";

describe("event calendar days", () => {
  it("round-trips a DATE column value", () => {
    expect(toDateOnly(fromDateOnly("2026-12-04"))).toBe("2026-12-04");
    expect(fromDateOnly("2026-12-04").toISOString()).toBe("2026-12-04T00:00:00.000Z");
  });

  it("accepts only real calendar days", () => {
    expect(isDateOnly("2028-02-29")).toBe(true);
    expect(isDateOnly("2026-02-29")).toBe(false);
    expect(isDateOnly("2026-13-01")).toBe(false);
    expect(isDateOnly("12-04-2026")).toBe(false);
    expect(isDateOnly("2026-12-04T00:00:00Z")).toBe(false);
  });

  it("takes today from the studio zone, not from UTC", () => {
    // 23:30 in New York on 9 March (EDT, UTC-4) is already 10 March in UTC.
    expect(studioToday(new Date("2026-03-10T03:30:00Z"), "America/New_York")).toBe("2026-03-09");
    expect(studioToday(new Date("2026-03-10T04:00:00Z"), "America/New_York")).toBe("2026-03-10");
    // Winter (EST, UTC-5)
    expect(studioToday(new Date("2026-01-15T04:59:59Z"), "America/New_York")).toBe("2026-01-14");
    expect(studioToday(new Date("2026-01-15T05:00:00Z"), "America/New_York")).toBe("2026-01-15");
    expect(studioToday(new Date("2026-01-15T05:00:00Z"), "America/Los_Angeles")).toBe("2026-01-14");
  });
});

describe("formatting", () => {
  it("shows admin dates as MM-dd-yyyy", () => {
    expect(formatAdminDate("2026-12-04")).toBe("12-04-2026");
    expect(formatAdminDate("2027-01-09")).toBe("01-09-2027");
  });

  it("writes readable date ranges in the MMMM do style", () => {
    expect(formatEventDateRange("2026-12-04", "2026-12-06")).toBe("December 4th – 6th, 2026");
    expect(formatEventDateRange("2026-12-04", "2026-12-04")).toBe("December 4th, 2026");
    expect(formatEventDateRange("2026-11-29", "2026-12-01")).toBe("November 29th – December 1st, 2026");
    expect(formatEventDateRange("2026-12-30", "2027-01-02")).toBe("December 30th, 2026 – January 2nd, 2027");
    expect(formatEventDateRange("2026-03-21", "2026-03-23")).toBe("March 21st – 23rd, 2026");
  });

  it("writes every day of two years in each day pattern the screens use exactly as date-fns' format does", () => {
    const patterns = ["EEEE, MMMM do", "EEE, MMM d", "MMM d", "d", "MMMM do, yyyy", "MMMM do", "do, yyyy", "MM-dd-yyyy"];
    const days = [...datesBetween("2026-01-01", "2026-12-31", 366), ...datesBetween("2027-01-01", "2027-12-31", 366)];
    expect(days).toHaveLength(730);
    for (const pattern of patterns) {
      const differing = days.filter((day) => formatDay(localDay(day), pattern) !== format(localDay(day), pattern));
      expect(differing.map((day) => `${pattern}: ${day} → ${formatDay(localDay(day), pattern)}, date-fns ${format(localDay(day), pattern)}`)).toEqual([]);
    }
    expect(formatDay(localDay("2026-12-04"), "EEEE, MMMM do")).toBe("Friday, December 4th");
    expect(formatDay(localDay("2026-12-11"), "do")).toBe("11th");
    expect(formatDay(localDay("2026-12-22"), "do")).toBe("22nd");
  });
});

describe("studio time zone conversions on the 2026 US DST days", () => {
  it("9:00 AM New York on March 8 (spring forward) is 13:00 UTC and reads back as 9:00", () => {
    const instant = zonedInstant("2026-03-08", "09:00", "America/New_York");
    expect(instant.toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(utcToZonedParts(instant, "America/New_York")).toEqual({ date: "2026-03-08", time: "09:00" });
  });

  it("9:00 AM New York on November 1 (fall back) is 14:00 UTC and reads back as 9:00", () => {
    const instant = zonedInstant("2026-11-01", "09:00", "America/New_York");
    expect(instant.toISOString()).toBe("2026-11-01T14:00:00.000Z");
    expect(utcToZonedParts(instant, "America/New_York")).toEqual({ date: "2026-11-01", time: "09:00" });
  });
});

describe("dates", () => {
  it("lists each date from start to end inclusive, across a month end", () => {
    expect(datesBetween("2026-11-29", "2026-12-02")).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
  });
  it("rejects impossible dates", () => {
    expect(isDateOnly("2026-02-30")).toBe(false);
    expect(isDateOnly("2026-02-28")).toBe(true);
  });
});

describe("shiftDate: the one way a date-only day moves", () => {
  it("crosses months, years, a leap day and both clock changes by whole calendar days, backwards too", () => {
    expect(shiftDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDate("2028-02-28", 1)).toBe("2028-02-29");
    expect(shiftDate("2027-03-01", -1)).toBe("2027-02-28");
    expect(shiftDate("2026-03-08", 1)).toBe("2026-03-09");
    expect(shiftDate("2026-11-01", -1)).toBe("2026-10-31");
    expect(shiftDate("2026-06-15", 0)).toBe("2026-06-15");
    expect(shiftDate("2026-06-15", 30)).toBe("2026-07-15");
  });
});

describe("localDay", () => {
  it("keeps the calendar day when formatted in a zone west of UTC (a New York visitor)", async () => {
    const previous = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      const { format } = await import("date-fns");
      const { localDay } = await import(".");
      expect(format(localDay("2026-12-04"), "EEEE, MMMM do")).toBe("Friday, December 4th");
    } finally {
      process.env.TZ = previous;
    }
  });
});

describe("zoned parts from the cached formatter", () => {
  it("agree with date-fns-tz every 97 minutes of 2026 in zones with and without DST, across both DST changes", () => {
    const zones = ["America/New_York", "America/Los_Angeles", "Europe/London", "Australia/Adelaide", "Asia/Kolkata", "UTC"];
    const start = Date.UTC(2026, 0, 1);
    const end = Date.UTC(2027, 0, 1);
    let checked = 0;
    for (const zone of zones) {
      for (let t = start; t < end; t += 97 * 60_000) {
        const instant = new Date(t);
        const expected = { date: formatInTimeZone(instant, zone, "yyyy-MM-dd"), time: formatInTimeZone(instant, zone, "HH:mm") };
        const got = utcToZonedParts(instant, zone);
        if (got.date !== expected.date || got.time !== expected.time) expect({ zone, at: instant.toISOString(), got }).toEqual({ zone, at: instant.toISOString(), got: expected });
        expect(studioToday(instant, zone)).toBe(got.date);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30_000);
    // 30,000 date-fns-tz formats: about a second alone, several on a shared CI machine.
  }, 30_000);

  it("shows midnight as 00:00, not 24:00", () => {
    expect(utcToZonedParts(new Date("2026-06-01T04:00:00Z"), "America/New_York")).toEqual({ date: "2026-06-01", time: "00:00" });
  });

  it("refuses an unknown zone as date-fns-tz does", () => {
    expect(() => studioToday(new Date(), "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});
