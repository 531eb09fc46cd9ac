// What leaves the server about payments and deposits; safe to import from client components.
import type { DepositRule } from "./deposit";
import type { MoneyState } from "./money-status";

/** How staff record a payment taken outside Stripe (the schema's choices, the screens' labels). */
export const OFFLINE_METHODS = ["cash", "card_at_chair", "other"] as const;
export const PAYMENT_METHOD_LABELS: Record<"card" | (typeof OFFLINE_METHODS)[number], string> = { card: "Card (online)", cash: "Cash", card_at_chair: "Card at the chair", other: "Other" };

// The client-safe rules the screens share: the running estimate, deposit arithmetic and a booking's money status.
export * from "./deposit";
export * from "./estimate";
export * from "./money-status";
export type * from "./chair-dto";
export * from "./receipt-dto";

export interface DepositSettingsDto extends DepositRule {
  refundPolicy: string;
  autoRefundDaysBefore: number | null;
}

export const DEFAULT_DEPOSIT_SETTINGS: DepositSettingsDto = {
  enabled: false,
  mode: "fixed_per_day",
  fixedCentsPerDay: 5_000,
  percentBasisPoints: 2_500,
  dueDays: 7,
  currency: "usd",
  refundPolicy: "",
  autoRefundDaysBefore: null,
};

export interface PaymentDto {
  _id: string;
  kind: "payment" | "refund";
  method: "card" | "cash" | "card_at_chair" | "other";
  status: "pending" | "succeeded" | "failed";
  amountCents: number;
  currency: string;
  refundOfId: string | null;
  flaggedDuplicate: boolean;
  note: string;
  recordedByName: string;
  recordedAt: string;
  lastError: string | null;
  /** Payments only: what can still be refunded. */
  refundableCents: number;
  /** Its receipt (a succeeded payment or refund), which staff can resend. */
  receipt: { id: string; number: string } | null;
}

export interface DepositSummary {
  /** The deposit this booking owes (0 when deposits are off). */
  amountCents: number;
  currency: string;
  /** "YYYY-MM-DD" (studio zone), once the booking is confirmed. */
  dueDate: string | null;
  /** The one money rule (./money-status.ts): none, due, overdue, paid or refunded. */
  state: MoneyState;
  estimateCents: number;
  /** Succeeded payments minus succeeded refunds, in the studio's currency. */
  paidCents: number;
  refundedCents: number;
  /** The booking is cancelled: no chair, so no balance. */
  cancelled: boolean;
  /** Estimate minus what is held: collected at the chair (0 once cancelled). */
  balanceCents: number;
  /** When the deposit became paid (the payment that completed it), ISO. */
  paidAt: string | null;
  /** A payment recorded while the booking was already paid: staff should look. */
  hasFlaggedPayment: boolean;
  /** A payment in another currency than the studio's: recorded, never counted; staff should look. */
  hasForeignPayment: boolean;
  /** A Stripe refund not yet accepted (being retried). */
  hasPendingRefund: boolean;
}

export interface BookingPaymentsDto {
  summary: DepositSummary;
  payments: PaymentDto[];
}
