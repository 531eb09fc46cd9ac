// A booking's money, one rule (pure, safe for client code): what the studio holds, whether a deposit
// is asked yet, due, overdue, paid or refunded, and the balance left for the chair. Every screen,
// filter, email and the run sheet read this through the booking's DepositSummary (./summaries.ts).
import { format } from "date-fns";
import { localDay } from "@/lib/time/days";
import { balanceDueCents, depositState, formatMoney, netPaidCents, type MoneyMovement } from "./deposit";

/**
 * "none": nothing asked (deposits off, a request not confirmed yet, or a cancelled booking with nothing
 * held); "due"/"overdue": a confirmed booking that still owes its deposit; "paid": the studio holds the
 * whole deposit (or, cancelled, still holds money); "refunded": everything paid was given back.
 */
export type MoneyState = "none" | "due" | "overdue" | "paid" | "refunded";

export const MONEY_STATE_LABELS: Record<Exclude<MoneyState, "none">, string> = {
  due: "Deposit due",
  overdue: "Deposit overdue",
  paid: "Deposit paid",
  refunded: "Deposit refunded",
};

/** The marks Manage Bookings can filter on (its "Deposit …" filter), in the order it offers them. */
export const MONEY_FILTER_STATES = ["due", "overdue", "paid", "refunded"] as const satisfies readonly Exclude<MoneyState, "none">[];

export interface MoneyFacts {
  /** The studio's currency: a payment in any other is recorded (and shown to staff) but never counted. */
  currency: string;
  /** In the order they were recorded. */
  payments: readonly (MoneyMovement & { currency: string; createdAt: Date })[];
  /** The deposit the studio's rule asks of this booking (0 when deposits are off). */
  depositCents: number;
  /** The price of the booked services: what the chair collects, less what is held. Tips are never part of it. */
  estimateCents: number;
  confirmed: boolean;
  cancelled: boolean;
  /** "YYYY-MM-DD" (studio zone); null before the confirmation. */
  dueDate: string | null;
  lastDay: string | null;
  today: string;
}

export interface MoneyStatus {
  state: MoneyState;
  /** Succeeded payments minus succeeded refunds, in the studio's currency. */
  paidCents: number;
  refundedCents: number;
  /** Collected at the chair: 0 for a cancelled booking (no chair). */
  balanceCents: number;
  /** When the studio came to hold the whole deposit (the payment that completed it), ISO; null when it does not. */
  paidAt: string | null;
}

export function moneyStatus(facts: MoneyFacts): MoneyStatus {
  const currency = facts.currency.toLowerCase();
  const counted = facts.payments.filter((p) => p.currency.toLowerCase() === currency);
  const paidCents = netPaidCents(counted);
  const refundedCents = counted.filter((p) => p.kind === "refund" && p.status === "succeeded").reduce((sum, p) => sum + p.amountCents, 0);
  const balanceCents = facts.cancelled ? 0 : balanceDueCents(facts.estimateCents, paidCents);
  return { state: stateOf(facts, paidCents, refundedCents), paidCents, refundedCents, balanceCents, paidAt: paidAtOf(counted, facts.depositCents) };
}

function paidAtOf(payments: MoneyFacts["payments"], depositCents: number): string | null {
  let paidAt: string | null = null;
  let running = 0;
  for (const p of payments) {
    if (p.status !== "succeeded") continue;
    running += p.kind === "payment" ? p.amountCents : -p.amountCents;
    if (paidAt === null && depositCents > 0 && running >= depositCents) paidAt = p.createdAt.toISOString();
    if (running < depositCents) paidAt = null;
  }
  return paidAt;
}

function stateOf(facts: MoneyFacts, paidCents: number, refundedCents: number): MoneyState {
  if (refundedCents > 0 && paidCents <= 0) return "refunded";
  const wholeDepositHeld = facts.depositCents > 0 && paidCents >= facts.depositCents;
  if (facts.cancelled) return paidCents > 0 ? "paid" : "none";
  if (!facts.confirmed || !facts.dueDate) return wholeDepositHeld ? "paid" : "none";
  return depositState({ amountCents: facts.depositCents, paidCents, dueDate: facts.dueDate, lastDay: facts.lastDay, today: facts.today });
}

/**
 * The day a booking's balance is collected at the chair: its first booked day still to come (studio
 * zone, today included), else its last day. A balance left unpaid on its day moves to the next one.
 */
export function balanceCollectionDay(days: readonly string[], today: string): string | null {
  const sorted = [...days].sort();
  return sorted.find((day) => day >= today) ?? sorted.at(-1) ?? null;
}

export interface ChairBalance {
  /** "$95", "Paid", "—", or "See Wed, Dec 9" on a day that does not collect it. */
  due: string;
  /** What the amount covers ("For Wed, Dec 9 and Thu, Dec 10: $195 less $100 paid"); null when there is nothing to explain. */
  note: string | null;
}

const dayLabel = (day: string) => format(localDay(day), "EEE, MMM d");
const listOf = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** The run sheet's balance for one booking on `date`: the amount once, on its collection day, with what it covers. */
export function chairBalance(money: { balanceCents: number; paidCents: number; estimateCents: number; currency: string }, days: readonly string[], date: string, today: string): ChairBalance {
  if (money.balanceCents <= 0) return { due: money.paidCents > 0 ? "Paid" : "—", note: null };
  const collectOn = balanceCollectionDay(days, today);
  if (collectOn && collectOn !== date) return { due: `See ${dayLabel(collectOn)}`, note: null };
  const sorted = [...new Set(days)].sort();
  const paid = money.paidCents > 0 ? ` less ${formatMoney(money.paidCents, money.currency)} paid` : "";
  const covers = `${formatMoney(money.estimateCents, money.currency)}${paid}`;
  return { due: formatMoney(money.balanceCents, money.currency), note: sorted.length > 1 ? `For ${listOf(sorted.map(dayLabel))}: ${covers}` : paid ? covers : null };
}
