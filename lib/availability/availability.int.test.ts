// Who works a competition day and when, read from the database: defaults, hours and breaks, days off,
// chairs, the night-before window, and a day on which the clocks change.
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { chairsExceeded, getDayAvailability, getEventAvailability, stylistFree } from "./index";

const db = () => testPrisma();
const at = (iso: string) => new Date(iso);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });
let eventId: string;
let anna: string;
let bella: string;

async function staff(firstName: string, extra: Record<string, unknown> = {}) {
  return (await db().user.create({ data: { firstName, lastName: "Stylist", email: `${firstName.toLowerCase()}@example.com`, passwordHash: "x", permissions: ["view_bookings"], ...extra } })).id;
}

async function staffDay(date: string, chairs: number | null, shifts: { userId: string; start: string; end: string; breaks?: { start: string; end: string }[] }[]) {
  await db().staffingDay.create({
    data: { eventId, date: new Date(`${date}T00:00:00Z`), chairs, shifts: { create: shifts.map((s) => ({ userId: s.userId, startTime: s.start, endTime: s.end, breaks: s.breaks ?? [] })) } },
  });
}

beforeEach(async () => {
  await resetDatabase();
  // Chicago: the clocks go back on Sunday 2026-11-01 at 02:00 (CDT, UTC−5 → CST, UTC−6).
  eventId = (await db().event.create({ data: { eventName: "Chicago Crystal Ball", city: "Chicago", state: "Illinois", timeZone: "America/Chicago", eventStartDate: new Date("2026-10-30T00:00:00Z"), eventEndDate: new Date("2026-11-01T00:00:00Z") } })).id;
  anna = await staff("Anna");
  bella = await staff("Bella");
  await staff("Owner", { bookable: false });
  await staff("Suspended", { accountStatus: "suspended" });
});

describe("getDayAvailability", () => {
  it("with nothing set: every assignable stylist, the whole local day, no chair limit, no night window", async () => {
    const day = await getDayAvailability(eventId, "2026-10-30");
    expect(day).toMatchObject({ eventId, date: "2026-10-30", timeZone: "America/Chicago", staffed: false, chairs: null, night: null });
    expect(day.stylists.map((s) => s.firstName)).toEqual(["Anna", "Bella"]);
    for (const s of day.stylists) expect(s.windows).toEqual([span("2026-10-30T05:00:00Z", "2026-10-31T05:00:00Z")]);
    expect(stylistFree(day, anna, span("2026-10-30T09:00:00Z", "2026-10-30T10:00:00Z"))).toBe(true);
    expect(chairsExceeded(day, Array.from({ length: 30 }, () => span("2026-10-30T12:00:00Z", "2026-10-30T13:00:00Z")))).toBe(false);
  });

  it("a staffed day lists only the stylists working it, with their hours as instants and breaks cut out", async () => {
    await staffDay("2026-10-30", 2, [{ userId: anna, start: "07:00", end: "15:00", breaks: [{ start: "11:00", end: "11:30" }] }]);
    const day = await getDayAvailability(eventId, "2026-10-30");
    expect(day.staffed).toBe(true);
    expect(day.stylists).toEqual([
      { userId: anna, firstName: "Anna", lastName: "Stylist", windows: [span("2026-10-30T12:00:00Z", "2026-10-30T16:00:00Z"), span("2026-10-30T16:30:00Z", "2026-10-30T20:00:00Z")], night: null },
    ]);
    expect(stylistFree(day, anna, span("2026-10-30T12:00:00Z", "2026-10-30T13:00:00Z"))).toBe(true);
    expect(stylistFree(day, anna, span("2026-10-30T15:45:00Z", "2026-10-30T16:15:00Z"))).toBe(false); // over the break
    expect(stylistFree(day, anna, span("2026-10-30T11:30:00Z", "2026-10-30T12:30:00Z"))).toBe(false); // before 7:00
    expect(stylistFree(day, bella, span("2026-10-30T12:00:00Z", "2026-10-30T13:00:00Z"))).toBe(false); // not working
    // The other days keep today's behaviour.
    expect((await getDayAvailability(eventId, "2026-10-31")).stylists.map((s) => s.firstName)).toEqual(["Anna", "Bella"]);
  });

  it("a day off removes the stylist from that day, staffed or not, and only that day", async () => {
    await staffDay("2026-10-30", null, [
      { userId: anna, start: "07:00", end: "15:00" },
      { userId: bella, start: "07:00", end: "15:00" },
    ]);
    await db().timeOff.create({ data: { userId: anna, date: new Date("2026-10-30T00:00:00Z") } });
    await db().timeOff.create({ data: { userId: bella, date: new Date("2026-10-31T00:00:00Z") } });
    const days = await getEventAvailability(eventId);
    expect(days.map((d) => [d.date, d.stylists.map((s) => s.firstName)])).toEqual([
      ["2026-10-30", ["Bella"]],
      ["2026-10-31", ["Anna"]],
      ["2026-11-01", ["Anna", "Bella"]],
    ]);
    expect(stylistFree(days[0], anna, span("2026-10-30T13:00:00Z", "2026-10-30T14:00:00Z"))).toBe(false);
  });

  it("chairs: more appointments than chairs at one instant is exceeded; back to back is not", async () => {
    await staffDay("2026-10-30", 2, []);
    const day = await getDayAvailability(eventId, "2026-10-30");
    expect(day).toMatchObject({ chairs: 2, staffed: false });
    const a = span("2026-10-30T12:00:00Z", "2026-10-30T13:00:00Z");
    const b = span("2026-10-30T12:30:00Z", "2026-10-30T13:30:00Z");
    const c = span("2026-10-30T12:45:00Z", "2026-10-30T13:15:00Z");
    const afterA = span("2026-10-30T13:00:00Z", "2026-10-30T14:00:00Z");
    expect(chairsExceeded(day, [a, b])).toBe(false);
    expect(chairsExceeded(day, [a, b, c])).toBe(true);
    expect(chairsExceeded(day, [a, b, afterA])).toBe(false);
  });

  it("the night window is the evening before the day, in the competition's zone, and the day's stylists work in it", async () => {
    await db().event.update({ where: { id: eventId }, data: { nightStartTime: "18:00", nightEndTime: "22:00" } });
    await staffDay("2026-10-31", null, [{ userId: anna, start: "07:00", end: "15:00" }]);
    const day = await getDayAvailability(eventId, "2026-10-31");
    expect(day.night).toEqual(span("2026-10-30T23:00:00Z", "2026-10-31T03:00:00Z"));
    expect(stylistFree(day, anna, span("2026-10-31T00:00:00Z", "2026-10-31T01:00:00Z"))).toBe(true);
    expect(stylistFree(day, bella, span("2026-10-31T00:00:00Z", "2026-10-31T01:00:00Z"))).toBe(false);
    expect(stylistFree(day, anna, span("2026-10-31T02:30:00Z", "2026-10-31T03:30:00Z"))).toBe(false); // past 22:00
    // Time off on the evening's date (Friday): she works Saturday but not Friday evening's window.
    await db().timeOff.create({ data: { userId: anna, date: new Date("2026-10-30T00:00:00Z") } });
    const offTheEvening = await getDayAvailability(eventId, "2026-10-31");
    expect(offTheEvening.stylists.find((s) => s.userId === anna)).toMatchObject({ night: null, windows: [span("2026-10-31T12:00:00Z", "2026-10-31T20:00:00Z")] });
    expect(stylistFree(offTheEvening, anna, span("2026-10-31T00:00:00Z", "2026-10-31T01:00:00Z"))).toBe(false);
  });

  it("on the day the clocks go back the local day has 25 hours and wall times keep their meaning", async () => {
    await db().event.update({ where: { id: eventId }, data: { nightStartTime: "18:00", nightEndTime: "22:00" } });
    const unstaffed = await getDayAvailability(eventId, "2026-11-01");
    expect(unstaffed.stylists[0].windows).toEqual([span("2026-11-01T05:00:00Z", "2026-11-02T06:00:00Z")]);
    await staffDay("2026-11-01", null, [{ userId: anna, start: "01:00", end: "09:00", breaks: [{ start: "03:00", end: "03:30" }] }]);
    const day = await getDayAvailability(eventId, "2026-11-01");
    // 01:00 CDT = 06:00Z; 03:00 CST = 09:00Z; 09:00 CST = 15:00Z: nine real hours from 1:00 to 9:00.
    expect(day.stylists[0].windows).toEqual([span("2026-11-01T06:00:00Z", "2026-11-01T09:00:00Z"), span("2026-11-01T09:30:00Z", "2026-11-01T15:00:00Z")]);
    // The evening before is still daylight time.
    expect(day.night).toEqual(span("2026-10-31T23:00:00Z", "2026-11-01T03:00:00Z"));
  });

  it("answers 404 for a day outside the competition or an unknown competition", async () => {
    await expect(getDayAvailability(eventId, "2026-11-02")).rejects.toMatchObject({ status: 404 });
    await expect(getDayAvailability("nope", "2026-10-30")).rejects.toMatchObject({ status: 404 });
  });
});
