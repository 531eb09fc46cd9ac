// One schema per waiting-list request, shared by the forms and the route handlers.
import "@/lib/validation/zod-browser";
import { z } from "zod";
import { DANCE_STYLES } from "@/lib/bookings/dto";
import { bookingRequestSchema, type BookingRequest } from "@/lib/bookings/schema";
import { isDateOnly } from "@/lib/time/days";

const id = z.string().trim().min(1).max(64);
export const calendarDaySchema = z.string().refine(isDateOnly, "Must be a date like 2026-12-04");
const heatTime = z
  .string()
  .trim()
  .refine((v) => v === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), "Please enter the time as HH:MM.")
  .default("");

/** What a dancer asks for on the day she waits for: the service, extras, styles, her first heat if known. */
const dayWish = {
  date: calendarDaySchema,
  service: z.string({ message: "Please select a service." }).trim().min(1, "Please select a service.").max(64),
  additionalServices: z.array(id).max(20).default([]),
  danceStyle: z.array(z.enum(DANCE_STYLES, { message: "Unknown dance style" })).min(1, "Please select at least one dance style.").max(DANCE_STYLES.length),
  heatTime,
};

/**
 * POST /api/waitlist — the booking form's "Join the waiting list" for full days: the booking request
 * itself (same fields, same messages, same captcha), each selected day becoming an entry on its list.
 */
export const waitlistJoinSchema = bookingRequestSchema;
export type WaitlistJoin = BookingRequest;

/** POST /api/booking/link/:token/waitlist — from her private page: the dancer is known, only the day's wish is asked. */
export const waitlistJoinFromBookingSchema = z.object(dayWish);
export type WaitlistJoinFromBooking = z.infer<typeof waitlistJoinFromBookingSchema>;

/** PUT /api/events/:id/days/:date/waitlist — the day's list in its new order (every waiting entry, once). */
export const waitlistOrderSchema = z.object({
  ids: z
    .array(id, { message: "ids must be a list of entry ids" })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, "Each entry can be listed once."),
});
export type WaitlistOrder = z.infer<typeof waitlistOrderSchema>;

/** The day in a staff path: /api/events/:id/days/:date/… */
export const eventDayParamsSchema = z.object({ id: id, date: calendarDaySchema });
