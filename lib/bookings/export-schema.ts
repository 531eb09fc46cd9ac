import { z } from "zod";
import { DATE_RE } from "@/lib/time/browser";

const day = z.string().regex(DATE_RE, "Use a date like 2026-12-04");

/** GET /api/booking/export: one competition, or a date range of at most a year (studio days, inclusive). */
export const bookingExportQuerySchema = z
  .object({
    eventId: z.string().trim().min(1).max(64).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => q.eventId || (q.from && q.to), { message: "Choose a competition or a date range", path: ["eventId"] })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The range ends before it starts", path: ["to"] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, { message: "Export at most a year at a time", path: ["to"] });

export type BookingExportQuery = z.infer<typeof bookingExportQuerySchema>;
