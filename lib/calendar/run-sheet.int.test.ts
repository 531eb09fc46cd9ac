// The run sheet's loader on its own: sections per stylist in time order, the day's edges in the
// studio zone (a DST day), unassigned slots from the slot rule, and what never appears.
import { beforeEach, describe, expect, it } from "vitest";
import { zonedInstant } from "@/lib/time";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { runSheetFor } from "./run-sheet";

const db = () => testPrisma();
const NY = "America/New_York";
// Sunday November 1, 2026: the clocks go back at 2:00 AM, a 25-hour day in New York.
const DAY = "2026-11-01";
let eventId: string;
const staff: Record<string, string> = {};

async function booking(firstName: string, slots: { service: string; who?: string; start?: string; end?: string; date?: string }[], extra: Record<string, unknown> = {}, serviceTitle = "Hair") {
  const row = await db().booking.create({ data: { eventId, danceLevel: "junior", firstName, lastName: "Lee", email: `${firstName}@example.net`, phoneNumber: "555-0100", hairAtNight: false, ...extra } });
  const day = await db().bookingDay.create({ data: { bookingId: row.id, position: 0, date: new Date(`${DAY}T00:00:00Z`), serviceTitle, danceStyles: ["rhythm"] } });
  for (const [i, s] of slots.entries()) {
    const date = s.date ?? DAY;
    await db().schedule.create({
      data: { bookingId: row.id, bookingDayId: day.id, position: i, serviceTitle: s.service, assignedUserId: s.who ? staff[s.who] : null, startAt: s.start ? zonedInstant(date, s.start, NY) : null, endAt: s.end ? zonedInstant(date, s.end, NY) : null },
    });
  }
  return row.id;
}

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Fall Classic", city: "Boston", state: "Massachusetts", eventStartDate: new Date(`${DAY}T00:00:00Z`), eventEndDate: new Date(`${DAY}T00:00:00Z`) } })).id;
  for (const name of ["Ana", "Ben"]) staff[name] = (await db().user.create({ data: { firstName: name, lastName: "Stylist", email: `${name}@studio.test`, passwordHash: "x", permissions: ["view_bookings"] } })).id;
  // The price list the slot rule splits "Hair & Makeup" titles against.
  await db().service.createMany({ data: [{ title: "Hair", price: 60, category: "Women" }, { title: "Makeup", price: 80, category: "Women" }] });
});

describe("runSheetFor", () => {
  it("groups the day's slots by stylist in time order, with first start, last end and the competition", async () => {
    await booking("Zoe", [{ service: "Hair", who: "Ana", start: "09:00", end: "09:45" }]);
    await booking("Max", [{ service: "Hair", who: "Ana", start: "01:30", end: "02:15" }]); // the first 1:30 AM (EDT)
    await booking("Kit", [{ service: "Hair", who: "Ben", start: "23:00", end: "23:45" }]);
    const sheet = await runSheetFor(DAY, { view: "desk" }, NY);
    expect(sheet.competitions).toEqual([{ id: eventId, eventName: "Fall Classic", locationName: "", city: "Boston", state: "Massachusetts", timeZone: "America/New_York" }]);
    expect(sheet.sections.map((s) => [s.staff.firstName, s.firstStart, s.lastEnd, s.rows.map((r) => r.dancer)])).toEqual([
      ["Ana", "1:30 AM", "9:45 AM", ["Max Lee", "Zoe Lee"]],
      ["Ben", "11:00 PM", "11:45 PM", ["Kit Lee"]],
    ]);
    expect(sheet.sections[0].rows[1]).toMatchObject({ time: "9:00 AM – 9:45 AM", service: "Hair", styles: ["Rhythm"], level: "Junior", hairAtNight: false, phone: "555-0100" });
    expect((await runSheetFor(DAY, { staffId: staff.Ben, view: "desk" }, NY)).sections.map((s) => s.staff.firstName)).toEqual(["Ben"]);
  });

  it("measures the evening session's hair (hair at night) against her evening heat, and the morning's against her first", async () => {
    const id = await booking("Eve", [
      { service: "Hair", who: "Ana", start: "06:30", end: "07:15" },
      { service: "Hair (evening session)", who: "Ana", start: "17:30", end: "18:15" },
    ], { hairAtNight: true });
    await db().bookingDay.updateMany({ where: { bookingId: id }, data: { heatTime: "08:00", eveningHeatTime: "19:30" } });
    const rows = (await runSheetFor(DAY, { view: "desk" }, NY)).sections[0].rows;
    expect(rows.map((r) => [r.service, r.heat?.heat, r.heat?.late])).toEqual([
      ["Hair", "8:00 AM", false],
      ["Hair (evening session)", "7:30 PM — evening session", false],
    ]);
  });

  it("lists the slot rule's incomplete slots as unassigned, and leaves out cancelled, deleted and other days' slots", async () => {
    await booking("Una", [], {}, "Hair &amp; Makeup");
    await booking("Tim", [{ service: "Hair", who: "Ana", start: "10:00" }]);
    await booking("Can", [{ service: "Hair", who: "Ana", start: "11:00", end: "11:45" }], { cancelledAt: new Date() });
    await booking("Del", [{ service: "Hair", who: "Ana", start: "12:00", end: "12:45" }], { deletedAt: new Date() });
    await booking("Nxt", [{ service: "Hair", who: "Ben", start: "09:00", end: "09:45", date: "2026-11-02" }]);
    const sheet = await runSheetFor(DAY, { view: "desk" }, NY);
    expect(sheet.unassigned.map((r) => [r.dancer, r.service, r.time, r.staffName])).toEqual([
      ["Tim Lee", "Hair", "No time yet", "Ana Stylist"],
      ["Una Lee", "Hair", "No time yet", null],
      ["Una Lee", "Makeup", "No time yet", null],
    ]);
    expect(sheet.sections).toEqual([]);
    expect((await runSheetFor("2026-11-02", { view: "desk" }, NY)).sections.map((s) => s.rows.map((r) => r.dancer))).toEqual([["Nxt Lee"]]);
  });

  it("carries the reader's texting state of each booking it shows, read with the sheet (one stylist's section: hers only)", async () => {
    const zoe = await booking("Zoe", [{ service: "Hair", who: "Ana", start: "09:00", end: "09:45" }], { phoneNumber: "(617) 253-1000" });
    const kit = await booking("Kit", [{ service: "Hair", who: "Ben", start: "10:00", end: "10:45" }], { phoneNumber: "" });
    const ana = { id: staff.Ana, role: "staff", permissions: ["view_bookings"], isAdministrator: false };
    const desk = { id: "desk", role: "staff", permissions: ["view_bookings", "manage_bookings"], isAdministrator: false };
    const noNumber = { canText: false, reason: "No mobile number that can receive texts." };
    const consent = { canText: false, reason: "No consent to texts: the dancer has not ticked “Text me about my appointments”." };
    expect((await runSheetFor(DAY, { view: "desk", textingFor: desk }, NY)).texting).toEqual({ [zoe]: consent, [kit]: noNumber });
    // A stylist texts her own dancers only; her section alone carries only its bookings.
    expect((await runSheetFor(DAY, { view: "stylist", textingFor: ana }, NY)).texting).toEqual({ [zoe]: consent, [kit]: { canText: false, reason: "Only the desk or the dancer's stylist texts her." } });
    expect((await runSheetFor(DAY, { staffId: staff.Ana, view: "stylist", textingFor: ana }, NY)).texting).toEqual({ [zoe]: consent });
    expect((await runSheetFor(DAY, { view: "desk" }, NY)).texting).toBeUndefined();
  });
});
