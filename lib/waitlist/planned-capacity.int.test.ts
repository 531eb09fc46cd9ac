// GET /api/events/:id/capacity agrees with the day planner: every booked service counts (a title standing for
// two services), each request only before her own ready-by, and "full" is what the planner proves.
import { beforeEach, describe, expect, it } from "vitest";
import { GET as capacityRoute } from "@/app/api/events/[id]/capacity/route";
import type { EventCapacityDto } from "@/lib/waitlist/dto";
import { callRoute } from "@/tests/support/api";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
const DAY = iso(20);

async function stateOf(eventId: string): Promise<string> {
  const res = await callRoute(capacityRoute, "GET", `/api/events/${eventId}/capacity`, { params: { id: eventId } });
  expect(res.status).toBe(200);
  return ((await res.json()) as EventCapacityDto).days[0].state;
}

/** One staffed day; `requests` bookings without a time, each with its heat and service. */
async function day(shifts: [string, string][], chairs: number | null, requests: { heat: string; serviceId: string; serviceTitle: string }[]): Promise<string> {
  const eventId = (await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", timeZone: "America/New_York", eventStartDate: new Date(`${DAY}T00:00:00Z`), eventEndDate: new Date(`${DAY}T00:00:00Z`), showEvent: true } })).id;
  await db().user.createMany({ data: shifts.map((_, i) => ({ id: `stylist-${i}`, firstName: `Stylist${i}`, lastName: "Chair", email: `stylist${i}@example.com`, passwordHash: "x", permissions: ["view_bookings"] })) });
  await db().booking.createMany({ data: requests.map((_, n) => ({ id: `b-${n}`, eventId, danceLevel: "amateur", firstName: `Dancer${n}`, lastName: "Day", email: `dancer-${n}@example.net`, phoneNumber: "555-0100", hairAtNight: false })) as never });
  await db().bookingDay.createMany({ data: requests.map((r, n) => ({ id: `bd-${n}`, bookingId: `b-${n}`, position: 0, date: new Date(`${DAY}T00:00:00Z`), serviceId: r.serviceId, serviceTitle: r.serviceTitle, danceStyles: ["latin"], heatTime: r.heat })) as never });
  await db().staffingDay.create({ data: { eventId, date: new Date(`${DAY}T00:00:00Z`), chairs, shifts: { create: shifts.map(([startTime, endTime], i) => ({ userId: `stylist-${i}`, startTime, endTime })) } } });
  return eventId;
}

beforeEach(async () => {
  await resetDatabase();
});

describe("how full a day is, as the planner can tell", () => {
  it("a day where 11 of 12 requests of hair and make-up fit (90 minutes over) is full, although a count of the main service leaves 45 % free", async () => {
    const hair = await db().service.create({ data: { title: "Competition Hair", price: 85, time: "45 min", category: "Women" } });
    await db().service.create({ data: { title: "Competition Makeup", price: 65, time: "45 min", category: "Women" } });
    // Heats at 12:45, ready by 12:00: 6 + 6 + 4.5 hours of chair time = 990 minutes, 22 services of 45; 12 dancers need 24.
    const requests = Array.from({ length: 12 }, () => ({ heat: "12:45", serviceId: hair.id, serviceTitle: "Competition Hair & Competition Makeup" }));
    const eventId = await day([["06:00", "12:00"], ["06:00", "12:00"], ["06:00", "10:30"]], null, requests);
    expect(await stateOf(eventId)).toBe("full");
    // One request fewer: the eleven fit, but no typical request (45 minutes by 12:00) more: still full.
    await db().bookingDay.delete({ where: { id: "bd-11" } });
    await db().booking.delete({ where: { id: "b-11" } });
    expect(await stateOf(eventId)).toBe("full");
    // Ten: two services of 45 minutes are left, so two typical requests more fit, not three: nearly full.
    await db().bookingDay.delete({ where: { id: "bd-10" } });
    await db().booking.delete({ where: { id: "b-10" } });
    expect(await stateOf(eventId)).toBe("nearly-full");
    // Nine: four more fit: open.
    await db().bookingDay.delete({ where: { id: "bd-9" } });
    await db().booking.delete({ where: { id: "b-9" } });
    expect(await stateOf(eventId)).toBe("open");
  });

  it("a day with 20 heats 7:00–8:00 and one at 16:00 is full: only 5 of 21 can be placed, though 43 % of the chair time before the last heat is free", async () => {
    const updo = await db().service.create({ data: { title: "Competition Updo", price: 85, time: "60 min", category: "Women" } });
    const early = ["07:00", "07:15", "07:30", "07:45", "08:00"].flatMap((heat) => Array.from({ length: 4 }, () => ({ heat, serviceId: updo.id, serviceTitle: updo.title })));
    const eventId = await day([["06:00", "17:00"], ["06:00", "17:00"], ["06:00", "17:00"], ["06:00", "17:00"]], 4, [...early, { heat: "16:00", serviceId: updo.id, serviceTitle: updo.title }]);
    expect(await stateOf(eventId)).toBe("full");
  });

  it("the same day with the heats spread over the day is open", async () => {
    const updo = await db().service.create({ data: { title: "Competition Updo", price: 85, time: "60 min", category: "Women" } });
    const spread = Array.from({ length: 21 }, (_, n) => ({ heat: `${String(8 + Math.floor(n / 3)).padStart(2, "0")}:${["00", "15", "30"][n % 3]}`, serviceId: updo.id, serviceTitle: updo.title }));
    const eventId = await day([["06:00", "17:00"], ["06:00", "17:00"], ["06:00", "17:00"], ["06:00", "17:00"]], 4, spread);
    expect(await stateOf(eventId)).toBe("open");
  });
});
