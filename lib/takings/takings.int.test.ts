// Paid at the chair and the close of the day, against the real database and the loopback fake Stripe:
// every figure of the close-of-day sheet is checked against the Payment rows behind it, for a day with
// deposits, a refund, a partial payment, a no-show, tips and a Stripe QR payment; the chair payment's
// Idempotency-Key, who may take payment at which chair, and the cash count's difference.
import { beforeEach, describe, expect, it } from "vitest";
import { GET as chairGet } from "@/app/api/calendar/slots/[id]/chair/route";
import { POST as chairPay } from "@/app/api/calendar/slots/[id]/chair-payments/route";
import { POST as chairCheckout } from "@/app/api/calendar/slots/[id]/chair-checkout/route";
import { GET as dayGet } from "@/app/api/takings/[eventId]/day/route";
import { GET as csvGet } from "@/app/api/takings/[eventId]/csv/route";
import { POST as cashCountPost } from "@/app/api/takings/[eventId]/cash-counts/route";
import { GET as seasonGet } from "@/app/api/takings/[eventId]/season/route";
import { createBooking } from "@/lib/bookings";
import { NOT_YOUR_CHAIR, recordOfflinePayment, refundPayment } from "@/lib/payments";
import type { ChairCheckoutAnswer } from "@/lib/payments/chair-dto";
import type { CloseDayDto, SeasonDto } from "@/lib/takings/dto";
import { fromDateOnly, toDateOnly } from "@/lib/time";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest } from "@/tests/support/booking-requests";
import { testPrisma } from "@/tests/support/db";
import { depositWorld, iso, sessionIdOf, type DepositWorld } from "@/tests/support/deposit-world";
import { signStripeEvent } from "@/tests/support/fakes/stripe";

const db = () => testPrisma();
const world = depositWorld();
const D = iso(10);
const BEFORE = new Date(`${iso(3)}T16:00:00Z`);
const ON_D = new Date(`${D}T17:00:00Z`);

let ana: StaffSession;
let ben: StaffSession;
let desk: StaffSession;
let deskActor: DepositWorld["staff"];
let eventId: string;
let hairId: string;
let lashesId: string;

async function bookingOn(firstName: string, stylist: StaffSession, extras: string[] = []) {
  const booking = await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [D], additionalServices: extras, firstName, lastName: "Dancer" }));
  await db().booking.update({ where: { id: booking._id }, data: { confirmedAt: BEFORE, isAssigned: true } });
  const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId: booking._id } });
  const slot = await db().schedule.create({
    data: { bookingId: booking._id, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: stylist.userId, startAt: new Date(`${D}T14:00:00Z`), endAt: new Date(`${D}T14:45:00Z`) },
  });
  return { bookingId: booking._id, slotId: slot.id };
}

const backdate = (id: string, at: Date) => db().payment.update({ where: { id }, data: { createdAt: at } });
const onlyPaymentId = async (bookingId: string) => (await db().payment.findFirstOrThrow({ where: { bookingId } })).id;

let keys = 0;
function pay(session: StaffSession, slotId: string, body: Record<string, unknown>, key: string | null = `chair-${++keys}`) {
  return callRoute(chairPay, "POST", `/api/calendar/slots/${slotId}/chair-payments`, { params: { id: slotId }, body, headers: { ...session.headers, ...(key ? { "idempotency-key": key } : {}) } });
}

beforeEach(async () => {
  ana = await staffSession("ana@example.com", ["view_bookings"], { firstName: "Ana" });
  ben = await staffSession("ben@example.com", ["view_bookings"], { firstName: "Ben" });
  desk = await staffSession("dana@example.com", ["manage_bookings"], { firstName: "Dana" });
  deskActor = { id: desk.userId, firstName: "Dana", lastName: "Member" };
  const event = await db().event.create({ data: { eventName: "Holiday Dance Classic", city: "Las Vegas", state: "Nevada", timeZone: "America/Los_Angeles", eventStartDate: fromDateOnly(D), eventEndDate: fromDateOnly(iso(11)) } });
  eventId = event.id;
  hairId = (await db().service.findFirstOrThrow({ where: { title: "Competition Hair" } })).id;
  lashesId = (await db().service.findFirstOrThrow({ where: { title: "Lashes" } })).id;
});

describe("paid at the chair", () => {
  it("a stylist records cash with a tip on their own slot: one Payment row (cash, taken by them, the day, the tip), the balance falls, the tip stays out of it", async () => {
    const { bookingId, slotId } = await bookingOn("Alice", ana);
    const before = await callRoute(chairGet, "GET", `/api/calendar/slots/${slotId}/chair`, { params: { id: slotId }, headers: ana.headers });
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ dancer: "Alice Dancer", stylist: { id: ana.userId, name: "Ana Member" }, date: D, balanceCents: 8_500 });
    const response = await pay(ana, slotId, { amountCents: 5_000, method: "cash", tipCents: 1_000 });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ balanceCents: 3_500, paidCents: 5_000 });
    const rows = await db().payment.findMany({ where: { bookingId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: "cash", amountCents: 5_000, tipCents: 1_000, takenById: ana.userId, takenByName: "Ana Member", recordedById: ana.userId, recordedByName: "Ana Member" });
    expect(toDateOnly(rows[0].takenOn!)).toBe(D);
  });

  it("a payment at an evening-before slot belongs to the heat day it serves: that day's takings and cash, not a deposit applied", async () => {
    const { bookingId, slotId } = await bookingOn("Priya", ana);
    // Her hair the evening before D, 20:00–20:45 in Las Vegas (the slot stays on D's booking day).
    const evening = new Date(`${iso(9)}T20:00:00-08:00`);
    await db().schedule.update({ where: { id: slotId }, data: { startAt: evening, endAt: new Date(evening.getTime() + 45 * 60_000) } });
    expect((await pay(ana, slotId, { amountCents: 8_500, method: "cash", tipCents: 1_000 })).status).toBe(201);
    expect(toDateOnly((await db().payment.findFirstOrThrow({ where: { bookingId } })).takenOn!)).toBe(D);
    const day = (await (await callRoute(dayGet, "GET", `/api/takings/${eventId}/day?date=${D}`, { params: { eventId }, headers: desk.headers })).json()) as CloseDayDto;
    expect(day.totals).toMatchObject({ takenCents: 8_500, tipsCents: 1_000, cashExpectedCents: 9_500, depositsAppliedCents: 0 });
  });

  it("the same Idempotency-Key twice (a phone retrying) records once and answers the same; a different payment under it is refused; no key is a 400", async () => {
    const { bookingId, slotId } = await bookingOn("Alice", ana);
    const body = { amountCents: 8_500, method: "card_at_chair", tipCents: 500 };
    const [first, second] = await Promise.all([pay(ana, slotId, body, "phone-retry-1"), pay(ana, slotId, body, "phone-retry-1")]);
    const third = await pay(ana, slotId, body, "phone-retry-1");
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    const answers = await Promise.all([first.json(), second.json(), third.json()]);
    expect(new Set(answers.map((a) => a.paymentId)).size).toBe(1);
    expect(await db().payment.count({ where: { bookingId } })).toBe(1);
    const other = await pay(ana, slotId, { ...body, tipCents: 900 }, "phone-retry-1");
    expect(other.status).toBe(422);
    const noKey = await pay(ana, slotId, body, null);
    expect(noKey.status).toBe(400);
    expect((await noKey.json()).fields).toHaveProperty("Idempotency-Key");
    expect(await db().payment.count({ where: { bookingId } })).toBe(1);
  });

  it("permissions: a stylist only at their own chair (403 elsewhere), the desk at any, other staff not at all; never more than the balance", async () => {
    const { bookingId, slotId } = await bookingOn("Alice", ana);
    const refused = await pay(ben, slotId, { amountCents: 1_000, method: "cash" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe(NOT_YOUR_CHAIR);
    expect((await callRoute(chairGet, "GET", `/api/calendar/slots/${slotId}/chair`, { params: { id: slotId }, headers: ben.headers })).status).toBe(403);
    const editor = await staffSession("ed@example.com", ["edit_content"]);
    expect((await pay(editor, slotId, { amountCents: 1_000, method: "cash" })).status).toBe(403);
    const tooMuch = await pay(desk, slotId, { amountCents: 8_501, method: "cash" });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).fields.amountCents).toContain("$85");
    expect((await pay(desk, slotId, { amountCents: 0, method: "cash", tipCents: 0 })).status).toBe(400);
    const byDesk = await pay(desk, slotId, { amountCents: 1_000, method: "cash" });
    expect(byDesk.status).toBe(201);
    // Taken at Ana's chair, recorded by the desk.
    expect(await db().payment.findFirstOrThrow({ where: { bookingId } })).toMatchObject({ takenById: ana.userId, recordedById: desk.userId });
    // The takings are desk business.
    expect((await callRoute(dayGet, "GET", `/api/takings/${eventId}/day?date=${D}`, { params: { eventId }, headers: ana.headers })).status).toBe(403);
  });

  it("a card payment through Stripe: the QR code's Checkout is for the balance, and the webhook records it at the stylist's chair on the day", async () => {
    const { bookingId, slotId } = await bookingOn("Bella", ben, [lashesId]);
    await recordOfflinePayment(bookingId, { amountCents: 4_000, method: "cash", note: "" }, deskActor);
    const response = await callRoute(chairCheckout, "POST", `/api/calendar/slots/${slotId}/chair-checkout`, { params: { id: slotId }, headers: ben.headers });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ChairCheckoutAnswer;
    expect(answer.amountCents).toBe(5_750);
    expect(Buffer.from(answer.qrSvgDataUrl.split(",")[1], "base64").toString()).toContain("<svg");
    const session = world.stripe.sessions.get(sessionIdOf(answer.url))!;
    expect(session.amount_total).toBe(5_750);
    expect((await world.deliver(signStripeEvent(world.secret, world.stripe.pay(session.id)))).status).toBe(200);
    const stripeRow = await db().payment.findFirstOrThrow({ where: { bookingId, method: "card" } });
    expect(stripeRow).toMatchObject({ amountCents: 5_750, takenById: ben.userId, takenByName: "Ben Member", flaggedDuplicate: false, recordedByName: "Stripe" });
    expect(toDateOnly(stripeRow.takenOn!)).toBe(D);
    const day = (await (await callRoute(dayGet, "GET", `/api/takings/${eventId}/day?date=${D}`, { params: { eventId }, headers: desk.headers })).json()) as CloseDayDto;
    expect(day.stylists.find((s) => s.stylistId === ben.userId)!.byMethod.stripe).toBe(5_750);
  });
});

describe("close the day", () => {
  it("every figure of the sheet equals the sum of the Payment rows behind it (deposits, a refund, a partial payment, a no-show, tips)", async () => {
    // Alice: $40 deposit online before the day; $45 cash at Ana's chair with a $10 tip.
    const alice = await bookingOn("Alice", ana);
    await db().payment.create({ data: { bookingId: alice.bookingId, method: "card", amountCents: 4_000, recordedByName: "Stripe", providerSessionId: "cs_test_alice", createdAt: BEFORE } });
    expect((await pay(ana, alice.slotId, { amountCents: 4_500, method: "cash", tipCents: 1_000 })).status).toBe(201);
    // Bella ($97.50): $40 cash deposit at the desk before; a partial $30 by card at Ben's chair.
    const bella = await bookingOn("Bella", ben, [lashesId]);
    await recordOfflinePayment(bella.bookingId, { amountCents: 4_000, method: "cash", note: "" }, deskActor);
    await backdate(await onlyPaymentId(bella.bookingId), BEFORE);
    expect((await pay(ben, bella.slotId, { amountCents: 3_000, method: "card_at_chair" })).status).toBe(201);
    // Cora: a no-show, nothing paid.
    await bookingOn("Cora", ben);
    // Dina: $40 cash deposit before, refunded in cash on the day; then $85 by card at Ana's chair with a $5 tip.
    const dina = await bookingOn("Dina", ana);
    const deposit = await recordOfflinePayment(dina.bookingId, { amountCents: 4_000, method: "cash", note: "" }, deskActor);
    await backdate(deposit.payments[0]._id, BEFORE);
    const refunded = await refundPayment(dina.bookingId, deposit.payments[0]._id, { note: "Paid twice" }, deskActor);
    await backdate(refunded.payments.find((p) => p.kind === "refund")!._id, ON_D);
    expect((await pay(desk, dina.slotId, { amountCents: 8_500, method: "card_at_chair", tipCents: 500 })).status).toBe(201);

    const response = await callRoute(dayGet, "GET", `/api/takings/${eventId}/day?date=${D}`, { params: { eventId }, headers: desk.headers });
    expect(response.status).toBe(200);
    const day = (await response.json()) as CloseDayDto;

    // The rows behind the figures, read straight from the table.
    const rows = await db().payment.findMany();
    const onD = rows.filter((r) => (r.takenOn ? toDateOnly(r.takenOn) === D : r.createdAt.getTime() === ON_D.getTime()));
    const sum = (list: typeof rows, field: "amountCents" | "tipCents" = "amountCents") => list.reduce((s, r) => s + r[field], 0);
    const paid = (list: typeof rows) => list.filter((r) => r.kind === "payment");
    for (const stylist of [ana, ben]) {
      const mine = paid(onD).filter((r) => r.takenById === stylist.userId);
      const shown = day.stylists.find((s) => s.stylistId === stylist.userId)!;
      expect(shown.byMethod.cash).toBe(sum(mine.filter((r) => r.method === "cash")));
      expect(shown.byMethod.card_at_chair).toBe(sum(mine.filter((r) => r.method === "card_at_chair")));
      expect(shown.byMethod.stripe).toBe(sum(mine.filter((r) => r.method === "card")));
      expect(shown.takenCents).toBe(sum(mine));
      expect(shown.tipsCents).toBe(sum(mine, "tipCents"));
    }
    expect(day.totals.byMethod.cash).toBe(sum(paid(onD).filter((r) => r.method === "cash")));
    expect(day.totals.byMethod.card_at_chair).toBe(sum(paid(onD).filter((r) => r.method === "card_at_chair")));
    expect(day.totals.takenCents).toBe(sum(paid(onD)));
    expect(day.totals.tipsCents).toBe(sum(paid(onD), "tipCents"));
    expect(day.totals.refundsCents).toBe(sum(onD.filter((r) => r.kind === "refund")));
    const heldBefore = (bookingId: string) => rows.filter((r) => r.bookingId === bookingId && r.createdAt < ON_D && !r.takenOn).reduce((s, r) => s + (r.kind === "payment" ? r.amountCents : -r.amountCents), 0);
    expect(day.depositsApplied.map((d) => [d.dancer, d.amountCents])).toEqual([
      ["Alice Dancer", heldBefore(alice.bookingId)],
      ["Bella Dancer", heldBefore(bella.bookingId)],
      ["Dina Dancer", heldBefore(dina.bookingId)],
    ]);
    expect(day.totals.depositsAppliedCents).toBe(heldBefore(alice.bookingId) + heldBefore(bella.bookingId) + heldBefore(dina.bookingId));
    const net = (bookingId: string) => rows.filter((r) => r.bookingId === bookingId).reduce((s, r) => s + (r.kind === "payment" ? r.amountCents : -r.amountCents), 0);
    expect(day.owed.map((o) => [o.dancer, o.owedCents])).toEqual([
      ["Bella Dancer", 9_750 - net(bella.bookingId)],
      ["Cora Dancer", 8_500],
    ]);
    expect(day.totals.owedCents).toBe(9_750 - net(bella.bookingId) + 8_500);
    const cashOnD = onD.filter((r) => r.method === "cash");
    expect(day.totals.cashExpectedCents).toBe(sum(paid(cashOnD)) + sum(paid(cashOnD), "tipCents") - sum(cashOnD.filter((r) => r.kind === "refund")));

    // And the figures a person would check by hand.
    expect(day.totals).toMatchObject({ byMethod: { cash: 4_500, card_at_chair: 11_500, stripe: 0, other: 0 }, takenCents: 16_000, tipsCents: 1_500, refundsCents: 4_000, depositsAppliedCents: 12_000, owedCents: 11_250, cashExpectedCents: 1_500 });
    expect(day.refunds).toEqual([expect.objectContaining({ dancer: "Dina Dancer", amountCents: 4_000, method: "cash", recordedByName: "Dana Member" })]);

    // The season: the day plus money taken before the competition, the same columns, totals the sum of its rows.
    const season = (await (await callRoute(seasonGet, "GET", `/api/takings/${eventId}/season`, { params: { eventId }, headers: desk.headers })).json()) as SeasonDto;
    expect(season.days.map((d) => d.label)[0]).toBe("Before the competition");
    expect(season.totals.takenCents).toBe(sum(paid(rows)));
    expect(season.totals.takenCents).toBe(season.days.reduce((s, d) => s + d.takenCents, 0));
    expect(season.totals.tipsCents).toBe(sum(paid(rows), "tipCents"));
    expect(season.totals.refundsCents).toBe(sum(rows.filter((r) => r.kind === "refund")));
  });

  it("'still owed' counts the appointments of that day and the days before it: not a later day, not a dancer without a slot", async () => {
    await bookingOn("Alice", ana);
    const twoDays = await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [D, iso(11)], firstName: "Bea", lastName: "Dancer" }));
    for (const day of await db().bookingDay.findMany({ where: { bookingId: twoDays._id } })) {
      const date = toDateOnly(day.date);
      await db().schedule.create({ data: { bookingId: twoDays._id, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: ben.userId, startAt: new Date(`${date}T15:00:00Z`), endAt: new Date(`${date}T15:45:00Z`) } });
    }
    await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [D], firstName: "Cleo", lastName: "Unplaced" }));
    const closeOf = async (date: string) => (await (await callRoute(dayGet, "GET", `/api/takings/${eventId}/day?date=${date}`, { params: { eventId }, headers: desk.headers })).json()) as CloseDayDto;

    const first = await closeOf(D);
    expect(first.owed.map((o) => [o.dancer, o.owedCents])).toEqual([["Alice Dancer", 8_500], ["Bea Dancer", 8_500]]);
    expect(first.totals.owedCents).toBe(17_000);
    const second = await closeOf(iso(11));
    expect(second.owed.map((o) => [o.dancer, o.owedCents])).toEqual([["Bea Dancer", 17_000]]);
  });

  it("the desk's cash count is stored with who and when, and the sheet shows its difference from the expected cash", async () => {
    const alice = await bookingOn("Alice", ana);
    expect((await pay(ana, alice.slotId, { amountCents: 8_500, method: "cash", tipCents: 1_500 })).status).toBe(201);
    const response = await callRoute(cashCountPost, "POST", `/api/takings/${eventId}/cash-counts`, { params: { eventId }, body: { date: D, countedCents: 9_500, note: "Drawer 1" }, headers: desk.headers });
    expect(response.status).toBe(201);
    const day = (await response.json()) as CloseDayDto;
    expect(day.cashCounts[0]).toMatchObject({ countedCents: 9_500, expectedCents: 10_000, differenceCents: -500, countedByName: "Dana Member", note: "Drawer 1" });
    const stored = await db().cashCount.findFirstOrThrow();
    expect(stored).toMatchObject({ eventId, countedCents: 9_500, expectedCents: 10_000, countedById: desk.userId, countedByName: "Dana Member" });
    expect(toDateOnly(stored.date)).toBe(D);
    const bad = await callRoute(cashCountPost, "POST", `/api/takings/${eventId}/cash-counts`, { params: { eventId }, body: { date: iso(40), countedCents: -1 }, headers: desk.headers });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty("countedCents");
    const notADay = await callRoute(cashCountPost, "POST", `/api/takings/${eventId}/cash-counts`, { params: { eventId }, body: { date: iso(40), countedCents: 100 }, headers: desk.headers });
    expect(notADay.status).toBe(400);
    expect((await callRoute(cashCountPost, "POST", `/api/takings/${eventId}/cash-counts`, { params: { eventId }, body: { date: D, countedCents: 100 }, headers: ana.headers })).status).toBe(403);
  });

  it("the CSV has the sheet's figures and the export's formula-injection rule", async () => {
    const formula = await staffSession("formula@example.com", ["view_bookings"], { firstName: "=SUM(A1)" });
    const alice = await bookingOn("Alice", formula);
    expect((await pay(formula, alice.slotId, { amountCents: 3_000, method: "cash", tipCents: 250 })).status).toBe(201);
    const response = await callRoute(csvGet, "GET", `/api/takings/${eventId}/csv?date=${D}`, { params: { eventId }, headers: desk.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`takings-holiday-dance-classic-${D}.csv`);
    const text = await response.text();
    expect(text).toContain("Row,Cash,Card at the chair,Stripe,Other,Taken,Tips,Refunds,Deposits applied,Still owed,Cash expected,Cash counted,Cash difference");
    expect(text).toContain("'=SUM(A1) Member,30.00,0.00,0.00,0.00,30.00,2.50");
    expect(text).toContain("Whole day,30.00,0.00,0.00,0.00,30.00,2.50,0.00,0.00,55.00,32.50");
    expect(text).toContain("Owed: Alice Dancer");
    expect(text).not.toMatch(/(^|,)=SUM/m);
  });
});
