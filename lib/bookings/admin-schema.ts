import { EVENT_TIME_ZONE_IDS, type EventTimeZone } from "@/lib/time/zoned";
import { z } from "zod";
import { DATE_RE, TIME_RE } from "@/lib/time/browser";
import { MONEY_FILTER_STATES } from "@/lib/payments/dto";

const optionalDate = z.string().trim().refine((v) => v === "" || DATE_RE.test(v), "Use a date like 2026-12-04").default("");
const optionalTime = z.string().trim().refine((v) => v === "" || TIME_RE.test(v), "Use a time like 09:30").default("");

export const scheduleInputSchema = z.object({
  service: z.string().trim().min(1).max(200),
  assignedUser: z
    .union([z.object({ _id: z.string().min(1).max(64) }).passthrough(), z.null()])
    .optional()
    .transform((v) => v ?? null),
  startDate: optionalDate,
  startTime: optionalTime,
  endDate: optionalDate,
  endTime: optionalTime,
  // The instants the wall times stand for, as last read: they decide which 1:30 AM is meant on the night the
  // clocks go back. Used only while they still show as the wall time given (an edited time is read afresh).
  startAt: z.iso.datetime({ offset: true, message: "startAt must be an ISO date-time" }).optional(),
  endAt: z.iso.datetime({ offset: true, message: "endAt must be an ISO date-time" }).optional(),
});

export const bookingUpdateSchema = z
  .object({
    additionalNotes: z.string().max(5000).default(""),
    /** Staff correct a mistyped (bounced) address; absent → unchanged. */
    email: z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid email address")).optional(),
    danceStartDate: optionalDate,
    danceStartTime: optionalTime,
    dayDetails: z
      .array(
        z
          .object({
            date: z.string().regex(DATE_RE),
            schedules: z.array(scheduleInputSchema).max(20).default([]),
          })
          .passthrough(),
      )
      .max(31),
  })
  .passthrough();

export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

export const bookingListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Words matched against the competitor's and parent's names and the email (every word must match one). */
  q: z.string().trim().max(100).default(""),
  /** An event id: only bookings for that competition. */
  competition: z.string().trim().max(64).default(""),
  /** Only bookings with this deposit mark (Manage Bookings' deposit filter). */
  deposit: z.enum(["", ...MONEY_FILTER_STATES], { message: "Use due, overdue, paid or refunded" }).default(""),
});

export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

/** GET /api/booking/staff-schedule?date=YYYY-MM-DD */
export const staffScheduleQuerySchema = z.object({
  date: z.string().regex(DATE_RE, "Use a date like 2026-12-04"),
  /** The zone of `date` and of the returned "HH:mm" fields (Edit Booking sends its competition's); default the studio's. */
  timeZone: z.enum(EVENT_TIME_ZONE_IDS as [EventTimeZone, ...EventTimeZone[]], { message: "Use one of the US time zones, e.g. America/Chicago" }).optional(),
});

/** POST /api/booking/revoke-links/:id — Edit Booking's "Revoke the customer's links". */
export const revokeLinksSchema = z.object({
  sendFreshLink: z.boolean({ message: "Say whether to send a fresh link" }),
});
