// One schema per waiting-list request, shared by the forms and the route handlers.
import "@/lib/validation/zod-browser";
import { z } from "zod";
import { DANCE_LEVELS, DANCE_STYLES } from "@/lib/bookings/constants";
import { PERSON_NAME_FIELDS } from "@/lib/bookings/schema";
import { isDateOnly } from "@/lib/time/days";
import { personName } from "@/lib/validation/person-name";

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const required = (label: string, max = 100) => z.string({ message: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long`);
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

/** POST /api/waitlist — the public booking form's "Join the waiting list". */
export const waitlistJoinSchema = z
  .object({
    competition: z.string({ message: "Please select a competition." }).trim().min(1, "Please select a competition.").max(64),
    ...dayWish,
    danceLevel: z.enum(DANCE_LEVELS, { message: "Please select a dance level." }),
    isParentOrGuardian: z.boolean().default(false),
    parentFirstName: personName(text(100), PERSON_NAME_FIELDS.parentFirstName).default(""),
    parentLastName: personName(text(100), PERSON_NAME_FIELDS.parentLastName).default(""),
    firstName: personName(required("First name"), PERSON_NAME_FIELDS.firstName),
    lastName: personName(required("Last name"), PERSON_NAME_FIELDS.lastName),
    email: z.string({ message: "Email is required" }).trim().min(1, "Email is required").max(254).email("Please enter a valid email address"),
    phoneNumber: z
      .string({ message: "Phone number is required" })
      .trim()
      .min(1, "Phone number is required")
      .max(40, "Phone number is too long")
      .refine((v) => (v.match(/\d/g) ?? []).length >= 7, "Please enter a valid phone number"),
    stylistPreference: text(200).default(""),
    hairAtNight: z.enum(["yes", "no"], { message: "Please tell us whether you need hair at night." }),
    message: text(2000).default(""),
    captchaToken: z.string({ message: "Please complete the CAPTCHA." }).min(1, "Please complete the CAPTCHA.").max(4096),
  })
  .superRefine((value, ctx) => {
    if (value.isParentOrGuardian && (!value.parentFirstName || !value.parentLastName)) {
      ctx.addIssue({ code: "custom", path: ["parentFirstName"], message: "Please enter both Parent First Name and Parent Last Name." });
    }
  });
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;

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
