// The close-of-day inputs: which day (or the season), and the desk's cash count. Shared by forms and handlers.
import "@/lib/validation/zod-browser";
import { z } from "zod";
import { MAX_CENTS } from "@/lib/payments/schema";
import { DATE_RE, isDateOnly } from "@/lib/time/days";

const day = z.string({ message: "Choose a day" }).regex(DATE_RE, "Use YYYY-MM-DD").refine(isDateOnly, "Not a calendar day");

/** Without a date: the season (every day of the competition). */
export const takingsQuerySchema = z.object({ date: day.optional() });

export const cashCountSchema = z.object({
  date: day,
  countedCents: z.number({ message: "Enter the cash counted" }).int("Must be whole cents").min(0, "Must not be negative").max(MAX_CENTS, "Too large"),
  note: z.string().trim().max(500, "Must be at most 500 characters").default(""),
});
export type CashCountInput = z.infer<typeof cashCountSchema>;
