import { fromZonedTime } from "date-fns-tz";
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { calendarForRange, calendarStaff, competitionsInRange, MAX_SLOT_HOURS, schedulesInRange } from "./range";
import { calendarRangeQuery } from "./schema";

const NY = "America/New_York";
const prisma = testPrisma();
const query = calendarRangeQuery(NY);
const ny = (local: string) => fromZonedTime(local, NY);
/** The studio days [first, last) as the calendar asks for them. */
const days = (start: string, end: string) => query.parse({ start, end });

let staffId: string;
let bookingId: string;
let bookingDayId: string;

async function staffMember(firstName: string, extra: Record<string, unknown> = {}) {
  return prisma.user.create({
    data: { firstName, lastName: "Stylist", email: `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`, passwordHash: "x", permissions: ["view_bookings"], ...extra },
  });
}

async function booking(firstName = "Ana", extra: Record<string, unknown> = {}) {
  const event = await prisma.event.create({ data: { eventName: "Spring Dance Classic", city: "Boston", eventStartDate: new Date("2026-03-06T00:00:00Z"), eventEndDate: new Date("2026-03-09T00:00:00Z") } });
  const created = await prisma.booking.create({
    data: { eventId: event.id, danceLevel: "amateur", firstName, lastName: "Ruiz", email: "ana@example.net", phoneNumber: "555-0100", hairAtNight: false, ...extra },
  });
  const day = await prisma.bookingDay.create({ data: { bookingId: created.id, position: 0, date: new Date("2026-03-08T00:00:00Z"), serviceTitle: "Competition Hair &amp; Makeup", danceStyles: ["night_club", "latin"], additionalServiceTitles: ["Lash &amp; Glue"] } });
  return { bookingId: created.id, bookingDayId: day.id, eventId: event.id };
}

async function slot(startAt: Date | null, endAt: Date | null, extra: Record<string, unknown> = {}) {
  const row = await prisma.schedule.create({ data: { bookingId, bookingDayId, serviceTitle: "Competition Hair &amp; Makeup", assignedUserId: staffId, startAt, endAt, ...extra } });
  return row.id;
}

const ids = (events: { id: string }[]) => events.map((e) => e.id);

beforeEach(async () => {
  await resetDatabase();
  staffId = (await staffMember("Marisol")).id;
  ({ bookingId, bookingDayId } = await booking());
});

describe("range query boundaries", () => {
  it("takes a slot that overlaps the range at either edge, and none that only touches it", async () => {
    const range = { start: new Date("2026-05-10T12:00:00Z"), end: new Date("2026-05-10T16:00:00Z") };
    const endsAtStart = await slot(new Date("2026-05-10T11:00:00Z"), new Date("2026-05-10T12:00:00Z"));
    const overlapsStart = await slot(new Date("2026-05-10T11:30:00Z"), new Date("2026-05-10T12:30:00Z"));
    const inside = await slot(new Date("2026-05-10T13:00:00Z"), new Date("2026-05-10T13:45:00Z"));
    const overlapsEnd = await slot(new Date("2026-05-10T15:30:00Z"), new Date("2026-05-10T16:30:00Z"));
    const startsAtEnd = await slot(new Date("2026-05-10T16:00:00Z"), new Date("2026-05-10T17:00:00Z"));
    const events = await schedulesInRange(range, "desk");
    expect(ids(events)).toEqual([overlapsStart, inside, overlapsEnd]);
    expect(ids(events)).not.toContain(endsAtStart);
    expect(ids(events)).not.toContain(startsAtEnd);
  });

  it("shows a slot crossing midnight on both studio days", async () => {
    const late = await slot(ny("2026-05-14T23:00:00"), ny("2026-05-15T01:00:00"));
    expect(ids(await schedulesInRange(days("2026-05-14", "2026-05-15"), "desk"))).toEqual([late]);
    expect(ids(await schedulesInRange(days("2026-05-15", "2026-05-16"), "desk"))).toEqual([late]);
    expect(ids(await schedulesInRange(days("2026-05-13", "2026-05-14"), "desk"))).toEqual([]);
    expect(ids(await schedulesInRange(days("2026-05-16", "2026-05-17"), "desk"))).toEqual([]);
  });

  it(`reaches back ${MAX_SLOT_HOURS} hours for a long slot that began before the range`, async () => {
    const long = await slot(ny("2026-05-20T08:00:00"), ny("2026-05-21T10:00:00"));
    expect(ids(await schedulesInRange(days("2026-05-21", "2026-05-22"), "desk"))).toEqual([long]);
  });

  it("March 8, 2026 (spring forward, a 23-hour day): 9:00 AM is 13:00 UTC; the night's slots land on the right day", async () => {
    const nine = await slot(ny("2026-03-08T09:00:00"), ny("2026-03-08T09:45:00"));
    const acrossTheGap = await slot(ny("2026-03-08T01:30:00"), ny("2026-03-08T03:30:00"));
    const lateSaturday = await slot(ny("2026-03-07T23:30:00"), ny("2026-03-08T00:30:00"));
    const lateSunday = await slot(ny("2026-03-08T23:00:00"), ny("2026-03-08T23:45:00"));
    const mondayMidnight = await slot(ny("2026-03-09T00:00:00"), ny("2026-03-09T00:45:00"));

    const sunday = days("2026-03-08", "2026-03-09");
    expect(sunday.end.getTime() - sunday.start.getTime()).toBe(23 * 3_600_000);
    const events = await schedulesInRange(sunday, "desk");
    expect(ids(events)).toEqual([lateSaturday, acrossTheGap, nine, lateSunday]);
    expect(events.find((e) => e.id === nine)).toMatchObject({ start: "2026-03-08T13:00:00.000Z", end: "2026-03-08T13:45:00.000Z" });
    expect(events.find((e) => e.id === acrossTheGap)).toMatchObject({ start: "2026-03-08T06:30:00.000Z", end: "2026-03-08T07:30:00.000Z" });
    expect(ids(await schedulesInRange(days("2026-03-09", "2026-03-10"), "desk"))).toEqual([mondayMidnight]);
    expect(ids(await schedulesInRange(days("2026-03-07", "2026-03-08"), "desk"))).toEqual([lateSaturday]);
  });

  it("November 1, 2026 (fall back, a 25-hour day): 9:00 AM is 14:00 UTC; both 1:30 AMs and 11:30 PM are on the 1st", async () => {
    const firstOneThirty = await slot(new Date("2026-11-01T05:30:00Z"), new Date("2026-11-01T06:00:00Z")); // 1:30 AM EDT
    const secondOneThirty = await slot(new Date("2026-11-01T06:30:00Z"), new Date("2026-11-01T07:00:00Z")); // 1:30 AM EST
    const nine = await slot(ny("2026-11-01T09:00:00"), ny("2026-11-01T09:45:00"));
    const lateSunday = await slot(ny("2026-11-01T23:30:00"), ny("2026-11-01T23:59:00"));
    const mondayMorning = await slot(ny("2026-11-02T00:15:00"), ny("2026-11-02T01:00:00"));

    const sunday = days("2026-11-01", "2026-11-02");
    expect(sunday.end.getTime() - sunday.start.getTime()).toBe(25 * 3_600_000);
    const events = await schedulesInRange(sunday, "desk");
    expect(ids(events)).toEqual([firstOneThirty, secondOneThirty, nine, lateSunday]);
    expect(events.find((e) => e.id === nine)).toMatchObject({ start: "2026-11-01T14:00:00.000Z" });
    expect(ids(await schedulesInRange(days("2026-11-02", "2026-11-03"), "desk"))).toEqual([mondayMorning]);
    // The week FullCalendar asks for (Monday Oct 26 to Monday Nov 2, offsets from both sides of the change).
    expect(ids(await schedulesInRange(query.parse({ start: "2026-10-26T00:00:00-04:00", end: "2026-11-02T00:00:00-05:00" }), "desk"))).toEqual([
      firstOneThirty,
      secondOneThirty,
      nine,
      lateSunday,
    ]);
  });
});

describe("what the calendar shows", () => {
  const week = () => days("2026-05-04", "2026-05-11");

  it("only complete schedules of live bookings", async () => {
    const complete = await slot(ny("2026-05-05T09:00:00"), ny("2026-05-05T09:45:00"));
    await slot(ny("2026-05-05T10:00:00"), ny("2026-05-05T10:45:00"), { assignedUserId: null });
    await slot(null, ny("2026-05-05T10:45:00"));
    await slot(ny("2026-05-05T11:00:00"), null);
    await slot(ny("2026-05-05T12:00:00"), ny("2026-05-05T12:00:00"));
    const deleted = await booking("Gone", { deletedAt: new Date() });
    await prisma.schedule.create({ data: { bookingId: deleted.bookingId, bookingDayId: deleted.bookingDayId, serviceTitle: "Hair", assignedUserId: staffId, startAt: ny("2026-05-05T13:00:00"), endAt: ny("2026-05-05T13:45:00") } });
    expect(ids(await schedulesInRange(week(), "desk"))).toEqual([complete]);
  });

  it("answers with the booking, competition and staff member of each slot, entities decoded", async () => {
    const id = await slot(ny("2026-05-05T09:00:00"), ny("2026-05-05T09:45:00"));
    const [event] = await schedulesInRange(week(), "desk");
    const staff = await prisma.user.findUniqueOrThrow({ where: { id: staffId } });
    const booked = await prisma.booking.findUniqueOrThrow({ where: { id: bookingId }, include: { event: true } });
    expect(event).toEqual({
      id,
      title: "Ana Ruiz – Competition Hair & Makeup",
      start: "2026-05-05T13:00:00.000Z",
      end: "2026-05-05T13:45:00.000Z",
      staff: { _id: staffId, firstName: staff.firstName, lastName: "Stylist" },
      bookingId,
      competitor: { firstName: "Ana", lastName: "Ruiz", email: "ana@example.net", phoneNumber: "555-0100" },
      competition: { _id: booked.eventId, eventName: "Spring Dance Classic", eventStartDate: "2026-03-06", eventEndDate: "2026-03-09", timeZone: "America/New_York" },
      service: "Competition Hair & Makeup",
      // The day's only slot is its last: its length counts the day's extra.
      lengthExtras: ["Lash & Glue"],
      details: { danceLevel: booked.danceLevel === "pro_am" ? "pro-am" : booked.danceLevel, danceStyles: ["night-club", "latin"], additionalServices: ["Lash & Glue"], hairAtNight: booked.hairAtNight, message: booked.message, additionalNotes: booked.additionalNotes },
      heat: null,
      confirmationOutdated: false,
    });

    // Confirmed with this slot at 9:00, then moved to 9:15 → out of date; back at 9:00 → up to date.
    const sent = `${id}|${staffId}|2026-05-05T13:00:00.000Z|2026-05-05T13:45:00.000Z`;
    await prisma.booking.update({ where: { id: bookingId }, data: { confirmedAt: new Date(), confirmedSlots: sent } });
    expect((await schedulesInRange(week(), "desk"))[0].confirmationOutdated).toBe(false);
    await prisma.schedule.update({ where: { id }, data: { startAt: ny("2026-05-05T09:15:00"), endAt: ny("2026-05-05T10:00:00") } });
    expect((await schedulesInRange(week(), "desk"))[0].confirmationOutdated).toBe(true);
    await prisma.schedule.update({ where: { id }, data: { startAt: ny("2026-05-05T09:00:00"), endAt: ny("2026-05-05T09:45:00") } });
    expect((await schedulesInRange(week(), "desk"))[0].confirmationOutdated).toBe(false);

    // With a heat time on the slot's booking day, the slot carries it and its ready-by.
    const { bookingDayId } = await prisma.schedule.findUniqueOrThrow({ where: { id } });
    await prisma.bookingDay.update({ where: { id: bookingDayId }, data: { date: new Date("2026-05-05T00:00:00Z"), heatTime: "08:30", heatNote: "Smooth" } });
    await prisma.event.update({ where: { id: booked.eventId }, data: { timeZone: "America/Chicago" } });
    const [withHeat] = await schedulesInRange(week(), "desk");
    // 8:30 AM Central (CDT) = 13:30Z; ready 45 minutes earlier; the slot ends 13:45Z → late.
    expect(withHeat.heat).toEqual({ heatTime: "08:30", timeZone: "America/Chicago", note: "Smooth", readyBy: "2026-05-05T12:45:00.000Z", late: true });

    // The evening session's hair (hair at night) serves her evening heat: 7:30 PM Central, ready by 6:45 PM.
    await prisma.bookingDay.update({ where: { id: bookingDayId }, data: { eveningHeatTime: "19:30" } });
    await prisma.schedule.update({ where: { id }, data: { serviceTitle: "Competition Hair (evening session)" } });
    const [evening] = await schedulesInRange(week(), "desk");
    expect(evening.heat).toEqual({ heatTime: "19:30", timeZone: "America/Chicago", note: "evening session", readyBy: "2026-05-05T23:45:00.000Z", late: false });
  });

  it("lists assignable staff by id (active with view_bookings, or admins) and adds anyone else assigned in the range", async () => {
    const admin = await staffMember("Admin", { permissions: [], role: "admin" });
    await staffMember("Editor", { permissions: ["edit_content"] });
    const suspended = await staffMember("Former", { accountStatus: "suspended" });
    await slot(ny("2026-05-06T09:00:00"), ny("2026-05-06T09:45:00"), { assignedUserId: suspended.id });
    const assignable = await calendarStaff();
    expect(assignable.map((s) => s._id)).toEqual([staffId, admin.id].sort());
    const answer = await calendarForRange(week(), NY, "desk");
    expect(answer.staff.map((s) => s._id)).toEqual([...[staffId, admin.id].sort(), suspended.id]);
    expect((await calendarForRange(days("2026-06-01", "2026-06-08"), NY, "desk")).staff.map((s) => s._id)).toEqual([staffId, admin.id].sort());
  });

  it("lists the competitions on any day of the range, not deleted ones", async () => {
    const within = await prisma.event.create({ data: { eventName: "May Open", city: "Boston", eventStartDate: new Date("2026-05-09T00:00:00Z"), eventEndDate: new Date("2026-05-12T00:00:00Z") } });
    const lastDay = await prisma.event.create({ data: { eventName: "Sunday Cup", city: "Boston", eventStartDate: new Date("2026-05-10T00:00:00Z"), eventEndDate: new Date("2026-05-10T00:00:00Z") } });
    await prisma.event.create({ data: { eventName: "Next Week", city: "Boston", eventStartDate: new Date("2026-05-11T00:00:00Z"), eventEndDate: new Date("2026-05-11T00:00:00Z") } });
    await prisma.event.create({ data: { eventName: "Deleted", city: "Boston", eventStartDate: new Date("2026-05-05T00:00:00Z"), eventEndDate: new Date("2026-05-05T00:00:00Z"), deletedAt: new Date() } });
    const competitions = await competitionsInRange(week(), NY);
    expect(competitions).toEqual([
      { _id: within.id, eventName: "May Open", eventStartDate: "2026-05-09", eventEndDate: "2026-05-12", timeZone: "America/New_York" },
      { _id: lastDay.id, eventName: "Sunday Cup", eventStartDate: "2026-05-10", eventEndDate: "2026-05-10", timeZone: "America/New_York" },
    ]);
  });
});
