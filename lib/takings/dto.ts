// The close of a competition day and the season view: what the sheet shows, safe for client code.
// Every figure is integer cents in the studio's currency, built from Payment rows by ./figures.ts.

export const TAKING_METHODS = ["cash", "card_at_chair", "stripe", "other"] as const;
export type TakingMethod = (typeof TAKING_METHODS)[number];
export const TAKING_METHOD_LABELS: Record<TakingMethod, string> = { cash: "Cash", card_at_chair: "Card at the chair", stripe: "Stripe", other: "Other" };

/** Money taken (payments, without tips) by method, the tips on top, and refunds given back. */
export interface MoneyFigures {
  byMethod: Record<TakingMethod, number>;
  /** The sum of byMethod. */
  takenCents: number;
  /** The stylists' tips: never part of what the studio took. */
  tipsCents: number;
  refundsCents: number;
}

export interface StylistTakings extends MoneyFigures {
  /** null: money not taken at a chair (the desk, or online before the day). */
  stylistId: string | null;
  name: string;
}

export interface DayFigures extends MoneyFigures {
  /** Held before the day for bookings whose first chair day it is (deposits and early payments, less refunds). */
  depositsAppliedCents: number;
  /** What the day's bookings still owed at its close (the money rule's balance). */
  owedCents: number;
  /** Cash the desk should hold: cash payments and their tips, less cash refunds. */
  cashExpectedCents: number;
}

export interface CashCountDto {
  countedCents: number;
  /** What the sheet expected when the count was entered. */
  expectedCents: number;
  /** counted − expected: negative is cash missing. */
  differenceCents: number;
  note: string;
  countedByName: string;
  countedAt: string;
}

export interface OwedRow {
  bookingId: string;
  dancer: string;
  stylists: string;
  estimateCents: number;
  paidCents: number;
  owedCents: number;
}

export interface RefundRow {
  paymentId: string;
  bookingId: string;
  dancer: string;
  method: TakingMethod;
  amountCents: number;
  recordedByName: string;
  at: string;
}

export interface DepositAppliedRow {
  bookingId: string;
  dancer: string;
  amountCents: number;
}

export interface TakingsEvent {
  id: string;
  eventName: string;
  timeZone: string;
  startDate: string;
  endDate: string;
  days: string[];
}

export interface CloseDayDto {
  event: TakingsEvent;
  date: string;
  currency: string;
  stylists: StylistTakings[];
  totals: DayFigures;
  owed: OwedRow[];
  refunds: RefundRow[];
  depositsApplied: DepositAppliedRow[];
  /** Newest first; the first is the one that stands. */
  cashCounts: CashCountDto[];
  /** Payments in another currency: recorded, never counted (staff check them in Edit Booking). */
  notCountedPayments: number;
}

export interface SeasonDayRow extends DayFigures {
  /** "YYYY-MM-DD", or null for money taken before or after the competition's days. */
  date: string | null;
  label: string;
  /** The standing cash count's difference that day, if the desk counted. */
  cashDifferenceCents: number | null;
}

export interface SeasonDto {
  event: TakingsEvent;
  currency: string;
  days: SeasonDayRow[];
  /** Every payment of the competition's bookings; owed is what the bookings owe now. */
  totals: DayFigures;
  stylists: StylistTakings[];
}

export const TAKINGS_CSV_COLUMNS = ["Row", "Cash", "Card at the chair", "Stripe", "Other", "Taken", "Tips", "Refunds", "Deposits applied", "Still owed", "Cash expected", "Cash counted", "Cash difference"] as const;
