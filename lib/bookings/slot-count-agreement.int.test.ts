// One slot count everywhere. The same set of bookings — a single service, an
// "A & B" title whose parts are both listed, a title with & that is ONE listed service (on two
// days), duplicates on one date, a partially and a fully scheduled booking, and rows stored before
// the rule (stale counts, fixed by the recount the seed runs) — is read through every screen and API
// that reports slots, and each must report the counts written by hand below.
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as assignedRoute } from "@/app/api/booking/assigned/route";
import { GET as unassignedRoute } from "@/app/api/booking/unassigned/route";
import { GET as oneBookingRoute } from "@/app/api/booking/[id]/route";
import { GET as exportRoute } from "@/app/api/booking/export/route";
import { GET as calendarRoute } from "@/app/api/calendar/route";
import { hashPassword } from "@/lib/auth/password";
import { login } from "@/lib/auth/session";
import { createBooking, recountSlotsAfterPriceListChange, updateBooking } from "@/lib/bookings";
import type { BookingDto } from "@/lib/bookings/dto";
import { expandBookingSlots, isCompleteSchedule, serviceKey } from "@/lib/bookings/slots";
import { serviceMinutesByTitle } from "@/lib/bookings/slot-checks";
import { loadListedServices, recountBookingSlots } from "@/lib/bookings/slot-recount";
import { runSheetFor } from "@/lib/calendar/run-sheet";
import { adminWorkload } from "@/lib/dashboard";
import { createService, listServices } from "@/lib/services";
import { fromDateOnly } from "@/lib/time";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
const ADMIN = { email: "desk@studio.test", password: "agreement-test-password" };
const D1 = iso(20);
const D2 = iso(21);

let eventId = "";
let staffId = "";
let token = "";
const ids: Record<string, string> = {};

/** What each booking must show everywhere: its slots and how many of them are completely scheduled. */
type Expected = Record<string, { slots: number; scheduled: number }>;
const EXPECTED: Expected = {
  single: { slots: 1, scheduled: 0 }, // "Hair"
  combo: { slots: 2, scheduled: 0 }, // "Hair & Makeup": Hair and Makeup are both listed
  package: { slots: 2, scheduled: 0 }, // "Hair & Makeup Package" on 2 days: one listed service, "Makeup Package" is not
  partial: { slots: 4, scheduled: 1 }, // "Hair & Makeup" on 2 days, Hair on day 1 complete, Makeup on day 1 staff only
  done: { slots: 1, scheduled: 1 }, // "Youth Hair & Light Makeup", scheduled
  ethan: { slots: 2, scheduled: 0 }, // stored before the rule: "Hair &amp; Makeup Package" on 2 days, stored as 0 of 1
  duplicates: { slots: 2, scheduled: 0 }, // stored before the rule: "Hair &amp; Makeup" and "Makeup" on one date, stored as 0 of 3
};

function call(handler: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>, path: string, params: Record<string, string> = {}) {
  return handler(new NextRequest(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "10.1.2.3" } }), { params: Promise.resolve(params) });
}

async function json<T>(response: Promise<Response>): Promise<T> {
  const res = await response;
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const nameOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? `unknown ${id}`;

/** Counts keyed by our booking names, from a list of [booking id, slots, scheduled]. */
function byName(entries: [string, number, number][]): Expected {
  const out: Expected = {};
  for (const [id, slots, scheduled] of entries) {
    const name = nameOf(id);
    out[name] = { slots: (out[name]?.slots ?? 0) + slots, scheduled: (out[name]?.scheduled ?? 0) + scheduled };
  }
  return out;
}

async function staleRow(name: string, days: { date: string; title: string }[], stored: { slotCount: number; scheduledCount: number }) {
  const row = await db().booking.create({
    data: {
      eventId,
      danceLevel: "amateur",
      firstName: name,
      lastName: "Novak",
      email: `${name.toLowerCase()}@example.net`,
      phoneNumber: "555-0111",
      hairAtNight: false,
      ...stored,
      days: { create: days.map((d, position) => ({ position, date: fromDateOnly(d.date), serviceTitle: d.title, danceStyles: ["latin"], additionalServiceIds: [], additionalServiceTitles: [] })) },
    },
  });
  return row.id;
}

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Winter Star Ball", city: "Chicago", state: "Illinois", eventStartDate: fromDateOnly(D1), eventEndDate: fromDateOnly(D2) } })).id;
  const service = async (title: string, time: string) => (await db().service.create({ data: { title, time, price: 50, category: "Women" } })).id;
  const hair = await service("Hair", "45 min");
  await service("Makeup", "30 min");
  const combo = await service("Hair &amp; Makeup", "1 h 15 min");
  const pack = await service("Hair &amp; Makeup Package", "1 h 30 min");
  const youth = await service("Youth Hair &amp; Light Makeup", "1 h");
  const passwordHash = await hashPassword(ADMIN.password);
  staffId = (
    await db().user.create({
      data: { firstName: "Marisol", lastName: "Vega", email: ADMIN.email, passwordHash, role: "admin", isAdministrator: true, permissions: ["view_admin_panel", "manage_bookings", "view_bookings", "manage_events", "edit_services"] },
    })
  ).id;
  token = (await login({ email: ADMIN.email, password: ADMIN.password, ip: "10.1.2.3" })).token;

  const book = async (firstName: string, serviceId: string, days: string[]) =>
    (await createBooking(bookingRequest({ competition: eventId, service: serviceId, days, firstName, email: `${firstName.toLowerCase()}@example.net` })))._id;
  ids.single = await book("Single", hair, [D1]);
  ids.combo = await book("Combo", combo, [D1]);
  ids.package = await book("Package", pack, [D1, D2]);
  ids.partial = await book("Partial", combo, [D1, D2]);
  ids.done = await book("Done", youth, [D1]);
  const noNotes = { additionalNotes: "", danceStartDate: "", danceStartTime: "" };
  await updateBooking(ids.partial, {
    ...noNotes,
    dayDetails: [
      { date: D1, schedules: [completeSlot(staffId, D1, "08:00", "08:45", "Hair"), { service: "Makeup", assignedUser: { _id: staffId }, startDate: D1, startTime: "", endDate: D1, endTime: "" }] },
      { date: D2, schedules: [] },
    ],
  });
  await updateBooking(ids.done, { ...noNotes, dayDetails: [{ date: D1, schedules: [completeSlot(staffId, D1, "10:00", "11:00", "Youth Hair & Light Makeup")] }] });

  ids.ethan = await staleRow("Ethan", [{ date: D1, title: "Hair &amp; Makeup Package" }, { date: D2, title: "Hair &amp; Makeup Package" }], { slotCount: 1, scheduledCount: 0 });
  ids.duplicates = await staleRow("Dupe", [{ date: D1, title: "Hair &amp; Makeup" }, { date: D1, title: "Makeup" }], { slotCount: 3, scheduledCount: 0 });
  // What `npm run db:seed` does after every migration.
  expect(await recountBookingSlots(db())).toBe(2);
});

/** Every screen's and API's count, per booking. */
async function everyCount() {
  const listed = await loadListedServices(db());
  const lists = [
    ...(await json<BookingDto[]>(call(unassignedRoute, "/api/booking/unassigned?page=1&pageSize=100"))),
    ...(await json<BookingDto[]>(call(assignedRoute, "/api/booking/assigned?page=1&pageSize=100"))),
  ];
  const manageBookings = byName(lists.map((b) => [b._id, b.progress.slots, b.progress.scheduled]));
  const isAssigned = Object.fromEntries(lists.map((b) => [nameOf(b._id), b.isAssigned]));

  const ones = await Promise.all(Object.values(ids).map((id) => json<BookingDto>(call(oneBookingRoute, `/api/booking/${id}`, { id }))));
  const getOne = byName(ones.map((b) => [b._id, b.progress.slots, b.progress.scheduled]));
  // Edit Booking's screen: the slots it lays out from GET one booking with the price list.
  const editBooking = byName(ones.map((b) => { const slots = expandBookingSlots(b.dayDetails, listed); return [b._id, slots.length, slots.filter(isCompleteSchedule).length]; }));

  const sheets = [await runSheetFor(D1, { view: "desk" }), await runSheetFor(D2, { view: "desk" })];
  const runSheet = byName(sheets.flatMap((sheet) => [...sheet.sections.flatMap((s) => s.rows.map((r) => [r.bookingId, 1, 1] as [string, number, number])), ...sheet.unassigned.map((r) => [r.bookingId, 1, 0] as [string, number, number])]));
  const runSheetUnassigned = sheets.reduce((n, sheet) => n + sheet.unassigned.length, 0);

  const csv = (await (await call(exportRoute, `/api/booking/export?eventId=${eventId}`)).text()).replace(/^\uFEFF/, "");
  // No field of these bookings holds a comma or a quote, so a line splits on commas.
  const [header, ...records] = csv.split("\r\n").filter(Boolean).map((line) => line.split(","));
  const column = (name: string) => header.indexOf(name);
  expect([column("Booking ID"), column("Start"), column("End"), column("Stylist")].every((i) => i >= 0)).toBe(true);
  const csvRows = byName(records.map((cells) => [cells[column("Booking ID")], 1, cells[column("Start")] && cells[column("End")] && cells[column("Stylist")] ? 1 : 0]));
  const csvServices = [...new Set(records.map((cells) => cells[column("Service")]))].sort();

  const calendar = await json<{ events: { bookingId: string }[] }>(call(calendarRoute, `/api/calendar?start=${D1}&end=${iso(22)}`));
  const calendarEntries = byName(calendar.events.map((e) => [e.bookingId, 1, 1]));

  const admin = await db().user.findUniqueOrThrow({ where: { id: staffId } });
  const home = await adminWorkload(admin);

  const stored = byName((await db().booking.findMany({ select: { id: true, slotCount: true, scheduledCount: true } })).map((b) => [b.id, b.slotCount, b.scheduledCount]));
  return { csvServices, manageBookings, isAssigned, getOne, editBooking, runSheet, runSheetUnassigned, csvRows, calendarEntries, home, stored };
}

function checkAgainst(expected: Expected, counts: Awaited<ReturnType<typeof everyCount>>) {
  expect(Object.keys(counts.manageBookings).sort()).toEqual(Object.keys(expected).sort());
  expect(counts.manageBookings, "Manage Bookings lists (progress)").toEqual(expected);
  expect(counts.getOne, "GET /api/booking/:id progress").toEqual(expected);
  expect(counts.editBooking, "Edit Booking's slots").toEqual(expected);
  expect(counts.stored, "stored slotCount/scheduledCount").toEqual(expected);
  expect(counts.runSheet, "run sheet rows (assigned and unassigned)").toEqual(expected);
  expect(counts.csvRows, "CSV rows").toEqual(expected);
  const unscheduled = Object.values(expected).reduce((n, e) => n + e.slots - e.scheduled, 0);
  expect(counts.runSheetUnassigned, 'run sheet "Unassigned: N slots"').toBe(unscheduled);
  expect(counts.home.nextCompetition, 'admin home "N slots without times"').toMatchObject({ eventId, bookings: Object.keys(expected).length, unassignedSlots: unscheduled });
  // My Calendar shows the completely scheduled slots.
  const timed = Object.fromEntries(Object.entries(expected).filter(([, e]) => e.scheduled > 0).map(([name, e]) => [name, { slots: e.scheduled, scheduled: e.scheduled }]));
  expect(counts.calendarEntries, "My Calendar entries").toEqual(timed);
  expect(counts.isAssigned, "isAssigned").toEqual(Object.fromEntries(Object.entries(expected).map(([name, e]) => [name, e.slots > 0 && e.scheduled === e.slots])));
}

describe("one slot count", () => {
  it("every screen and API reports the same slots per booking as written by hand", async () => {
    checkAgainst(EXPECTED, await everyCount());
  });

  it("the CSV names each slot's service as on the price list, entities decoded (item 5)", async () => {
    expect((await everyCount()).csvServices).toEqual(["Hair", "Hair & Makeup Package", "Makeup", "Youth Hair & Light Makeup"]);
  });

  it('Edit Booking lays out "Hair & Makeup Package" as one slot named as on the price list, "Hair & Makeup" as Hair and Makeup', async () => {
    const listed = await loadListedServices(db());
    const slotsOf = async (id: string) => expandBookingSlots((await json<BookingDto>(call(oneBookingRoute, `/api/booking/${id}`, { id }))).dayDetails, listed).map((s) => `${s.date} ${s.service}`);
    expect(await slotsOf(ids.package)).toEqual([`${D1} Hair & Makeup Package`, `${D2} Hair & Makeup Package`]);
    expect(await slotsOf(ids.ethan)).toEqual([`${D1} Hair & Makeup Package`, `${D2} Hair & Makeup Package`]);
    expect(await slotsOf(ids.combo)).toEqual([`${D1} Hair`, `${D1} Makeup`]);
    expect(await slotsOf(ids.duplicates)).toEqual([`${D1} Hair`, `${D1} Makeup`]);
  });

  it("Suggest times finds a length on the price list for every slot Edit Booking lays out (it never asks for a service that does not exist)", async () => {
    const listed = await loadListedServices(db());
    const minutes = serviceMinutesByTitle(await listServices());
    const slots = (await Promise.all(Object.values(ids).map(async (id) => expandBookingSlots((await json<BookingDto>(call(oneBookingRoute, `/api/booking/${id}`, { id }))).dayDetails, listed)))).flat();
    expect(slots).toHaveLength(Object.values(EXPECTED).reduce((n, e) => n + e.slots, 0));
    expect(slots.filter((slot) => !(serviceKey(slot.service) in minutes)).map((slot) => slot.service)).toEqual([]);
  });

  it("a price-list change that makes a title splittable recounts the stored counts, and every screen follows", async () => {
    await createService({ title: "Makeup Package", time: "40 min", price: 70, note: "", category: "Women" });
    await recountSlotsAfterPriceListChange(); // what POST /api/servicesList does after creating it
    // "Hair" and "Makeup Package" are now both listed: the package days split in two.
    checkAgainst({ ...EXPECTED, package: { slots: 4, scheduled: 0 }, ethan: { slots: 4, scheduled: 0 } }, await everyCount());
  });
});
