// Manage Events → Edit through the real route handler (PUT /api/events/:id): every field creation
// takes can change, the public caches are expired, and new dates that would leave a live booking's
// day outside the competition are refused (409) with the bookings affected, dancer and day.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PUT as editRoute } from "@/app/api/events/[id]/route";
import { cancelBookingByCustomer, createBooking, restoreBooking } from "@/lib/bookings";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest } from "@/tests/support/booking-requests";

const expired = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/cache/invalidate", () => ({ expireTag: async (tag: string) => void expired.push(tag) }));

const db = () => testPrisma();
let eventId: string;
let hairId: string;
let manager: StaffSession;

const edit = (changes: Record<string, unknown>, session: StaffSession = manager, id = eventId) =>
  callRoute(editRoute, "PUT", `/api/events/${id}`, {
    params: { id },
    headers: session.headers,
    body: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", eventStartDate: iso(10), eventEndDate: iso(12), ...changes },
  });

const book = async (firstName: string, days: string[]) => (await createBooking(bookingRequest({ competition: eventId, service: hairId, days, firstName, lastName: "Novak" })))._id;

beforeEach(async () => {
  await resetDatabase();
  expired.length = 0;
  eventId = (
    await db().event.create({
      data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(12)}T00:00:00Z`), showEvent: true },
    })
  ).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  manager = await staffSession("events@example.com", ["manage_events", "manage_bookings"]);
});

describe("PUT /api/events/:id", () => {
  it("changes name, venue, address, city, state, dates, shown and zone, and expires the public caches", async () => {
    const answer = await edit({ eventName: "Ohio Star Ball 2027", locationName: "Hyatt Regency", address: "350 N High St", city: "Cincinnati", state: "IL", eventStartDate: iso(9), eventEndDate: iso(13), showEvent: false, timeZone: "America/Denver" });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const expected = { _id: eventId, eventName: "Ohio Star Ball 2027", locationName: "Hyatt Regency", address: "350 N High St", city: "Cincinnati", state: "Illinois", eventStartDate: iso(9), eventEndDate: iso(13), showEvent: false, timeZone: "America/Denver" };
    expect(await answer.json()).toEqual(expected);
    const row = await db().event.findUniqueOrThrow({ where: { id: eventId } });
    expect(row.eventStartDate.toISOString()).toBe(`${iso(9)}T00:00:00.000Z`);
    expect(row.timeZoneSetByStaff).toBe(true);
    expect(expired).toEqual(["events"]);
  });

  it("without showEvent keeps it; without a zone follows the new state unless staff chose one", async () => {
    expect(((await (await edit({ state: "Illinois" })).json()) as { showEvent: boolean; timeZone: string })).toMatchObject({ showEvent: true, timeZone: "America/Chicago" });
    await db().event.update({ where: { id: eventId }, data: { timeZone: "America/Phoenix", timeZoneSetByStaff: true } });
    expect(((await (await edit({ state: "Ohio" })).json()) as { timeZone: string }).timeZone).toBe("America/Phoenix");
  });

  it("refuses (409) dates that leave a live booking's day outside them, listing each booking with its dancer and days; nothing changes", async () => {
    const first = await book("Mia", [iso(10), iso(11)]);
    const last = await book("Ana", [iso(12)]);
    await book("Eva", [iso(11)]);

    const answer = await edit({ eventName: "Renamed", eventStartDate: iso(11), eventEndDate: iso(11) });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      error: "Some bookings have days outside the new dates. Move or cancel those days first, or keep dates that include them.",
      bookings: [
        { bookingId: first, dancer: "Mia Novak", days: [iso(10)] },
        { bookingId: last, dancer: "Ana Novak", days: [iso(12)] },
      ],
    });
    const row = await db().event.findUniqueOrThrow({ where: { id: eventId } });
    expect([row.eventName, row.eventStartDate.toISOString().slice(0, 10), row.eventEndDate.toISOString().slice(0, 10)]).toEqual(["Ohio Star Ball", iso(10), iso(12)]);
    expect(expired).toEqual([]);

    // Dates that keep every booked day (moved outwards, or shrunk to the booked days) are saved.
    expect((await edit({ eventStartDate: iso(8), eventEndDate: iso(12) })).status).toBe(200);
    expect((await edit({ eventStartDate: iso(10), eventEndDate: iso(12) })).status).toBe(200);
  });

  it("ignores cancelled and deleted bookings (a cancelled one is not restored onto a removed day), and names no dancer to staff who may not see bookings", async () => {
    const cancelled = await book("Mia", [iso(10)]);
    await cancelBookingByCustomer(cancelled, "");
    const deleted = await book("Ana", [iso(10)]);
    await db().booking.update({ where: { id: deleted }, data: { deletedAt: new Date() } });
    const live = await book("Eva", [iso(12)]);

    expect((await edit({ eventStartDate: iso(11), eventEndDate: iso(12) })).status).toBe(200);
    // The cancelled booking's day is gone: it cannot come back until the dates include it again.
    await expect(restoreBooking(cancelled)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/^This booking cannot be restored: .* is no longer a day of Ohio Star Ball\./) });
    expect((await db().booking.findUniqueOrThrow({ where: { id: cancelled } })).cancelledAt).not.toBeNull();
    expect((await edit({ eventStartDate: iso(10), eventEndDate: iso(12) })).status).toBe(200);
    await restoreBooking(cancelled);
    expect((await db().booking.findUniqueOrThrow({ where: { id: cancelled } })).cancelledAt).toBeNull();
    await cancelBookingByCustomer(cancelled, "");
    expect((await edit({ eventStartDate: iso(11), eventEndDate: iso(12) })).status).toBe(200);
    const eventsOnly = await staffSession("events-only@example.com", ["manage_events"]);
    const refused = await edit({ eventStartDate: iso(11), eventEndDate: iso(11) }, eventsOnly);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { bookings: unknown[] }).bookings).toEqual([{ bookingId: live, dancer: null, days: [iso(12)] }]);
  });

  it("answers 400 with fields for bad input, 404 for an unknown or deleted event, 403 without manage_events", async () => {
    const bad = await edit({ eventName: " ", eventStartDate: iso(12), eventEndDate: iso(10), timeZone: "Mars/Olympus" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      eventName: "Event name is required",
      eventEndDate: "End date cannot be before the start date",
      timeZone: "Please choose a time zone from the list",
    });
    expect((await edit({}, manager, "no-such-event")).status).toBe(404);
    await db().event.update({ where: { id: eventId }, data: { deletedAt: new Date() } });
    expect((await edit({})).status).toBe(404);
    const bookingsOnly = await staffSession("desk@example.com", ["manage_bookings"]);
    expect((await edit({}, bookingsOnly)).status).toBe(403);
  });
});
