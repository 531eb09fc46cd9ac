import { describe, expect, it } from "vitest";
import { dayCapacity, latestFit, typicalAppointmentMinutes, type CapacityStaffing, type TimedSlot } from "./capacity";

// A Saturday in Chicago: 8:00 local is 14:00Z (CST, UTC−6).
const at = (hhmm: string) => new Date(`2026-12-05T${hhmm}:00Z`);
const span = (from: string, to: string) => ({ start: at(from), end: at(to) });
const day = { eventId: "e1", date: "2026-12-05", timeZone: "America/Chicago", night: null };
const staffed = (chairs: number | null, ...windows: [string, string][]): CapacityStaffing => ({
  ...day,
  staffed: true,
  chairs,
  stylists: windows.map(([from, to], i) => ({ userId: `s${i + 1}`, firstName: `S${i + 1}`, lastName: "", windows: [span(from, to)], night: null })),
});
const slot = (userId: string, from: string, to: string): TimedSlot => ({ userId, ...span(from, to) });

describe("dayCapacity", () => {
  it("counts chair time as stylists working, capped by chairs, up to the latest ready-by", () => {
    // Three stylists 06:00–10:00 but two chairs; ready-by 09:00 → 2 × 180 min.
    const capacity = dayCapacity({ staffing: staffed(2, ["06:00", "10:00"], ["06:00", "10:00"], ["06:00", "10:00"]), timed: [], unscheduledMinutes: [], latestReadyBy: at("09:00"), typicalMinutes: 60 });
    expect(capacity).toMatchObject({ state: "open", chairMinutes: 360, bookedMinutes: 0, leftMinutes: 360 });
  });

  it("is full when less than one typical appointment is left after timed slots and unscheduled requests", () => {
    // One stylist 06:00–09:00 = 180 min; 120 booked, 30 requested without a time → 30 left < 60.
    const capacity = dayCapacity({ staffing: staffed(null, ["06:00", "09:00"]), timed: [slot("s1", "06:00", "08:00")], unscheduledMinutes: [30], latestReadyBy: at("09:00"), typicalMinutes: 60 });
    expect(capacity).toMatchObject({ state: "full", chairMinutes: 180, bookedMinutes: 120, demandMinutes: 30, leftMinutes: 30 });
  });

  it("is nearly full below three typical appointments, and open at three", () => {
    const base = { staffing: staffed(null, ["06:00", "12:00"]), unscheduledMinutes: [], latestReadyBy: at("12:00"), typicalMinutes: 45 };
    // 360 min of chair time; 20 % is 72, three appointments 135: 130 left → nearly full, 135 left → open.
    expect(dayCapacity({ ...base, timed: [slot("s1", "06:00", "09:50")] })).toMatchObject({ leftMinutes: 130, state: "nearly-full" });
    expect(dayCapacity({ ...base, timed: [slot("s1", "06:00", "09:45")] })).toMatchObject({ leftMinutes: 135, state: "open" });
  });

  it("is nearly full below 20 % of the chair time even when several appointments are left", () => {
    // Four stylists 06:00–16:00 = 2400 min; 20 % = 480; 2000 booked → 400 left (≥ 3 × 60) → nearly full.
    const staffing = staffed(null, ["06:00", "16:00"], ["06:00", "16:00"], ["06:00", "16:00"], ["06:00", "16:00"]);
    const timed = [slot("s1", "06:00", "16:00"), slot("s2", "06:00", "16:00"), slot("s3", "06:00", "16:00"), slot("s4", "06:00", "09:20")];
    expect(dayCapacity({ staffing, timed, unscheduledMinutes: [], latestReadyBy: at("16:00"), typicalMinutes: 60 })).toMatchObject({ leftMinutes: 400, state: "nearly-full" });
  });

  it("does not count slots after the latest ready-by, nor slots beyond the chairs, as taking chair time", () => {
    // One chair: two slots at once take one chair's time; a slot after ready-by takes none.
    const capacity = dayCapacity({
      staffing: staffed(1, ["06:00", "12:00"], ["06:00", "12:00"]),
      timed: [slot("s1", "06:00", "07:00"), slot("s2", "06:00", "07:00"), slot("s1", "10:00", "11:00")],
      unscheduledMinutes: [],
      latestReadyBy: at("09:00"),
      typicalMinutes: 60,
    });
    expect(capacity).toMatchObject({ chairMinutes: 180, bookedMinutes: 60, leftMinutes: 120 });
  });

  it("never reports a day without staffing as full, however many requests it has", () => {
    const unstaffed: CapacityStaffing = { ...day, staffed: false, chairs: null, stylists: [{ userId: "s1", firstName: "S1", lastName: "", windows: [span("00:00", "23:59")], night: null }] };
    expect(dayCapacity({ staffing: unstaffed, timed: [slot("s1", "00:00", "23:59")], unscheduledMinutes: [600, 600], latestReadyBy: at("09:00"), typicalMinutes: 60 }).state).toBe("open");
  });
});

describe("latestFit", () => {
  it("places the appointment as late as it can before her ready-by, with a free stylist and chair", () => {
    const fit = latestFit({ staffing: staffed(2, ["06:00", "10:00"], ["06:00", "10:00"]), timed: [slot("s1", "08:00", "09:00")], unscheduledMinutes: [], minutes: 60, readyBy: at("09:00"), latestReadyBy: at("10:00") });
    expect(fit).toEqual({ userId: "s2", start: at("08:00"), end: at("09:00") });
  });

  it("refuses when every chair is taken before her ready-by although a stylist is free", () => {
    const fit = latestFit({ staffing: staffed(1, ["06:00", "08:00"], ["06:00", "08:00"]), timed: [slot("s1", "06:00", "08:00")], unscheduledMinutes: [], minutes: 30, readyBy: at("08:00"), latestReadyBy: at("08:00") });
    expect(fit).toBeNull();
  });

  it("refuses when the free chair time is owed to requests still without a time", () => {
    const input = { staffing: staffed(null, ["06:00", "08:00"]), timed: [slot("s1", "06:00", "07:00")], minutes: 60, readyBy: at("08:00"), latestReadyBy: at("08:00") };
    expect(latestFit({ ...input, unscheduledMinutes: [] })).toEqual({ userId: "s1", start: at("07:00"), end: at("08:00") });
    expect(latestFit({ ...input, unscheduledMinutes: [45] })).toBeNull();
  });

  it("a dancer with an earlier heat does not fit where a later one does", () => {
    const input = { staffing: staffed(null, ["06:00", "10:00"]), timed: [slot("s1", "06:00", "09:00")], unscheduledMinutes: [], minutes: 60, latestReadyBy: at("10:00") };
    expect(latestFit({ ...input, readyBy: at("08:30") })).toBeNull();
    expect(latestFit({ ...input, readyBy: at("10:00") })).toEqual({ userId: "s1", start: at("09:00"), end: at("10:00") });
  });
});

describe("typicalAppointmentMinutes", () => {
  it("is the median length, or the fallback without lengths", () => {
    expect(typicalAppointmentMinutes([30, 90, 60])).toBe(60);
    expect(typicalAppointmentMinutes([30, 60])).toBe(45);
    expect(typicalAppointmentMinutes([], 50)).toBe(50);
  });
});
