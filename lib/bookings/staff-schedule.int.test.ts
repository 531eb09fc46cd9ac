// The day schedule Edit Booking shows beside the staff picker (and heat-time planning reads), the
// Manage Bookings search, and the admin home's counts, against a real database.
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking, listBookings, nextCompetitionSummary, unassignedRequestsSummary, updateBooking } from "@/lib/bookings";
import { staffDaySchedule } from "@/lib/bookings/staff-schedule";
import type { BookingRequestInput } from "@/lib/bookings/schema";
import { hashPassword } from "@/lib/auth/password";
import { adminWorkload } from "@/lib/dashboard";
import { fromDateOnly } from "@/lib/time";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
let eventId: string;
let otherEventId: string;
let hairId: string;
let daniel: string;
let aiko: string;

function request(overrides: Partial<BookingRequestInput> = {}) {
  return bookingRequest({ competition: eventId, service: hairId, days: [iso(10)], firstName: "Sofia", lastName: "Ramirez", email: "sofia@example.net", ...overrides });
}

const schedule = (userId: string, date: string, start: string, end: string) => ({
  additionalNotes: "",
  danceStartDate: "",
  danceStartTime: "",
  dayDetails: [{ date, schedules: [completeSlot(userId, date, start, end)] }],
});

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Winter Star Ball", city: "Chicago", eventStartDate: fromDateOnly(iso(10)), eventEndDate: fromDateOnly(iso(12)) } })).id;
  otherEventId = (await db().event.create({ data: { eventName: "Emerald City", city: "Seattle", eventStartDate: fromDateOnly(iso(30)), eventEndDate: fromDateOnly(iso(31)) } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, time: "45 min", category: "Women" } })).id;
  const passwordHash = await hashPassword("irrelevant-password");
  daniel = (await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", passwordHash, permissions: ["view_bookings"] } })).id;
  aiko = (await db().user.create({ data: { firstName: "Aiko", lastName: "Tanaka", email: "aiko@example.com", passwordHash, permissions: ["view_bookings"] } })).id;
  await db().user.create({ data: { firstName: "Zoe", lastName: "Gone", email: "zoe@example.com", passwordHash, permissions: ["view_bookings"], accountStatus: "suspended" } });
  await db().user.create({ data: { firstName: "Ed", lastName: "Editor", email: "ed@example.com", passwordHash, permissions: ["edit_content"] } });
});

describe("staffDaySchedule(date)", () => {
  it("lists active view_bookings staff by first name with their live slots that day, in the studio zone, carrying only what Edit Booking reads", async () => {
    const first = await createBooking(request({ firstName: "Ana", lastName: "One" }));
    const second = await createBooking(request({ firstName: "Bea", lastName: "Two" }));
    const cancelled = await createBooking(request({ firstName: "Cat", lastName: "Three" }));
    const otherDay = await createBooking(request({ firstName: "Dee", lastName: "Four", selectedEventDays: [iso(11)], dayDetails: [{ date: iso(11), services: hairId, danceStyle: ["latin"], additionalServices: [] }] }));
    await updateBooking(second._id, schedule(daniel, iso(10), "11:00", "11:45"));
    await updateBooking(first._id, schedule(daniel, iso(10), "09:00", "09:45"));
    await updateBooking(cancelled._id, schedule(aiko, iso(10), "09:00", "09:45"));
    await db().booking.update({ where: { id: cancelled._id }, data: { cancelledAt: new Date() } });
    await updateBooking(otherDay._id, schedule(aiko, iso(11), "09:00", "09:45"));

    const day = await staffDaySchedule(iso(10));
    expect(day.date).toBe(iso(10));
    expect(day.staff.map((s) => s.staff.firstName)).toEqual(["Aiko", "Daniel"]);
    expect(day.staff[0].slots).toEqual([]);
    expect(day.staff[1].slots.map((s) => [s.competitor, s.startTime, s.endTime, s.startDate, s.service, s.bookingId])).toEqual([
      ["Ana One", "09:00", "09:45", iso(10), "Competition Hair", first._id],
      ["Bea Two", "11:00", "11:45", iso(10), "Competition Hair", second._id],
    ]);
    // What the form reads and nothing more: a busy day's schedule rides in Edit Booking's HTML.
    expect(Object.keys(day.staff[1])).toEqual(["staff", "slots"]);
    expect(Object.keys(day.staff[1].staff).sort()).toEqual(["_id", "firstName", "lastName"]);
    expect(Object.keys(day.staff[1].slots[0]).sort()).toEqual(["bookingId", "competitor", "endDate", "endTime", "scheduleId", "service", "startDate", "startTime"]);
    const next = await staffDaySchedule(iso(11));
    expect(next.staff.find((s) => s.staff._id === aiko)!.slots.map((s) => s.competitor)).toEqual(["Dee Four"]);
  });
});

describe("listBookings search and competition filter", () => {
  it("matches every word in a name or the email, case-insensitive, and one competition; the total counts the matches", async () => {
    await createBooking(request({ firstName: "Emma", lastName: "Ramirez", email: "emma.r@example.net" }));
    await createBooking(request({ firstName: "Olivia", lastName: "Ramirez", email: "olivia@example.net" }));
    await createBooking(request({ firstName: "Emma", lastName: "Stone", email: "stone@example.net", competition: otherEventId, selectedEventDays: [iso(30)], dayDetails: [{ date: iso(30), services: hairId, danceStyle: ["latin"], additionalServices: [] }] }));
    const names = async (q: string, competition = "") => (await listBookings({ list: "unassigned", page: 1, pageSize: 20, q, competition })).bookings.map((b) => `${b.firstName} ${b.lastName}`).sort();
    expect(await names("ramirez")).toEqual(["Emma Ramirez", "Olivia Ramirez"]);
    expect(await names("emma ramirez")).toEqual(["Emma Ramirez"]);
    expect(await names("STONE@example")).toEqual(["Emma Stone"]);
    expect(await names("emma", otherEventId)).toEqual(["Emma Stone"]);
    expect(await names("", eventId)).toEqual(["Emma Ramirez", "Olivia Ramirez"]);
    expect(await names("nobody")).toEqual([]);
    const paged = await listBookings({ list: "unassigned", page: 2, pageSize: 1, q: "ramirez" });
    expect(paged.total).toBe(2);
    expect(paged.bookings).toHaveLength(1);
  });
});

describe("the admin home's counts", () => {
  it("counts unassigned requests (oldest first), the next competition's bookings and slots without times, and only what the user may see", async () => {
    const older = await createBooking(request({ lastName: "Older" }));
    await db().booking.update({ where: { id: older._id }, data: { createdAt: new Date(Date.now() - 3 * 86_400_000) } });
    const done = await createBooking(request({ lastName: "Done" }));
    await updateBooking(done._id, schedule(daniel, iso(10), "09:00", "09:45"));
    await createBooking(request({ lastName: "Waiting" }));
    await db().contactMessage.create({ data: { fullName: "Open", emailAddress: "o@example.net", phone: "1" } });
    await db().contactMessage.create({ data: { fullName: "Done", emailAddress: "d@example.net", phone: "1", handledAt: new Date() } });

    const unassigned = await unassignedRequestsSummary();
    expect(unassigned.count).toBe(2);
    expect(unassigned.oldestCreatedAt).toBe((await db().booking.findUniqueOrThrow({ where: { id: older._id } })).createdAt.toISOString());
    expect(await nextCompetitionSummary()).toMatchObject({ eventId, eventName: "Winter Star Ball", bookings: 3, unassignedSlots: 2 });

    const manager = await adminWorkload({ role: "user", isAdministrator: false, permissions: ["view_admin_panel", "manage_bookings"] });
    expect(manager).toMatchObject({ unassigned: { count: 2 }, openMessages: 1, failedEmails: 0, lateForHeat: { count: 0, soonest: [] }, nextCompetition: { bookings: 3, unassignedSlots: 2 } });
    const eventsOnly = await adminWorkload({ role: "user", isAdministrator: false, permissions: ["view_admin_panel", "manage_events"] });
    expect(eventsOnly).toMatchObject({ unassigned: null, openMessages: null, failedEmails: null, bouncedBookings: null, lateForHeat: null, nextCompetition: { eventName: "Winter Star Ball", bookings: null, unassignedSlots: null } });
    const panelOnly = await adminWorkload({ role: "user", isAdministrator: false, permissions: ["view_admin_panel"] });
    expect(panelOnly).toEqual({ unassigned: null, openMessages: null, failedEmails: null, bouncedBookings: null, unreadTexts: null, textsThisMonth: null, lateForHeat: null, changeRequests: null, nextCompetition: null });
  });
});
