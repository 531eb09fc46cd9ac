// The waiting list through its real route handlers: a full day (one stylist 07:00–09:00, one chair,
// two dancers booked back to back) says so, dancers join, a cancellation offers the freed hour to the
// first dancer on the list who fits before her heat, she accepts or her hold expires and the next is offered.
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as joinRoute } from "@/app/api/waitlist/route";
import { GET as capacityRoute } from "@/app/api/events/[id]/capacity/route";
import { POST as joinFromLinkRoute } from "@/app/api/booking/link/[token]/waitlist/route";
import { POST as cancelRoute } from "@/app/api/booking/link/[token]/cancel/route";
import { PUT as deleteBookingRoute } from "@/app/api/booking/delete/[id]/route";
import { GET as listRoute, PUT as reorderRoute } from "@/app/api/events/[id]/days/[date]/waitlist/route";
import { DELETE as removeRoute } from "@/app/api/events/[id]/days/[date]/waitlist/[entryId]/route";
import { POST as acceptRoute } from "@/app/api/waitlist/offer/[token]/accept/route";
import { createBooking } from "@/lib/bookings";
import { getOffer, offerFreedPlace, runWaitlistTick } from "@/lib/waitlist";
import { holdEndsLabel, offerHoldEnd } from "@/lib/waitlist/hold";
import type { EventCapacityDto, WaitlistDayDto } from "@/lib/waitlist/dto";
import { zonedInstant } from "@/lib/time";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest } from "@/tests/support/booking-requests";

const db = () => testPrisma();
const ZONE = "America/New_York";
const DAY = iso(10);
const at = (time: string, date = DAY) => zonedInstant(date, time, ZONE);
let eventId: string;
let hairId: string;
let stylistId: string;
let desk: StaffSession;
let staffingDayId: string;

/** A booked dancer on DAY with one timed hour with the stylist and her first heat; answers the booking and its private link. */
async function bookedDancer(firstName: string, start: string, end: string, heatTime: string) {
  const booking = await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [DAY], firstName, lastName: "Booked", email: `${firstName.toLowerCase()}@example.net` }));
  const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId: booking._id } });
  await db().bookingDay.update({ where: { id: day.id }, data: { heatTime } });
  await db().schedule.create({ data: { bookingId: booking._id, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: stylistId, startAt: at(start), endAt: at(end) } });
  await db().booking.update({ where: { id: booking._id }, data: { scheduledCount: 1, isAssigned: true } });
  const receipt = await db().emailMessage.findFirstOrThrow({ where: { kind: "booking-receipt", bookingId: booking._id } });
  return { id: booking._id, token: /\/booking\/([A-Za-z0-9_-]{43})/.exec(receipt.text)![1] };
}

/** The booking form's request for DAY, as "Join the waiting list" sends it. */
const joinBody = (firstName: string, extra: Record<string, unknown> = {}) => ({
  ...bookingRequest({ competition: eventId, service: hairId, days: [DAY], firstName, lastName: "Waiting", email: `${firstName.toLowerCase()}@example.net` }),
  ...extra,
});
/** A waiting dancer's first heat (the private page and staff set it; the form does not ask). */
const setHeat = async (firstName: string, heatTime: string) => void (await db().waitlistEntry.updateMany({ where: { firstName }, data: { heatTime } }));
const join = (body: Record<string, unknown>) => callRoute(joinRoute, "POST", "/api/waitlist", { body });
const list = async (session = desk, date = DAY) => callRoute(listRoute, "GET", `/api/events/${eventId}/days/${date}/waitlist`, { params: { id: eventId, date }, headers: session.headers });
const entries = async () => ((await (await list()).json()) as WaitlistDayDto).entries;
const idOf = async (firstName: string) => (await db().waitlistEntry.findFirstOrThrow({ where: { firstName } })).id;

/** The offer link in the newest offer email to this dancer. */
async function offerTokenOf(firstName: string): Promise<string> {
  const email = await db().emailMessage.findFirstOrThrow({ where: { kind: "waitlist-offer", to: `${firstName.toLowerCase()}@example.net` }, orderBy: { createdAt: "desc" } });
  const match = /\/waitlist\/([A-Za-z0-9_-]{43})/.exec(email.text);
  expect(match, "the offer email carries its link").not.toBeNull();
  expect(email.html).toContain(`/waitlist/${match![1]}`);
  return match![1];
}

const statusOf = async (firstName: string) => (await db().waitlistEntry.findFirstOrThrow({ where: { firstName } })).status;

let ann: Awaited<ReturnType<typeof bookedDancer>>;
let bea: Awaited<ReturnType<typeof bookedDancer>>;

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", timeZone: ZONE, eventStartDate: new Date(`${DAY}T00:00:00Z`), eventEndDate: new Date(`${iso(11)}T00:00:00Z`), showEvent: true } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, time: "60 min", category: "Women" } })).id;
  desk = await staffSession("desk@example.com", ["manage_bookings"]);
  stylistId = (await staffSession("anna@example.com", ["view_bookings"], { firstName: "Anna" })).userId;
  // DAY is staffed: Anna 07:00–09:00, one chair. The next day nobody has staffed.
  staffingDayId = (await db().staffingDay.create({ data: { eventId, date: new Date(`${DAY}T00:00:00Z`), chairs: 1, shifts: { create: [{ userId: stylistId, startTime: "07:00", endTime: "09:00" }] } } })).id;
  // Heats at 09:45 with the default 45 minutes to be ready: both must be done by 09:00.
  ann = await bookedDancer("Ann", "07:00", "08:00", "09:45");
  bea = await bookedDancer("Bea", "08:00", "09:00", "09:45");
});

describe("how full a day is", () => {
  it("a staffed day whose chair time before the heats is taken is full; a day nobody staffed is open however booked", async () => {
    await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [iso(11)], firstName: "Cleo", lastName: "Open" }));
    const response = await callRoute(capacityRoute, "GET", `/api/events/${eventId}/capacity`, { params: { id: eventId } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as EventCapacityDto;
    expect(body.days.map((d) => [d.date, d.state])).toEqual([
      [DAY, "full"],
      [iso(11), "open"],
    ]);

    // A second stylist the same hours but still one chair: still full. Two chairs: an hour free of 240 → nearly full.
    const second = (await staffSession("bo@example.com", ["view_bookings"], { firstName: "Bo" })).userId;
    await db().staffShift.create({ data: { staffingDayId, userId: second, startTime: "07:00", endTime: "09:00" } });
    expect(((await (await callRoute(capacityRoute, "GET", `/api/events/${eventId}/capacity`, { params: { id: eventId } })).json()) as EventCapacityDto).days[0].state).toBe("full");
    await db().staffingDay.update({ where: { id: staffingDayId }, data: { chairs: 2 } });
    expect(((await (await callRoute(capacityRoute, "GET", `/api/events/${eventId}/capacity`, { params: { id: eventId } })).json()) as EventCapacityDto).days[0].state).toBe("nearly-full");
  });

  it("an unknown competition is 404", async () => {
    expect((await callRoute(capacityRoute, "GET", "/api/events/nope/capacity", { params: { id: "nope" } })).status).toBe(404);
  });
});

describe("joining the waiting list", () => {
  it("from the form: 201, in order at the end of the day's list, with an email; the same dancer twice gets the first answer again (no second entry or email); bad input is 400 with fields", async () => {
    expect((await join(joinBody("Cora"))).status).toBe(201);
    const dana = await join(joinBody("Dana", { selectedEventDays: [DAY, iso(11)], dayDetails: [DAY, iso(11)].map((date) => ({ date, services: hairId, danceStyle: ["latin"], additionalServices: [] })) }));
    expect(dana.status).toBe(201);
    expect(await dana.json()).toEqual({ joined: true, days: [DAY, iso(11)] });
    expect((await entries()).map((e) => [e.firstName, e.position, e.status, e.service])).toEqual([
      ["Cora", 1, "waiting", "Competition Hair"],
      ["Dana", 2, "waiting", "Competition Hair"],
    ]);
    expect((await db().waitlistEntry.findMany({ where: { date: new Date(`${iso(11)}T00:00:00Z`) } })).map((e) => [e.firstName, e.position])).toEqual([["Dana", 1]]);
    const email = await db().emailMessage.findFirstOrThrow({ where: { kind: "waitlist-joined", to: "cora@example.net" } });
    expect(email.text).toContain("You are on the waiting list for");
    expect(email.text).not.toMatch(/\/waitlist\//);

    // Whether an address is on a list is not told to whoever types it: the answer is the first join's.
    const again = await join(joinBody("Cora"));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ joined: true, days: [DAY] });
    expect(await db().waitlistEntry.count({ where: { firstName: "Cora" } })).toBe(1);
    expect(await db().emailMessage.count({ where: { kind: "waitlist-joined", to: "cora@example.net" } })).toBe(1);
    // Cora for her listed day and another: the listed one stays as it is, the other is added (with its email).
    const both = await join(joinBody("Cora", { selectedEventDays: [DAY, iso(11)], dayDetails: [DAY, iso(11)].map((date) => ({ date, services: hairId, danceStyle: ["latin"], additionalServices: [] })) }));
    expect(both.status).toBe(201);
    expect(await both.json()).toEqual({ joined: true, days: [DAY, iso(11)] });
    expect((await db().waitlistEntry.findMany({ where: { firstName: "Cora" }, orderBy: { date: "asc" } })).map((e) => [e.date.toISOString().slice(0, 10), e.position])).toEqual([
      [DAY, 1],
      [iso(11), 2],
    ]);
    expect(await db().emailMessage.count({ where: { kind: "waitlist-joined", to: "cora@example.net" } })).toBe(2);

    const bad = await join(joinBody("Eve", { email: "not an address", dayDetails: [{ date: DAY, services: hairId, danceStyle: [], additionalServices: [] }] }));
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(["dayDetails.0.danceStyle", "email"]);
    const outside = await join(joinBody("Eve", { selectedEventDays: [iso(30)], dayDetails: [{ date: iso(30), services: hairId, danceStyle: ["latin"], additionalServices: [] }] }));
    expect(outside.status).toBe(400);
    expect((await outside.json()).fields).toEqual({ "selectedEventDays.0": "That day is not a day of this competition." });
    const noCaptcha = await join(joinBody("Eve", { captchaToken: "" }));
    expect(noCaptcha.status).toBe(400);
    expect(await db().waitlistEntry.count()).toBe(4);
  });

  it("from her private page: a day of her competition she has not booked; her booked day is 409 and a bad link 404", async () => {
    const path = (token: string) => `/api/booking/link/${token}/waitlist`;
    const mine = await callRoute(joinFromLinkRoute, "POST", path(ann.token), { params: { token: ann.token }, body: { date: DAY, service: hairId, danceStyle: ["latin"] } });
    expect(mine.status).toBe(409);
    const other = await callRoute(joinFromLinkRoute, "POST", path(ann.token), { params: { token: ann.token }, body: { date: iso(11), service: hairId, danceStyle: ["standard"], heatTime: "10:30" } });
    expect(other.status).toBe(201);
    const entry = await db().waitlistEntry.findFirstOrThrow();
    expect(entry).toMatchObject({ firstName: "Ann", email: "ann@example.net", fromBookingId: ann.id, heatTime: "10:30", status: "waiting" });
    const bad = "A".repeat(43);
    expect((await callRoute(joinFromLinkRoute, "POST", path(bad), { params: { token: bad }, body: { date: iso(11), service: hairId, danceStyle: ["latin"] } })).status).toBe(404);
  });
});

describe("offers", () => {
  beforeEach(async () => {
    // Dana is first on the list but her heat is at 08:45 (ready by 08:00); Cora's is at 09:45, Eve's at 10:00.
    for (const [name, heat] of [["Dana", "08:45"], ["Cora", "09:45"], ["Eve", "10:00"]]) {
      expect((await join(joinBody(name))).status).toBe(201);
      await setHeat(name, heat);
    }
  });

  it("nothing is offered while the day is full; a cancellation offers the freed hour to the first dancer on the list who fits, by email, with only the token's hash stored", async () => {
    expect(await runWaitlistTick()).toEqual({ expired: 0, offered: 0 });
    const cancelled = await callRoute(cancelRoute, "POST", `/api/booking/link/${bea.token}/cancel`, { params: { token: bea.token }, body: {} });
    expect(cancelled.status).toBe(200);

    // Bea's 08:00–09:00 is too late for Dana (ready by 08:00), so Cora, second on the list, gets it; one offer at a time.
    expect([await statusOf("Dana"), await statusOf("Cora"), await statusOf("Eve")]).toEqual(["waiting", "offered", "waiting"]);
    const token = await offerTokenOf("Cora");
    const cora = await db().waitlistEntry.findFirstOrThrow({ where: { firstName: "Cora" } });
    expect(cora.offerTokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    // Twelve hours, unless that ends at night in the competition's zone (then 08:00 the next morning: ./hold).
    expect(cora.offerExpiresAt).toEqual(offerHoldEnd(cora.offeredAt!, 12, ZONE, at("09:00")));
    expect(await db().emailMessage.count({ where: { kind: "waitlist-offer" } })).toBe(1);
  });

  it("staff deleting a booking frees its place too, and the list order decides between dancers who both fit", async () => {
    const order = [await idOf("Eve"), await idOf("Dana"), await idOf("Cora")];
    expect((await callRoute(reorderRoute, "PUT", `/api/events/${eventId}/days/${DAY}/waitlist`, { params: { id: eventId, date: DAY }, headers: desk.headers, body: { ids: order } })).status).toBe(200);
    expect((await callRoute(deleteBookingRoute, "PUT", `/api/booking/delete/${bea.id}`, { params: { id: bea.id }, headers: desk.headers })).status).toBe(200);
    expect([await statusOf("Eve"), await statusOf("Dana"), await statusOf("Cora")]).toEqual(["offered", "waiting", "waiting"]);
  });

  it("accepting sends her booking request for the day with her heat time; accepting again answers the same booking; she leaves the list", async () => {
    await callRoute(cancelRoute, "POST", `/api/booking/link/${bea.token}/cancel`, { params: { token: bea.token }, body: {} });
    const token = await offerTokenOf("Cora");
    const accepted = await callRoute(acceptRoute, "POST", `/api/waitlist/offer/${token}/accept`, { params: { token } });
    expect(accepted.status).toBe(201);
    const { bookingId } = await accepted.json();
    const booking = await db().booking.findUniqueOrThrow({ where: { id: bookingId }, include: { days: true } });
    expect(booking).toMatchObject({ firstName: "Cora", lastName: "Waiting", email: "cora@example.net", eventId, cancelledAt: null });
    expect(booking.days.map((d) => [d.date.toISOString().slice(0, 10), d.serviceId, d.heatTime])).toEqual([[DAY, hairId, "09:45"]]);
    expect(await db().emailMessage.count({ where: { kind: "booking-receipt", bookingId } })).toBe(1);

    const again = await callRoute(acceptRoute, "POST", `/api/waitlist/offer/${token}/accept`, { params: { token } });
    expect(again.status).toBe(200);
    expect((await again.json()).bookingId).toBe(bookingId);
    expect(await db().booking.count({ where: { firstName: "Cora" } })).toBe(1);
    expect((await entries()).map((e) => e.firstName)).toEqual(["Dana", "Eve"]);

    // Her accepted request (no time yet) uses the freed hour: nothing more is offered.
    expect((await runWaitlistTick()).offered).toBe(0);
    const unknown = "B".repeat(43);
    expect((await callRoute(acceptRoute, "POST", `/api/waitlist/offer/${unknown}/accept`, { params: { token: unknown } })).status).toBe(404);
  });

  it("a hold that expires passes the place to the next dancer who fits; the expired link answers 409", async () => {
    await callRoute(cancelRoute, "POST", `/api/booking/link/${bea.token}/cancel`, { params: { token: bea.token }, body: {} });
    const token = await offerTokenOf("Cora");
    const ends = (await db().waitlistEntry.findFirstOrThrow({ where: { firstName: "Cora" } })).offerExpiresAt!.getTime();
    // Before the hold ends the cron leaves it alone.
    expect(await runWaitlistTick({ now: new Date(ends - 3_600_000) })).toEqual({ expired: 0, offered: 0 });
    expect(await runWaitlistTick({ now: new Date(ends + 3_600_000) })).toEqual({ expired: 1, offered: 1 });
    expect([await statusOf("Dana"), await statusOf("Cora"), await statusOf("Eve")]).toEqual(["waiting", "expired", "offered"]);
    await offerTokenOf("Eve");
    const late = await callRoute(acceptRoute, "POST", `/api/waitlist/offer/${token}/accept`, { params: { token } });
    expect(late.status).toBe(409);
    expect((await late.json()).error).toMatch(/expired/);
    expect(await db().booking.count({ where: { firstName: "Cora" } })).toBe(0);
  });
});

describe("a hold never runs out at night in the competition's zone", () => {
  beforeEach(async () => {
    // An hour free before Anna's bookings (06:00–07:00); Dana's heat at 07:45 (ready by 07:00) fits it.
    await db().staffShift.updateMany({ where: { staffingDayId }, data: { startTime: "06:00" } });
    expect((await join(joinBody("Dana"))).status).toBe(201);
    await setHeat("Dana", "07:45");
  });

  const offerAt = async (now: Date) => {
    await db().waitlistEntry.updateMany({ where: { firstName: "Dana" }, data: { status: "waiting", offerExpiresAt: null, offerTokenHash: null } });
    expect(await offerFreedPlace(eventId, DAY, { now })).toBe(await idOf("Dana"));
    return (await db().waitlistEntry.findFirstOrThrow({ where: { firstName: "Dana" } })).offerExpiresAt!;
  };

  it("twelve hours that end by day stand; ending at night they end at 08:00 the next morning, or at her ready-by when that is earlier", async () => {
    expect(await offerAt(at("08:30", iso(8)))).toEqual(at("20:30", iso(8)));
    expect(await offerAt(at("15:30", iso(8)))).toEqual(at("08:00", iso(9)));
    expect(await offerAt(at("10:00", iso(8)))).toEqual(at("08:00", iso(9)));
    expect(await offerAt(at("19:00", iso(9)))).toEqual(at("07:00"));
  });

  it("the email, the offer page and the desk's list write the hold's end in the same words, in the competition's zone", async () => {
    const ends = await offerAt(at("15:30", iso(8)));
    const words = holdEndsLabel(ends, ZONE);
    expect(words).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, 8:00 AM Eastern$/);
    const email = await db().emailMessage.findFirstOrThrow({ where: { kind: "waitlist-offer", to: "dana@example.net" }, orderBy: { createdAt: "desc" } });
    expect(email.text).toContain(`holding it for you until ${words}.`);
    const offer = await getOffer(await offerTokenOf("Dana"), at("16:00", iso(8)));
    expect(holdEndsLabel(offer.offerExpiresAt!, offer.timeZone)).toBe(words);
    const day = (await (await list()).json()) as WaitlistDayDto;
    const dana = day.entries.find((e) => e.firstName === "Dana")!;
    expect(holdEndsLabel(dana.offerExpiresAt!, day.timeZone)).toBe(words);
  });
});

describe("staff manage the day's list", () => {
  beforeEach(async () => {
    for (const name of ["Cora", "Dana", "Eve"]) {
      expect((await join(joinBody(name))).status).toBe(201);
      await setHeat(name, "09:45");
    }
  });

  it("reorder: the new order is kept; a list that changed meanwhile is 409; bad ids 400; a day outside the competition 404; view_bookings 403", async () => {
    const path = `/api/events/${eventId}/days/${DAY}/waitlist`;
    const [cora, dana, eve] = [await idOf("Cora"), await idOf("Dana"), await idOf("Eve")];
    const reordered = await callRoute(reorderRoute, "PUT", path, { params: { id: eventId, date: DAY }, headers: desk.headers, body: { ids: [eve, cora, dana] } });
    expect(reordered.status).toBe(200);
    expect(((await reordered.json()) as WaitlistDayDto).entries.map((e) => [e.firstName, e.position])).toEqual([
      ["Eve", 1],
      ["Cora", 2],
      ["Dana", 3],
    ]);
    expect((await callRoute(reorderRoute, "PUT", path, { params: { id: eventId, date: DAY }, headers: desk.headers, body: { ids: [eve, cora] } })).status).toBe(409);
    expect((await callRoute(reorderRoute, "PUT", path, { params: { id: eventId, date: DAY }, headers: desk.headers, body: { ids: [eve, eve, cora] } })).status).toBe(400);
    expect((await callRoute(reorderRoute, "PUT", path, { params: { id: eventId, date: iso(40) }, headers: desk.headers, body: { ids: [] } })).status).toBe(404);
    expect((await list(desk, "2026-99-99")).status).toBe(400);
    const stylist = await staffSession("viewer@example.com", ["view_bookings"]);
    expect((await list(stylist)).status).toBe(403);
    expect((await entries()).map((e) => e.firstName)).toEqual(["Eve", "Cora", "Dana"]);
  });

  it("remove: the entry leaves the list; removing the dancer holding an offer offers the place to the next who fits", async () => {
    const path = (entryId: string) => `/api/events/${eventId}/days/${DAY}/waitlist/${entryId}`;
    const remove = (entryId: string) => callRoute(removeRoute, "DELETE", path(entryId), { params: { id: eventId, date: DAY, entryId }, headers: desk.headers });
    expect((await remove(await idOf("Dana"))).status).toBe(200);
    expect((await entries()).map((e) => e.firstName)).toEqual(["Cora", "Eve"]);
    expect((await remove(await idOf("Dana"))).status).toBe(409);

    await callRoute(cancelRoute, "POST", `/api/booking/link/${bea.token}/cancel`, { params: { token: bea.token }, body: {} });
    expect(await statusOf("Cora")).toBe("offered");
    const token = await offerTokenOf("Cora");
    const after = await remove(await idOf("Cora"));
    expect(((await after.json()) as WaitlistDayDto).entries.map((e) => [e.firstName, e.status])).toEqual([["Eve", "offered"]]);
    expect((await callRoute(acceptRoute, "POST", `/api/waitlist/offer/${token}/accept`, { params: { token } })).status).toBe(404);
  });
});
