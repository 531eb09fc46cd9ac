// What the customer reads of her booking wherever she reads it (confirmation, updated confirmation,
// calendar file, private page): every service of a slot, and the money. Pure and client-safe.
import { formatMoney } from "@/lib/payments/dto";
import type { DepositSummary } from "@/lib/payments/dto";
import { displayText } from "@/lib/text/display-text";

/**
 * A slot's services as the customer reads them: "Competition Hair + Lash Upgrade". A day's additional
 * services have no slot of their own; they are named with the day's first slot, so none is left out
 * and none is named twice.
 */
export function slotServicesLabel(service: string, dayAdditionalServices: readonly string[], firstOfDay: boolean): string {
  const extras = firstOfDay ? dayAdditionalServices.map((title) => displayText(title)).filter(Boolean) : [];
  return [displayText(service), ...extras].join(" + ");
}

/** The booking's money as the customer reads it, amounts formatted ("$195"). */
export interface CustomerMoney {
  /** The sum of the list prices of every service booked. */
  estimate: string;
  /** What the studio holds (payments minus refunds). */
  paid: string;
  /** The estimate minus what is paid: collected at the chair. */
  balance: string;
  hasPaid: boolean;
}

/** The customer's money from a booking's payments summary; null when the booking has no price to state. */
export function customerMoneyFrom(summary: Pick<DepositSummary, "estimateCents" | "paidCents" | "balanceCents" | "currency">): CustomerMoney | null {
  if (summary.estimateCents <= 0 && summary.paidCents <= 0) return null;
  return {
    estimate: formatMoney(summary.estimateCents, summary.currency),
    paid: formatMoney(Math.max(0, summary.paidCents), summary.currency),
    balance: formatMoney(summary.balanceCents, summary.currency),
    hasPaid: summary.paidCents > 0,
  };
}

export const ESTIMATE_NOTE = "at list prices; the studio confirms the final price";

/** The money in three short lines, as every customer text writes them. */
export function customerMoneyLines(money: CustomerMoney | null): string[] {
  if (!money) return [];
  return [`Estimate: ${money.estimate} (${ESTIMATE_NOTE})`, `Paid: ${money.hasPaid ? money.paid : "nothing yet"}`, `Balance at the chair: ${money.balance}`];
}

/** The same as one sentence (the calendar file's description). */
export function customerMoneySentence(money: CustomerMoney | null): string {
  return customerMoneyLines(money).join(". ") + (money ? "." : "");
}
