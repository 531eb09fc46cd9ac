import { describe, expect, it } from "vitest";
import { formatInTimeZone } from "date-fns-tz";
import { planHeatDay, preferredStaff, readyByInstant, type Interval, type PlanStaff } from "./heat-plan";

const anna: PlanStaff = { id: "u-anna", firstName: "Anna", lastName: "Lee" };
const bea: PlanStaff = { id: "u-bea", firstName: "Bea", lastName: "Moss" };
const cleo: PlanStaff = { id: "u-cleo", firstName: "Cleo", lastName: "Anna" };
const utc = (iso: string) => new Date(iso);
const at = (iso: string, zone: string) => formatInTimeZone(new Date(iso), zone, "yyyy-MM-dd HH:mm");
const iv = (start: string, end: string): Interval => ({ start: utc(start), end: utc(end) });

describe("readyByInstant", () => {
  it("is the heat in the competition's zone minus the minutes", () => {
    // 7:10 AM Central in December = 13:10 UTC; 45 minutes before = 12:25 UTC (6:25 AM Central, 7:25 AM Eastern).
    expect(readyByInstant("2026-12-04", "07:10", "America/Chicago", 45)?.toISOString()).toBe("2026-12-04T12:25:00.000Z");
    expect(readyByInstant("2026-12-04", "7:10", "America/Chicago", 45)).toBeNull();
    expect(readyByInstant("2026-12-04", "24:00", "America/Chicago", 45)).toBeNull();
  });

  it("crosses midnight into the day before", () => {
    const readyBy = readyByInstant("2026-12-05", "00:30", "America/Chicago", 45)!;
    expect(at(readyBy.toISOString(), "America/Chicago")).toBe("2026-12-04 23:45");
  });

  it("counts real minutes across the 2026 DST changes in Central and Eastern time", () => {
    // Spring forward, Sunday 8 March 2026: 3:30 AM CDT is 08:30 UTC; 45 minutes earlier is 1:45 AM CST.
    const spring = readyByInstant("2026-03-08", "03:30", "America/Chicago", 45)!;
    expect(spring.toISOString()).toBe("2026-03-08T07:45:00.000Z");
    expect(at(spring.toISOString(), "America/Chicago")).toBe("2026-03-08 01:45");
    // Fall back, Sunday 1 November 2026: 2:00 AM EST is 07:00 UTC; 45 minutes earlier is the second 1:15 AM (EST).
    const fall = readyByInstant("2026-11-01", "02:00", "America/New_York", 45)!;
    expect(fall.toISOString()).toBe("2026-11-01T06:15:00.000Z");
    expect(formatInTimeZone(fall, "America/New_York", "HH:mm zzz")).toBe("01:15 EST");
  });
});

describe("preferredStaff", () => {
  it("finds staff named in the preference by first or full name, full names first", () => {
    expect(preferredStaff("Anna please!", [bea, anna])).toEqual([anna]);
    expect(preferredStaff("cleo anna or bea", [anna, bea, cleo]).map((s) => s.id)).toEqual(["u-cleo", "u-anna", "u-bea"]);
    expect(preferredStaff("", [anna, bea])).toEqual([]);
    expect(preferredStaff("no preference", [anna, bea])).toEqual([]);
  });
});

describe("planHeatDay", () => {
  const readyBy = utc("2026-12-04T12:25:00Z");

  it("ends the last service at ready-by with the preferred stylist", () => {
    const plan = planHeatDay({ readyBy, slots: [{ service: "Competition Hair", minutes: 45 }], staff: [anna, bea], preference: "Bea", busy: {} });
    expect(plan.issues).toEqual([]);
    expect(plan.slots).toEqual([{ index: 0, userId: "u-bea", start: utc("2026-12-04T11:40:00Z"), end: readyBy }]);
  });

  it("Suggest times skips a stylist for a service she does not perform, even when asked for and free; her own service still goes to her", () => {
    const makeupArtist: PlanStaff = { ...bea, notPerformed: ["Competition Hair", "Hair &amp; Makeup  Package"] };
    const plan = planHeatDay({
      readyBy,
      slots: [{ service: "Hair & Makeup Package", minutes: 90 }, { service: "Competition Makeup", minutes: 45 }],
      staff: [makeupArtist, anna],
      preference: "Bea",
      busy: { "u-anna": [iv("2026-12-04T11:00:00Z", "2026-12-04T11:40:00Z")] },
    });
    expect(plan.slots).toEqual([
      { index: 0, userId: "u-anna", start: utc("2026-12-04T09:30:00Z"), end: utc("2026-12-04T11:00:00Z") },
      { index: 1, userId: "u-bea", start: utc("2026-12-04T11:40:00Z"), end: readyBy },
    ]);
    const alone = planHeatDay({ readyBy, slots: [{ service: "Competition Hair (evening session)", minutes: 45 }], staff: [makeupArtist], preference: "", busy: {} });
    expect(alone.slots).toEqual([]);
    expect(alone.issues).toEqual([{ index: 0, kind: "no-stylist-free", service: "Competition Hair (evening session)" }]);
  });

  it("two stylists, one busy: takes the free one at the same time", () => {
    const plan = planHeatDay({ readyBy, slots: [{ service: "Hair", minutes: 45 }], staff: [anna, bea], preference: "", busy: { "u-anna": [iv("2026-12-04T11:00:00Z", "2026-12-04T12:00:00Z")] } });
    expect(plan.slots).toEqual([{ index: 0, userId: "u-bea", start: utc("2026-12-04T11:40:00Z"), end: readyBy }]);
  });

  it("a preference that is busy: another stylist rather than a later-than-needed start", () => {
    const plan = planHeatDay({ readyBy, slots: [{ service: "Hair", minutes: 45 }], staff: [anna, bea], preference: "Anna", busy: { "u-anna": [iv("2026-12-04T12:00:00Z", "2026-12-04T13:00:00Z")] } });
    expect(plan.slots[0]).toMatchObject({ userId: "u-bea", end: readyBy });
  });

  it("everyone busy at ready-by: moves earlier to the first time someone is free", () => {
    const busy = { "u-anna": [iv("2026-12-04T11:30:00Z", "2026-12-04T13:00:00Z")], "u-bea": [iv("2026-12-04T11:00:00Z", "2026-12-04T12:10:00Z")] };
    const plan = planHeatDay({ readyBy, slots: [{ service: "Hair", minutes: 45 }], staff: [anna, bea], preference: "Anna", busy });
    expect(plan.slots).toEqual([{ index: 0, userId: "u-anna", start: utc("2026-12-04T10:45:00Z"), end: utc("2026-12-04T11:30:00Z") }]);
  });

  it("a chain of three services ends back to back at ready-by", () => {
    const plan = planHeatDay({
      readyBy,
      slots: [
        { service: "Hair", minutes: 45 },
        { service: "Makeup", minutes: 50 },
        { service: "Lashes", minutes: 10 },
      ],
      staff: [anna, bea],
      preference: "Anna",
      busy: {},
    });
    expect(plan.slots.map((s) => [s.index, s.userId, s.start.toISOString(), s.end.toISOString()])).toEqual([
      [0, "u-anna", "2026-12-04T10:40:00.000Z", "2026-12-04T11:25:00.000Z"],
      [1, "u-anna", "2026-12-04T11:25:00.000Z", "2026-12-04T12:15:00.000Z"],
      [2, "u-anna", "2026-12-04T12:15:00.000Z", "2026-12-04T12:25:00.000Z"],
    ]);
  });

  it("never moves a slot staff set, and keeps the dancer out of two chairs at once", () => {
    const fixed = { userId: "u-bea", start: utc("2026-12-04T11:55:00Z"), end: utc("2026-12-04T12:25:00Z") };
    const plan = planHeatDay({ readyBy, slots: [{ service: "Hair", minutes: 45 }, { service: "Makeup", minutes: 30, fixed }], staff: [anna, bea], preference: "", busy: {} });
    expect(plan.slots).toEqual([{ index: 0, userId: "u-anna", start: utc("2026-12-04T11:10:00Z"), end: utc("2026-12-04T11:55:00Z") }]);
  });

  it("keeps a stylist staff already chose for a slot without times", () => {
    const plan = planHeatDay({ readyBy, slots: [{ service: "Hair", minutes: 45, userId: "u-bea" }], staff: [anna, bea], preference: "Anna", busy: { "u-bea": [iv("2026-12-04T12:00:00Z", "2026-12-04T12:30:00Z")] } });
    expect(plan.slots).toEqual([{ index: 0, userId: "u-bea", start: utc("2026-12-04T11:15:00Z"), end: utc("2026-12-04T12:00:00Z") }]);
  });

  it("asks for a length when a service has none and plans nothing that day", () => {
    const plan = planHeatDay({ readyBy, slots: [{ service: "Hair", minutes: 45 }, { service: "Special", minutes: null }], staff: [anna], preference: "", busy: {} });
    expect(plan).toEqual({ slots: [], issues: [{ index: 1, kind: "needs-length", service: "Special" }] });
  });

  it("reports a slot no stylist can take within the search window", () => {
    const plan = planHeatDay({ readyBy, slots: [{ service: "Hair", minutes: 45 }], staff: [anna], preference: "", busy: { "u-anna": [iv("2026-12-03T00:00:00Z", "2026-12-05T00:00:00Z")] } });
    expect(plan).toEqual({ slots: [], issues: [{ index: 0, kind: "no-stylist-free", service: "Hair" }] });
  });

  it("ready-by across midnight: the slot lands on the evening before", () => {
    const late = readyByInstant("2026-12-05", "00:30", "America/Chicago", 45)!;
    const plan = planHeatDay({ readyBy: late, slots: [{ service: "Hair", minutes: 45 }], staff: [anna], preference: "", busy: {} });
    expect(at(plan.slots[0].start.toISOString(), "America/Chicago")).toBe("2026-12-04 23:00");
    expect(at(plan.slots[0].end.toISOString(), "America/New_York")).toBe("2026-12-05 00:45");
  });

  it("plans across the spring-forward night in Central time by real minutes", () => {
    const readyBySpring = readyByInstant("2026-03-08", "03:30", "America/Chicago", 45)!; // 1:45 AM CST
    const plan = planHeatDay({ readyBy: readyBySpring, slots: [{ service: "Hair", minutes: 45 }, { service: "Makeup", minutes: 50 }], staff: [anna], preference: "", busy: {} });
    expect(plan.slots.map((s) => `${at(s.start.toISOString(), "America/Chicago")}–${at(s.end.toISOString(), "America/Chicago")}`)).toEqual([
      "2026-03-08 00:10–2026-03-08 00:55",
      "2026-03-08 00:55–2026-03-08 01:45",
    ]);
    // The same slots in the studio zone (Eastern) straddle its own jump from 2:00 to 3:00 AM.
    expect(at(plan.slots[1].end.toISOString(), "America/New_York")).toBe("2026-03-08 03:45");
  });

  it("plans across the fall-back night in Eastern time by real minutes", () => {
    const readyByFall = readyByInstant("2026-11-01", "02:00", "America/New_York", 45)!; // the second 1:15 AM
    const plan = planHeatDay({ readyBy: readyByFall, slots: [{ service: "Hair", minutes: 45 }], staff: [anna], preference: "", busy: {} });
    expect(plan.slots[0].start.toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(formatInTimeZone(plan.slots[0].start, "America/New_York", "HH:mm zzz")).toBe("01:30 EDT");
    expect(plan.slots[0].end.getTime() - plan.slots[0].start.getTime()).toBe(45 * 60_000);
  });

  it("a set slot staff re-plan keeps its stylist when she is free, and falls to another when she is not", () => {
    const readyBy = utc("2026-12-04T12:25:00Z");
    const free = planHeatDay({ readyBy, slots: [{ service: "Hair", minutes: 45, preferUserId: bea.id }], staff: [anna, bea], preference: "Anna", busy: {} });
    expect(free.slots).toEqual([{ index: 0, userId: bea.id, start: utc("2026-12-04T11:40:00Z"), end: readyBy }]);
    const busy = planHeatDay({ readyBy, slots: [{ service: "Hair", minutes: 45, preferUserId: bea.id }], staff: [anna, bea], preference: "", busy: { "u-bea": [iv("2026-12-04T11:00:00Z", "2026-12-04T13:00:00Z")] } });
    expect(busy.slots).toEqual([{ index: 0, userId: anna.id, start: utc("2026-12-04T11:40:00Z"), end: readyBy }]);
  });
});
