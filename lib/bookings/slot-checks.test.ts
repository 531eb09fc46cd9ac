import { describe, expect, it } from "vitest";
import type { StaffDaySlotDto } from "./dto";
import { END_BEFORE_START, endFollowingStart, endFromLength, eveningSessionMinutes, extrasOfSlot, slotMinutes, problemsFromServerFields, serviceMinutesByTitle, slotProblems } from "./slot-checks";
import type { Slot } from "./slots";

const slot = (over: Partial<Slot> = {}): Slot => ({ date: "2026-12-04", dayIndex: 0, service: "Competition Hair", assignedUser: null, startDate: "2026-12-04", startTime: "", endDate: "2026-12-04", endTime: "", ...over });
const daniel = { _id: "u-daniel", firstName: "Daniel", lastName: "Brooks" };
const busySlot = (over: Partial<StaffDaySlotDto> = {}): StaffDaySlotDto => ({
  scheduleId: "s1",
  bookingId: "other",
  competitor: "Emma Stone",
  service: "Competition Makeup",
  startDate: "2026-12-04",
  startTime: "10:00",
  endDate: "2026-12-04",
  endTime: "10:50",
  ...over,
});
const name = () => "Daniel Brooks";

describe("slotProblems", () => {
  it("marks the end of a slot that ends at or before its start", () => {
    const found = slotProblems([slot({ startTime: "10:00", endTime: "09:30" }), slot({ startTime: "10:00", endTime: "10:00" }), slot({ startTime: "10:00", endTime: "10:30" })], new Map(), "b", name);
    expect(found).toEqual([{ endTime: END_BEFORE_START }, { endTime: END_BEFORE_START }, {}]);
  });

  it("marks the staff of a slot overlapping another booking's slot of that member, not touching ones or this booking's own", () => {
    const busy = new Map([[daniel._id, [busySlot(), busySlot({ scheduleId: "own", bookingId: "b", startTime: "08:00", endTime: "09:00" })]]]);
    const found = slotProblems(
      [
        slot({ assignedUser: daniel, startTime: "10:30", endTime: "10:50" }),
        slot({ assignedUser: daniel, startTime: "10:50", endTime: "11:30", service: "Other" }),
        slot({ assignedUser: daniel, startTime: "08:15", endTime: "08:45", service: "Third" }),
      ],
      busy,
      "b",
      name,
    );
    expect(found[0].assignedUser).toBe("Daniel Brooks is booked 10:00 AM – 10:50 AM for Emma Stone (Competition Makeup).");
    expect(found[1]).toEqual({});
    expect(found[2]).toEqual({});
  });

  it("marks two slots of this form that give one member overlapping times", () => {
    const found = slotProblems([slot({ assignedUser: daniel, startTime: "09:00", endTime: "10:00" }), slot({ assignedUser: daniel, service: "Makeup", startTime: "09:30", endTime: "10:30" })], new Map(), "b", name);
    expect(found[0].assignedUser).toBe("Daniel Brooks also has Makeup at an overlapping time in this booking.");
    expect(found[1].assignedUser).toBe("Daniel Brooks also has Competition Hair at an overlapping time in this booking.");
  });
});

describe("problemsFromServerFields", () => {
  it("puts dayDetails.<day>.schedules.<position>.<field> on the position-th slot of that day", () => {
    const slots = [slot({ dayIndex: 0 }), slot({ dayIndex: 1, service: "A" }), slot({ dayIndex: 1, service: "B" })];
    expect(problemsFromServerFields({ "dayDetails.1.schedules.1.endTime": "The end must be after the start", other: "x" }, slots)).toEqual([{}, {}, { endTime: "The end must be after the start" }]);
  });
});

describe("end times from the service's length", () => {
  const minutes = serviceMinutesByTitle([
    { title: "Competition Hair", time: "45 min" },
    { title: "Hair &amp; Makeup Package", time: "1 hr 15 min" },
    { title: "Varies", time: "30-60 min" },
  ]);
  it("reads the catalogue's lengths by decoded, lower-case title and skips lengths it cannot read", () => {
    expect(minutes).toEqual({ "competition hair": 45, "hair & makeup package": 75 });
  });
  it("adds the length to the start on the start's date; nothing without a start, a length, or past midnight", () => {
    expect(endFromLength(slot({ startTime: "09:30" }), minutes)).toEqual({ endDate: "2026-12-04", endTime: "10:15" });
    expect(endFromLength(slot({ service: "Hair & Makeup Package", startTime: "23:00" }), minutes)).toBeNull();
    expect(endFromLength(slot({ service: "hair &amp; makeup package", startTime: "08:00" }), minutes)).toEqual({ endDate: "2026-12-04", endTime: "09:15" });
    expect(endFromLength(slot({ startTime: "" }), minutes)).toBeNull();
    expect(endFromLength(slot({ service: "Varies", startTime: "09:00" }), minutes)).toBeNull();
  });
  it("a moved start carries the end: by the service's length, else by the slot's own length before the move", () => {
    const saved = { startDate: "2026-12-04", startTime: "06:30", endDate: "2026-12-04", endTime: "07:15" };
    expect(endFollowingStart(slot({ startTime: "05:30" }), saved, minutes)).toEqual({ endDate: "2026-12-04", endTime: "06:15" });
    const varies = { startDate: "2026-12-04", startTime: "09:00", endDate: "2026-12-04", endTime: "09:50" };
    expect(endFollowingStart(slot({ service: "Varies", startTime: "10:00" }), varies, minutes)).toEqual({ endDate: "2026-12-04", endTime: "10:50" });
    expect(endFollowingStart(slot({ service: "Varies", startTime: "10:00" }), { ...varies, endTime: "" }, minutes)).toBeNull();
    expect(endFollowingStart(slot({ service: "Varies", startTime: "23:30" }), varies, minutes)).toBeNull();
  });
});

describe("extras take time on the day's last slot (one rule with the planner)", () => {
  const minutes = { "competition hair": 45, "competition makeup": 50, rhinestones: 15, "lash upgrade": 10 };
  const daySlots = [slot({ service: "Competition Hair" }), slot({ service: "Competition Makeup" }), slot({ dayIndex: 1, date: "2026-12-05", service: "Competition Hair" })];
  const extrasOfDay = (d: number) => (d === 0 ? ["Rhinestones", "Lash upgrade"] : []);

  it("gives the extras to the last slot of each day only", () => {
    expect([0, 1, 2].map((i) => extrasOfSlot(daySlots, i, extrasOfDay))).toEqual([[], ["Rhinestones", "Lash upgrade"], []]);
  });

  it("ends a start by the service's length plus its extras (Edit Booking, New booking, Change time)", () => {
    const makeup = slot({ service: "Competition Makeup", startTime: "08:00" });
    expect(endFromLength(makeup, minutes, ["Rhinestones", "Lash upgrade"])).toEqual({ endDate: "2026-12-04", endTime: "09:15" });
    expect(endFromLength(makeup, minutes)).toEqual({ endDate: "2026-12-04", endTime: "08:50" });
    expect(endFollowingStart(makeup, slot({ service: "Competition Makeup" }), minutes, ["Rhinestones"])).toEqual({ endDate: "2026-12-04", endTime: "09:05" });
  });
});

describe("an evening session (hair at night) redoes her hair only", () => {
  const minutes = { "competition hair": 45, "youth hair": 35, "hair extensions / hairpiece": 15, "hair & makeup package": 90, "youth hair & light makeup": 60, rhinestones: 15 };

  it("takes her hair service's length, the listed hair part of a package, else the studio's main (longest) hair-only service", () => {
    expect(eveningSessionMinutes("Competition Hair", minutes)).toBe(45);
    expect(eveningSessionMinutes("Youth Hair & Light Makeup", minutes)).toBe(35);
    expect(eveningSessionMinutes("Hair &amp; Makeup Package", minutes)).toBe(45);
    expect(eveningSessionMinutes("Hair & Makeup Package", { "hair & makeup package": 90 })).toBeNull();
    expect(slotMinutes("Hair &amp; Makeup Package (evening session)", ["Rhinestones"], minutes)).toBe(45);
    expect(slotMinutes("Hair &amp; Makeup Package", ["Rhinestones"], minutes)).toBe(105);
  });

  it("never carries the day's extras: they go to the day's last morning slot, even when the evening session is listed after it", () => {
    const day = [slot({ service: "Competition Hair" }), slot({ service: "Competition Makeup" }), slot({ service: "Competition Hair (evening session)" })];
    expect([0, 1, 2].map((i) => extrasOfSlot(day, i, () => ["Rhinestones"]))).toEqual([[], ["Rhinestones"], []]);
  });
});
