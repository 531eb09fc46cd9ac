import { describe, expect, it } from "vitest";
import { zonedInstant } from "@/lib/time/zoned";
import { holdEndsLabel, offerHoldEnd } from "./hold";

const CHICAGO = "America/Chicago";
const at = (date: string, time: string, zone = CHICAGO) => zonedInstant(date, time, zone);
const end = (now: Date, readyBy: Date | null = null) => offerHoldEnd(now, 12, CHICAGO, readyBy);

describe("offerHoldEnd", () => {
  it("twelve hours that end between 8 AM and 9 PM in the competition's zone stand", () => {
    expect(end(at("2026-12-01", "08:00"))).toEqual(at("2026-12-01", "20:00"));
    expect(end(at("2026-12-01", "09:00"))).toEqual(at("2026-12-01", "21:00"));
    expect(end(at("2026-11-30", "20:00"))).toEqual(at("2026-12-01", "08:00"));
  });

  it("ending after 9 PM moves to 8 AM the next morning; ending before 8 AM moves to 8 AM that morning", () => {
    expect(end(at("2026-12-01", "09:01"))).toEqual(at("2026-12-02", "08:00"));
    expect(end(at("2026-12-01", "11:59"))).toEqual(at("2026-12-02", "08:00"));
    // The hold: offered 4:43 PM Central, twelve hours end 4:43 AM → 8:00 AM.
    expect(end(at("2026-12-01", "16:43"))).toEqual(at("2026-12-02", "08:00"));
    expect(end(at("2026-12-01", "19:59"))).toEqual(at("2026-12-02", "08:00"));
  });

  it("is judged in the competition's zone, not the studio's", () => {
    // 10:30 AM Eastern is 9:30 AM Central: twelve hours end 9:30 PM Central (10:30 PM Eastern), so 8:00 AM Central.
    const now = at("2026-12-01", "10:30", "America/New_York");
    expect(offerHoldEnd(now, 12, CHICAGO)).toEqual(at("2026-12-02", "08:00"));
    // In Pacific the same twelve hours end 7:30 PM: they stand.
    expect(offerHoldEnd(now, 12, "America/Los_Angeles")).toEqual(new Date(now.getTime() + 12 * 3_600_000));
  });

  it("a moved end is never after her ready-by when that is earlier; a later ready-by changes nothing", () => {
    expect(end(at("2026-12-01", "16:43"), at("2026-12-02", "07:15"))).toEqual(at("2026-12-02", "07:15"));
    expect(end(at("2026-12-01", "16:43"), at("2026-12-02", "09:00"))).toEqual(at("2026-12-02", "08:00"));
    expect(end(at("2026-12-01", "08:00"), at("2026-12-01", "19:00"))).toEqual(at("2026-12-01", "20:00"));
  });

  it("the spring-forward night (March 8, 2026): 8 AM is CDT, 13:00 UTC; the skipped hour is night", () => {
    // 2:30 PM CST on March 7 + 12 h = 3:30 AM CDT (the clocks skip 2–3 AM) → 8:00 AM CDT.
    const ends = end(at("2026-03-07", "14:30"));
    expect(ends.toISOString()).toBe("2026-03-08T13:00:00.000Z");
    // 8:30 PM CST + 12 h is 9:30 AM CDT on the day (an hour of the night skipped): it stands.
    expect(end(at("2026-03-07", "20:30")).toISOString()).toBe("2026-03-08T14:30:00.000Z");
    expect(holdEndsLabel(ends, CHICAGO)).toBe("Sunday, March 8, 8:00 AM Central");
  });

  it("the fall-back night (November 1, 2026): 8 AM is CST, 14:00 UTC; the repeated hour is night", () => {
    // 1:30 PM CDT on October 31 + 12 h = 1:30 AM (the first one) → 8:00 AM CST.
    const ends = end(at("2026-10-31", "13:30"));
    expect(ends.toISOString()).toBe("2026-11-01T14:00:00.000Z");
    // 7:30 PM CDT + 12 h = 6:30 AM CST (an hour repeated) → 8:00 AM CST.
    expect(end(at("2026-10-31", "19:30")).toISOString()).toBe("2026-11-01T14:00:00.000Z");
    // 8:30 PM CDT + 12 h = 7:30 AM CST → 8:00; 9:00 PM CDT + 12 h = 8:00 AM CST exactly: it stands.
    expect(end(at("2026-10-31", "21:00")).toISOString()).toBe("2026-11-01T14:00:00.000Z");
    expect(holdEndsLabel(ends, CHICAGO)).toBe("Sunday, November 1, 8:00 AM Central");
  });
});

describe("holdEndsLabel", () => {
  it("writes the day, the time and the competition's zone", () => {
    expect(holdEndsLabel(at("2026-12-02", "08:00"), CHICAGO)).toBe("Wednesday, December 2, 8:00 AM Central");
    expect(holdEndsLabel(at("2026-12-02", "08:00").toISOString(), "America/New_York")).toBe("Wednesday, December 2, 9:00 AM Eastern");
    expect(holdEndsLabel(at("2026-12-02", "20:45", "America/Phoenix"), "America/Phoenix")).toBe("Wednesday, December 2, 8:45 PM Arizona");
  });
});
