// The reminder planner with a controllable clock, on the 2026 DST days in New York (spring forward
// 2026-03-08, fall back 2026-11-01). Expected instants are written out in UTC by hand.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cancelBookingByCustomer, createBooking, deleteBooking, queueBookingConfirmation, updateBooking } from "@/lib/bookings";
import { REMINDER_KIND, replanUpcomingReminders } from "@/lib/bookings/reminders";
import { getReminderSettings, updateReminderSettings } from "@/lib/events";
import { deliverDueEmails, TOO_LATE_TO_SEND } from "@/lib/notify/outbox";
import { hashPassword } from "@/lib/auth/password";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
let hairId: string;
let staffId: string;

async function bookOn(days: [string, string], now: Date, email = "ana@example.net") {
  const event = await db().event.create({ data: { eventName: "DST Open", city: "Boston", state: "Massachusetts", address: "1 Ballroom Way", eventStartDate: new Date(`${days[0]}T00:00:00Z`), eventEndDate: new Date(`${days[1]}T00:00:00Z`) } });
  const booking = await createBooking(bookingRequest({ competition: event.id, service: hairId, days, firstName: "Ana", lastName: "Lopez", email, phoneNumber: "555-0101" }), now);
  return booking._id;
}

const slot = (date: string, start: string, end: string) => completeSlot(staffId, date, start, end);
const scheduleBoth = (id: string, days: [string, string], first: [string, string], second: [string, string], now: Date) =>
  updateBooking(id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: days[0], schedules: [slot(days[0], ...first)] }, { date: days[1], schedules: [slot(days[1], ...second)] }] }, now);

/** A booking of both days with both slots scheduled, then confirmed: what plans its reminders. */
async function confirmedBooking(days: [string, string], first: [string, string], second: [string, string], now: Date, email?: string) {
  const id = await bookOn(days, now, email);
  await scheduleBoth(id, days, first, second, now);
  await queueBookingConfirmation(id, now);
  return id;
}

const reminders = () => db().emailMessage.findMany({ where: { kind: REMINDER_KIND }, orderBy: { nextAttemptAt: "asc" } });

beforeEach(async () => {
  await resetDatabase();
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  staffId = (await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", passwordHash: await hashPassword("irrelevant-password"), permissions: ["view_bookings"] } })).id;
});

describe("reminder planner", () => {
  it("spring forward: days 2026-03-08 and 03-09 → due 03-07 18:00 EST (23:00Z) and 03-08 18:00 EDT (22:00Z), not after each day's first slot", async () => {
    const now = new Date("2026-02-01T12:00:00Z");
    const days: [string, string] = ["2026-03-08", "2026-03-09"];
    const id = await bookOn(days, now);
    await scheduleBoth(id, days, ["08:00", "08:45"], ["07:30", "08:15"], now);
    expect(await reminders()).toHaveLength(0); // not confirmed yet
    await queueBookingConfirmation(id, now);
    const rows = await reminders();
    expect(rows.map((r) => r.nextAttemptAt.toISOString())).toEqual(["2026-03-07T23:00:00.000Z", "2026-03-08T22:00:00.000Z"]);
    expect(rows.map((r) => r.notAfter?.toISOString())).toEqual(["2026-03-08T12:00:00.000Z", "2026-03-09T11:30:00.000Z"]);
    expect(rows[0].text).toContain("8:00 AM – 8:45 AM: Competition Hair with Daniel");
    expect(rows[0].text).toContain("Where: 1 Ballroom Way, Boston, Massachusetts");
    expect(rows[0].text).toMatch(/\/booking\/[A-Za-z0-9_-]{43}/);
    expect(rows[1].text).toContain("7:30 AM – 8:15 AM");
  });

  it("fall back: days 2026-11-01 and 11-02 → due 10-31 18:00 EDT (22:00Z) and 11-01 18:00 EST (23:00Z)", async () => {
    const now = new Date("2026-10-01T12:00:00Z");
    const days: [string, string] = ["2026-11-01", "2026-11-02"];
    await confirmedBooking(days, ["06:00", "06:45"], ["06:00", "06:45"], now);
    expect((await reminders()).map((r) => r.nextAttemptAt.toISOString())).toEqual(["2026-10-31T22:00:00.000Z", "2026-11-01T23:00:00.000Z"]);
  });

  it("re-plans when times change (one reminder per day, at the new due time) and follows the reminder-time setting", async () => {
    const now = new Date("2026-02-01T12:00:00Z");
    const days: [string, string] = ["2026-03-08", "2026-03-09"];
    const id = await confirmedBooking(days, ["08:00", "08:45"], ["07:30", "08:15"], now);
    await db().calendarSettings.upsert({ where: { id: 1 }, create: { id: 1, reminderTime: "20:30" }, update: { reminderTime: "20:30" } });
    await scheduleBoth(id, days, ["09:00", "09:45"], ["07:30", "08:15"], now);
    const rows = await reminders();
    expect(rows.map((r) => r.nextAttemptAt.toISOString())).toEqual(["2026-03-08T01:30:00.000Z", "2026-03-09T00:30:00.000Z"]);
    expect(rows[0].text).toContain("9:00 AM – 9:45 AM");
  });

  it("changing the settings re-plans every upcoming confirmed booking; switching reminders off drops them", async () => {
    const now = new Date("2026-02-01T12:00:00Z");
    const days: [string, string] = ["2026-03-08", "2026-03-09"];
    await confirmedBooking(days, ["08:00", "08:45"], ["07:30", "08:15"], now);
    expect(await getReminderSettings()).toEqual({ sendReminders: true, reminderTime: "18:00", reminderChannels: "both" });
    await updateReminderSettings({ sendReminders: true, reminderTime: "09:00" });
    expect(await replanUpcomingReminders(now)).toBe(1);
    expect((await reminders()).map((r) => r.nextAttemptAt.toISOString())).toEqual(["2026-03-07T14:00:00.000Z", "2026-03-08T13:00:00.000Z"]);
    await updateReminderSettings({ sendReminders: false, reminderTime: "09:00" });
    await replanUpcomingReminders(now);
    expect(await reminders()).toHaveLength(0);
  });

  it("none for a day whose reminder time has passed when the booking is confirmed; none with reminders switched off", async () => {
    const days: [string, string] = ["2026-03-08", "2026-03-09"];
    const late = new Date("2026-03-07T23:30:00Z"); // 18:30 EST on the 7th: day 1's reminder time has passed
    const id = await bookOn(days, new Date("2026-02-01T12:00:00Z"));
    await scheduleBoth(id, days, ["08:00", "08:45"], ["07:30", "08:15"], late);
    await queueBookingConfirmation(id, late);
    expect((await reminders()).map((r) => r.nextAttemptAt.toISOString())).toEqual(["2026-03-08T22:00:00.000Z"]);

    await db().calendarSettings.upsert({ where: { id: 1 }, create: { id: 1, sendReminders: false }, update: { sendReminders: false } });
    const other = await bookOn(days, new Date("2026-02-01T12:00:00Z"), "other@example.net");
    const early = new Date("2026-02-02T12:00:00Z");
    await db().schedule.deleteMany({ where: { bookingId: id } }); // free the stylist
    await scheduleBoth(other, days, ["10:00", "10:45"], ["10:00", "10:45"], early);
    await queueBookingConfirmation(other, early);
    expect(await db().emailMessage.count({ where: { kind: REMINDER_KIND, to: "other@example.net" } })).toBe(0);
  });

  it("dropped when the booking is cancelled or deleted; a day already reminded is never planned again", async () => {
    const now = new Date("2026-02-01T12:00:00Z");
    const days: [string, string] = ["2026-03-08", "2026-03-09"];
    const a = await confirmedBooking(days, ["08:00", "08:45"], ["07:30", "08:15"], now, "a@example.net");
    expect(await reminders()).toHaveLength(2);
    await cancelBookingByCustomer(a, "", now);
    // Kept in the Inbox as not sent, with the reason; never sent.
    expect((await reminders()).map((r) => [r.status, r.lastError])).toEqual([
      ["dropped", "Not sent — booking cancelled"],
      ["dropped", "Not sent — booking cancelled"],
    ]);

    const b = await confirmedBooking(days, ["08:00", "08:45"], ["07:30", "08:15"], now, "b@example.net");
    // Day 1's reminder went out; then staff move day 1's time: no second reminder for day 1.
    const remindersOfB = async () => (await reminders()).filter((r) => r.to === "b@example.net");
    const [first] = await remindersOfB();
    await db().emailMessage.update({ where: { id: first.id }, data: { status: "sent", attempts: 1, sentAt: now } });
    await scheduleBoth(b, days, ["09:00", "09:45"], ["07:30", "08:15"], now);
    const afterMove = await remindersOfB();
    expect(afterMove.map((r) => [r.status, r.nextAttemptAt.toISOString()])).toEqual([
      ["sent", "2026-03-07T23:00:00.000Z"],
      ["pending", "2026-03-08T22:00:00.000Z"],
    ]);
    await deleteBooking(b);
    expect((await remindersOfB()).map((r) => [r.status, r.lastError])).toEqual([
      ["sent", null],
      ["dropped", "Not sent — booking deleted"],
    ]);
  });

  it("the outbox sends a reminder only once it is due, and never once the day has started", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
    vi.stubEnv("EMAIL_OUTBOX_DIR", dir);
    try {
      const now = new Date("2026-02-01T12:00:00Z");
      const days: [string, string] = ["2026-03-08", "2026-03-09"];
      await confirmedBooking(days, ["08:00", "08:45"], ["07:30", "08:15"], now);
      await deliverDueEmails({ now, limit: 50 }); // receipt, notice, confirmation
      expect((await reminders()).map((r) => r.status)).toEqual(["pending", "pending"]);
      expect(await deliverDueEmails({ now: new Date("2026-03-07T22:59:00Z") })).toMatchObject({ claimed: 0 });
      expect(await deliverDueEmails({ now: new Date("2026-03-07T23:00:00Z") })).toEqual({ claimed: 1, sent: 1, failed: 0, deferred: 0 });
      // The worker was down until day 2 had started: its reminder is not sent.
      expect(await deliverDueEmails({ now: new Date("2026-03-09T12:00:00Z") })).toEqual({ claimed: 1, sent: 0, failed: 1, deferred: 0 });
      const rows = await reminders();
      expect(rows.map((r) => r.status)).toEqual(["sent", "failed"]);
      expect(rows[1].lastError).toBe(TOO_LATE_TO_SEND);
      expect(await deliverDueEmails({ now: new Date("2026-03-10T12:00:00Z") })).toMatchObject({ claimed: 0 });
    } finally {
      vi.unstubAllEnvs();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
