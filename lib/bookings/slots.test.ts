import { describe, expect, it } from "vitest";
import { countSlots, expandBookingSlots, listedServices, regroupSlotsByDay, splitServiceTitle, type DayDetailLike } from "./slots";

const day = (date: string, title: string, schedules: DayDetailLike["schedules"] = []): DayDetailLike => ({
  date,
  services: { _id: "s1", title },
  additionalServices: [],
  danceStyle: ["latin"],
  schedules,
});

const staff = { _id: "u1", firstName: "Daniel", lastName: "Brooks" };
// The price list these cases split against (as stored: entities and all).
const listed = listedServices(["Hair", "Makeup", "Competition Hair", "Lashes", "A", "B", "C", "Hair &amp; Makeup Package"]);

describe("splitServiceTitle (split only into services of the price list)", () => {
  const list = listedServices(["Competition Hair", "Competition  MAKEUP", "Hair &amp; Makeup Package", "Youth Hair &amp; Light Makeup", "Hair"]);
  const cases: [title: string, expected: string[]][] = [
    ["Competition Hair & Competition Makeup", ["Competition Hair", "Competition Makeup"]],
    ["competition hair&amp;COMPETITION   makeup", ["competition hair", "COMPETITION makeup"]],
    ["Hair & Makeup Package", ["Hair & Makeup Package"]],
    ["Hair &amp; Makeup Package", ["Hair & Makeup Package"]],
    ["Youth Hair &amp; Light Makeup", ["Youth Hair & Light Makeup"]],
    ["Competition Hair & Glitter", ["Competition Hair & Glitter"]],
    ["Unlisted Thing", ["Unlisted Thing"]],
    ["  Competition  Hair  ", ["Competition Hair"]],
    ["", []],
    [" & ", ["&"]],
  ];
  it.each(cases)("%j → %j", (title, expected) => {
    expect(splitServiceTitle(title, list)).toEqual(expected);
  });

  it('"Hair & Makeup Package" is one slot when "Makeup Package" is not listed, two when both parts are', () => {
    expect(splitServiceTitle("Hair & Makeup Package", listedServices(["Hair", "Hair & Makeup Package"]))).toEqual(["Hair & Makeup Package"]);
    expect(splitServiceTitle("Hair & Makeup Package", listedServices(["Hair", "makeup package"]))).toEqual(["Hair", "Makeup Package"]);
  });

  it("an empty price list never splits", () => {
    expect(splitServiceTitle("Hair & Makeup", listedServices([]))).toEqual(["Hair & Makeup"]);
  });
});

describe("expandBookingSlots", () => {
  it("splits an & title into one slot per service", () => {
    const slots = expandBookingSlots([day("2026-12-04", "Hair & Makeup")], listed);
    expect(slots.map((s) => s.service)).toEqual(["Hair", "Makeup"]);
    expect(slots.every((s) => s.startDate === "2026-12-04" && s.assignedUser === null)).toBe(true);
  });

  it("decodes HTML entities before splitting", () => {
    expect(expandBookingSlots([day("2026-12-04", "Hair &amp; Makeup")], listed).map((s) => s.service)).toEqual(["Hair", "Makeup"]);
  });

  it('keeps "Hair & Makeup Package" one slot ("Makeup Package" is not a listed service)', () => {
    expect(expandBookingSlots([day("2026-12-04", "Hair &amp; Makeup Package")], listed).map((s) => s.service)).toEqual(["Hair & Makeup Package"]);
    expect(countSlots([day("2026-12-04", "Hair &amp; Makeup Package")], listed)).toEqual({ slots: 1, scheduled: 0 });
  });

  it("drops duplicates per date and service, but keeps the same service on another day", () => {
    const slots = expandBookingSlots([day("2026-12-04", "Hair & hair & Makeup"), day("2026-12-04", "Makeup"), day("2026-12-05", "Hair")], listed);
    expect(slots.map((s) => `${s.date} ${s.service}`)).toEqual(["2026-12-04 Hair", "2026-12-04 Makeup", "2026-12-05 Hair"]);
  });

  it("uses a day's existing schedules instead of splitting its title", () => {
    const scheduled = { service: "Competition Hair", assignedUser: staff, startDate: "2026-12-04", startTime: "09:00", endDate: "2026-12-04", endTime: "09:45" };
    const slots = expandBookingSlots([day("2026-12-04", "Competition Hair & Makeup", [scheduled]), day("2026-12-05", "Lashes")], listed);
    expect(slots).toHaveLength(2);
    expect(slots[0]).toMatchObject({ service: "Competition Hair", assignedUser: staff, startTime: "09:00" });
    expect(slots[1]).toMatchObject({ service: "Lashes", dayIndex: 1 });
  });
});

describe("regroupSlotsByDay", () => {
  it("puts each slot back under its day, in order, several days", () => {
    const days = [day("2026-12-04", "Hair & Makeup"), day("2026-12-05", "Hair")];
    const slots = expandBookingSlots(days, listed).map((s) => ({ ...s, assignedUser: staff, startTime: "08:00", endTime: "08:30" }));
    const regrouped = regroupSlotsByDay(slots, days);
    expect(regrouped.map((d) => d.schedules.map((s) => s.service))).toEqual([["Hair", "Makeup"], ["Hair"]]);
    expect(regrouped[0].schedules[0]).not.toHaveProperty("dayIndex");
    expect(regrouped[0].services).toEqual(days[0].services);
  });

  it("round-trips: expand(regroup(expand(x))) equals expand(x)", () => {
    const days = [day("2026-12-04", "A & B & A"), day("2026-12-06", "C")];
    const slots = expandBookingSlots(days, listed);
    expect(expandBookingSlots(regroupSlotsByDay(slots, days), listed)).toEqual(slots);
  });
});

describe("countSlots", () => {
  it('"Hair & hair & Makeup" is 2 slots: the repeated part counts once', () => {
    expect(countSlots([day("2026-12-04", "Hair & hair & Makeup")], listed)).toEqual({ slots: 2, scheduled: 0 });
  });

  it("counts complete slots only", () => {
    const complete = { service: "Hair", assignedUser: staff, startDate: "2026-12-04", startTime: "09:00", endDate: "2026-12-04", endTime: "09:45" };
    const partial = { ...complete, service: "Makeup", endTime: "" };
    expect(countSlots([day("2026-12-04", "Hair & Makeup", [complete, partial]), day("2026-12-05", "Hair")], listed)).toEqual({ slots: 3, scheduled: 1 });
  });

  it("accepts schedules whose staff member carries only an id (the update payload)", () => {
    const complete = { service: "Hair", assignedUser: { _id: "u1" }, startDate: "2026-12-04", startTime: "09:00", endDate: "2026-12-04", endTime: "09:45" };
    expect(countSlots([{ date: "2026-12-04", services: { title: "Hair" }, schedules: [complete] }], listed)).toEqual({ slots: 1, scheduled: 1 });
  });
});
