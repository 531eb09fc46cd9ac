// Running late against the real database, through the route: the preview re-times a stylist's remaining
// slots and names the dancers who would miss their ready-by, saving nothing; saving moves them through
// Edit Booking's save (slot ids, history and status kept), queues the updated confirmations, and refuses
// the whole move when one slot would clash.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as runningLatePost } from "@/app/api/calendar/running-late/route";
import { createBooking } from "@/lib/bookings";
import { NOT_YOUR_DAY } from "@/lib/dayof";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { fromDateOnly, studioTimeZone, zonedInstant } from "@/lib/time";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest } from "@/tests/support/booking-requests";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { iso } from "@/tests/support/days";

const db = () => testPrisma();
const D = iso(10);
const at = (time: string) => zonedInstant(D, time, studioTimeZone());

let ana: StaffSession;
let ben: StaffSession;
let desk: StaffSession;
let eventId: string;
let hairId: string;

async function slotFor(firstName: string, start: string, end: string, options: { status?: "expected" | "in_chair" | "no_show"; heatTime?: string; confirmed?: boolean } = {}) {
  const booking = await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [D], firstName, lastName: "Dancer", email: `${firstName.toLowerCase()}@example.net` }));
  const day = await db().bookingDay.update({ where: { id: (await db().bookingDay.findFirstOrThrow({ where: { bookingId: booking._id } })).id }, data: { heatTime: options.heatTime ?? null } });
  const slot = await db().schedule.create({
    data: { bookingId: booking._id, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: ana.userId, startAt: at(start), endAt: at(end), dayStatus: options.status ?? "expected" },
  });
  await db().booking.update({ where: { id: booking._id }, data: { isAssigned: true, ...(options.confirmed ? { confirmedAt: new Date(Date.now() - 86_400_000) } : {}) } });
  return { bookingId: booking._id, slotId: slot.id };
}

/** A heat time ("HH:mm") whose ready-by is `readyBy` under the studio's "ready before heat" setting. */
async function heatWithReadyBy(readyBy: string): Promise<string> {
  const minutes = Number(readyBy.slice(0, 2)) * 60 + Number(readyBy.slice(3)) + (await getReadyBeforeHeatMinutes());
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

const late = (session: StaffSession, body: Record<string, unknown>) => callRoute(runningLatePost, "POST", "/api/calendar/running-late", { body, headers: session.headers });
const startOf = async (slotId: string) => (await db().schedule.findUniqueOrThrow({ where: { id: slotId } })).startAt!.toISOString();

beforeEach(async () => {
  await resetDatabase();
  ana = await staffSession("ana@example.com", ["view_bookings"], { firstName: "Ana" });
  ben = await staffSession("ben@example.com", ["view_bookings"], { firstName: "Ben" });
  desk = await staffSession("dana@example.com", ["manage_bookings"], { firstName: "Dana" });
  eventId = (await db().event.create({ data: { eventName: "Holiday Dance Classic", city: "Boston", state: "Massachusetts", timeZone: studioTimeZone(), eventStartDate: fromDateOnly(D), eventEndDate: fromDateOnly(iso(11)) } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
});

describe("running late", () => {
  it("the preview re-times only the remaining slots and warns about the dancer who would miss her ready-by; nothing is saved", async () => {
    const alice = await slotFor("Alice", "09:00", "09:45", { status: "in_chair" });
    const bella = await slotFor("Bella", "09:45", "10:30", { heatTime: await heatWithReadyBy("12:00") });
    const cara = await slotFor("Cara", "10:30", "11:15", { heatTime: await heatWithReadyBy("11:20") });
    const response = await late(ana, { date: D, staffId: ana.userId, minutes: 15, preview: true });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.applied).toBe(false);
    expect(answer.slots.map((s: { dancer: string; from: string; to: string }) => [s.dancer, s.from, s.to])).toEqual([
      ["Bella Dancer", "9:45 AM – 10:30 AM", "10:00 AM – 10:45 AM"],
      ["Cara Dancer", "10:30 AM – 11:15 AM", "10:45 AM – 11:30 AM"],
    ]);
    expect(answer.warnings).toEqual([{ scheduleId: cara.slotId, dancer: "Cara Dancer", message: "Cara Dancer would be ready at 11:30 AM, after her ready-by 11:20 AM." }]);
    expect([await startOf(alice.slotId), await startOf(bella.slotId), await startOf(cara.slotId)]).toEqual([at("09:00"), at("09:45"), at("10:30")].map((d) => d.toISOString()));
  });

  it("saving moves every remaining slot (same slots, status kept), records the delay and queues the updated confirmation of confirmed bookings", async () => {
    const alice = await slotFor("Alice", "09:00", "09:45", { status: "in_chair", confirmed: true });
    const bella = await slotFor("Bella", "09:45", "10:30", { confirmed: true });
    const cara = await slotFor("Cara", "10:30", "11:15");
    await db().schedule.update({ where: { id: bella.slotId }, data: { dayStatus: "checked_in", dayStatusVersion: 1 } });
    const response = await late(desk, { date: D, staffId: ana.userId, minutes: 30, preview: false });
    expect(response.status).toBe(200);
    expect((await response.json()).applied).toBe(true);
    const rows = await db().schedule.findMany({ where: { id: { in: [alice.slotId, bella.slotId, cara.slotId] } }, orderBy: { startAt: "asc" } });
    expect(rows.map((r) => [r.id, r.startAt!.toISOString(), r.endAt!.toISOString(), r.dayStatus, r.dayDelayMinutes])).toEqual([
      [alice.slotId, at("09:00").toISOString(), at("09:45").toISOString(), "in_chair", 0],
      [bella.slotId, at("10:15").toISOString(), at("11:00").toISOString(), "checked_in", 30],
      [cara.slotId, at("11:00").toISOString(), at("11:45").toISOString(), "expected", 30],
    ]);
    const emails = await db().emailMessage.findMany({ where: { kind: "booking-confirmation" }, select: { to: true } });
    expect(emails.map((e) => e.to)).toEqual(["bella@example.net"]);
  });

  it("one slot that would clash refuses the whole move (409), and nothing moves", async () => {
    const bella = await slotFor("Bella", "09:45", "10:30");
    const cara = await slotFor("Cara", "10:30", "11:15");
    await slotFor("Dora", "11:20", "12:00", { status: "no_show" });
    const response = await late(ana, { date: D, staffId: ana.userId, minutes: 15, preview: false });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toContain("Dora Dancer");
    expect([await startOf(bella.slotId), await startOf(cara.slotId)]).toEqual([at("09:45").toISOString(), at("10:30").toISOString()]);
    expect(await db().schedule.count({ where: { dayDelayMinutes: { gt: 0 } } })).toBe(0);
  });

  describe("past the end of her hours", () => {
    /** Ana works 09:00–11:15 on D; Bella and Cara fill her last 90 minutes. */
    async function shortDay() {
      await db().staffingDay.create({ data: { eventId, date: fromDateOnly(D), shifts: { create: [{ userId: ana.userId, startTime: "09:00", endTime: "11:15" }] } } });
      return { bella: await slotFor("Bella", "09:45", "10:30"), cara: await slotFor("Cara", "10:30", "11:15") };
    }

    it("the preview marks the slot that would end after her hours and offers her hours extended to its end", async () => {
      const { bella, cara } = await shortDay();
      const answer = await (await late(desk, { date: D, staffId: ana.userId, minutes: 15, preview: true })).json();
      expect(answer.slots.map((s: { scheduleId: string; fits: boolean }) => [s.scheduleId, s.fits])).toEqual([
        [bella.slotId, true],
        [cara.slotId, false],
      ]);
      expect(answer.hours).toEqual({ endsAt: "11:15 AM", extendTo: "11:30 AM" });
    });

    it("all or nothing refuses a move past her hours (409); 'extend her hours' moves them all and her shift ends later", async () => {
      const { bella, cara } = await shortDay();
      const refused = await late(desk, { date: D, staffId: ana.userId, minutes: 15, preview: false });
      expect(refused.status).toBe(409);
      // Her hours are the desk's to extend, not her own.
      expect((await late(ana, { date: D, staffId: ana.userId, minutes: 15, preview: false, extendHours: true })).status).toBe(403);
      expect([await startOf(bella.slotId), await startOf(cara.slotId)]).toEqual([at("09:45").toISOString(), at("10:30").toISOString()]);

      const extended = await late(desk, { date: D, staffId: ana.userId, minutes: 15, preview: false, extendHours: true });
      expect(extended.status).toBe(200);
      expect([await startOf(bella.slotId), await startOf(cara.slotId)]).toEqual([at("10:00").toISOString(), at("10:45").toISOString()]);
      expect((await db().staffShift.findFirstOrThrow({ where: { userId: ana.userId } })).endTime).toBe("11:30");
    });

    it("moves only the appointments staff picked; the others keep their times", async () => {
      const bella = await slotFor("Bella", "09:00", "09:45");
      const cara = await slotFor("Cara", "10:30", "11:15");
      const response = await late(desk, { date: D, staffId: ana.userId, minutes: 15, preview: false, scheduleIds: [bella.slotId] });
      expect(response.status).toBe(200);
      expect([await startOf(bella.slotId), await startOf(cara.slotId)]).toEqual([at("09:15").toISOString(), at("10:30").toISOString()]);
      expect((await late(desk, { date: D, staffId: ana.userId, minutes: 15, preview: true, scheduleIds: ["not-hers"] })).status).toBe(400);
    });
  });

  it("a stylist moves only her own day (403 for another's); bad input is a 400 with fields", async () => {
    await slotFor("Bella", "09:45", "10:30");
    const refused = await late(ben, { date: D, staffId: ana.userId, minutes: 10, preview: true });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe(NOT_YOUR_DAY);
    expect((await late(ana, { date: D, staffId: ana.userId, minutes: 10, preview: true })).status).toBe(200);
    const bad = await late(ana, { date: D, staffId: ana.userId, minutes: 0, preview: true });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty("minutes");
  });
});
