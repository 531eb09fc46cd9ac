import { describe, expect, it } from "vitest";
import { customerDayStatus, isLate, movableThatFit } from "./dto";

const ZONE = "America/Chicago";
// 7:20 AM Central on Saturday, Dec 5, 2026 (UTC-6).
const START = new Date("2026-12-05T13:20:00Z");
const ON_THE_DAY = new Date("2026-12-05T12:00:00Z");

describe("the customer's live status on her private page", () => {
  it("says each status in the customer's words on the competition day, with the delay while she still waits", () => {
    const say = (dayStatus: "expected" | "checked_in" | "in_chair" | "done" | "no_show", dayDelayMinutes = 0) => customerDayStatus({ startAt: START, dayStatus, dayDelayMinutes }, ZONE, ZONE, ON_THE_DAY);
    expect(say("expected")).toBe("Expected at 7:20 AM");
    expect(say("expected", 10)).toBe("Expected at 7:20 AM · About 10 minutes behind");
    expect(say("checked_in", 10)).toBe("You're checked in · About 10 minutes behind");
    expect(say("in_chair", 10)).toBe("In the chair");
    expect(say("done")).toBe("All done — good luck!");
    expect(say("no_show")).toBe("We have not seen you yet: please call the studio.");
  });

  it("says nothing on another day (the day before, in the competition's zone), and names the zone when it is not the studio's", () => {
    // 11 PM Central on Dec 4 is already Dec 5 in UTC.
    expect(customerDayStatus({ startAt: START, dayStatus: "expected", dayDelayMinutes: 0 }, ZONE, ZONE, new Date("2026-12-05T05:00:00Z"))).toBeNull();
    expect(customerDayStatus({ startAt: START, dayStatus: "expected", dayDelayMinutes: 0 }, ZONE, "America/New_York", ON_THE_DAY)).toBe("Expected at 7:20 AM Central");
  });
});

describe("late", () => {
  it("is a dancer still expected or checked in after her start, never one in the chair, done or a no-show", () => {
    const after = new Date(START.getTime() + 60_000);
    expect(["expected", "checked_in", "in_chair", "done", "no_show"].map((s) => isLate(s as never, START.toISOString(), after))).toEqual([true, true, false, false, false]);
    expect(isLate("expected", START.toISOString(), START)).toBe(false);
  });
});

describe("running late: those that fit", () => {
  // Her afternoon, moved by 15 min: 13:30–14:15 → 13:45–14:30 fits; 14:15–15:00 → 14:30–15:15 ends after her 3:00 PM.
  const at = (hhmm: string) => `2029-05-12T${hhmm}:00.000Z`;
  const slot = (id: string, start: string, end: string, fits: boolean) => ({ scheduleId: id, start: at(start), end: at(end), fits });

  it("moves what fits her hours and does not land on the appointment left where it is (the one just before it stays too)", () => {
    const slots = [slot("morning", "09:15", "10:00", true), slot("walk-up", "13:45", "14:30", true), slot("phone", "14:30", "15:15", false)];
    expect([...movableThatFit(slots, 15)]).toEqual(["morning"]);
  });

  it("moves every one that fits when none is left behind, or when a gap leaves room", () => {
    expect([...movableThatFit([slot("a", "09:15", "10:00", true), slot("b", "10:15", "11:00", true)], 15)].sort()).toEqual(["a", "b"]);
    // 13:00–13:45 moved to 13:15–14:00; the phone booking left at 14:15 is not reached.
    expect([...movableThatFit([slot("a", "13:15", "14:00", true), slot("phone", "14:30", "15:15", false)], 15)]).toEqual(["a"]);
  });
});
