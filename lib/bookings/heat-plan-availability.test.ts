// Suggest times within who works the day: only working stylists, only inside their hours, hair at night in the night window.
import { describe, expect, it } from "vitest";
import type { DayAvailability } from "@/lib/availability/dto";
import { isHairOnlyService, planHeatDay, planHeatDayWithin, type PlanDayInput } from "./heat-plan";

const at = (iso: string) => new Date(iso);
const anna = { id: "anna", firstName: "Anna", lastName: "Kim" };
const bella = { id: "bella", firstName: "Bella", lastName: "Ross" };

const input = (over: Partial<PlanDayInput> = {}): PlanDayInput => ({
  readyBy: at("2026-12-04T15:00:00Z"),
  slots: [
    { service: "Competition Hair", minutes: 60 },
    { service: "Competition Makeup", minutes: 45 },
  ],
  staff: [anna, bella],
  preference: "",
  busy: {},
  ...over,
});

const day = (over: Partial<DayAvailability>): DayAvailability => ({ eventId: "e", date: "2026-12-04", timeZone: "America/New_York", staffed: true, chairs: null, stylists: [], night: null, ...over });

describe("planHeatDayWithin", () => {
  it("without availability it plans exactly as planHeatDay", () => {
    expect(planHeatDayWithin(input(), null)).toEqual(planHeatDay(input()));
  });

  it("takes only the stylists working that day, and only inside their hours (breaks and end of shift respected)", () => {
    const working = day({ stylists: [{ userId: "bella", firstName: "Bella", lastName: "Ross", windows: [{ start: at("2026-12-04T11:00:00Z"), end: at("2026-12-04T12:30:00Z") }, { start: at("2026-12-04T13:00:00Z"), end: at("2026-12-04T14:00:00Z") }], night: null }] });
    const plan = planHeatDayWithin(input({ preference: "Anna please" }), working);
    expect(plan.issues).toEqual([]);
    // Ready by 15:00Z but Bella ends at 14:00Z: makeup 13:15–14:00; hair cannot cross the 12:30–13:00 break → 11:30–12:30.
    expect(plan.slots).toEqual([
      { index: 0, userId: "bella", start: at("2026-12-04T11:30:00Z"), end: at("2026-12-04T12:30:00Z") },
      { index: 1, userId: "bella", start: at("2026-12-04T13:15:00Z"), end: at("2026-12-04T14:00:00Z") },
    ]);
  });

  it("on an unstaffed day leaves out the stylist who is off and keeps the hours open", () => {
    const unstaffed = day({ staffed: false, stylists: [{ userId: "bella", firstName: "Bella", lastName: "Ross", windows: [{ start: at("2026-12-04T05:00:00Z"), end: at("2026-12-05T05:00:00Z") }], night: null }] });
    const plan = planHeatDayWithin(input({ preference: "Anna please" }), unstaffed);
    expect(plan.slots.map((s) => [s.userId, s.end.toISOString()])).toEqual([
      ["bella", "2026-12-04T14:15:00.000Z"],
      ["bella", "2026-12-04T15:00:00.000Z"],
    ]);
  });

  it("puts a hair-at-night slot into the night window, backwards from its end, and the rest before the heat", () => {
    const night = { start: at("2026-12-03T23:00:00Z"), end: at("2026-12-04T03:00:00Z") };
    const withNight = day({ night, stylists: [{ userId: "anna", firstName: "Anna", lastName: "Kim", windows: [{ start: at("2026-12-04T11:00:00Z"), end: at("2026-12-04T16:00:00Z") }], night }] });
    const plan = planHeatDayWithin(input({ busy: { anna: [{ start: at("2026-12-04T02:30:00Z"), end: at("2026-12-04T03:00:00Z") }] } }), withNight, new Set([0]));
    expect(plan.issues).toEqual([]);
    expect(plan.slots).toEqual([
      { index: 0, userId: "anna", start: at("2026-12-04T01:30:00Z"), end: at("2026-12-04T02:30:00Z") },
      { index: 1, userId: "anna", start: at("2026-12-04T14:15:00Z"), end: at("2026-12-04T15:00:00Z") },
    ]);
  });

  it("reports the night slot when nobody working is free in the night window", () => {
    const night = { start: at("2026-12-03T23:00:00Z"), end: at("2026-12-04T00:00:00Z") };
    const withNight = day({ night, stylists: [{ userId: "anna", firstName: "Anna", lastName: "Kim", windows: [{ start: at("2026-12-04T11:00:00Z"), end: at("2026-12-04T16:00:00Z") }], night }] });
    const plan = planHeatDayWithin(input({ slots: [{ service: "Competition Hair", minutes: 90 }] }), withNight, new Set([0]));
    expect(plan).toEqual({ slots: [], issues: [{ index: 0, kind: "no-stylist-free", service: "Competition Hair" }] });
  });

  it("tells a hair-only service from hair and make-up", () => {
    expect([isHairOnlyService("Competition Hair"), isHairOnlyService("Hair & Makeup"), isHairOnlyService("Hair and Make-up"), isHairOnlyService("Makeup")]).toEqual([true, false, false, false]);
  });
});
