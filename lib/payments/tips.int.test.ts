// The tip rule (./tips.ts) through the chair-payment route and the takings: a tip rides on money taken,
// is capped, and a full refund of its payment takes it out of the close of the day and its CSV.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as chairPay } from "@/app/api/calendar/slots/[id]/chair-payments/route";
import { GET as dayGet } from "@/app/api/takings/[eventId]/day/route";
import { GET as csvGet } from "@/app/api/takings/[eventId]/csv/route";
import { createBooking } from "@/lib/bookings";
import { refundPayment } from "@/lib/payments";
import type { CloseDayDto } from "@/lib/takings/dto";
import { fromDateOnly } from "@/lib/time";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest } from "@/tests/support/booking-requests";
import { testPrisma } from "@/tests/support/db";
import { depositWorld, iso } from "@/tests/support/deposit-world";

const db = () => testPrisma();
depositWorld();
const D = iso(10);

let ana: StaffSession;
let ben: StaffSession;
let desk: StaffSession;
let eventId: string;
let hairId: string;

/** A confirmed $85 booking on day D with one slot at this stylist's chair. */
async function bookingOn(firstName: string, stylist: StaffSession) {
  const booking = await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [D], firstName, lastName: "Dancer" }));
  await db().booking.update({ where: { id: booking._id }, data: { confirmedAt: new Date(`${iso(3)}T16:00:00Z`), isAssigned: true } });
  const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId: booking._id } });
  const slot = await db().schedule.create({
    data: { bookingId: booking._id, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: stylist.userId, startAt: new Date(`${D}T14:00:00Z`), endAt: new Date(`${D}T14:45:00Z`) },
  });
  return { bookingId: booking._id, slotId: slot.id };
}

let keys = 0;
function pay(session: StaffSession, slotId: string, body: Record<string, unknown>) {
  return callRoute(chairPay, "POST", `/api/calendar/slots/${slotId}/chair-payments`, { params: { id: slotId }, body, headers: { ...session.headers, "idempotency-key": `tip-${++keys}` } });
}

async function closeOfD(): Promise<CloseDayDto> {
  const response = await callRoute(dayGet, "GET", `/api/takings/${eventId}/day?date=${D}`, { params: { eventId }, headers: desk.headers });
  expect(response.status).toBe(200);
  return (await response.json()) as CloseDayDto;
}

/** The CSV's Tips column (the 7th) of the row with this label. */
async function csvTips(label: string): Promise<string> {
  const response = await callRoute(csvGet, "GET", `/api/takings/${eventId}/csv?date=${D}`, { params: { eventId }, headers: desk.headers });
  expect(response.status).toBe(200);
  const rows = (await response.text()).replace(/^\uFEFF/, "").split("\r\n").map((line) => line.split(","));
  const row = rows.find((cells) => cells[0] === label);
  expect(row, `CSV row ${label}`).toBeDefined();
  return row![6];
}

beforeEach(async () => {
  ana = await staffSession("ana@example.com", ["view_bookings"], { firstName: "Ana" });
  ben = await staffSession("ben@example.com", ["view_bookings"], { firstName: "Ben" });
  desk = await staffSession("dana@example.com", ["manage_bookings"], { firstName: "Dana" });
  const event = await db().event.create({ data: { eventName: "Holiday Dance Classic", city: "Las Vegas", state: "Nevada", timeZone: "America/Los_Angeles", eventStartDate: fromDateOnly(D), eventEndDate: fromDateOnly(iso(11)) } });
  eventId = event.id;
  hairId = (await db().service.findFirstOrThrow({ where: { title: "Competition Hair" } })).id;
});

describe("a tip at the chair", () => {
  it("with nothing paid is refused on the tip field (400) and nothing is stored, however often it is sent", async () => {
    const { bookingId, slotId } = await bookingOn("Alice", ana);
    for (const method of ["card_at_chair", "cash"]) {
      const response = await pay(ana, slotId, { amountCents: 0, tipCents: 10_000_000, method });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error).toMatch(/tip/i);
      expect(body.fields.tipCents).toMatch(/amount/i);
    }
    expect(await db().payment.count({ where: { bookingId } })).toBe(0);
  });

  it("above the cap is refused (400 on the tip field, nothing stored): more than $200 on an $85 payment", async () => {
    const { bookingId, slotId } = await bookingOn("Alice", ana);
    const response = await pay(ana, slotId, { amountCents: 8_500, tipCents: 20_001, method: "cash" });
    expect(response.status).toBe(400);
    expect((await response.json()).fields.tipCents).toContain("$200");
    expect(await db().payment.count({ where: { bookingId } })).toBe(0);
  });

  it("cannot be split over one-cent payments: a booking's tips together stay within the cap", async () => {
    const { bookingId, slotId } = await bookingOn("Alice", ana);
    expect((await pay(ana, slotId, { amountCents: 1, tipCents: 20_000, method: "cash" })).status).toBe(201);
    const again = await pay(ana, slotId, { amountCents: 1, tipCents: 100, method: "cash" });
    expect(again.status).toBe(400);
    expect((await again.json()).fields).toHaveProperty("tipCents");
    expect(await db().payment.findMany({ where: { bookingId }, select: { amountCents: true, tipCents: true } })).toEqual([{ amountCents: 1, tipCents: 20_000 }]);
  });

  it("a normal tip with the payment is recorded (201) and shown under the stylist's name", async () => {
    const { bookingId, slotId } = await bookingOn("Alice", ana);
    expect((await pay(ana, slotId, { amountCents: 8_500, tipCents: 1_500, method: "card_at_chair" })).status).toBe(201);
    expect(await db().payment.findFirstOrThrow({ where: { bookingId } })).toMatchObject({ amountCents: 8_500, tipCents: 1_500 });
    const day = await closeOfD();
    expect(day.totals.tipsCents).toBe(1_500);
    expect(day.stylists.find((s) => s.stylistId === ana.userId)!.tipsCents).toBe(1_500);
  });
});

describe("a tip in the takings", () => {
  it("a fully refunded payment's tip is out of the day's takings and its CSV; a partially refunded one's stays", async () => {
    const dana = { id: desk.userId, firstName: "Dana", lastName: "Member" };
    // Alice: $85 cash and a $10 tip at Ana's chair, refunded in full.
    const alice = await bookingOn("Alice", ana);
    expect((await pay(ana, alice.slotId, { amountCents: 8_500, tipCents: 1_000, method: "cash" })).status).toBe(201);
    await refundPayment(alice.bookingId, (await db().payment.findFirstOrThrow({ where: { bookingId: alice.bookingId } })).id, { note: "Wrong dancer" }, dana);
    // Bella: $85 by card and a $5 tip at Ben's chair, $20 of it refunded.
    const bella = await bookingOn("Bella", ben);
    expect((await pay(ben, bella.slotId, { amountCents: 8_500, tipCents: 500, method: "card_at_chair" })).status).toBe(201);
    await refundPayment(bella.bookingId, (await db().payment.findFirstOrThrow({ where: { bookingId: bella.bookingId } })).id, { amountCents: 2_000, note: "Lashes not done" }, dana);

    const day = await closeOfD();
    expect(day.totals.tipsCents).toBe(500);
    expect(day.stylists.find((s) => s.stylistId === ana.userId)!.tipsCents).toBe(0);
    expect(day.stylists.find((s) => s.stylistId === ben.userId)!.tipsCents).toBe(500);
    // The refund is recorded today (not on D): D's cash is Alice's $85 alone, her tip handed back with it.
    expect(day.totals.cashExpectedCents).toBe(8_500);
    expect(await csvTips("Ana Member")).toBe("0.00");
    expect(await csvTips("Ben Member")).toBe("5.00");
    expect(await csvTips("Whole day")).toBe("5.00");
  });

  it("a tip stored with nothing paid (before the rule) counts no more than the cap", async () => {
    const alice = await bookingOn("Alice", ana);
    await db().payment.create({
      data: { bookingId: alice.bookingId, method: "card_at_chair", amountCents: 0, tipCents: 10_000_000, takenById: ana.userId, takenByName: "Ana Member", takenOn: fromDateOnly(D), recordedByName: "Ana Member" },
    });
    const day = await closeOfD();
    expect(day.totals.tipsCents).toBe(20_000);
    expect(await csvTips("Whole day")).toBe("200.00");
  });
});
