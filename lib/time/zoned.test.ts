import { describe, expect, it } from "vitest";
import { US_STATES } from "@/lib/events/us-states";
import { defaultTimeZoneForState, formatTimeIn, formatWallTime, isEventTimeZone, timeZoneLabel } from "./zoned";

describe("competition time zones", () => {
  it("gives every state a zone; split states take their largest city's", () => {
    for (const state of US_STATES) expect(isEventTimeZone(defaultTimeZoneForState(state)), state).toBe(true);
    expect(defaultTimeZoneForState("Texas")).toBe("America/Chicago"); // Houston, not El Paso
    expect(defaultTimeZoneForState("Indiana")).toBe("America/New_York"); // Indianapolis, not Gary
    expect(defaultTimeZoneForState("Idaho")).toBe("America/Denver"); // Boise, not Coeur d'Alene
    expect(defaultTimeZoneForState("")).toBe("America/New_York");
  });

  it("names the zone only when it is not the zone of the screen", () => {
    const heat = new Date("2026-12-04T13:10:00Z");
    expect(formatTimeIn(heat, "America/Chicago", "America/New_York")).toBe("7:10 AM Central");
    expect(formatTimeIn(heat, "America/New_York", "America/New_York")).toBe("8:10 AM");
    expect(formatTimeIn(new Date("2026-07-04T19:05:00Z"), "America/Phoenix", "America/New_York")).toBe("12:05 PM Arizona");
    expect(timeZoneLabel("Europe/Paris")).toBe("Paris");
    expect(formatWallTime("00:30")).toBe("12:30 AM");
    expect(formatWallTime("13:05")).toBe("1:05 PM");
  });
});
