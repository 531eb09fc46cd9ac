import { describe, expect, it } from "vitest";
import { US_STATES } from "./us-states";
import { defaultTimeZoneForState, formatAdminDateTime, formatTimeIn, formatTimeRangeIn, formatWallTime, formatWallTimeIn, isEventTimeZone, timeZoneLabel, zonedInstant, zonedParts, zoneSuffix, zoneTimeWording } from "./zoned";

const NY = "America/New_York";

describe("competition time zones", () => {
  it("gives every state a zone; split states take their largest city's", () => {
    for (const state of US_STATES) expect(isEventTimeZone(defaultTimeZoneForState(state)), state).toBe(true);
    expect(defaultTimeZoneForState("Texas")).toBe("America/Chicago"); // Houston, not El Paso
    expect(defaultTimeZoneForState("Indiana")).toBe("America/New_York"); // Indianapolis, not Gary
    expect(defaultTimeZoneForState("Idaho")).toBe("America/Denver"); // Boise, not Coeur d'Alene
    expect(defaultTimeZoneForState("Illinois")).toBe("America/Chicago");
    expect(defaultTimeZoneForState("Washington")).toBe("America/Los_Angeles");
    expect(defaultTimeZoneForState("Arizona")).toBe("America/Phoenix");
    expect(defaultTimeZoneForState("")).toBe("America/New_York");
  });

  it("names the zone only when it is not the studio's", () => {
    const heat = new Date("2026-12-04T13:10:00Z");
    expect(formatTimeIn(heat, "America/Chicago", NY)).toBe("7:10 AM Central");
    expect(formatTimeIn(heat, NY, NY)).toBe("8:10 AM");
    expect(formatTimeIn(new Date("2026-07-04T19:05:00Z"), "America/Phoenix", NY)).toBe("12:05 PM Arizona");
    expect(zoneSuffix("America/Los_Angeles", NY)).toBe(" Pacific");
    expect(zoneSuffix(NY, NY)).toBe("");
    // A studio elsewhere names Eastern competitions.
    expect(formatTimeIn(heat, NY, "America/Chicago")).toBe("8:10 AM Eastern");
    expect(timeZoneLabel("Europe/Paris")).toBe("Paris");
    expect(formatWallTime("00:30")).toBe("12:30 AM");
    expect(formatWallTime("12:00")).toBe("12:00 PM");
    expect(formatWallTime("13:05")).toBe("1:05 PM");
    expect(formatWallTimeIn("09:30", "America/Chicago", NY)).toBe("9:30 AM Central");
    expect(formatWallTimeIn("09:30", NY, NY)).toBe("9:30 AM");
  });

  it("formats a slot once with the zone at the end", () => {
    // 8:55–9:45 CST on December 4th = 14:55–15:45 UTC (UTC−6).
    expect(formatTimeRangeIn(new Date("2026-12-04T14:55:00Z"), new Date("2026-12-04T15:45:00Z"), "America/Chicago", NY)).toBe("8:55 AM – 9:45 AM Central");
    expect(formatTimeRangeIn(new Date("2026-12-04T14:55:00Z"), new Date("2026-12-04T15:45:00Z"), NY, NY)).toBe("9:55 AM – 10:45 AM");
    expect(zoneTimeWording("America/Chicago", NY)).toBe("Central time (America/Chicago)");
    expect(zoneTimeWording(NY, NY)).toBe("America/New York time");
  });

  // Offsets written out by hand (independent of any zone database): 2026 DST starts March 8 at 2:00 and ends
  // November 1 at 2:00 local time; Arizona (America/Phoenix) stays at UTC−7 all year.
  it.each([
    ["2026-03-08T08:30:00Z", "America/Los_Angeles", "2026-03-08", "00:30", "12:30 AM Pacific"], // PST, UTC−8
    ["2026-03-08T10:30:00Z", "America/Los_Angeles", "2026-03-08", "03:30", "3:30 AM Pacific"], // 2:30 does not exist: PDT, UTC−7
    ["2026-03-08T16:00:00Z", "America/Los_Angeles", "2026-03-08", "09:00", "9:00 AM Pacific"], // PDT
    ["2026-03-08T16:00:00Z", "America/Phoenix", "2026-03-08", "09:00", "9:00 AM Arizona"], // MST all year
    ["2026-03-07T16:00:00Z", "America/Phoenix", "2026-03-07", "09:00", "9:00 AM Arizona"],
    ["2026-11-01T08:30:00Z", "America/Los_Angeles", "2026-11-01", "01:30", "1:30 AM Pacific"], // first 1:30, PDT
    ["2026-11-01T09:30:00Z", "America/Los_Angeles", "2026-11-01", "01:30", "1:30 AM Pacific"], // second 1:30, PST
    ["2026-11-01T17:00:00Z", "America/Los_Angeles", "2026-11-01", "09:00", "9:00 AM Pacific"], // PST, UTC−8
    ["2026-11-01T16:00:00Z", "America/Phoenix", "2026-11-01", "09:00", "9:00 AM Arizona"],
    ["2026-11-01T15:00:00Z", "America/Chicago", "2026-11-01", "09:00", "9:00 AM Central"], // CST, UTC−6
    ["2026-11-01T14:00:00Z", NY, "2026-11-01", "09:00", "9:00 AM"], // EST, UTC−5, unnamed
    ["2026-11-02T06:30:00Z", "America/Los_Angeles", "2026-11-01", "22:30", "10:30 PM Pacific"], // still November 1st there
  ])("%s in %s is %s %s, shown as %s", (iso, zone, date, time, shown) => {
    expect(zonedParts(new Date(iso), zone)).toEqual({ date, time });
    expect(formatTimeIn(new Date(iso), zone, NY)).toBe(shown);
  });
});

describe("staff tables' moments", () => {
  it("writes a created or requested time in the zone given (the studio's), whatever the machine's zone", () => {
    // 03:32 UTC on November 25 is 10:32 PM on November 24 in New York, 4:32 AM in Berlin.
    expect(formatAdminDateTime("2026-11-25T03:32:00.000Z", "America/New_York")).toBe("11-24-2026 10:32 PM");
    expect(formatAdminDateTime(new Date("2026-07-04T16:05:00.000Z"), "America/New_York")).toBe("07-04-2026 12:05 PM");
    expect(formatAdminDateTime("2026-11-25T03:32:00.000Z", "America/Chicago")).toBe("11-24-2026 9:32 PM");
  });
});

describe("zonedInstant", () => {
  it("turns a wall time of a day in a zone into its instant, across the clock changes", () => {
    expect(zonedInstant("2027-10-21", "07:30", "America/New_York").toISOString()).toBe("2027-10-21T11:30:00.000Z");
    expect(zonedInstant("2027-01-21", "07:30", "America/Chicago").toISOString()).toBe("2027-01-21T13:30:00.000Z");
    expect(zonedInstant("2027-03-14", "03:15", "America/Chicago").toISOString()).toBe("2027-03-14T08:15:00.000Z");
  });
});
