// The close-of-day arithmetic, pure: every figure is a sum over Payment rows (the studio's currency,
// succeeded only) and what is owed is the money rule's balance (lib/payments/money-status.ts) over the
// rows up to that day. A payment's day is the competition day it was taken at the chair, else the day
// it was recorded in the competition's zone. A tip is the counted one (lib/payments/tips.ts), which the
// loader sets on each row since a refund reversing it may be on another day.
import { moneyStatus, type MoneyFacts, type PaymentDto } from "@/lib/payments/dto";
import { zonedParts } from "@/lib/time/zoned";
import { toDateOnly } from "@/lib/time/days";
import { TAKING_METHODS, type DayFigures, type DepositAppliedRow, type MoneyFigures, type OwedRow, type StylistTakings, type TakingMethod } from "./dto";

export interface TakingsPayment {
  id: string;
  bookingId: string;
  kind: PaymentDto["kind"];
  method: PaymentDto["method"];
  status: PaymentDto["status"];
  amountCents: number;
  /** The counted tip (lib/payments/tips.ts `withCountedTips`): none once the payment is refunded in full. */
  tipCents: number;
  currency: string;
  takenById: string | null;
  takenByName: string;
  takenOn: Date | null;
  recordedByName: string;
  createdAt: Date;
}

export interface TakingsBooking {
  id: string;
  dancer: string;
  stylists: string;
  cancelled: boolean;
  /** Booked days, "YYYY-MM-DD", sorted. */
  days: string[];
  /**
   * The days she has an appointment on (a slot with a time; an evening-before slot belongs to the heat day
   * it serves), each with what it is due: that day's services at their list prices (the estimate's rule).
   */
  dueByDay: Record<string, number>;
  /** The money rule's facts other than payments and today (./close-day.ts fills them from the deposit summary). */
  facts: Omit<MoneyFacts, "payments" | "today">;
}

export const NOT_AT_A_CHAIR = "Desk and online";

export const methodOf = (method: TakingsPayment["method"]): TakingMethod => (method === "card" ? "stripe" : method);

export function dayOf(payment: Pick<TakingsPayment, "takenOn" | "createdAt">, timeZone: string): string {
  return payment.takenOn ? toDateOnly(payment.takenOn) : zonedParts(payment.createdAt, timeZone).date;
}

const zeroMethods = (): Record<TakingMethod, number> => Object.fromEntries(TAKING_METHODS.map((m) => [m, 0])) as Record<TakingMethod, number>;

/** What was taken, tipped and refunded in these rows (counted rows only: the caller filters currency). */
export function moneyFigures(rows: readonly TakingsPayment[]): MoneyFigures {
  const byMethod = zeroMethods();
  let tipsCents = 0;
  let refundsCents = 0;
  for (const row of rows) {
    if (row.status !== "succeeded") continue;
    if (row.kind === "refund") refundsCents += row.amountCents;
    else {
      byMethod[methodOf(row.method)] += row.amountCents;
      tipsCents += row.tipCents;
    }
  }
  return { byMethod, takenCents: TAKING_METHODS.reduce((sum, m) => sum + byMethod[m], 0), tipsCents, refundsCents };
}

/** Takings per stylist (the chair that took them); money not taken at a chair under one row. */
export function stylistTakings(rows: readonly TakingsPayment[]): StylistTakings[] {
  const groups = new Map<string, { id: string | null; name: string; rows: TakingsPayment[] }>();
  for (const row of rows) {
    if (row.kind !== "payment") continue;
    const key = row.takenById ?? "";
    const group = groups.get(key) ?? { id: row.takenById, name: row.takenById ? row.takenByName : NOT_AT_A_CHAIR, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => ({ stylistId: g.id, name: g.name, ...moneyFigures(g.rows), refundsCents: 0 }))
    .sort((a, b) => (a.stylistId === null ? 1 : b.stylistId === null ? -1 : a.name.localeCompare(b.name)));
}

/** Cash the desk should hold after these rows: cash payments with their tips, less cash refunds. */
export function cashExpected(rows: readonly TakingsPayment[]): number {
  return rows.reduce((sum, r) => (r.status !== "succeeded" || r.method !== "cash" ? sum : r.kind === "payment" ? sum + r.amountCents + r.tipCents : sum - r.amountCents), 0);
}

function statusAt(booking: TakingsBooking, rows: readonly TakingsPayment[], today: string) {
  return moneyStatus({ ...booking.facts, payments: rows, today });
}

export interface DayTakings {
  rows: TakingsPayment[];
  figures: DayFigures;
  stylists: StylistTakings[];
  owed: OwedRow[];
  depositsApplied: DepositAppliedRow[];
}

/**
 * One competition day: the rows of that day; "still owed" — for each booking with an appointment that day,
 * what its appointments up to that day were due less what it had paid by the day's close (the money rule's
 * balance on those days only: a day not yet reached or a dancer never given a slot owes nothing here);
 * what was held before it for the bookings whose first appointment day it is (deposits applied).
 */
export function dayTakings(date: string, bookings: readonly TakingsBooking[], counted: readonly TakingsPayment[], timeZone: string): DayTakings {
  const rows = counted.filter((p) => dayOf(p, timeZone) === date);
  const byBooking = new Map<string, TakingsPayment[]>();
  for (const p of counted) byBooking.set(p.bookingId, [...(byBooking.get(p.bookingId) ?? []), p]);
  const owed: OwedRow[] = [];
  const depositsApplied: DepositAppliedRow[] = [];
  for (const booking of bookings) {
    if (booking.cancelled || !(date in booking.dueByDay)) continue;
    const mine = byBooking.get(booking.id) ?? [];
    const dueCents = Object.entries(booking.dueByDay).reduce((sum, [day, cents]) => (day <= date ? sum + cents : sum), 0);
    const atClose = statusAt({ ...booking, facts: { ...booking.facts, estimateCents: dueCents } }, mine.filter((p) => dayOf(p, timeZone) <= date), date);
    if (atClose.balanceCents > 0) owed.push({ bookingId: booking.id, dancer: booking.dancer, stylists: booking.stylists, estimateCents: dueCents, paidCents: atClose.paidCents, owedCents: atClose.balanceCents });
    if (Object.keys(booking.dueByDay).sort()[0] === date) {
      const before = statusAt(booking, mine.filter((p) => dayOf(p, timeZone) < date), date);
      if (before.paidCents > 0) depositsApplied.push({ bookingId: booking.id, dancer: booking.dancer, amountCents: before.paidCents });
    }
  }
  owed.sort((a, b) => a.dancer.localeCompare(b.dancer));
  depositsApplied.sort((a, b) => a.dancer.localeCompare(b.dancer));
  const figures: DayFigures = {
    ...moneyFigures(rows),
    depositsAppliedCents: depositsApplied.reduce((sum, d) => sum + d.amountCents, 0),
    owedCents: owed.reduce((sum, o) => sum + o.owedCents, 0),
    cashExpectedCents: cashExpected(rows),
  };
  return { rows, figures, stylists: stylistTakings(rows), owed, depositsApplied };
}

/** Every booking's balance now (the season's "still owed"): the money rule over all its rows. */
export function owedNow(bookings: readonly TakingsBooking[], counted: readonly TakingsPayment[], today: string): number {
  return bookings.filter((b) => !b.cancelled).reduce((sum, b) => sum + statusAt(b, counted.filter((p) => p.bookingId === b.id), today).balanceCents, 0);
}
