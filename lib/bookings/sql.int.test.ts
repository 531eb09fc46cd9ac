// Every raw statement of lib/bookings/sql.ts against the migrated schema, each result read back by Prisma
// (an independent reading of the same rows).
import { beforeEach, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { enqueueEmail, outboxRow } from "@/lib/notify/outbox";
import { insertBooking, readCatalogue, type NewBooking } from "./sql";

const db = () => testPrisma();
let eventId: string;
let hairId: string;

beforeEach(async () => {
  await resetDatabase();
  eventId = (
    await db().event.create({
      data: { eventName: "Probe Open", locationName: "Hall B", address: "1 Main St", city: "Phoenix", state: "Arizona", timeZone: "America/Phoenix", eventStartDate: new Date("2027-03-05T00:00:00Z"), eventEndDate: new Date("2027-03-06T00:00:00Z") },
    })
  ).id;
  hairId = (await db().service.create({ data: { title: "Hair &amp; Makeup", price: 160, category: "Women" } })).id;
  await db().service.create({ data: { title: "Retired", price: 10, category: "Women", deletedAt: new Date() } });
});

describe("readCatalogue (one raw query: the competition, the named services, the price list)", () => {
  it("maps the Event row exactly as Prisma reads it, and leaves out deleted services", async () => {
    const { event, services, listed } = await readCatalogue(eventId, [hairId, "unknown"]);
    expect(event).toEqual(await db().event.findUniqueOrThrow({ where: { id: eventId } }));
    expect(services).toEqual([{ id: hairId, title: "Hair &amp; Makeup", category: "Women" }]);
    expect(listed).toBeDefined();
    expect((await readCatalogue("no-such-event", [])).event).toBeNull();
  });
});

describe("insertBooking (one statement: booking, days, link, outbox, and the caller's extra CTE)", () => {
  const at = new Date("2027-01-10T15:00:00.000Z");
  const booking = (id: string): NewBooking => ({
    id,
    eventId,
    danceLevel: "pro-am",
    channel: "web",
    enteredById: null,
    enteredByName: "",
    isParentOrGuardian: false,
    parentFirstName: "",
    parentLastName: "",
    firstName: "Mia",
    lastName: "Ng",
    email: "mia@example.org",
    phoneNumber: "5550102026",
    phoneE164: null,
    textConsent: false,
    stylistPreference: "",
    hairAtNight: true,
    message: "",
    slotCount: 2,
    at,
    days: [{ id: `${id}-d1`, position: 0, date: "2027-03-05", serviceId: hairId, serviceTitle: "Hair & Makeup", danceStyles: ["night-club", "latin"], additionalServiceIds: [], additionalServiceTitles: [] }],
    link: { id: `${id}-l`, tokenHash: `hash-${id}`, expiresAt: new Date("2027-04-06T05:00:00Z") },
    outbox: [{ id: `${id}-e`, kind: "booking-receipt", idempotencyKey: `booking-receipt/${id}`, to: "mia@example.org", replyTo: null, subject: "Received", html: "<p>Hi</p>", text: "Hi", attachments: [], notAfter: null }],
  });

  it("stores every row with the enums' database labels and commits the extra CTE with them", async () => {
    const days = await insertBooking(booking("b1"), Prisma.sql`UPDATE "Event" SET "showEvent" = false WHERE "id" = ${eventId}`);
    expect(days).toBe(1);
    const stored = await db().booking.findUniqueOrThrow({ where: { id: "b1" }, include: { days: true } });
    expect(stored).toMatchObject({ danceLevel: "pro_am", hairAtNight: true, slotCount: 2, createdAt: at });
    expect(stored.days[0]).toMatchObject({ date: new Date("2027-03-05T00:00:00Z"), serviceTitle: "Hair & Makeup", danceStyles: ["night_club", "latin"] });
    expect(await db().bookingAccessLink.findUniqueOrThrow({ where: { id: "b1-l" } })).toMatchObject({ bookingId: "b1", tokenHash: "hash-b1" });
    expect(await db().emailMessage.findUniqueOrThrow({ where: { id: "b1-e" } })).toMatchObject({ bookingId: "b1", status: "pending", nextAttemptAt: at });
    expect((await db().event.findUniqueOrThrow({ where: { id: eventId } })).showEvent).toBe(false);
  });

  it("stores nothing when one part fails (atomic)", async () => {
    await insertBooking(booking("b2"), null);
    const again = { ...booking("b3"), link: { ...booking("b3").link, id: "b2-l" } };
    await expect(insertBooking(again, null)).rejects.toMatchObject({ code: "23505" });
    expect(await db().booking.findUnique({ where: { id: "b3" } })).toBeNull();
  });

  it("stores an email exactly as enqueueEmail does (one mapping, outboxRow: schedule and deadline included)", async () => {
    const input = (entityId: string) => ({
      kind: "booking-reminder",
      entityId,
      bookingId: "b4",
      to: "mia@example.org",
      replyTo: "studio@example.org",
      subject: "Your day\r\nis near",
      html: "<p>Soon</p>",
      text: "Soon",
      attachments: [{ filename: "day.ics", content: "QkVHSU4=", contentType: "text/calendar" }],
      dueAt: new Date("2027-03-04T14:00:00.000Z"),
      notAfter: new Date("2027-03-05T05:00:00.000Z"),
    });
    await insertBooking({ ...booking("b4"), outbox: [{ id: "b4-e", ...outboxRow(input("in-statement")) }] }, null);
    const { id } = await enqueueEmail(input("enqueued"));
    const columns = ({ id: _id, idempotencyKey: _key, createdAt: _c, updatedAt: _u, ...rest }: Record<string, unknown>) => rest;
    const inStatement = columns(await db().emailMessage.findUniqueOrThrow({ where: { id: "b4-e" } }));
    const enqueued = columns(await db().emailMessage.findUniqueOrThrow({ where: { id } }));
    expect(inStatement).toEqual(enqueued);
    expect(inStatement).toMatchObject({ subject: "Your day is near", nextAttemptAt: new Date("2027-03-04T14:00:00.000Z"), notAfter: new Date("2027-03-05T05:00:00.000Z") });
  });
});
