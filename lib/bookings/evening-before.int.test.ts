// "Hair done the evening before" applies only where someone works the evening before (the night window):
// the form's capacity read says so per day, and the public request, the desk and the heat-time save refuse
// it elsewhere with a message that names the evening (400), through the real route handlers.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as publicCreate } from "@/app/api/booking/create/route";
import { POST as deskCreate } from "@/app/api/bookings/route";
import { PUT as deskHeats } from "@/app/api/bookings/[id]/heats/route";
import { GET as capacityRoute } from "@/app/api/events/[id]/capacity/route";
import type { EventCapacityDto } from "@/lib/waitlist/dto";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequestFields } from "@/tests/support/booking-requests";

const db = () => testPrisma();
const [STAFFED, UNSTAFFED] = [iso(10), iso(11)];
let eventId: string;
let hairId: string;
let annaId: string;
let desk: StaffSession;

/** "Hair the evening before (Fri, Dec 18)" of a day, worked out here. */
const eveLabel = (day: string) => `Hair the evening before (${new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" })})`;

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Windy City Open", city: "Chicago", state: "Illinois", timeZone: "America/Chicago", showEvent: true, nightStartTime: "18:00", nightEndTime: "22:00", eventStartDate: new Date(`${STAFFED}T00:00:00Z`), eventEndDate: new Date(`${UNSTAFFED}T00:00:00Z`) } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, time: "45 min", category: "Women" } })).id;
  desk = await staffSession("desk@example.com", ["manage_bookings"], { firstName: "Dana" });
  annaId = (await db().user.create({ data: { firstName: "Anna", lastName: "Kim", email: "anna@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  const bellaId = (await db().user.create({ data: { firstName: "Bella", lastName: "Ross", email: "bella@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  // Anna works the first day (and its evening before); Bella the second, whose evening before is her evening off.
  for (const [day, userId] of [[STAFFED, annaId], [UNSTAFFED, bellaId]]) await db().staffingDay.create({ data: { eventId, date: new Date(`${day}T00:00:00Z`), chairs: null, shifts: { create: [{ userId, startTime: "06:00", endTime: "14:00", breaks: [] }] } } });
  await db().timeOff.create({ data: { userId: bellaId, date: new Date(`${STAFFED}T00:00:00Z`), note: "Evening off" } });
});

const request = (days: { date: string; hairEveningBefore: boolean }[]) =>
  bookingRequestFields({ competition: eventId, service: hairId, days: days.map((d) => d.date), dayFields: (_date, i) => ({ hairEveningBefore: days[i].hairEveningBefore }) });
const postPublic = (body: unknown) => callRoute(publicCreate, "POST", "/api/booking/create", { body: { ...(body as object), captchaToken: "dev-captcha-token" }, headers: { "idempotency-key": crypto.randomUUID() } });
const postDesk = (body: unknown) => callRoute(deskCreate, "POST", "/api/bookings", { body: { ...(body as object), channel: "phone", notify: { receipt: false, confirmation: false } }, headers: desk.headers });

describe("hair done the evening before, only where someone works that evening", () => {
  it("the capacity read offers it for the day whose evening before is worked, not for the one whose evening nobody works, nor without a night window", async () => {
    const answer = async () => ((await (await callRoute(capacityRoute, "GET", `/api/events/${eventId}/capacity`, { params: { id: eventId }, headers: { "x-forwarded-for": "203.0.113.7" } })).json()) as EventCapacityDto).days.map((d) => [d.date, d.eveningBefore]);
    // Bella's time off is on STAFFED's date: it is UNSTAFFED's evening before.
    expect(await answer()).toEqual([[STAFFED, true], [UNSTAFFED, false]]);
    await db().event.update({ where: { id: eventId }, data: { nightStartTime: null, nightEndTime: null } });
    expect(await answer()).toEqual([[STAFFED, false], [UNSTAFFED, false]]);
  });

  it("the public request and the desk are refused (400, the day's field named) on a day whose evening before nobody works; both book it where someone does", async () => {
    for (const post of [postPublic, postDesk]) {
      const refused = await post(request([{ date: STAFFED, hairEveningBefore: false }, { date: UNSTAFFED, hairEveningBefore: true }]));
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { error: string; fields: Record<string, string> };
      const message = `${eveLabel(UNSTAFFED)} is not offered: no stylist works that evening. Her hair can be done on the morning of the day.`;
      expect(body.error).toBe(message);
      expect(body.fields).toEqual({ "dayDetails.1.hairEveningBefore": message });
      const booked = await post(request([{ date: STAFFED, hairEveningBefore: true }]));
      expect(booked.status, await booked.clone().text()).toBe(201);
    }
    expect(await db().bookingDay.findMany({ select: { date: true, hairEveningBefore: true } })).toEqual([
      { date: new Date(`${STAFFED}T00:00:00Z`), hairEveningBefore: true },
      { date: new Date(`${STAFFED}T00:00:00Z`), hairEveningBefore: true },
    ]);
  });

  it("the desk's heat form cannot tick it for an unworked evening (400), can tick it where worked, and a tick already stored stays when the evening loses its stylist", async () => {
    const booked = (await (await postDesk(request([{ date: STAFFED, hairEveningBefore: false }, { date: UNSTAFFED, hairEveningBefore: false }]))).json()) as { _id: string };
    const put = (days: unknown[]) => callRoute(deskHeats, "PUT", `/api/bookings/${booked._id}/heats`, { params: { id: booked._id }, body: { days }, headers: desk.headers });
    const refused = await put([{ date: UNSTAFFED, heatTime: "07:30", heatNote: "", hairEveningBefore: true }]);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({ "days.0.hairEveningBefore": `${eveLabel(UNSTAFFED)} is not offered: no stylist works that evening. Her hair can be done on the morning of the day.` });
    expect((await put([{ date: STAFFED, heatTime: "07:30", heatNote: "", hairEveningBefore: true }])).status).toBe(200);
    await db().timeOff.create({ data: { userId: annaId, date: new Date(`${iso(9)}T00:00:00Z`), note: "Evening off too" } });
    expect((await put([{ date: STAFFED, heatTime: "07:45", heatNote: "", hairEveningBefore: true }])).status).toBe(200);
    expect((await db().bookingDay.findMany({ where: { bookingId: booked._id }, orderBy: { position: "asc" }, select: { heatTime: true, hairEveningBefore: true } }))).toEqual([
      { heatTime: "07:45", hairEveningBefore: true },
      { heatTime: null, hairEveningBefore: false },
    ]);
  });
});
