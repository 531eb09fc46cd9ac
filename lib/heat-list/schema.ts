// What the import screen sends: the list's text (pasted, or a file read in the browser), the column
// mapping for a CSV/TSV, staff picks for ambiguous names, and the hand-entered days to overwrite anyway.
import { z } from "zod";
import { HEAT_COLUMNS } from "./dto";

/** The largest heat list read (UTF-8 bytes); the request may carry a little more (JSON). */
export const HEAT_LIST_MAX_BYTES = 1024 * 1024;
export const HEAT_LIST_MAX_LINES = 20_000;

const column = z.string().trim().max(200, "A column name is at most 200 characters.");

export const heatListSchema = z.object({
  text: z.string({ message: "Paste the heat list or choose a file." }),
  fileName: z.string().trim().max(200).default(""),
  mapping: z.object(Object.fromEntries(HEAT_COLUMNS.map((k) => [k, column.optional()])) as Record<(typeof HEAT_COLUMNS)[number], z.ZodOptional<typeof column>>).optional(),
  /** "line:index" → the chosen dancer's id, or "" for none of them. */
  picks: z
    .record(z.string().regex(/^\d{1,6}:\d{1,2}$/, "Unknown heat line"), z.string().max(120))
    .refine((p) => Object.keys(p).length <= 5000, "Too many picks.")
    .default({}),
  /** "bookingId|YYYY-MM-DD" of days entered by hand that staff chose to overwrite. */
  overrides: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}\|\d{4}-\d{2}-\d{2}$/, "Unknown booking day"))
    .max(5000)
    .default([]),
});

export type HeatListRequest = z.infer<typeof heatListSchema>;
