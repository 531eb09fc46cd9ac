// Moving one slot (drag-and-drop / "Change time") through the same rules as Edit Booking.
import pg from "pg";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createBooking, getBooking, queueBookingConfirmation, updateBooking } from "@/lib/bookings";
import { zonedInstant, studioTimeZone } from "@/lib/time";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { rescheduleSlot, STAY_ON_THE_DAY } from "./reschedule";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
const DAY = iso(12);
let eventId: string;
let hairId: string;
let staffId: string;

async function bookedAt(firstName: string, start: string, end: string) {
  const booking = await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [DAY], firstName, email: `${firstName.toLowerCase()}@example.net` }));
  await updateBooking(booking._id, { additionalNotes: "Keep me", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: DAY, schedules: [completeSlot(staffId, DAY, start, end)] }] });
  const slot = await db().schedule.findFirstOrThrow({ where: { bookingId: booking._id } });
  return { bookingId: booking._id, slotId: slot.id };
}

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", eventStartDate: new Date(`${iso(11)}T00:00:00Z`), eventEndDate: new Date(`${iso(13)}T00:00:00Z`) } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  staffId = (await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
});

describe("rescheduleSlot", () => {
  it("reads the booking once before the save and once inside it (not again for each step)", async () => {
    const mia = await bookedAt("Mia", "07:30", "08:15");
    await queueBookingConfirmation(mia.bookingId);
    // Every statement Prisma sends goes through pg's Client#query; a whole-booking read selects all its columns.
    const query = vi.spyOn(pg.Client.prototype, "query");
    let texts: string[];
    try {
      const moved = await rescheduleSlot(mia.slotId, { start: zonedInstant(DAY, "10:00", studioTimeZone()), end: zonedInstant(DAY, "11:00", studioTimeZone()) });
      expect(moved.confirmationOutdated).toBe(true);
    } finally {
      texts = query.mock.calls.map(([q]) => (typeof q === "string" ? q : (q as { text: string }).text));
      query.mockRestore();
    }
    const bookingReads = texts.filter((t) => /^SELECT .*"public"\."Booking"\."danceLevel"::text.* FROM "public"\."Booking"/s.test(t));
    const dayReads = texts.filter((t) => /^SELECT .* FROM "public"\."BookingDay"/s.test(t));
    expect(bookingReads).toHaveLength(2);
    expect(dayReads).toHaveLength(2);
    expect((await getBooking(mia.bookingId)).dayDetails[0].schedules[0]).toMatchObject({ startTime: "10:00", endTime: "11:00" });
  });

  it("moves a slot to a free time, keeps the rest of the booking, bumps SEQUENCE and marks the sent confirmation out of date", async () => {
    const mia = await bookedAt("Mia", "07:30", "08:15");
    await queueBookingConfirmation(mia.bookingId);
    expect((await getBooking(mia.bookingId)).confirmationOutdated).toBe(false);
    const before = (await db().schedule.findUniqueOrThrow({ where: { id: mia.slotId } })).sequence;
    const moved = await rescheduleSlot(mia.slotId, { start: zonedInstant(DAY, "10:00", studioTimeZone()), end: zonedInstant(DAY, "11:00", studioTimeZone()) });
    expect(moved.confirmationOutdated).toBe(true);
    const booking = await getBooking(mia.bookingId);
    expect(booking.dayDetails[0].schedules[0]).toMatchObject({ _id: mia.slotId, startTime: "10:00", endTime: "11:00", assignedUser: { _id: staffId } });
    expect(booking.additionalNotes).toBe("Keep me");
    expect((await db().schedule.findUniqueOrThrow({ where: { id: mia.slotId } })).sequence).toBe(before + 1);
  });

  it("refuses a move onto another booking's slot of the same stylist with 409 naming who, when and which booking, and changes nothing", async () => {
    const mia = await bookedAt("Mia", "07:30", "08:15");
    const ivy = await bookedAt("Ivy", "09:00", "09:45");
    const attempt = rescheduleSlot(mia.slotId, { start: zonedInstant(DAY, "09:15", studioTimeZone()), end: zonedInstant(DAY, "10:00", studioTimeZone()) });
    await expect(attempt).rejects.toMatchObject({ status: 409 });
    await expect(attempt).rejects.toThrow(new RegExp(`Daniel Brooks is already booked .* for Ivy Novak's booking \\(${ivy.bookingId}\\)`));
    expect((await getBooking(mia.bookingId)).dayDetails[0].schedules[0]).toMatchObject({ startTime: "07:30", endTime: "08:15" });
  });

  it("keeps a slot on its own day, and answers 404 for an unknown slot", async () => {
    const mia = await bookedAt("Mia", "07:30", "08:15");
    await expect(rescheduleSlot(mia.slotId, { start: zonedInstant(iso(13), "07:30", studioTimeZone()), end: zonedInstant(iso(13), "08:15", studioTimeZone()) })).rejects.toMatchObject({ status: 400, message: STAY_ON_THE_DAY });
    await expect(rescheduleSlot("nope", { start: zonedInstant(DAY, "07:30", studioTimeZone()), end: zonedInstant(DAY, "08:15", studioTimeZone()) })).rejects.toMatchObject({ status: 404 });
  });

  it("bases 'confirmation out of date' on the times the customer was sent: a move marks it, moving back clears it, sending clears it", async () => {
    const mia = await bookedAt("Mia", "07:30", "08:15");
    await queueBookingConfirmation(mia.bookingId);
    const outdated = async () => (await getBooking(mia.bookingId)).confirmationOutdated;
    expect(await outdated()).toBe(false);

    expect((await rescheduleSlot(mia.slotId, { start: zonedInstant(DAY, "09:00", studioTimeZone()), end: zonedInstant(DAY, "09:45", studioTimeZone()) })).confirmationOutdated).toBe(true);
    expect(await outdated()).toBe(true);
    // Back to the confirmed 7:30–8:15: the customer's email and .ics are right again (SEQUENCE went up twice all the same).
    expect((await rescheduleSlot(mia.slotId, { start: zonedInstant(DAY, "07:30", studioTimeZone()), end: zonedInstant(DAY, "08:15", studioTimeZone()) })).confirmationOutdated).toBe(false);
    expect(await outdated()).toBe(false);

    // Edit Booking's save follows the same rule: another stylist → out of date; the sent one again → up to date.
    const other = (await db().user.create({ data: { firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
    const save = (userId: string, start: string, end: string) =>
      updateBooking(mia.bookingId, { additionalNotes: "Keep me", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: DAY, schedules: [completeSlot(userId, DAY, start, end)] }] });
    await save(other, "07:30", "08:15");
    expect(await outdated()).toBe(true);
    await save(staffId, "07:30", "08:15");
    expect(await outdated()).toBe(false);

    // Moved for good, then the updated confirmation is sent: up to date with the new time, and a move back to the first time is now a change.
    await rescheduleSlot(mia.slotId, { start: zonedInstant(DAY, "10:00", studioTimeZone()), end: zonedInstant(DAY, "10:45", studioTimeZone()) });
    expect(await outdated()).toBe(true);
    const sent = await queueBookingConfirmation(mia.bookingId);
    expect(sent.created).toBe(true);
    expect(await outdated()).toBe(false);
    await rescheduleSlot(mia.slotId, { start: zonedInstant(DAY, "07:30", studioTimeZone()), end: zonedInstant(DAY, "08:15", studioTimeZone()) });
    expect(await outdated()).toBe(true);
  });
});
