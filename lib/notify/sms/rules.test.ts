import { describe, expect, it } from "vitest";
import { quietHoursDeferral, startOfDayIn } from "./rules";

const CHICAGO = "America/Chicago";
const at = (iso: string) => new Date(iso);

describe("quiet hours: no text 21:00–07:00 in the competition's zone, except on a competition day", () => {
  it("lets a text at 20:59 Central go at once", () => {
    expect(quietHoursDeferral(at("2026-03-06T02:59:00Z"), CHICAGO, null)).toBeNull();
  });

  it("defers a text at 21:00 Central to 07:00 Central the next morning", () => {
    // 2026-03-06 21:00 CST = 03:00Z on the 7th; 07:00 CST on the 7th = 13:00Z.
    expect(quietHoursDeferral(at("2026-03-07T03:00:00Z"), CHICAGO, null)).toEqual(at("2026-03-07T13:00:00Z"));
  });

  it("defers a text at 05:30 Central to 07:00 Central the same morning", () => {
    expect(quietHoursDeferral(at("2026-03-07T11:30:00Z"), CHICAGO, null)).toEqual(at("2026-03-07T13:00:00Z"));
  });

  it("uses the competition's zone, not UTC: 22:00 UTC is 16:00 Central, so it goes", () => {
    expect(quietHoursDeferral(at("2026-03-06T22:00:00Z"), CHICAGO, null)).toBeNull();
  });

  it("sends at 05:30 on a competition day", () => {
    expect(quietHoursDeferral(at("2026-03-07T11:30:00Z"), CHICAGO, { first: "2026-03-07", last: "2026-03-08" })).toBeNull();
  });

  it("still defers the evening before the competition (not a competition day) to 07:00 on its first day", () => {
    expect(quietHoursDeferral(at("2026-03-07T04:00:00Z"), CHICAGO, { first: "2026-03-07", last: "2026-03-08" })).toEqual(at("2026-03-07T13:00:00Z"));
  });

  it("defers to 07:00 of the new wall clock across the spring-forward night (CDT, UTC-5)", () => {
    // 2026-03-07 22:00 CST = 04:00Z on the 8th; DST starts on the 8th at 02:00, so 07:00 CDT = 12:00Z.
    expect(quietHoursDeferral(at("2026-03-08T04:00:00Z"), CHICAGO, null)).toEqual(at("2026-03-08T12:00:00Z"));
  });
});

describe("startOfDayIn", () => {
  it("is local midnight of the competition's zone", () => {
    expect(startOfDayIn(at("2026-03-07T03:00:00Z"), CHICAGO)).toEqual(at("2026-03-06T06:00:00Z"));
  });
});
