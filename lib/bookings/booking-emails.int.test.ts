// Emails that follow the booking. Unsent emails of a cancelled or
// deleted booking are dropped (and say so), the cancellation's own still go out; customers' emails greet
// whoever filled in the form; the studio's notices link to Edit Booking and name the freed stylists;
// Edit Booking's reminder list shows planned and sent reminders with their due times.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cancelBookingByCustomer, createBooking, deleteBooking, queueBookingConfirmation, restoreBooking, updateBooking } from "@/lib/bookings";
import { saveHeatTimes } from "@/lib/bookings/heat-times";
import { listBookingReminders, REMINDER_KIND } from "@/lib/bookings/reminders";
import { deliverDueEmails, pageOutboxEmails } from "@/lib/notify/outbox";
import { hashPassword } from "@/lib/auth/password";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
const SITE = "https://studio.example";
const DAYS: [string, string] = ["2026-03-08", "2026-03-09"];
let hairId: string;
let danielId: string;
let priyaId: string;
let outboxDir: string;

async function book(now: Date, overrides: Record<string, unknown> = {}) {
  const event = await db().event.create({
    data: { eventName: "Spring Open", city: "Boston", state: "Massachusetts", address: "1 Ballroom Way", eventStartDate: new Date(`${DAYS[0]}T00:00:00Z`), eventEndDate: new Date(`${DAYS[1]}T00:00:00Z`) },
  });
  return (await createBooking(bookingRequest({ competition: event.id, service: hairId, days: DAYS, firstName: "Emma", lastName: "Ramirez", email: "family@example.net", ...overrides }), now))._id;
}

/** Day 1 with Daniel, day 2 with Priya, then the confirmation (reminders planned). */
async function scheduleAndConfirm(id: string, now: Date) {
  await updateBooking(
    id,
    { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: DAYS[0], schedules: [completeSlot(danielId, DAYS[0], "08:00", "08:45")] }, { date: DAYS[1], schedules: [completeSlot(priyaId, DAYS[1], "07:30", "08:15")] }] },
    now,
  );
  await queueBookingConfirmation(id, now);
}

const emailsOf = (id: string) => db().emailMessage.findMany({ where: { bookingId: id }, orderBy: [{ createdAt: "asc" }, { kind: "asc" }] });

beforeEach(async () => {
  await resetDatabase();
  outboxDir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
  vi.stubEnv("EMAIL_OUTBOX_DIR", outboxDir);
  vi.stubEnv("NEXTAUTH_URL", SITE);
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  const staff = (firstName: string, lastName: string) =>
    hashPassword("irrelevant-password").then((passwordHash) => db().user.create({ data: { firstName, lastName, email: `${firstName.toLowerCase()}@example.com`, passwordHash, permissions: ["view_bookings"] } }));
  danielId = (await staff("Daniel", "Brooks")).id;
  priyaId = (await staff("Priya", "Shah")).id;
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(outboxDir, { recursive: true, force: true });
});

describe("item 8: unsent emails of a cancelled or deleted booking", () => {
  it("a cancellation drops the pending heat-times email and reminders (Inbox: 'Not sent — booking cancelled'); its own two emails are sent", async () => {
    const now = new Date("2026-02-01T12:00:00Z");
    const id = await book(now);
    await scheduleAndConfirm(id, now);
    // The receipt, the studio notice and the confirmation went out.
    await db().emailMessage.updateMany({ where: { bookingId: id, kind: { in: ["booking-receipt", "booking-studio-notice", "booking-confirmation"] } }, data: { status: "sent", attempts: 1, sentAt: now } });
    // The dancer gives a heat time: the studio's email waits 10 minutes to batch changes.
    await saveHeatTimes(id, { days: [{ date: DAYS[0], heatTime: "09:30", heatNote: "" }] }, now);
    const cancelAt = new Date(now.getTime() + 12_000);
    await cancelBookingByCustomer(id, "Injured", cancelAt);

    const rows = await emailsOf(id);
    const byKind = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => [r.status, r.lastError]);
    expect(byKind("booking-heat-times-studio")).toEqual([["dropped", "Not sent — booking cancelled"]]);
    expect(byKind(REMINDER_KIND)).toEqual([
      ["dropped", "Not sent — booking cancelled"],
      ["dropped", "Not sent — booking cancelled"],
    ]);
    expect(byKind("booking-confirmation")).toEqual([["sent", null]]);
    // A dropped reminder keeps no working private link in the database.
    const droppedReminders = rows.filter((r) => r.kind === REMINDER_KIND);
    for (const body of droppedReminders.flatMap((r) => [r.text, r.html])) {
      expect(body).toContain("/booking/[private link removed after sending]");
      expect(body).not.toMatch(/\/booking\/[A-Za-z0-9_-]{43}/);
    }

    // Now (the cancellation's emails are due at the real clock, after every dropped one's due time) the
    // sender claims the cancellation's two emails and nothing dropped.
    const report = await deliverDueEmails({ limit: 50 });
    expect(report).toEqual({ claimed: 2, sent: 2, failed: 0, deferred: 0 });
    const after = await emailsOf(id);
    expect(after.filter((r) => r.status === "sent").map((r) => r.kind).sort()).toEqual(["booking-cancelled", "booking-cancelled-studio-notice", "booking-confirmation", "booking-receipt", "booking-studio-notice"]);
    const files = await readdir(outboxDir);
    expect(files.some((f) => f.startsWith("booking-heat-times-studio"))).toBe(false);
    expect(files.some((f) => f.startsWith(REMINDER_KIND))).toBe(false);

    // The Inbox log shows them with the reason.
    const { emails } = await pageOutboxEmails({ page: 1, pageSize: 50 });
    const dropped = emails.filter((e) => e.status === "dropped");
    expect(dropped).toHaveLength(3);
    expect(dropped.every((e) => e.lastError === "Not sent — booking cancelled" && e.nextAttemptAt === null)).toBe(true);
  });

  it("a deletion drops the receipt waiting for a retry ('Not sent — booking deleted'); the notice being sent is left to the sender", async () => {
    const now = new Date("2026-02-01T12:00:00Z");
    const id = await book(now);
    const [receipt, notice] = await Promise.all(["booking-receipt", "booking-studio-notice"].map((kind) => db().emailMessage.findFirstOrThrow({ where: { bookingId: id, kind } })));
    await db().emailMessage.update({ where: { id: receipt.id }, data: { status: "failed", attempts: 1, lastError: "provider down" } });
    await db().emailMessage.update({ where: { id: notice.id }, data: { status: "sending", attempts: 1, nextAttemptAt: new Date(now.getTime() + 120_000) } });
    await deleteBooking(id);
    const rows = await emailsOf(id);
    expect(rows.map((r) => [r.kind, r.status, r.lastError]).sort()).toEqual([
      ["booking-receipt", "dropped", "Not sent — booking deleted"],
      ["booking-studio-notice", "sending", null],
    ]);
    expect(await deliverDueEmails({ now: new Date("2026-02-02T12:00:00Z"), limit: 50 })).toEqual({ claimed: 1, sent: 1, failed: 0, deferred: 0 });
    expect((await db().emailMessage.findUniqueOrThrow({ where: { id: receipt.id } })).status).toBe("dropped");
  });

  it("a restored and re-confirmed booking gets its reminders planned again", async () => {
    const now = new Date("2026-02-01T12:00:00Z");
    const id = await book(now);
    await scheduleAndConfirm(id, now);
    await cancelBookingByCustomer(id, "", now);
    await restoreBooking(id);
    await queueBookingConfirmation(id, new Date(now.getTime() + 60_000));
    const reminders = await db().emailMessage.findMany({ where: { bookingId: id, kind: REMINDER_KIND }, orderBy: { nextAttemptAt: "asc" } });
    expect(reminders.map((r) => [r.status, r.nextAttemptAt.toISOString()])).toEqual([
      ["pending", "2026-03-07T23:00:00.000Z"],
      ["pending", "2026-03-08T22:00:00.000Z"],
    ]);
  });
});

describe("item 11: the customer's emails greet whoever filled in the form", () => {
  it("a parent's booking greets the parent in the receipt, the confirmation and the reminders; a dancer's greets the dancer", async () => {
    const now = new Date("2026-02-01T12:00:00Z");
    const parentBooking = await book(now, { isParentOrGuardian: true, parentFirstName: "Laura", parentLastName: "Ramirez" });
    await scheduleAndConfirm(parentBooking, now);
    const customer = (await emailsOf(parentBooking)).filter((r) => r.to === "family@example.net");
    expect(customer.map((r) => r.kind).sort()).toEqual(["booking-confirmation", "booking-receipt", REMINDER_KIND, REMINDER_KIND]);
    for (const email of customer) {
      expect(email.text.startsWith("Dear Laura,")).toBe(true);
      expect(email.html).toContain("Dear Laura,");
      expect(email.text).not.toContain("Dear Emma");
    }

    await db().schedule.deleteMany({ where: { bookingId: parentBooking } }); // free the stylists
    const dancerBooking = await book(now, { email: "emma@example.net" });
    const receipt = await db().emailMessage.findFirstOrThrow({ where: { bookingId: dancerBooking, kind: "booking-receipt" } });
    expect(receipt.text.startsWith("Dear Emma,")).toBe(true);
  });
});

describe("item 12: the studio's notices", () => {
  it("the new-booking notice links to the booking's Edit Booking page on the site", async () => {
    const id = await book(new Date("2026-02-01T12:00:00Z"));
    const notice = await db().emailMessage.findFirstOrThrow({ where: { bookingId: id, kind: "booking-studio-notice" } });
    const url = `${SITE}/admin/calendar_bookings/edit/${id}`;
    expect(notice.text).toContain(`Open the booking: ${url}`);
    expect(notice.html).toContain(`href="${url}"`);
  });

  it("the cancellation notice names each stylist whose slots were freed, once; an unscheduled booking says none had one", async () => {
    const now = new Date("2026-02-01T12:00:00Z");
    const id = await book(now);
    await scheduleAndConfirm(id, now);
    await cancelBookingByCustomer(id, "", now);
    const notice = await db().emailMessage.findFirstOrThrow({ where: { bookingId: id, kind: "booking-cancelled-studio-notice" } });
    expect(notice.text).toContain("Slots freed for: Daniel Brooks, Priya Shah.");
    expect(notice.html).toContain("Slots freed for: Daniel Brooks, Priya Shah.");

    const unscheduled = await book(now, { email: "other@example.net" });
    await cancelBookingByCustomer(unscheduled, "", now);
    const other = await db().emailMessage.findFirstOrThrow({ where: { bookingId: unscheduled, kind: "booking-cancelled-studio-notice" } });
    expect(other.text).toContain("No stylist had a slot in this booking yet.");
  });
});

describe("item 14: a booking's reminders for Edit Booking", () => {
  it("lists each day's planned reminder with its due time, then sent and dropped ones", async () => {
    const now = new Date("2026-02-01T12:00:00Z");
    const id = await book(now);
    expect(await listBookingReminders(id)).toEqual([]);
    await scheduleAndConfirm(id, now);
    // Due the day before each day at 18:00 New York time: 03-07 EST (23:00Z), 03-08 EDT (22:00Z; DST began at 2 am).
    expect((await listBookingReminders(id)).map((r) => [r.day, r.status, r.dueAt, r.dueLabel])).toEqual([
      ["2026-03-08", "pending", "2026-03-07T23:00:00.000Z", "Sat, Mar 7, 6:00 PM"],
      ["2026-03-09", "pending", "2026-03-08T22:00:00.000Z", "Sun, Mar 8, 6:00 PM"],
    ]);
    await deliverDueEmails({ now: new Date("2026-03-07T23:00:00Z"), limit: 50 });
    await cancelBookingByCustomer(id, "", new Date("2026-03-08T01:00:00Z"));
    const listed = await listBookingReminders(id);
    expect(listed.map((r) => [r.day, r.status, r.dueAt, r.lastError])).toEqual([
      ["2026-03-08", "sent", "2026-03-07T23:00:00.000Z", null],
      ["2026-03-09", "dropped", "2026-03-08T22:00:00.000Z", "Not sent — booking cancelled"],
    ]);
    expect(listed[0].sentAt).not.toBeNull();
  });

  it("the Inbox log gives a planned reminder's due time", async () => {
    const now = new Date("2026-02-01T12:00:00Z");
    const id = await book(now);
    await scheduleAndConfirm(id, now);
    const { emails } = await pageOutboxEmails({ page: 1, pageSize: 50 });
    const planned = emails.filter((e) => e.kind === REMINDER_KIND).map((e) => [e.status, e.nextAttemptAt]).sort();
    expect(planned).toEqual([
      ["pending", "2026-03-07T23:00:00.000Z"],
      ["pending", "2026-03-08T22:00:00.000Z"],
    ]);
  });
});
