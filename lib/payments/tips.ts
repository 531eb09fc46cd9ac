// The tip rule, pure and client-safe: what a chair payment may carry as a tip when it is recorded, and
// what of a stored tip the takings count. Every amount is integer cents.
import { formatMoney } from "./deposit";

/**
 * A tip above the amount paid is allowed up to $200: a generous tip on a small balance (the deposit
 * covered most of it) is normal, a bigger one only goes with a bigger payment. The same bound holds for
 * a booking's tips together, so splitting a payment into cents cannot multiply it.
 */
export const TIP_CAP_CENTS = 20_000;

export const TIP_NEEDS_PAYMENT = "A tip goes with money paid: enter the amount taken as well (a tip alone is for a booking that has paid).";

/**
 * The most one payment of this amount may carry as a tip. A tip alone (amount 0: the dancer paid online
 * and tips at the chair) is only for a booking that has paid (tipRefusal), within the cap.
 */
export const maxTipCents = (amountCents: number) => Math.max(amountCents, TIP_CAP_CENTS);

/** What a chair payment may carry: within its own bound, and within what its booking's tips have left. */
function tipBounds(chair: { amountCents: number; bookingPaidCents: number; bookingTipsCents: number }) {
  return { payment: maxTipCents(chair.amountCents), booking: Math.max(0, Math.max(chair.bookingPaidCents, TIP_CAP_CENTS) - chair.bookingTipsCents) };
}

/**
 * Why this tip cannot be recorded (a message for the tip field), or null when it can. bookingPaidCents
 * is what the booking will have paid with this payment; bookingTipsCents, the tips it counts already.
 */
export function tipRefusal(chair: { amountCents: number; tipCents: number; bookingPaidCents: number; bookingTipsCents: number; currency: string }): string | null {
  if (chair.tipCents <= 0) return null;
  if (chair.bookingPaidCents <= 0) return TIP_NEEDS_PAYMENT;
  const bounds = tipBounds(chair);
  const cap = formatMoney(TIP_CAP_CENTS, chair.currency);
  if (chair.tipCents > bounds.payment) return `A tip can be at most ${formatMoney(bounds.payment, chair.currency)} with this payment: the amount paid or ${cap}, whichever is more.`;
  if (chair.tipCents > bounds.booking) return `At most ${formatMoney(bounds.booking, chair.currency)} more can be tipped on this booking: its tips together stay within what it paid or ${cap}, whichever is more.`;
  return null;
}

export interface TipRow {
  id: string;
  kind: "payment" | "refund";
  status: "pending" | "succeeded" | "failed";
  amountCents: number;
  tipCents: number;
  refundOfId: string | null;
}

/**
 * The tip the takings count for a stored payment: none once a payment that took money is refunded in full
 * (the tip is reversed with it), and never above the bound (rows stored before the rule).
 */
export function countedTipCents(payment: Pick<TipRow, "kind" | "status" | "amountCents" | "tipCents">, refundedCents: number): number {
  if (payment.kind !== "payment" || payment.status !== "succeeded") return 0;
  if (payment.amountCents > 0 && refundedCents >= payment.amountCents) return 0;
  return Math.min(payment.tipCents, maxTipCents(payment.amountCents));
}

/** Rows with each payment's tipCents replaced by its counted tip; refunds must be among the rows (any day). */
export function withCountedTips<T extends TipRow>(rows: readonly T[]): T[] {
  const refunded = new Map<string, number>();
  for (const r of rows) if (r.kind === "refund" && r.status === "succeeded" && r.refundOfId) refunded.set(r.refundOfId, (refunded.get(r.refundOfId) ?? 0) + r.amountCents);
  return rows.map((row) => (row.kind === "payment" ? { ...row, tipCents: countedTipCents(row, refunded.get(row.id) ?? 0) } : row));
}

/** The tips a booking's rows count now (the room left for another tip is measured against it). */
export const countedTipsTotal = (rows: readonly TipRow[]) => withCountedTips(rows).reduce((sum, r) => sum + (r.kind === "payment" ? r.tipCents : 0), 0);
