// Deposit settings and staff payment forms: one zod schema each, shared by the forms and the handlers.
import "@/lib/validation/zod-browser";
import { z } from "zod";
import { DEPOSIT_MODES } from "./deposit";
import { OFFLINE_METHODS } from "./dto";

/** Whole cents, positive, at most $100,000 (far above any deposit; keeps sums inside 32-bit columns). */
export const MAX_CENTS = 10_000_000;
const cents = (label: string) =>
  z.number({ message: `${label} must be an amount in cents` }).int(`${label} must be whole cents`).min(1, `${label} must be more than 0`).max(MAX_CENTS, `${label} is too large`);

export const CURRENCIES = ["usd", "cad", "eur", "gbp", "aud"] as const;

export const depositSettingsSchema = z.object({
  enabled: z.boolean({ message: "enabled must be true or false" }),
  mode: z.enum(DEPOSIT_MODES, { message: "Choose a fixed amount per day or a percentage of the estimate." }),
  fixedCentsPerDay: z.number().int("Must be whole cents").min(0, "Must not be negative").max(MAX_CENTS, "Too large"),
  percentBasisPoints: z.number().int("Use at most two decimals").min(1, "Must be more than 0 %").max(10_000, "Must be at most 100 %"),
  dueDays: z.number().int("Must be whole days").min(0, "Must not be negative").max(365, "Must be at most 365 days"),
  currency: z.enum(CURRENCIES, { message: "Unsupported currency" }),
  refundPolicy: z.string().trim().max(2_000, "Must be at most 2000 characters"),
  autoRefundDaysBefore: z.number().int("Must be whole days").min(0, "Must not be negative").max(365, "Must be at most 365 days").nullable(),
});
export type DepositSettingsInput = z.infer<typeof depositSettingsSchema>;

export { OFFLINE_METHODS, PAYMENT_METHOD_LABELS } from "./dto";

export const offlinePaymentSchema = z.object({
  amountCents: cents("Amount"),
  method: z.enum(OFFLINE_METHODS, { message: "Choose cash, card at the chair or other." }),
  note: z.string().trim().max(500, "Must be at most 500 characters").default(""),
});
export type OfflinePaymentInput = z.infer<typeof offlinePaymentSchema>;

/** Without amountCents: everything still refundable of that payment. */
export const refundSchema = z.object({
  amountCents: cents("Amount").optional(),
  note: z.string().trim().max(500, "Must be at most 500 characters").default(""),
});
export type RefundInput = z.infer<typeof refundSchema>;

/** Paid at the chair: cash or card on the studio's reader; the Stripe QR code is its own call. */
export const CHAIR_METHODS = ["cash", "card_at_chair"] as const;
// Only the column's bound: how big a tip may be depends on the booking's money (./tips.ts).
const tipCents = z.number({ message: "Tip must be an amount in cents" }).int("Tip must be whole cents").min(0, "Tip must not be negative").max(MAX_CENTS, "Tip is too large");

export const chairPaymentSchema = z
  .object({
    amountCents: z.number({ message: "Amount must be an amount in cents" }).int("Amount must be whole cents").min(0, "Amount must not be negative").max(MAX_CENTS, "Amount is too large"),
    method: z.enum(CHAIR_METHODS, { message: "Choose cash or card." }),
    tipCents: tipCents.default(0),
    note: z.string().trim().max(500, "Must be at most 500 characters").default(""),
  })
  // A tip alone is refused on its own field by the tip rule (./tips.ts), with the booking's figures.
  .refine((p) => p.amountCents + p.tipCents > 0, { message: "Enter the amount taken.", path: ["amountCents"] });
export type ChairPaymentInput = z.infer<typeof chairPaymentSchema>;

/** "Pay the balance" (private page, family page): empty for all that is owed, or a dollar amount for part of it. */
export const balancePaymentSchema = z.object({ amount: z.string().trim().max(20).optional().default("") });
export type BalancePaymentInput = z.infer<typeof balancePaymentSchema>;
