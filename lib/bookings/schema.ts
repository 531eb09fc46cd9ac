// One schema for the booking request, shared by the public form and POST /api/booking/create.
import "@/lib/validation/zod-browser";
import { z } from "zod";
import { isDateOnly } from "@/lib/time/days";
import { personName } from "@/lib/validation/person-name";
import { DANCE_LEVELS, DANCE_STYLES } from "./constants";

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
/** How a refused name names its field. */
export const PERSON_NAME_FIELDS = { firstName: "Dancer's first name", lastName: "Dancer's last name", parentFirstName: "Parent's first name", parentLastName: "Parent's last name" } as const;

const required = (label: string, max = 100) => z.string({ message: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long`);
const calendarDay = z.string().refine(isDateOnly, "Must be a date like 2026-12-04");
const id = z.string().trim().min(1).max(64);

export const dayDetailRequestSchema = z.object({
  date: calendarDay,
  services: z.union([z.string().trim().max(64), z.array(id).max(1).transform((a) => a[0] ?? "")]).optional().default(""),
  danceStyle: z.array(z.enum(DANCE_STYLES, { message: "Unknown dance style" })).max(DANCE_STYLES.length).default([]),
  additionalServices: z.array(id).max(20).default([]),
  /** "Hair done the evening before — for heats before the first stylist starts" for this day (default no). */
  hairEveningBefore: z.boolean({ message: "hairEveningBefore must be true or false" }).optional().default(false),
});

/** Every field of a booking request but the captcha: the public form and the desk share them and their messages. */
export const bookingFieldsSchema = z.object({
    competition: z.string({ message: "Please select a competition." }).trim().min(1, "Please select a competition.").max(64),
    danceLevel: z.enum(DANCE_LEVELS, { message: "Please select a dance level." }),
    selectedEventDays: z.array(calendarDay).min(1, "Please select at least one appointment day.").max(31),
    dayDetails: z.array(dayDetailRequestSchema).max(31).default([]),
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
    /** "Text me about my appointments" (unticked by default): consent to texts at the number above (the server checks it can receive texts). */
    textConsent: z.boolean().optional(),
    /** "Tell me about new competitions" (unticked by default): invitations, apart from appointment messages. */
    marketingConsent: z.boolean().optional(),
    /** The invitation whose link the form was opened from (the competition's report counts the booking for it). */
    invitation: z.string().trim().max(64).regex(/^[a-z0-9]*$/, "Unknown invitation").optional(),
  });

/** Adds the rules that span fields (crossFieldIssues) to a schema built on bookingFieldsSchema. */
export const withCrossFieldRules = <T extends z.ZodType<CrossFieldInput>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    for (const issue of crossFieldIssues(value)) ctx.addIssue({ code: "custom", ...issue });
  });

export const bookingRequestSchema = withCrossFieldRules(
  bookingFieldsSchema.extend({
    captchaToken: z.string({ message: "Please complete the CAPTCHA." }).min(1, "Please complete the CAPTCHA.").max(4096),
  }),
);

interface CrossFieldInput {
  isParentOrGuardian?: boolean;
  parentFirstName?: string;
  parentLastName?: string;
  selectedEventDays?: string[];
  dayDetails?: { date: string; services?: string | string[]; danceStyle?: string[] }[];
}

/**
 * The rules that span fields. zod skips refinements while other fields are invalid, so
 * the form also calls this directly to show every message at once.
 */
export function crossFieldIssues(value: CrossFieldInput): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (value.isParentOrGuardian && (!value.parentFirstName?.trim() || !value.parentLastName?.trim())) {
    issues.push({ path: ["parentFirstName"], message: "Please enter both Parent First Name and Parent Last Name." });
  }
  const days = value.selectedEventDays ?? [];
  const details = value.dayDetails ?? [];
  if (new Set(days).size !== days.length) issues.push({ path: ["selectedEventDays"], message: "Each day can be selected once." });
  if (details.length !== days.length || details.some((d, i) => d.date !== days[i])) {
    issues.push({ path: ["dayDetails"], message: "Appointment details must match the selected days." });
  }
  details.forEach((day, index) => {
    const service = Array.isArray(day.services) ? day.services[0] : day.services;
    if (!service?.trim()) issues.push({ path: ["dayDetails", index, "services"], message: `Please select a service for day ${index + 1}.` });
    if (!day.danceStyle?.length) issues.push({ path: ["dayDetails", index, "danceStyle"], message: `Please select at least one dance style for day ${index + 1}.` });
  });
  return issues;
}

/** What createBooking stores: the request's fields (the public path's captcha is checked before, by the route). */
export type BookingRequest = z.infer<typeof bookingFieldsSchema> & { captchaToken?: string };
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** POST /api/booking/link/:token/cancel — the customer's optional short reason. */
export const customerCancelSchema = z.object({
  reason: z
    .string({ message: "The reason must be text." })
    .trim()
    .max(500, "Please keep the reason under 500 characters.")
    .default(""),
});
export type CustomerCancel = z.infer<typeof customerCancelSchema>;

/** PUT /api/booking/reminder-settings: the settings as the form sends them (the channels optional: unchanged when left out). */
export const reminderSettingsSchema = z.object({
  sendReminders: z.boolean({ message: "sendReminders must be true or false" }),
  reminderChannels: z.enum(["email", "text", "both"], { message: 'reminderChannels must be "email", "text" or "both"' }).optional(),
  reminderTime: z.string({ message: "Please enter a reminder time." }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please enter the reminder time as HH:MM (24-hour)."),
});
export type ReminderSettingsInput = z.infer<typeof reminderSettingsSchema>;

/** PUT /api/booking/link/:token/heats and the desk's PUT /api/bookings/:id/heats — the dancer's first heat per booking day ("" clears it), in the competition's zone. */
export const heatTimesSchema = z.object({
  days: z
    .array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-04"),
        heatTime: z
          .string({ message: "Please enter the time of your first heat." })
          .trim()
          .refine((v) => v === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), "Please enter the time as HH:MM."),
        heatNote: z.string({ message: "The note must be text." }).trim().max(200, "Please keep the note under 200 characters.").default(""),
        /** Her evening-session heat when hair at night ("" clears it; left out: unchanged). */
        eveningHeatTime: z
          .string({ message: "Please enter the time of your evening heat." })
          .trim()
          .refine((v) => v === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), "Please enter the time as HH:MM.")
          .optional(),
        /** Her hair for this day done the evening before (left out: unchanged). */
        hairEveningBefore: z.boolean({ message: "hairEveningBefore must be true or false" }).optional(),
      }),
    )
    .min(1)
    .max(31)
    .superRefine((days, ctx) => {
      // One answer per day: a repeated date would be ambiguous (the last one used to win silently).
      const seen = new Set<string>();
      days.forEach((day, index) => {
        if (seen.has(day.date)) ctx.addIssue({ code: "custom", path: [index, "date"], message: `${day.date} is listed twice. Give one heat time per day.` });
        seen.add(day.date);
      });
    }),
});
export type HeatTimesInput = z.infer<typeof heatTimesSchema>;
export * from "./admin-schema";
export * from "./export-schema";
export * from "./slot-checks";

/** "Your bookings": the email or mobile number she typed (checked further by the use case). */
export const familySignInRequestSchema = z.object({ contact: z.string().trim().min(3, "Enter your email address or mobile number.").max(254) });
export type FamilySignInRequest = z.infer<typeof familySignInRequestSchema>;

/** The sign-in link's token, posted by its page's button. */
export const familySignInSchema = z.object({ token: z.string().trim().max(100) });
export * from "./hair-at-night";
