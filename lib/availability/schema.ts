// Validation shared by the staffing screen, "My time off" and their API: wall times of the competition's zone.
import { z } from "zod";
import { isDateOnly, TIME_RE } from "@/lib/time/browser";

export const MAX_CHAIRS = 50;

const wallTime = (label: string) => z.string({ error: `${label} is required` }).regex(TIME_RE, `${label} must be a time (HH:mm)`);
const calendarDay = z.string({ error: "Date is required" }).refine(isDateOnly, "Date must be a valid date (YYYY-MM-DD)");

const range = (label: string) =>
  z
    .object({ start: wallTime(`${label} start`), end: wallTime(`${label} end`) })
    .refine((r) => r.end > r.start, { message: `${label} must end after it starts`, path: ["end"] });

export const shiftSchema = z
  .object({
    userId: z.string({ error: "Choose a stylist" }).min(1, "Choose a stylist"),
    start: wallTime("Start"),
    end: wallTime("End"),
    breaks: z.array(range("A break")).max(6, "At most 6 breaks").default([]),
  })
  .superRefine((shift, ctx) => {
    if (shift.end <= shift.start) ctx.addIssue({ code: "custom", path: ["end"], message: "The end must be after the start" });
    shift.breaks.forEach((b, i) => {
      if (b.start < shift.start || b.end > shift.end) ctx.addIssue({ code: "custom", path: ["breaks", i, "start"], message: "A break must be inside the working hours" });
    });
  });

export const staffingDaySchema = z
  .object({
    date: calendarDay,
    chairs: z.number({ error: "Chairs must be a number" }).int("Chairs must be a whole number").min(1, "At least 1 chair").max(MAX_CHAIRS, `At most ${MAX_CHAIRS} chairs`).nullable().default(null),
    shifts: z.array(shiftSchema).max(60).default([]),
  })
  .superRefine((day, ctx) => {
    const seen = new Set<string>();
    day.shifts.forEach((s, i) => {
      if (seen.has(s.userId)) ctx.addIssue({ code: "custom", path: ["shifts", i, "userId"], message: "This stylist is already listed for the day" });
      seen.add(s.userId);
    });
  });

export const staffingSchema = z
  .object({
    night: range("The night window").nullable().default(null),
    days: z.array(staffingDaySchema).max(31).default([]),
  })
  .superRefine((staffing, ctx) => {
    const seen = new Set<string>();
    staffing.days.forEach((d, i) => {
      if (seen.has(d.date)) ctx.addIssue({ code: "custom", path: ["days", i, "date"], message: "This day is listed twice" });
      seen.add(d.date);
    });
  });

export type StaffingInput = z.infer<typeof staffingSchema>;
export type StaffingDayInput = z.infer<typeof staffingDaySchema>;

export const timeOffSchema = z.object({
  /** Someone else's day off: manage_bookings only; omitted → the signed-in stylist's own. */
  userId: z.string().min(1).optional(),
  date: calendarDay,
  note: z.string().trim().max(200, "At most 200 characters").default(""),
});

export type TimeOffInput = z.infer<typeof timeOffSchema>;

export const timeOffQuerySchema = z.object({ userId: z.string().min(1).optional() });
