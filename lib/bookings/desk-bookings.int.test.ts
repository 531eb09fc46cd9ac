// Bookings staff enter at the desk (POST /api/bookings) go through the public use case: the same
// field messages as POST /api/booking/create for the same input, the channel and the staff member
// recorded, manage_bookings only, slots through Edit Booking's checks, and the emails staff chose.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as publicCreate } from "@/app/api/booking/create/route";
import { POST as deskCreate } from "@/app/api/bookings/route";
import { CONFIRMATION_NEEDS_SLOTS } from "@/lib/bookings/desk-schema";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequestFields, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
let eventId: string;
let hairId: string;
let comboId: string;
let desk: StaffSession;
let stylistId: string;

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", state: "Ohio", eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(12)}T00:00:00Z`) } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  comboId = (await db().service.create({ data: { title: "Hair &amp; Makeup", price: 160, category: "Women" } })).id;
  await db().service.create({ data: { title: "Makeup", price: 80, category: "Women" } });
  await db().service.create({ data: { title: "Hair", price: 60, category: "Women" } });
  desk = await staffSession("desk@example.com", ["manage_bookings"], { firstName: "Dana" });
  stylistId = (await db().user.create({ data: { firstName: "Aiko", lastName: "Tanaka", email: "aiko@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
});

/** The request as a client would type it (before any schema defaults). */
function fields(overrides: Record<string, unknown> = {}) {
  return bookingRequestFields({ competition: eventId, service: hairId, days: [iso(10)], overrides });
}
const NOTIFY_NONE = { receipt: false, confirmation: false };

const postDesk = (body: unknown, session: StaffSession = desk) => callRoute(deskCreate, "POST", "/api/bookings", { body, headers: session.headers });
const postPublic = (body: unknown, key: string) => callRoute(publicCreate, "POST", "/api/booking/create", { body, headers: { "idempotency-key": key } });
const answerOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as { error?: string; fields?: Record<string, string> } });

describe("POST /api/bookings answers like the public form for the same input", () => {
  const cases: [string, (base: ReturnType<typeof fields>) => Record<string, unknown>][] = [
    ["no names, no email, no phone", (b) => ({ ...b, firstName: "", lastName: "", email: "", phoneNumber: "" })],
    ["a bad email and a short phone", (b) => ({ ...b, email: "mia@", phoneNumber: "12" })],
    ["no level and no hair-at-night answer", (b) => ({ ...b, danceLevel: "", hairAtNight: "" })],
    ["no days", (b) => ({ ...b, selectedEventDays: [], dayDetails: [] })],
    ["a day without a service or styles", (b) => ({ ...b, dayDetails: [{ date: iso(10), services: "", danceStyle: [], additionalServices: [] }] })],
    ["a parent without names", (b) => ({ ...b, isParentOrGuardian: true })],
    ["a day outside the competition and an unknown service (the server's catalogue check)", (b) => ({ ...b, selectedEventDays: [iso(20)], dayDetails: [{ date: iso(20), services: "no-such-service", danceStyle: ["latin"], additionalServices: [] }] })],
    ["an unknown competition", (b) => ({ ...b, competition: "no-such-event" })],
  ];
  it.each(cases)("%s → the same status, error and field messages", async (_name, change) => {
    const input = change(fields());
    const publicAnswer = await answerOf(await postPublic({ ...input, captchaToken: "dev-captcha-token" }, crypto.randomUUID()));
    const deskAnswer = await answerOf(await postDesk({ ...input, channel: "phone", notify: NOTIFY_NONE }));
    expect(publicAnswer.status).toBe(400);
    expect(deskAnswer).toEqual(publicAnswer);
    expect(await db().booking.count()).toBe(0);
  });

  it("a valid request is stored by both, the same booking apart from its channel and who entered it; no captcha at the desk", async () => {
    const web = await postPublic({ ...fields(), captchaToken: "dev-captcha-token" }, crypto.randomUUID());
    expect(web.status).toBe(201);
    const phone = await postDesk({ ...fields({ email: "mia.phone@example.net" }), channel: "phone", notify: NOTIFY_NONE });
    expect(phone.status, await phone.clone().text()).toBe(201);
    const walkUp = await postDesk({ ...fields({ email: "mia.walk@example.net" }), channel: "walk-up", notify: NOTIFY_NONE });
    expect(walkUp.status).toBe(201);
    const rows = await db().booking.findMany({ orderBy: { createdAt: "asc" }, select: { channel: true, enteredById: true, enteredByName: true, slotCount: true, clientId: true, danceLevel: true } });
    expect(rows.map((r) => [r.channel, r.enteredById, r.enteredByName])).toEqual([
      ["web", null, ""],
      ["phone", desk.userId, "Dana Member"],
      ["walk_up", desk.userId, "Dana Member"],
    ]);
    // Edit Booking says how each came in.
    const read = await db().booking.findMany({ orderBy: { createdAt: "asc" }, select: { id: true } });
    const { getBooking } = await import("@/lib/bookings");
    expect(await Promise.all(read.map(async (r) => (await getBooking(r.id)).enteredVia))).toEqual(["Website", "Phone, entered by Dana Member", "Walk-up, entered by Dana Member"]);
    // Same rules: slot count, client linking.
    expect(new Set(rows.map((r) => r.slotCount))).toEqual(new Set([1]));
    expect(rows.every((r) => r.clientId)).toBe(true);
  });

  it("a channel and the notify choice are required at the desk", async () => {
    const answer = await answerOf(await postDesk(fields()));
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({ channel: "Please say how the booking came in (phone, text or walk-up).", notify: "Say which emails the customer gets now." });
  });
});

describe("who may enter desk bookings", () => {
  it("view_bookings → 403, signed out → 401, nothing stored", async () => {
    const stylist = await staffSession("stylist@example.com", ["view_bookings"]);
    expect((await postDesk({ ...fields(), channel: "phone", notify: NOTIFY_NONE }, stylist)).status).toBe(403);
    expect((await callRoute(deskCreate, "POST", "/api/bookings", { body: { ...fields(), channel: "phone", notify: NOTIFY_NONE } })).status).toBe(401);
    expect(await db().booking.count()).toBe(0);
  });
});

describe("slots set at the desk and the emails staff choose", () => {
  const day = iso(10);
  it("no emails chosen → none queued (not even the studio notice: staff took it)", async () => {
    expect((await postDesk({ ...fields(), channel: "text", notify: NOTIFY_NONE })).status).toBe(201);
    expect(await db().emailMessage.count()).toBe(0);
  });

  it("receipt only → the receipt to the customer, due now", async () => {
    expect((await postDesk({ ...fields(), channel: "phone", notify: { receipt: true, confirmation: false } })).status).toBe(201);
    const emails = await db().emailMessage.findMany({ select: { kind: true, to: true, nextAttemptAt: true } });
    expect(emails.map((e) => [e.kind, e.to])).toEqual([["booking-receipt", "mia@example.net"]]);
    expect(emails[0].nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("stylist and times for every slot + both emails → scheduled, receipt and confirmation queued and due", async () => {
    const body = {
      ...fields({ dayDetails: [{ date: day, services: comboId, danceStyle: ["latin"], additionalServices: [], schedules: [completeSlot(stylistId, day, "08:00", "08:45", "Hair"), completeSlot(stylistId, day, "08:45", "09:30", "Makeup")] }] }),
      channel: "phone",
      notify: { receipt: true, confirmation: true },
    };
    const answer = await postDesk(body);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { _id } = (await answer.json()) as { _id: string };
    const booking = await db().booking.findUniqueOrThrow({ where: { id: _id }, include: { schedules: true } });
    expect(booking).toMatchObject({ isAssigned: true, slotCount: 2, scheduledCount: 2 });
    expect(booking.confirmedAt).not.toBeNull();
    expect(booking.schedules.map((s) => s.assignedUserId)).toEqual([stylistId, stylistId]);
    const emails = await db().emailMessage.findMany({ where: { kind: { in: ["booking-receipt", "booking-confirmation", "booking-studio-notice"] } }, orderBy: { kind: "asc" }, select: { kind: true, nextAttemptAt: true } });
    expect(emails.map((e) => e.kind)).toEqual(["booking-confirmation", "booking-receipt"]);
    expect(emails.every((e) => e.nextAttemptAt.getTime() <= Date.now())).toBe(true);
  });

  it("the confirmation without every slot scheduled → 400 on notify.confirmation, nothing stored", async () => {
    const noTimes = { service: "Makeup", assignedUser: { _id: stylistId } };
    const body = {
      ...fields({ dayDetails: [{ date: day, services: comboId, danceStyle: ["latin"], additionalServices: [], schedules: [completeSlot(stylistId, day, "08:00", "08:45", "Hair"), noTimes] }] }),
      channel: "phone",
      notify: { receipt: true, confirmation: true },
    };
    const answer = await answerOf(await postDesk(body));
    expect(answer).toMatchObject({ status: 400, body: { fields: { "notify.confirmation": CONFIRMATION_NEEDS_SLOTS } } });
    expect(await db().booking.count()).toBe(0);
    expect(await db().client.count()).toBe(0);
    expect(await db().emailMessage.count()).toBe(0);
  });

  it("a stylist already booked at that time → Edit Booking's clash answer (409), nothing stored, the other booking untouched", async () => {
    const first = await postDesk({ ...fields({ dayDetails: [{ date: day, services: hairId, danceStyle: ["latin"], additionalServices: [], schedules: [completeSlot(stylistId, day, "08:00", "09:00")] }] }), channel: "phone", notify: NOTIFY_NONE });
    expect(first.status).toBe(201);
    const clash = await answerOf(
      await postDesk({
        ...fields({ firstName: "Lena", email: "lena@example.net", dayDetails: [{ date: day, services: hairId, danceStyle: ["latin"], additionalServices: [], schedules: [completeSlot(stylistId, day, "08:30", "09:30")] }] }),
        channel: "walk-up",
        notify: { receipt: true, confirmation: false },
      }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatch(/^Aiko Tanaka is already booked .* for Mia Novak's booking/);
    expect(await db().booking.count()).toBe(1);
    expect(await db().emailMessage.count()).toBe(0);
  });

  it("an end before the start → Edit Booking's field message", async () => {
    const answer = await answerOf(
      await postDesk({ ...fields({ dayDetails: [{ date: day, services: hairId, danceStyle: ["latin"], additionalServices: [], schedules: [completeSlot(stylistId, day, "09:00", "08:00")] }] }), channel: "phone", notify: NOTIFY_NONE }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.["dayDetails.0.schedules.0.endTime"]).toBe(`The end must be after the start for Competition Hair on ${day}.`);
    expect(await db().booking.count()).toBe(0);
  });
});
