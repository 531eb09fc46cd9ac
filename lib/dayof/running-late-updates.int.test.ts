// "Running late" tapped again and again on the day, through the routes, with the outbox delivering after
// every tap as the worker does: the dancer's updated confirmation waits a few minutes for the next change
// and is rewritten by it (one email and one text, its changes against what she was last sent), and the
// automated texts of a busy day never use up the caps "Ready for you" is judged by.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as bookingTexts } from "@/app/api/bookings/[id]/texts/route";
import { POST as runningLatePost } from "@/app/api/calendar/running-late/route";
import { queueBookingConfirmation } from "@/lib/bookings";
import { TIMES_CHANGED_BATCH_MS } from "@/lib/dayof/notify";
import { deliverDueEmails } from "@/lib/notify";
import { NOT_SENT_BOOKING_CAP } from "@/lib/notify/sms/rules";
import { zonedInstant } from "@/lib/time";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { testPrisma } from "@/tests/support/db";
import { iso, textWorld } from "@/tests/support/text-world";

const world = textWorld();
const db = () => testPrisma();
const ZONE = "America/Chicago";
const D = iso(10);
const TAPS = 8;

let stylist: StaffSession;

beforeEach(async () => {
  stylist = await staffSession("ana@example.com", ["view_bookings"], { firstName: "Ana" });
  const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId: world.bookingId } });
  await db().schedule.create({
    data: { bookingId: world.bookingId, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: stylist.userId, startAt: zonedInstant(D, "09:45", ZONE), endAt: zonedInstant(D, "10:30", ZONE) },
  });
  await db().booking.update({ where: { id: world.bookingId }, data: { isAssigned: true } });
  // She has her confirmation (9:45): every tap below is an update of it.
  await queueBookingConfirmation(world.bookingId);
  expect(await deliverDueEmails()).toMatchObject({ sent: 1 });
});

const tapRunningLate = () =>
  callRoute(runningLatePost, "POST", "/api/calendar/running-late", { body: { date: D, staffId: stylist.userId, minutes: 5, preview: false }, headers: stylist.headers });
const readyForYou = () =>
  callRoute(bookingTexts, "POST", `/api/bookings/${world.bookingId}/texts`, { params: { id: world.bookingId }, body: { template: "ready" }, headers: stylist.headers });
const outbox = (kind: string) => db().emailMessage.findMany({ where: { bookingId: world.bookingId, kind }, orderBy: { createdAt: "asc" } });
const afterTheBatch = () => new Date(Date.now() + TIMES_CHANGED_BATCH_MS + 60_000);

describe("running late, tapped again and again", () => {
  it(`${TAPS} taps within the batch window are one updated email and one text, listing the change against what she had; "Ready for you" still goes (201)`, async () => {
    for (let tap = 0; tap < TAPS; tap++) {
      expect((await tapRunningLate()).status).toBe(200);
      await deliverDueEmails(); // the worker's tick between taps
    }
    const emails = await outbox("booking-confirmation");
    const texts = await outbox("booking-confirmation-text");
    expect(emails.map((e) => e.status)).toEqual(["sent", "pending"]);
    expect(texts.map((t) => t.status)).toEqual(["pending"]);
    expect(world.twilio.accepted).toHaveLength(0);

    expect(await deliverDueEmails({ now: afterTheBatch() })).toMatchObject({ sent: 2, failed: 0 });
    const [update] = (await outbox("booking-confirmation")).slice(1);
    // 8 × 5 minutes: 9:45 → 10:25, struck through from the 9:45 she was sent (not from the last tap's 10:20).
    expect(update.text).toMatch(/10:25 AM – 11:10 AM.*\(was 9:45 AM – 10:30 AM/);
    expect(update.text).not.toContain("10:20 AM");
    expect(world.twilio.accepted.map((t) => t.params.Body)).toEqual([expect.stringContaining("10:25 AM")]);

    const ready = await readyForYou();
    expect(ready.status, await ready.clone().text()).toBe(201);
    expect(world.twilio.accepted.at(-1)!.params.Body).toBe("Velvet & Pins: Mia, your stylist Ana is ready for you at the chair. Please come now.");
  });

  it(`${TAPS} taps each after the last update went out: the automated texts stop at the booking's cap, and "Ready for you" still goes (201)`, async () => {
    for (let tap = 0; tap < TAPS; tap++) {
      expect((await tapRunningLate()).status).toBe(200);
      await deliverDueEmails({ now: afterTheBatch() });
    }
    const texts = await outbox("booking-confirmation-text");
    expect(texts.map((t) => [t.status, t.lastError])).toEqual([
      ...Array.from({ length: 6 }, () => ["sent", null]),
      ["failed", NOT_SENT_BOOKING_CAP],
      ["failed", NOT_SENT_BOOKING_CAP],
    ]);
    expect(world.twilio.accepted).toHaveLength(6);

    const ready = await readyForYou();
    expect(ready.status, await ready.clone().text()).toBe(201);
    expect(world.twilio.accepted).toHaveLength(7);
    expect(world.twilio.accepted.at(-1)!.params.Body).toBe("Velvet & Pins: Mia, your stylist Ana is ready for you at the chair. Please come now.");
  });
});
