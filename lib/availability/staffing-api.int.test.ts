// The staffing and time-off endpoints through their real handlers: validation, 404s and who sees what.
import { beforeEach, describe, expect, it } from "vitest";
import * as staffingRoute from "@/app/api/events/[id]/staffing/route";
import * as timeOffRoute from "@/app/api/time-off/route";
import * as timeOffItemRoute from "@/app/api/time-off/[id]/route";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { getDayAvailability } from "./index";

const db = () => testPrisma();
let eventId: string;
let desk: StaffSession;
let anna: StaffSession;
let bella: StaffSession;

const putStaffing = (who: StaffSession, body: unknown, id = eventId) => callRoute(staffingRoute.PUT, "PUT", `/api/events/${id}/staffing`, { params: { id }, body, headers: who.headers });
const getStaffing = (who: StaffSession, id = eventId) => callRoute(staffingRoute.GET, "GET", `/api/events/${id}/staffing`, { params: { id }, headers: who.headers });

const valid = () => ({
  night: { start: "18:00", end: "22:00" },
  days: [
    {
      date: "2026-12-04",
      chairs: 3 as number | null,
      shifts: [
        { userId: anna.userId, start: "07:00", end: "15:00", breaks: [{ start: "11:00", end: "11:30" }] },
        { userId: bella.userId, start: "09:00", end: "17:00", breaks: [] as { start: string; end: string }[] },
      ],
    },
    { date: "2026-12-05", chairs: null, shifts: [{ userId: bella.userId, start: "06:00", end: "12:00", breaks: [] as { start: string; end: string }[] }] },
  ],
});

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Holiday Classic", city: "Las Vegas", state: "Nevada", timeZone: "America/Los_Angeles", eventStartDate: new Date("2026-12-04T00:00:00Z"), eventEndDate: new Date("2026-12-06T00:00:00Z") } })).id;
  desk = await staffSession("desk@example.com", ["manage_bookings"], { firstName: "Dana" });
  anna = await staffSession("anna@example.com", ["view_bookings"], { firstName: "Anna" });
  bella = await staffSession("bella@example.com", ["view_bookings"], { firstName: "Bella" });
});

describe("PUT /api/events/:id/staffing", () => {
  it("saves chairs, hours, breaks and the night window, and availability reads them", async () => {
    const response = await putStaffing(desk, valid());
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.night).toEqual({ start: "18:00", end: "22:00" });
    expect(body.days.map((d: { date: string; chairs: number | null; shifts: { firstName: string }[] }) => [d.date, d.chairs, d.shifts.map((s) => s.firstName)])).toEqual([
      ["2026-12-04", 3, ["Anna", "Bella"]],
      ["2026-12-05", null, ["Bella"]],
      ["2026-12-06", null, []],
    ]);
    const day = await getDayAvailability(eventId, "2026-12-04");
    expect(day).toMatchObject({ staffed: true, chairs: 3 });
    // 07:00 PST = 15:00Z; the night window is 18:00–22:00 PST on Dec 3.
    expect(day.stylists.find((s) => s.userId === anna.userId)!.windows[0]).toEqual({ start: new Date("2026-12-04T15:00:00Z"), end: new Date("2026-12-04T19:00:00Z") });
    expect(day.night).toEqual({ start: new Date("2026-12-04T02:00:00Z"), end: new Date("2026-12-04T06:00:00Z") });
    // Saving again replaces the whole staffing: a day left out is cleared.
    await putStaffing(desk, { night: null, days: [valid().days[1]] });
    expect(await getDayAvailability(eventId, "2026-12-04")).toMatchObject({ staffed: false, chairs: null, night: null });
  });

  it("answers 400 with field errors for an end before the start, a break outside the hours, chairs out of 1–50 and a day outside the competition", async () => {
    const bad = valid();
    bad.days[0].shifts[0].end = "06:00";
    bad.days[0].shifts[1].breaks = [{ start: "08:00", end: "09:30" }];
    bad.days[0].chairs = 51;
    let response = await putStaffing(desk, bad);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toMatchObject({ "days.0.shifts.0.end": expect.any(String), "days.0.shifts.1.breaks.0.start": "A break must be inside the working hours", "days.0.chairs": "At most 50 chairs" });
    response = await putStaffing(desk, { days: [{ date: "2026-12-07", chairs: 0, shifts: [] }] });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toMatchObject({ "days.0.chairs": "At least 1 chair" });
    response = await putStaffing(desk, { days: [{ date: "2026-12-07", chairs: 2, shifts: [] }] });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ "days.0.date": "This day is not a day of the competition" });
    response = await putStaffing(desk, { night: { start: "22:00", end: "18:00" }, days: [] });
    expect((await response.json()).fields).toMatchObject({ "night.end": expect.any(String) });
  });

  it("answers 404 for an unknown competition, and 403 to a stylist with only view_bookings", async () => {
    expect((await putStaffing(desk, valid(), "nope")).status).toBe(404);
    expect((await getStaffing(desk, "nope")).status).toBe(404);
    expect((await putStaffing(anna, valid())).status).toBe(403);
    expect(await db().staffingDay.count()).toBe(0);
  });
});

describe("GET /api/events/:id/staffing as a stylist", () => {
  it("shows her own days and hours only, read-only, and not the others' shifts or days off", async () => {
    await putStaffing(desk, valid());
    await db().timeOff.create({ data: { userId: bella.userId, date: new Date("2026-12-06T00:00:00Z") } });
    const body = await (await getStaffing(anna)).json();
    expect(body.canEdit).toBe(false);
    expect(body.staff.map((s: { id: string }) => s.id)).toEqual([anna.userId]);
    expect(body.days.map((d: { shifts: { userId: string }[]; off: unknown[] }) => [d.shifts.map((s) => s.userId), d.off.length])).toEqual([
      [[anna.userId], 0],
      [[], 0],
      [[], 0],
    ]);
    const deskView = await (await getStaffing(desk)).json();
    expect(deskView.canEdit).toBe(true);
    expect(deskView.days[2].off.map((o: { id: string }) => o.id)).toEqual([bella.userId]);
  });
});

describe("time off", () => {
  it("a stylist adds, lists and removes her own days off; she cannot add, see or remove another's", async () => {
    const added = await callRoute(timeOffRoute.POST, "POST", "/api/time-off", { body: { date: "2026-12-05", note: "Wedding" }, headers: anna.headers });
    expect(added.status).toBe(200);
    const own = await added.json();
    expect(own).toMatchObject({ userId: anna.userId, date: "2026-12-05", note: "Wedding" });
    expect((await callRoute(timeOffRoute.POST, "POST", "/api/time-off", { body: { userId: bella.userId, date: "2026-12-05" }, headers: anna.headers })).status).toBe(403);
    const bellas = await (await callRoute(timeOffRoute.POST, "POST", "/api/time-off", { body: { userId: bella.userId, date: "2026-12-04" }, headers: desk.headers })).json();
    const listed = await (await callRoute(timeOffRoute.GET, "GET", "/api/time-off", { headers: anna.headers })).json();
    expect(listed.timeOff.map((t: { id: string }) => t.id)).toEqual([own.id]);
    expect((await callRoute(timeOffRoute.GET, "GET", `/api/time-off?userId=${bella.userId}`, { headers: anna.headers })).status).toBe(403);
    expect((await callRoute(timeOffItemRoute.DELETE, "DELETE", `/api/time-off/${bellas.id}`, { params: { id: bellas.id }, headers: anna.headers })).status).toBe(403);
    expect((await callRoute(timeOffItemRoute.DELETE, "DELETE", `/api/time-off/${own.id}`, { params: { id: own.id }, headers: anna.headers })).status).toBe(200);
    expect((await callRoute(timeOffItemRoute.DELETE, "DELETE", `/api/time-off/${own.id}`, { params: { id: own.id }, headers: anna.headers })).status).toBe(404);
    const all = await (await callRoute(timeOffRoute.GET, "GET", "/api/time-off", { headers: desk.headers })).json();
    expect(all.timeOff.map((t: { userId: string; date: string }) => [t.userId, t.date])).toEqual([[bella.userId, "2026-12-04"]]);
  });

  it("answers 400 for a date that is not a calendar day", async () => {
    const response = await callRoute(timeOffRoute.POST, "POST", "/api/time-off", { body: { date: "2026-02-30" }, headers: anna.headers });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toMatchObject({ date: expect.any(String) });
  });
});
