// "Full" is one rule, not the page's word: POST /api/booking/create through its real route handler puts
// a request for a full day on that day's waiting list (202, no booking), refuses a request mixing an open
// and a full day (409, nothing stored, the full day named), and books open and unstaffed days as before.
// The desk's New booking may still book a full day on purpose.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as publicCreate } from "@/app/api/booking/create/route";
import { POST as anotherDayRoute } from "@/app/api/booking/link/[token]/days/route";
import { createBooking } from "@/lib/bookings";
import { zonedInstant } from "@/lib/time";
import { callRoute } from "@/tests/support/api";
import { bookingRequest } from "@/tests/support/booking-requests";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
const ZONE = "America/Chicago";
const FULL = iso(30);
const OPEN = iso(31);
const UNSTAFFED = iso(32);

let eventId: string;
let serviceId: string;
let address = 0;

const post = (body: unknown, key?: string) =>
  callRoute(publicCreate, "POST", "/api/booking/create", { body, headers: { "x-forwarded-for": `198.51.100.${++address}`, ...(key ? { "idempotency-key": key } : {}) } });

/**
 * A Chicago competition: FULL has one stylist 06:00–07:00 and a timed one-hour booking in that hour
 * (no chair time left); OPEN has the same stylist 06:00–12:00 and nothing booked; UNSTAFFED has no staffing.
 */
beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Windy City Open", city: "Chicago", state: "Illinois", timeZone: ZONE, eventStartDate: new Date(`${FULL}T00:00:00Z`), eventEndDate: new Date(`${UNSTAFFED}T00:00:00Z`), showEvent: true } })).id;
  serviceId = (await db().service.create({ data: { title: "Competition Hair", price: 85, time: "60 min", category: "Women" } })).id;
  const stylist = await db().user.create({ data: { firstName: "Bea", lastName: "Chair", email: "bea@example.com", passwordHash: "x", permissions: ["view_bookings"] } });
  await db().staffingDay.create({ data: { eventId, date: new Date(`${FULL}T00:00:00Z`), shifts: { create: [{ userId: stylist.id, startTime: "06:00", endTime: "07:00" }] } } });
  await db().staffingDay.create({ data: { eventId, date: new Date(`${OPEN}T00:00:00Z`), shifts: { create: [{ userId: stylist.id, startTime: "06:00", endTime: "12:00" }] } } });
  const booked = await createBooking(bookingRequest({ competition: eventId, service: serviceId, days: [FULL], firstName: "Ada", email: "ada@example.net" }));
  const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId: booked._id } });
  const start = zonedInstant(FULL, "06:00", ZONE);
  await db().schedule.create({ data: { bookingId: booked._id, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: stylist.id, startAt: start, endAt: new Date(start.getTime() + 3_600_000) } });
});

const bookingsOf = (email: string) => db().booking.count({ where: { email } });
const waitingOf = (email: string) => db().waitlistEntry.findMany({ where: { email }, select: { date: true, status: true } });

describe("POST /api/booking/create and a full day", () => {
  it("puts a request for a full day on its waiting list and answers 202 saying so; no booking is stored", async () => {
    const response = await post(bookingRequest({ competition: eventId, service: serviceId, days: [FULL], email: "mia@example.net" }));
    expect(response.status).toBe(202);
    const body = (await response.json()) as { waitlisted: string[]; message: string };
    expect(body.waitlisted).toEqual([FULL]);
    expect(body.message).toMatch(/is full: you are on the waiting list/);
    expect(await bookingsOf("mia@example.net")).toBe(0);
    expect((await waitingOf("mia@example.net")).map((e) => [e.date.toISOString().slice(0, 10), e.status])).toEqual([[FULL, "waiting"]]);
  });

  it("answers a repeat with the same Idempotency-Key with the same 202 and joins once", async () => {
    const body = bookingRequest({ competition: eventId, service: serviceId, days: [FULL], email: "kai@example.net" });
    const first = await post(body, "key-kai");
    const again = await post(body, "key-kai");
    expect([first.status, again.status]).toEqual([202, 202]);
    expect(await again.json()).toEqual(await first.json());
    expect(await waitingOf("kai@example.net")).toHaveLength(1);
  });

  it("refuses a request that mixes an open and a full day (409, the full day named) and stores nothing", async () => {
    const response = await post(bookingRequest({ competition: eventId, service: serviceId, days: [FULL, OPEN], email: "zoe@example.net" }));
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: string; fullDays: string[] };
    expect(body.fullDays).toEqual([FULL]);
    expect(body.error).toMatch(/is full: send the other days as your request, then join the waiting list/);
    expect(await bookingsOf("zoe@example.net")).toBe(0);
    expect(await waitingOf("zoe@example.net")).toHaveLength(0);
  });

  it("books an open staffed day and an unstaffed day as before (201)", async () => {
    const response = await post(bookingRequest({ competition: eventId, service: serviceId, days: [OPEN, UNSTAFFED], email: "lou@example.net" }));
    expect(response.status).toBe(201);
    expect(await bookingsOf("lou@example.net")).toBe(1);
    expect(await waitingOf("lou@example.net")).toHaveLength(0);
  });

  it("lets the desk book the full day on purpose", async () => {
    await createBooking(bookingRequest({ competition: eventId, service: serviceId, days: [FULL], email: "desk@example.net" }), new Date(), { channel: "phone" });
    expect(await bookingsOf("desk@example.net")).toBe(1);
  });
});

/** A booking of OPEN's dancer, and the private link its receipt email carries. */
async function bookedOn(day: string, email: string) {
  const booking = await createBooking(bookingRequest({ competition: eventId, service: serviceId, days: [day], firstName: "Nell", email }));
  const receipt = await db().emailMessage.findFirstOrThrow({ where: { kind: "booking-receipt", bookingId: booking._id } });
  return { id: booking._id, token: /\/booking\/([A-Za-z0-9_-]{43})/.exec(receipt.text)![1] };
}

const anotherDay = (token: string, body: unknown) =>
  callRoute(anotherDayRoute, "POST", `/api/booking/link/${token}/days`, { params: { token }, body, headers: { "x-forwarded-for": `198.51.100.${++address}` } });

describe("POST /api/booking/link/:token/days — another day of the same competition from her private page", () => {
  it("requests an open day as a new booking request with her details and her first heat; no waiting list", async () => {
    const nell = await bookedOn(OPEN, "nell@example.net");
    const response = await anotherDay(nell.token, { date: UNSTAFFED, service: serviceId, danceStyle: ["standard"], heatTime: "10:30" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { outcome: string; message: string };
    expect(body.outcome).toBe("requested");
    expect(body.message).toMatch(/^We have received your request for \w+day\./);
    const requested = await db().booking.findMany({ where: { email: "nell@example.net", id: { not: nell.id } }, include: { days: true } });
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatchObject({ firstName: "Nell", lastName: "Novak", eventId, channel: "web" });
    expect(requested[0].days.map((d) => [d.date.toISOString().slice(0, 10), d.heatTime, d.danceStyles])).toEqual([[UNSTAFFED, "10:30", ["standard"]]]);
    expect(await waitingOf("nell@example.net")).toHaveLength(0);
    // The new request's receipt email brings its own private link.
    expect(await db().emailMessage.count({ where: { kind: "booking-receipt", bookingId: requested[0].id } })).toBe(1);
  });

  it("puts her on a full day's waiting list and says so; no booking is made", async () => {
    const nell = await bookedOn(OPEN, "nia@example.net");
    const response = await anotherDay(nell.token, { date: FULL, service: serviceId, danceStyle: ["latin"] });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { outcome: string; message: string };
    expect(body.outcome).toBe("waitlisted");
    expect(body.message).toMatch(/is full: you are on its waiting list/);
    expect(await bookingsOf("nia@example.net")).toBe(1);
    expect((await waitingOf("nia@example.net")).map((e) => e.status)).toEqual(["waiting"]);
  });

  it("refuses a day she already has (409) and a bad link (404)", async () => {
    const nell = await bookedOn(OPEN, "ned@example.net");
    expect((await anotherDay(nell.token, { date: OPEN, service: serviceId, danceStyle: ["latin"] })).status).toBe(409);
    expect((await anotherDay("x".repeat(43), { date: UNSTAFFED, service: serviceId, danceStyle: ["latin"] })).status).toBe(404);
    expect(await bookingsOf("ned@example.net")).toBe(1);
  });
});
