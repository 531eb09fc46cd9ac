// The deposit rule, pure and client-safe: how much a booking's deposit is, when it is due,
// where it stands, and the balance left for the chair. Every amount is integer cents.
import { formatPrice } from "./estimate";
import { fromDateOnly, shiftDate } from "@/lib/time/days";

export const DEPOSIT_MODES = ["fixed_per_day", "percent"] as const;
export type DepositMode = (typeof DEPOSIT_MODES)[number];

export interface DepositRule {
  enabled: boolean;
  mode: DepositMode;
  fixedCentsPerDay: number;
  /** 2500 = 25 %. */
  percentBasisPoints: number;
  dueDays: number;
  currency: string;
}

/**
 * The deposit of one booking: a fixed amount per booked day, or a percentage of the estimate rounded
 * half up to the cent (integer arithmetic: no float ever holds money). 0 when deposits are off.
 */
export function depositAmountCents(rule: DepositRule, booking: { bookedDays: number; estimateCents: number }): number {
  if (!rule.enabled) return 0;
  if (rule.mode === "fixed_per_day") return rule.fixedCentsPerDay * booking.bookedDays;
  return Math.floor((booking.estimateCents * rule.percentBasisPoints + 5_000) / 10_000);
}

/** "YYYY-MM-DD": `dueDays` after the (studio-zone) day of the confirmation, but never after the first booked day. */
export function depositDueDate(rule: Pick<DepositRule, "dueDays">, confirmedOn: string, firstDay: string): string {
  const due = shiftDate(confirmedOn, rule.dueDays);
  return due < firstDay ? due : firstDay;
}

export interface MoneyMovement {
  kind: "payment" | "refund";
  status: "pending" | "succeeded" | "failed";
  amountCents: number;
}

/** What the studio holds: succeeded payments minus succeeded refunds. */
export function netPaidCents(movements: readonly MoneyMovement[]): number {
  return movements.reduce((sum, m) => (m.status !== "succeeded" ? sum : m.kind === "payment" ? sum + m.amountCents : sum - m.amountCents), 0);
}

/** What can still be refunded of one payment: its amount minus its refunds that are not failed (a pending one is on its way). */
export function refundableCents(payment: { amountCents: number; status: MoneyMovement["status"] }, refunds: readonly MoneyMovement[]): number {
  if (payment.status !== "succeeded") return 0;
  return Math.max(0, payment.amountCents - refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountCents, 0));
}

/** The deposit's clock alone; a booking's money state (cancelled, not yet confirmed, refunded) is ./money-status.ts's. */
export type DepositState = "none" | "due" | "overdue" | "paid";

/**
 * "paid" once the studio holds the whole deposit; "overdue" from the day after the due date (studio
 * zone) while the booking still has a day to come (the hold is what the deposit secures: once the last
 * day has passed, what is unpaid is part of the balance collected at the chair, and stays "due").
 * Read only through moneyStatus (./money-status.ts), the one rule every screen and filter uses.
 */
export function depositState({ amountCents, paidCents, dueDate, lastDay, today }: { amountCents: number; paidCents: number; dueDate: string | null; lastDay?: string | null; today: string }): DepositState {
  if (amountCents <= 0) return "none";
  if (paidCents >= amountCents) return "paid";
  if (dueDate && today > dueDate && (!lastDay || today <= lastDay)) return "overdue";
  return "due";
}

/** What the stylist collects at the chair: the estimate minus what the studio already holds. */
export function balanceDueCents(estimateCents: number, paidCents: number): number {
  return Math.max(0, estimateCents - paidCents);
}

/** "$50", "$12.50" in US dollars (the site's price format); other currencies by Intl. */
export function formatMoney(cents: number, currency = "usd"): string {
  if (currency.toLowerCase() === "usd") return `${cents < 0 ? "-" : ""}${formatPrice(Math.abs(cents) / 100)}`;
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

/** "12.50", "$12.5", "85" → cents, read from the text (no float); null for anything else. */
export function parseDollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ""));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * Whether a customer's cancellation on `today` refunds the deposit automatically: the studio set a
 * window and the first booked day is more than that many days away (all days "YYYY-MM-DD", studio zone).
 */
export function cancellationRefundsDeposit(autoRefundDaysBefore: number | null, today: string, firstDay: string): boolean {
  if (autoRefundDaysBefore === null) return false;
  const daysAhead = Math.round((fromDateOnly(firstDay).getTime() - fromDateOnly(today).getTime()) / 86_400_000);
  return daysAhead > autoRefundDaysBefore;
}

/**
 * The automatic refund window in the customer's words, shown on the private page beside the studio's
 * own refund text (and previewed under it in the settings), so the two are read together and a text
 * that contradicts the window is seen by staff before a customer does. Null when there is no window.
 */
export function automaticRefundSentence(autoRefundDaysBefore: number | null): string | null {
  if (autoRefundDaysBefore === null) return null;
  const days = autoRefundDaysBefore;
  const when = days === 0 ? "before the day of your first appointment" : `more than ${days} ${days === 1 ? "day" : "days"} before your first appointment`;
  return `A deposit paid online is refunded to your card automatically when you cancel ${when}.`;
}

/**
 * What the customer reads before confirming a cancellation, when money is held: whether cancelling
 * now refunds it (the same rule the cancellation applies), or why not. Null when nothing was paid.
 */
export function cancellationRefundNotice(
  rule: { autoRefundDaysBefore: number | null; currency: string },
  paidCents: number,
  today: string,
  firstDay: string,
): string | null {
  if (paidCents <= 0) return null;
  const paid = formatMoney(paidCents, rule.currency);
  if (cancellationRefundsDeposit(rule.autoRefundDaysBefore, today, firstDay)) return `Cancelling now refunds the deposit you paid online (${paid}) to your card.`;
  if (rule.autoRefundDaysBefore === null) return `The ${paid} you paid is not refunded automatically when you cancel; the studio decides under its refund rule.`;
  const days = rule.autoRefundDaysBefore;
  return `The ${paid} you paid is not refunded automatically: the competition is ${days} ${days === 1 ? "day" : "days"} away or less.`;
}
