// What a view_bookings-only staff member sees of customers on the run sheet and
// through GET /api/calendar (docs/SECURITY.md, "What view_bookings sees"), beside a manage_bookings user.
import { beforeEach, describe, expect, it } from "vitest";
import { GET as calendarRoute } from "@/app/api/calendar/route";
import { GET as bookingRoute } from "@/app/api/booking/[id]/route";
import { GET as assignedRoute } from "@/app/api/booking/assigned/route";
import { customerViewOf } from "@/lib/auth/permissions";
import { zonedInstant } from "@/lib/time";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { runSheetFor } from "./run-sheet";

const db = () => testPrisma();
const NY = "America/New_York";
const DAY = "2026-12-05";
let stylist: StaffSession;
let desk: StaffSession;
let assignedId: string;
let unassignedId: string;
let othersId: string;
let eventId: string;

async function booking(firstName: string, extra: { phoneNumber: string; email: string; message: string; parentFirstName: string }, slot: { who: string | null; start: string | null; end: string | null }, eventId: string) {
  const row = await db().booking.create({
    data: { eventId, danceLevel: "junior", firstName, lastName: "Lee", hairAtNight: false, isParentOrGuardian: true, parentLastName: "Lee", additionalNotes: "Bring the gold pins", ...extra },
  });
  const day = await db().bookingDay.create({ data: { bookingId: row.id, position: 0, date: new Date(`${DAY}T00:00:00Z`), serviceTitle: "Hair", danceStyles: ["rhythm"], additionalServiceTitles: [] } });
  await db().schedule.create({
    data: { bookingId: row.id, bookingDayId: day.id, position: 0, serviceTitle: "Hair", assignedUserId: slot.who, startAt: slot.start ? zonedInstant(DAY, slot.start, NY) : null, endAt: slot.end ? zonedInstant(DAY, slot.end, NY) : null },
  });
  if (slot.who && slot.start && slot.end) await db().booking.update({ where: { id: row.id }, data: { isAssigned: true, slotCount: 1, scheduledCount: 1 } });
  return row.id;
}

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Holiday Classic", city: "Boston", state: "Massachusetts", eventStartDate: new Date(`${DAY}T00:00:00Z`), eventEndDate: new Date(`${DAY}T00:00:00Z`) } })).id;
  stylist = await staffSession("stylist@studio.test", ["view_admin_panel", "view_bookings"], { firstName: "Ana" });
  desk = await staffSession("desk@studio.test", ["view_admin_panel", "view_bookings", "manage_bookings"], { firstName: "Rosa" });
  assignedId = await booking("Zoe", { phoneNumber: "555-0111", email: "zoe.private@example.net", message: "Call my cell 555-0111", parentFirstName: "Paula" }, { who: stylist.userId, start: "09:00", end: "09:45" }, eventId);
  unassignedId = await booking("Una", { phoneNumber: "555-0199", email: "una.private@example.net", message: "Please text 555-0199", parentFirstName: "Petra" }, { who: null, start: null, end: null }, eventId);
});

const user = (session: StaffSession) => db().user.findUniqueOrThrow({ where: { id: session.userId } });

describe("the run sheet for view_bookings alone", () => {
  it("has no unassigned requests, no phone, parent or customer message; name, service, times and staff notes stay", async () => {
    // The same user's API answer for the unassigned request, the rule the sheet must follow.
    expect((await callRoute(bookingRoute, "GET", `/api/booking/${unassignedId}`, { params: { id: unassignedId }, headers: stylist.headers })).status).toBe(403);

    const sheet = await runSheetFor(DAY, { view: customerViewOf(await user(stylist)) }, NY);
    expect(sheet.view).toBe("stylist");
    expect(sheet.unassigned).toEqual([]);
    expect(sheet.sections).toHaveLength(1);
    expect(sheet.sections[0].rows).toHaveLength(1);
    expect(sheet.sections[0].rows[0]).toMatchObject({ bookingId: assignedId, dancer: "Zoe Lee", service: "Hair", time: "9:00 AM – 9:45 AM", parent: null, phone: null, notes: "Bring the gold pins" });
    const text = JSON.stringify(sheet);
    for (const secret of ["Una", "555-0199", "555-0111", "Paula", "Petra", "Call my cell", "Please text"]) expect(text).not.toContain(secret);
  });

  it("manage_bookings still sees everything: the unassigned request and the contact details", async () => {
    const sheet = await runSheetFor(DAY, { view: customerViewOf(await user(desk)) }, NY);
    expect(sheet.view).toBe("desk");
    expect(sheet.unassigned.map((r) => [r.dancer, r.phone, r.parent])).toEqual([["Una Lee", "555-0199", "Petra Lee"]]);
    expect(sheet.sections[0].rows[0]).toMatchObject({ phone: "555-0111", parent: "Paula Lee", notes: "Bring the gold pins · Dancer: Call my cell 555-0111" });
  });
});

describe("GET /api/calendar", () => {
  const range = `start=${encodeURIComponent(`${DAY}T00:00:00-05:00`)}&end=${encodeURIComponent("2026-12-06T00:00:00-05:00")}`;
  const read = async (session: StaffSession) => {
    const answer = await callRoute(calendarRoute, "GET", `/api/calendar?${range}`, { headers: session.headers });
    expect(answer.status).toBe(200);
    return (await answer.json()) as { events: { bookingId: string; competitor: Record<string, string>; details: Record<string, unknown> }[] };
  };

  it("gives view_bookings alone the name but no email, phone or customer message; staff notes stay", async () => {
    const { events } = await read(stylist);
    expect(events).toHaveLength(1);
    expect(events[0].competitor).toEqual({ firstName: "Zoe", lastName: "Lee" });
    expect(events[0].details).not.toHaveProperty("message");
    expect(events[0].details.additionalNotes).toBe("Bring the gold pins");
    expect(JSON.stringify(events)).not.toMatch(/zoe\.private@example\.net|555-0111/);
  });

  it("gives manage_bookings the email, phone and message", async () => {
    const { events } = await read(desk);
    expect(events[0].competitor).toEqual({ firstName: "Zoe", lastName: "Lee", email: "zoe.private@example.net", phoneNumber: "555-0111" });
    expect(events[0].details.message).toBe("Call my cell 555-0111");
  });
});

/** Every contact value the fixtures hold: none may reach a stylist through any booking read. */
const CONTACT_SECRETS = ["zoe.private@example.net", "555-0111", "Paula", "Call my cell", "olga.private@example.net", "555-0177", "Pia", "My cell is"];
const DESK_ONLY_FIELDS = ["email", "phoneNumber", "parentFirstName", "parentLastName", "message", "emailBounce", "textFailure"];

describe("the booking reads through the one staff projection", () => {
  beforeEach(async () => {
    // A booking assigned to other staff (the desk member): the stylist reads it too, without contact.
    othersId = await booking("Olga", { phoneNumber: "555-0177", email: "olga.private@example.net", message: "My cell is 555-0177", parentFirstName: "Pia" }, { who: desk.userId, start: "10:00", end: "10:45" }, eventId);
  });
  const assigned = async (session: StaffSession) => {
    const answer = await callRoute(assignedRoute, "GET", "/api/booking/assigned?pageSize=100", { headers: session.headers });
    expect(answer.status).toBe(200);
    return (await answer.json()) as Record<string, unknown>[];
  };
  const one = async (session: StaffSession, id: string) => {
    const answer = await callRoute(bookingRoute, "GET", `/api/booking/${id}`, { params: { id }, headers: session.headers });
    expect(answer.status).toBe(200);
    return (await answer.json()) as Record<string, unknown>;
  };

  it("GET /api/booking/assigned and GET /api/booking/:id give view_bookings alone no email, phone, parent or message, for her bookings and other staff's", async () => {
    const rows = await assigned(stylist);
    expect(rows.map((r) => r.firstName).sort()).toEqual(["Olga", "Zoe"]);
    const singles = [await one(stylist, assignedId), await one(stylist, othersId)];
    expect(singles.map((b) => b.firstName)).toEqual(["Zoe", "Olga"]);
    for (const booking of [...rows, ...singles]) {
      for (const field of DESK_ONLY_FIELDS) expect(booking).not.toHaveProperty(field);
      expect(booking).toMatchObject({ lastName: "Lee", additionalNotes: "Bring the gold pins", isAssigned: true });
    }
    const text = JSON.stringify([rows, singles]);
    for (const secret of CONTACT_SECRETS) expect(text).not.toContain(secret);
  });

  it("manage_bookings reads every field of the same bookings", async () => {
    const rows = await assigned(desk);
    const zoe = rows.find((r) => r.firstName === "Zoe");
    expect(zoe).toMatchObject({ email: "zoe.private@example.net", phoneNumber: "555-0111", parentFirstName: "Paula", message: "Call my cell 555-0111", emailBounce: null });
    expect(await one(desk, othersId)).toMatchObject({ email: "olga.private@example.net", phoneNumber: "555-0177", parentFirstName: "Pia", message: "My cell is 555-0177" });
  });
});
