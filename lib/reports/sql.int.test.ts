// lib/reports/sql.ts against the migrated schema: clients' history around each competition, checked
// against the booking rows read through Prisma.
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { clientHistory, reportBookingRows, reportPaymentRows } from "./sql";

const db = () => testPrisma();
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const ev: Record<string, string> = {};

const booking = (clientId: string | null, eventId: string, extra: { cancelledAt?: Date; deletedAt?: Date } = {}) =>
  db().booking.create({ data: { clientId, eventId, danceLevel: "amateur", firstName: "F", lastName: "L", email: "f@example.org", phoneNumber: "5550100", hairAtNight: false, ...extra } });

beforeEach(async () => {
  await resetDatabase();
  for (const [key, start, deleted] of [["a", "2027-01-10", false], ["b", "2027-03-10", false], ["c", "2027-05-10", false], ["gone", "2027-02-01", true]] as const)
    ev[key] = (await db().event.create({ data: { eventName: key, city: "X", eventStartDate: day(start), eventEndDate: day(start), deletedAt: deleted ? new Date() : null } })).id;
  for (const id of ["x", "y", "z", "w"]) await db().client.create({ data: { id, firstName: id, lastName: "C", email: `${id}@example.org` } });
  await booking("x", ev.a);
  await booking("x", ev.b);
  await booking("x", ev.b); // two bookings at one competition: one dancer
  await booking("y", ev.b);
  await booking("y", ev.c, { cancelledAt: new Date() }); // cancelled: not a rebooking
  await booking("z", ev.gone); // a deleted competition: not an earlier one
  await booking("z", ev.b);
  await booking("w", ev.a, { deletedAt: new Date() }); // a deleted booking: not an earlier one
  await booking("w", ev.b);
  await booking("w", ev.c);
  await booking(null, ev.b);
});

describe("clientHistory", () => {
  it("counts each competition's dancers who booked an earlier one and those who booked a later one", async () => {
    const history = await clientHistory([ev.a, ev.b, ev.c]);
    expect(history.get(ev.a)).toEqual({ returning: 0, rebooked: 1 });
    expect(history.get(ev.b)).toEqual({ returning: 1, rebooked: 1 });
    expect(history.get(ev.c)).toEqual({ returning: 1, rebooked: 0 });
    expect(await clientHistory([])).toEqual(new Map());
  });
});

describe("reportBookingRows and reportPaymentRows", () => {
  it("read the competition's live bookings with their no-show, and its payments in the currency with the date as written", async () => {
    const live = await booking("x", ev.a);
    const gone = await booking("y", ev.a, { deletedAt: new Date() });
    const day = await db().bookingDay.create({ data: { bookingId: live.id, position: 0, date: new Date("2027-01-10T00:00:00Z"), serviceTitle: "Hair" } });
    await db().schedule.create({ data: { bookingId: live.id, bookingDayId: day.id, serviceTitle: "Hair", dayStatus: "no_show" } });
    const paid = await db().payment.create({ data: { bookingId: live.id, method: "cash", amountCents: 3_500, tipCents: 500, takenOn: new Date("2027-01-10T00:00:00Z"), recordedByName: "Desk" } });
    await db().payment.create({ data: { bookingId: live.id, method: "card", amountCents: 100, currency: "eur", recordedByName: "Desk" } });
    await db().payment.create({ data: { bookingId: gone.id, method: "card", amountCents: 999, recordedByName: "Desk" } });
    const rows = await reportBookingRows([ev.a]);
    const prismaRows = await db().booking.findMany({ where: { eventId: ev.a, deletedAt: null } });
    expect(rows.map((r) => r.id).sort()).toEqual(prismaRows.map((r) => r.id).sort());
    expect(rows.find((r) => r.id === live.id)).toEqual({ id: live.id, eventId: ev.a, clientId: "x", channel: "web", cancelled: false, isAssigned: false, noShow: true });
    const payments = await reportPaymentRows([ev.a], "USD");
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ id: paid.id, bookingId: live.id, eventId: ev.a, kind: "payment", method: "cash", status: "succeeded", amountCents: 3_500, tipCents: 500, takenOn: "2027-01-10", refundOfId: null });
    expect(payments[0].createdAt).toEqual(paid.createdAt);
  });
});
