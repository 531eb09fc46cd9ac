// The customer's heat-time endpoint refuses the same day twice (the last one
// silently won), through the real route handler; an API answer keeps a route's own Referrer-Policy.
import { beforeEach, describe, expect, it } from "vitest";
import { PUT as heatsRoute } from "@/app/api/booking/link/[token]/heats/route";
import { createBooking } from "@/lib/bookings";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { callRoute } from "@/tests/support/api";
import { bookingRequest } from "@/tests/support/booking-requests";

const db = () => testPrisma();
let token: string;
let bookingId: string;

beforeEach(async () => {
  await resetDatabase();
  const eventId = (await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(11)}T00:00:00Z`) } })).id;
  const hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  bookingId = (await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [iso(10), iso(11)] })))._id;
  const receipt = await db().emailMessage.findFirstOrThrow({ where: { kind: "booking-receipt" } });
  token = /\/booking\/([A-Za-z0-9_-]{43})/.exec(receipt.text)![1];
});

const putHeats = (days: { date: string; heatTime: string; heatNote?: string }[]) =>
  callRoute(heatsRoute, "PUT", `/api/booking/link/${token}/heats`, { params: { token }, body: { days } });

describe("PUT /api/booking/link/:token/heats", () => {
  it("the same date twice → 400 naming the second entry, and nothing is stored", async () => {
    const answer = await putHeats([
      { date: iso(10), heatTime: "08:00" },
      { date: iso(10), heatTime: "11:30" },
    ]);
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields["days.1.date"]).toBe(`${iso(10)} is listed twice. Give one heat time per day.`);
    const days = await db().bookingDay.findMany({ where: { bookingId }, select: { heatTime: true } });
    expect(days.map((d) => d.heatTime)).toEqual([null, null]);
  });

  it("each day once is still saved (and the answer carries the API's Referrer-Policy)", async () => {
    const answer = await putHeats([
      { date: iso(10), heatTime: "08:00" },
      { date: iso(11), heatTime: "11:30" },
    ]);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const days = await db().bookingDay.findMany({ where: { bookingId }, orderBy: { date: "asc" }, select: { heatTime: true } });
    expect(days.map((d) => d.heatTime)).toEqual(["08:00", "11:30"]);
  });
});
