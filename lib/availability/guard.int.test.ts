// Saving a booking (Edit Booking) and dragging a slot (My Calendar) honour who works when and the chairs.
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking, getBooking, updateBooking } from "@/lib/bookings";
import { rescheduleSlot } from "@/lib/calendar/reschedule";
import { zonedInstant } from "@/lib/time";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
const DAY = iso(12);
const ZONE = "America/Chicago";
let eventId: string;
let hairId: string;
let anna: string;
let bella: string;

async function request(firstName: string) {
  return (await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [DAY], firstName, email: `${firstName.toLowerCase()}@example.net` })))._id;
}

const save = (bookingId: string, userId: string, start: string, end: string, notes = "") =>
  updateBooking(bookingId, { additionalNotes: notes, danceStartDate: "", danceStartTime: "", dayDetails: [{ date: DAY, schedules: [completeSlot(userId, DAY, start, end)] }] });

async function staffDay(chairs: number | null, shifts: { userId: string; start: string; end: string; breaks?: { start: string; end: string }[] }[]) {
  await db().staffingDay.create({ data: { eventId, date: new Date(`${DAY}T00:00:00Z`), chairs, shifts: { create: shifts.map((s) => ({ userId: s.userId, startTime: s.start, endTime: s.end, breaks: s.breaks ?? [] })) } } });
}

const slotOf = async (bookingId: string) => (await getBooking(bookingId)).dayDetails[0].schedules[0];

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Chicago Crystal Ball", city: "Chicago", state: "Illinois", timeZone: ZONE, eventStartDate: new Date(`${iso(11)}T00:00:00Z`), eventEndDate: new Date(`${iso(13)}T00:00:00Z`) } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  anna = (await db().user.create({ data: { firstName: "Anna", lastName: "Kim", email: "anna@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  bella = (await db().user.create({ data: { firstName: "Bella", lastName: "Ross", email: "bella@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
});

describe("the availability guard on save and drag", () => {
  it("with nothing set, any time of the day saves as before", async () => {
    const mia = await request("Mia");
    await save(mia, anna, "04:30", "05:15");
    expect(await slotOf(mia)).toMatchObject({ startTime: "04:30", endTime: "05:15", assignedUser: { _id: anna } });
  });

  it("refuses a save outside the stylist's hours or over her break with 409 naming who and when, and saves inside them", async () => {
    await staffDay(null, [{ userId: anna, start: "07:00", end: "15:00", breaks: [{ start: "11:00", end: "11:30" }] }]);
    const mia = await request("Mia");
    await expect(save(mia, anna, "06:00", "06:45")).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/^Anna Kim works 7:00 AM – 11:00 AM Central, 11:30 AM – 3:00 PM Central for .*; 6:00 AM – 6:45 AM Central is outside those hours\.$/) });
    await expect(save(mia, anna, "10:45", "11:30")).rejects.toMatchObject({ status: 409 });
    await expect(save(mia, bella, "08:00", "08:45")).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/^Bella Ross does not work .* at this competition\.$/) });
    expect((await getBooking(mia)).dayDetails[0].schedules.filter((s) => s.startTime)).toEqual([]);
    await save(mia, anna, "08:00", "08:45");
    expect(await slotOf(mia)).toMatchObject({ startTime: "08:00", endTime: "08:45" });
  });

  it("refuses a drag in My Calendar outside her hours and keeps the slot where it was", async () => {
    const mia = await request("Mia");
    await save(mia, anna, "08:00", "08:45");
    await staffDay(null, [{ userId: anna, start: "07:00", end: "12:00" }]);
    const slot = await db().schedule.findFirstOrThrow({ where: { bookingId: mia } });
    await expect(rescheduleSlot(slot.id, { start: zonedInstant(DAY, "12:30", ZONE), end: zonedInstant(DAY, "13:15", ZONE) })).rejects.toMatchObject({ status: 409, message: expect.stringContaining("Anna Kim works 7:00 AM – 12:00 PM Central") });
    expect(await slotOf(mia)).toMatchObject({ startTime: "08:00", endTime: "08:45" });
    await rescheduleSlot(slot.id, { start: zonedInstant(DAY, "11:00", ZONE), end: zonedInstant(DAY, "11:45", ZONE) });
    expect(await slotOf(mia)).toMatchObject({ startTime: "11:00", endTime: "11:45" });
  });

  it("refuses a stylist on her day off, staffed day or not", async () => {
    await db().timeOff.create({ data: { userId: anna, date: new Date(`${DAY}T00:00:00Z`) } });
    const mia = await request("Mia");
    await expect(save(mia, anna, "08:00", "08:45")).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/^Anna Kim has .* off\.$/) });
    await save(mia, bella, "08:00", "08:45");
    expect((await slotOf(mia)).assignedUser).toMatchObject({ _id: bella });
  });

  it("refuses a save or a drag that would put more appointments than chairs at once; back to back fits", async () => {
    await staffDay(1, []);
    const mia = await request("Mia");
    const ivy = await request("Ivy");
    await save(mia, anna, "08:00", "08:45");
    await expect(save(ivy, bella, "08:30", "09:15")).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/^No chair is free at 8:30 AM – 9:15 AM Central on .*: the venue has 1 chair\.$/) });
    await save(ivy, bella, "08:45", "09:30");
    const slot = await db().schedule.findFirstOrThrow({ where: { bookingId: ivy } });
    await expect(rescheduleSlot(slot.id, { start: zonedInstant(DAY, "08:15", ZONE), end: zonedInstant(DAY, "09:00", ZONE) })).rejects.toMatchObject({ status: 409 });
    expect(await slotOf(ivy)).toMatchObject({ startTime: "08:45", endTime: "09:30" });
  });

  it("does not refuse a slot saved before the staffing was set when something else of the booking changes", async () => {
    const mia = await request("Mia");
    await save(mia, anna, "05:00", "05:45");
    await staffDay(null, [{ userId: anna, start: "07:00", end: "15:00" }]);
    await save(mia, anna, "05:00", "05:45", "Bring pins");
    expect((await getBooking(mia)).additionalNotes).toBe("Bring pins");
  });

  it("the clash guard stays the last word inside her hours", async () => {
    await staffDay(null, [{ userId: anna, start: "07:00", end: "15:00" }]);
    const mia = await request("Mia");
    const ivy = await request("Ivy");
    await save(mia, anna, "08:00", "08:45");
    await expect(save(ivy, anna, "08:30", "09:15")).rejects.toMatchObject({ status: 409, message: expect.stringContaining("Anna Kim is already booked") });
  });
});
