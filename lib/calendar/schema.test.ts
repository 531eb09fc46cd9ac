import { describe, expect, it } from "vitest";
import { calendarRangeQuery, parseRangeBoundary } from "./schema";

const NY = "America/New_York";
const schema = calendarRangeQuery(NY);

function fieldsOf(input: Record<string, string>) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("calendar range query", () => {
  it("reads YYYY-MM-DD as midnight in the studio zone, on both sides of the DST changes", () => {
    expect(parseRangeBoundary("2026-03-08", NY)?.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(parseRangeBoundary("2026-03-09", NY)?.toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(parseRangeBoundary("2026-11-01", NY)?.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(parseRangeBoundary("2026-11-02", NY)?.toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("accepts ISO instants with an offset or Z, as FullCalendar sends them", () => {
    expect(schema.parse({ start: "2026-03-02T00:00:00-05:00", end: "2026-03-09T00:00:00-04:00" })).toEqual({
      start: new Date("2026-03-02T05:00:00Z"),
      end: new Date("2026-03-09T04:00:00Z"),
    });
    expect(schema.parse({ start: "2026-03-02T05:00:00.000Z", end: "2026-03-03T05:00:00Z" }).end).toEqual(new Date("2026-03-03T05:00:00Z"));
  });

  it("requires both ends", () => {
    expect(fieldsOf({ end: "2026-03-09" })).toEqual({ start: "start is required" });
    expect(fieldsOf({ start: "2026-03-09" })).toEqual({ end: "end is required" });
    expect(fieldsOf({ start: " ", end: "2026-03-09" })).toEqual({ start: "start is required" });
  });

  it("refuses what is not a date or an instant with an offset", () => {
    for (const bad of ["tomorrow", "2026-02-30", "2026-03-02T00:00:00", "1709251200000", "2026-13-01"]) {
      expect(fieldsOf({ start: bad, end: "2026-04-01" })?.start, bad).toMatch(/start must be a date/);
    }
  });

  it("wants end after start", () => {
    expect(fieldsOf({ start: "2026-03-09", end: "2026-03-09" })).toEqual({ end: "end must be after start" });
    expect(fieldsOf({ start: "2026-03-09", end: "2026-03-01" })).toEqual({ end: "end must be after start" });
  });

  it("allows 62 days, even across the autumn change (62 days + 1 h), and refuses 63", () => {
    expect(schema.safeParse({ start: "2026-10-01", end: "2026-12-02" }).success).toBe(true);
    expect(schema.safeParse({ start: "2026-03-01", end: "2026-05-02" }).success).toBe(true);
    expect(fieldsOf({ start: "2026-10-01", end: "2026-12-03" })).toEqual({ end: "The range may span at most 62 days" });
  });

  it("reads the zone when parsing, so a module-level schema follows STUDIO_TIMEZONE", () => {
    let zone = "America/New_York";
    const lazy = calendarRangeQuery(() => zone);
    expect(lazy.parse({ start: "2026-06-01", end: "2026-06-02" }).start.toISOString()).toBe("2026-06-01T04:00:00.000Z");
    zone = "America/Los_Angeles";
    expect(lazy.parse({ start: "2026-06-01", end: "2026-06-02" }).start.toISOString()).toBe("2026-06-01T07:00:00.000Z");
  });
});
