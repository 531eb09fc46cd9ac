// Where a stylist's day starts: her first working day from today on — hours on a competition day
// (staffing) or an appointment — never a past day, a cancelled booking's slot or a deleted competition.
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking } from "@/lib/bookings";
import { zonedInstant } from "@/lib/time";
import { bookingRequest } from "@/tests/support/booking-requests";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { nextWorkingDay } from "./next-working-day";

const db = () => testPrisma();
const ZONE = "America/Chicago";
let eventId: string;
let serviceId: string;
let bea: string;

async function slotFor(userId: string, day: string, { cancelled = false } = {}) {
  const booking = await createBooking(bookingRequest({ competition: eventId, service: serviceId, days: [day], email: `${day}@example.net` }));
  const bookingDay = await db().bookingDay.findFirstOrThrow({ where: { bookingId: booking._id } });
  const start = zonedInstant(day, "07:00", ZONE);
  await db().schedule.create({ data: { bookingId: booking._id, bookingDayId: bookingDay.id, serviceTitle: "Competition Hair", assignedUserId: userId, startAt: start, endAt: new Date(start.getTime() + 2_700_000) } });
  if (cancelled) await db().booking.update({ where: { id: booking._id }, data: { cancelledAt: new Date() } });
}

const shiftFor = (userId: string, day: string) => db().staffingDay.create({ data: { eventId, date: new Date(`${day}T00:00:00Z`), shifts: { create: [{ userId, startTime: "06:00", endTime: "12:00" }] } } });

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Windy City Open", city: "Chicago", state: "Illinois", timeZone: ZONE, eventStartDate: new Date(`${iso(-2)}T00:00:00Z`), eventEndDate: new Date(`${iso(9)}T00:00:00Z`), showEvent: true } })).id;
  serviceId = (await db().service.create({ data: { title: "Competition Hair", price: 85, time: "45 min", category: "Women" } })).id;
  bea = (await db().user.create({ data: { firstName: "Bea", lastName: "Chair", email: "bea@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
});

describe("nextWorkingDay", () => {
  it("is her earliest day from today on with hours or an appointment, named by its competition", async () => {
    await shiftFor(bea, iso(-1)); // past: not a start
    await shiftFor(bea, iso(6));
    await slotFor(bea, iso(4));
    expect(await nextWorkingDay(bea)).toEqual({ date: iso(4), eventName: "Windy City Open" });
  });

  it("is today on a competition morning", async () => {
    await shiftFor(bea, iso(0));
    await slotFor(bea, iso(2));
    expect((await nextWorkingDay(bea))?.date).toBe(iso(0));
  });

  it("skips a cancelled booking's slot and answers null with nothing ahead", async () => {
    await slotFor(bea, iso(3), { cancelled: true });
    expect(await nextWorkingDay(bea)).toBeNull();
    await shiftFor(bea, iso(7));
    expect((await nextWorkingDay(bea))?.date).toBe(iso(7));
  });
});
