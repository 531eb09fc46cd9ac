// Heat times: a change after the confirmation marks it out of date and tells the studio
// once per 10-minute window; the week-before nudge goes out exactly once and never for a cancelled booking.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cancelBookingByCustomer, createBooking, getBooking, listBookings, queueBookingConfirmation, updateBooking } from "@/lib/bookings";
import { bookingsLateForHeat, bookingsMissingHeatTimesForNextCompetition, DAY_HAS_STARTED, HEAT_CHANGE_KIND, HEAT_NUDGE_KIND, queueHeatTimeNudges, saveHeatTimes } from "@/lib/bookings/heat-times";
import { staffBusyIntervals } from "@/lib/bookings/staff-schedule";
import { deliverDueEmails } from "@/lib/notify/outbox";
import { hashPassword } from "@/lib/auth/password";
import { ValidationError } from "@/lib/errors";
import { adminWorkload } from "@/lib/dashboard";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
let eventId: string;
let hairId: string;
let staffId: string;
let outboxDir: string;

// The competition: Friday 4 and Saturday 5 December 2026 in Chicago (Central time).
const DAYS = ["2026-12-04", "2026-12-05"] as const;

async function book(email = "mia@example.net", now = new Date("2026-11-01T15:00:00Z")) {
  return createBooking(bookingRequest({ competition: eventId, service: hairId, days: [...DAYS], email }), now);
}

// Studio (Eastern) times: 7:00–7:45 AM Eastern = 6:00–6:45 AM Central.
const slot = (date: string, start: string, end: string) => completeSlot(staffId, date, start, end);
async function confirm(id: string, now: Date, [start, end]: [string, string] = ["07:00", "07:45"]) {
  await updateBooking(id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: DAYS.map((d) => ({ date: d, schedules: [slot(d, start, end)] })) }, now);
  await queueBookingConfirmation(id, now);
}

const studioHeatEmails = () => db().emailMessage.findMany({ where: { kind: HEAT_CHANGE_KIND }, orderBy: { createdAt: "asc" } });

beforeEach(async () => {
  await resetDatabase();
  outboxDir = await mkdtemp(path.join(os.tmpdir(), "heat-outbox-"));
  vi.stubEnv("EMAIL_OUTBOX_DIR", outboxDir);
  eventId = (await db().event.create({ data: { eventName: "Windy City Open", city: "Chicago", state: "Illinois", timeZone: "America/Chicago", eventStartDate: new Date(`${DAYS[0]}T00:00:00Z`), eventEndDate: new Date(`${DAYS[1]}T00:00:00Z`) } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, time: "45 min", category: "Women" } })).id;
  staffId = (await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", passwordHash: await hashPassword("irrelevant-password"), permissions: ["view_bookings"] } })).id;
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(outboxDir, { recursive: true, force: true });
});

describe("a heat-time change", () => {
  it("after the confirmation marks it out of date and notifies the studio once for changes within 10 minutes", async () => {
    const booking = await book();
    const confirmedAt = new Date("2026-11-20T15:00:00Z");
    // 5:00–5:45 AM Central (11:00–11:45Z): done before either day's ready-by, so the notice may wait for the batch.
    await confirm(booking._id, confirmedAt, ["05:00", "05:45"]);
    expect((await getBooking(booking._id)).confirmationOutdated).toBe(false);

    const t0 = new Date("2026-11-28T18:00:00Z");
    expect(await saveHeatTimes(booking._id, { days: [{ date: DAYS[0], heatTime: "07:10", heatNote: "Latin only, 2nd session" }] }, t0)).toEqual({ changed: 1, late: false });
    await saveHeatTimes(booking._id, { days: [{ date: DAYS[1], heatTime: "08:00", heatNote: "" }] }, new Date(t0.getTime() + 4 * 60_000));
    // Saving the same again changes nothing and adds nothing.
    expect(await saveHeatTimes(booking._id, { days: [{ date: DAYS[1], heatTime: "08:00", heatNote: "" }] }, new Date(t0.getTime() + 5 * 60_000))).toEqual({ changed: 0, late: false });

    const dto = await getBooking(booking._id);
    expect(dto.confirmationOutdated).toBe(true);
    expect(dto.status).toBe("confirmed");
    expect(dto.dayDetails.map((d) => [d.heatTime, d.heatNote, d.readyBy])).toEqual([
      // 7:10 AM Central = 13:10Z; ready 45 minutes before.
      ["07:10", "Latin only, 2nd session", "2026-12-04T12:25:00.000Z"],
      ["08:00", "", "2026-12-05T13:15:00.000Z"],
    ]);
    expect(dto.lateForHeat).toBe(false);

    const emails = await studioHeatEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0].replyTo).toBe("mia@example.net");
    expect(emails[0].text).toContain("first heat 7:10 AM Central — Latin only, 2nd session (changed)");
    expect(emails[0].text).toContain("first heat 8:00 AM Central (changed)");
    expect(emails[0].text).toContain("out of date");

    // Not before the window closes (the booking's other emails go meanwhile); then exactly one goes out.
    await deliverDueEmails({ now: new Date(t0.getTime() + 9 * 60_000), limit: 50 });
    expect((await studioHeatEmails()).map((e) => e.status)).toEqual(["pending"]);
    const report = await deliverDueEmails({ now: new Date(t0.getTime() + 11 * 60_000) });
    expect(report.sent).toBe(1);
    expect(await db().emailMessage.count({ where: { kind: HEAT_CHANGE_KIND, status: "sent" } })).toBe(1);

    // A later change starts a new email, listing only that change as changed.
    await saveHeatTimes(booking._id, { days: [{ date: DAYS[0], heatTime: "07:40", heatNote: "Latin only, 2nd session" }] }, new Date(t0.getTime() + 30 * 60_000));
    const after = await studioHeatEmails();
    expect(after).toHaveLength(2);
    expect(after[1].text).toContain("first heat 7:40 AM Central — Latin only, 2nd session (changed)");
    expect(after[1].text).not.toContain("8:00 AM Central (changed)");

    // Sending the confirmation again brings it up to date.
    await updateBooking(booking._id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: DAYS.map((d) => ({ date: d, schedules: [slot(d, "07:00", "07:40")] })) }, t0);
    await queueBookingConfirmation(booking._id, new Date(t0.getTime() + 40 * 60_000));
    expect((await getBooking(booking._id)).confirmationOutdated).toBe(false);
  });

  it("before any confirmation does not mark anything out of date; a started day or a cancelled booking cannot change", async () => {
    const booking = await book();
    await saveHeatTimes(booking._id, { days: [{ date: DAYS[0], heatTime: "09:00", heatNote: "" }] }, new Date("2026-11-28T18:00:00Z"));
    expect((await getBooking(booking._id)).confirmationOutdated).toBe(false);
    expect((await studioHeatEmails())[0].text).not.toContain("out of date");

    // 4 December starts in Chicago at 06:00Z (midnight Central).
    const started = saveHeatTimes(booking._id, { days: [{ date: DAYS[0], heatTime: "09:30", heatNote: "" }] }, new Date("2026-12-04T06:00:00Z"));
    await expect(started).rejects.toBeInstanceOf(ValidationError);
    await expect(started).rejects.toMatchObject({ fields: { "days.0.heatTime": DAY_HAS_STARTED } });
    // The day after is still open then.
    expect(await saveHeatTimes(booking._id, { days: [{ date: DAYS[1], heatTime: "10:00", heatNote: "" }] }, new Date("2026-12-04T06:00:00Z"))).toEqual({ changed: 1, late: false });

    await cancelBookingByCustomer(booking._id, "", new Date("2026-11-29T12:00:00Z"));
    await expect(saveHeatTimes(booking._id, { days: [{ date: DAYS[1], heatTime: "11:00", heatNote: "" }] }, new Date("2026-11-29T13:00:00Z"))).rejects.toThrow("cancelled");
  });
});

describe("a heat time that leaves a slot ending after ready-by", () => {
  it("is sent to the studio at once as 'Late for heat' naming the slot, and counted on the admin home until the slot moves", async () => {
    const booking = await book();
    await confirm(booking._id, new Date("2026-11-20T15:00:00Z")); // 7:00–7:45 AM Central on both days
    const t0 = new Date("2026-11-28T18:00:00Z");
    expect(await bookingsLateForHeat(t0)).toEqual([]);

    // First heat 7:10 AM Central → ready by 6:25 AM Central: the 7:45 AM end is late.
    expect(await saveHeatTimes(booking._id, { days: [{ date: DAYS[0], heatTime: "07:10", heatNote: "" }] }, t0)).toEqual({ changed: 1, late: true });
    const [email] = await studioHeatEmails();
    expect(email.subject).toBe("Late for heat: Mia Novak — Windy City Open");
    expect(email.nextAttemptAt.toISOString()).toBe(t0.toISOString());
    expect(email.text).toContain("- Friday, December 4th, 2026: Competition Hair with Daniel Brooks, 7:00 AM – 7:45 AM Central — ends after ready-by 6:25 AM Central");
    expect(email.text).not.toContain("Saturday, December 5th, 2026: Competition Hair");
    expect(email.html).toContain("Late for heat");
    expect(await deliverDueEmails({ now: t0, limit: 50 })).toMatchObject({ sent: expect.any(Number) });
    expect((await db().emailMessage.findUniqueOrThrow({ where: { id: email.id } })).status).toBe("sent");
    expect((await readdir(outboxDir)).filter((f) => f.startsWith(HEAT_CHANGE_KIND))).toHaveLength(1);

    const admin = { role: "admin", isAdministrator: true, permissions: [] };
    expect(await bookingsLateForHeat(t0)).toEqual([{ id: booking._id, name: "Mia Novak", eventName: "Windy City Open" }]);
    expect((await adminWorkload(admin, t0)).lateForHeat).toEqual({ count: 1, soonest: [{ bookingId: booking._id, name: "Mia Novak", eventName: "Windy City Open" }] });
    expect((await adminWorkload({ role: "user", isAdministrator: false, permissions: ["view_admin_panel", "manage_events"] }, t0)).lateForHeat).toBeNull();

    // Staff move the slot to end by ready-by: nothing is late any more.
    await updateBooking(booking._id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: DAYS.map((d) => ({ date: d, schedules: [slot(d, "05:40", "06:25")] })) }, t0);
    expect((await adminWorkload(admin, t0)).lateForHeat).toEqual({ count: 0, soonest: [] });
  });
});

describe("heat-time nudges", () => {
  it("7 days before: one email per confirmed booking without heat times, exactly once, none for cancelled, unconfirmed or complete ones", async () => {
    const missing = await book("missing@example.net");
    const complete = await book("complete@example.net");
    const cancelled = await book("cancelled@example.net");
    const unconfirmed = await book("unconfirmed@example.net");
    const hours: [string, string][] = [["07:00", "07:45"], ["08:00", "08:45"], ["09:00", "09:45"]];
    for (const [i, b] of [missing, complete, cancelled].entries()) await confirm(b._id, new Date("2026-11-10T12:00:00Z"), hours[i]);
    await db().bookingDay.updateMany({ where: { bookingId: complete._id }, data: { heatTime: "08:00" } });
    await cancelBookingByCustomer(cancelled._id, "", new Date("2026-11-11T12:00:00Z"));

    expect(await queueHeatTimeNudges(new Date("2026-11-26T15:00:00Z"))).toBe(0); // 8 days before
    const weekBefore = new Date("2026-11-27T15:00:00Z");
    expect(await queueHeatTimeNudges(weekBefore)).toBe(1);
    expect(await queueHeatTimeNudges(new Date(weekBefore.getTime() + 3_600_000))).toBe(0);
    const nudges = await db().emailMessage.findMany({ where: { kind: HEAT_NUDGE_KIND } });
    expect(nudges.map((n) => n.to)).toEqual(["missing@example.net"]);
    expect(nudges[0].text).toContain("Friday, December 4th, 2026");
    expect(nudges[0].text).toMatch(/\/booking\/[A-Za-z0-9_-]{43}/);
    expect(nudges[0].text).toContain("Central time");
    void unconfirmed;

    expect(await bookingsMissingHeatTimesForNextCompetition(weekBefore)).toEqual({ eventName: "Windy City Open", count: 2 });
  });
});

describe("staff busy intervals and the late-for-heat mark in lists", () => {
  it("lists other live bookings' slots per stylist and marks a booking whose slot ends after ready-by", async () => {
    const mine = await book("mine@example.net");
    const other = await book("other@example.net");
    await confirm(other._id, new Date("2026-11-10T12:00:00Z"));
    await updateBooking(mine._id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: DAYS.map((d) => ({ date: d, schedules: [slot(d, "08:00", "08:45")] })) }, new Date("2026-11-10T12:00:00Z"));
    const busy = await staffBusyIntervals(new Date("2026-12-04T00:00:00Z"), new Date("2026-12-05T00:00:00Z"), mine._id);
    expect(busy[staffId].map((i) => [i.start.toISOString(), i.end.toISOString()])).toEqual([["2026-12-04T13:00:00.000Z", "2026-12-04T13:45:00.000Z"]]); // 7:00–7:45 AM Central, as entered

    // Heat 8:00 AM Central (14:00Z) → ready by 13:15Z; mine ends 8:45 AM Central (14:45Z) on day one: late.
    await saveHeatTimes(mine._id, { days: [{ date: DAYS[0], heatTime: "08:00", heatNote: "" }] }, new Date("2026-11-28T18:00:00Z"));
    const { bookings } = await listBookings({ list: "assigned", page: 1, pageSize: 20 });
    expect(Object.fromEntries(bookings.map((b) => [b.email, b.lateForHeat]))).toEqual({ "mine@example.net": true, "other@example.net": false });
  });
});
