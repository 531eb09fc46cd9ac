// Validation shared by the Manage Events form and the events API, with the form's messages. Accepts JSON values and
// the strings a submitted HTML form sends.
import { z } from "zod";
import { canonicalUsState, isDateOnly } from "@/lib/time/browser";
import { defaultTimeZoneForState, isEventTimeZone } from "@/lib/time/zoned";

const TIME_ZONE_MESSAGE = "Please choose a time zone from the list";
const eventTimeZone = z.string({ error: TIME_ZONE_MESSAGE }).refine(isEventTimeZone, TIME_ZONE_MESSAGE);

export const MAX_UPCOMING_EVENTS = 100;

/** true/false, or the strings a form or query string carries ("true", "on", "1", "false", "off", "0"). */
export const booleanish = (message: string) =>
  z.union([z.boolean(), z.enum(["true", "false", "on", "off", "1", "0"]).transform((v) => v === "true" || v === "on" || v === "1")], { error: message });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => v ?? "");

/** A calendar day "YYYY-MM-DD"; an ISO date-time is cut to its date part. */
const eventDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform((v) => (/^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v))
    .refine(isDateOnly, `${label} must be a valid date (YYYY-MM-DD)`)
    .refine((v) => v >= "1900-01-01" && v <= "2199-12-31", `${label} is out of range`);

const eventFields = z.object({
  eventName: requiredText("Event name", 200),
  locationName: optionalText("Location name", 200),
  address: optionalText("Address", 300),
  city: requiredText("City", 120),
  state: z
    .string({ error: "State must be text" })
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return "";
      const state = canonicalUsState(v);
      if (!state) {
        ctx.addIssue({ code: "custom", message: "Please choose a US state from the list" });
        return z.NEVER;
      }
      return state;
    }),
  eventStartDate: eventDate("Start date"),
  eventEndDate: eventDate("End date"),
  showEvent: booleanish("showEvent must be true or false").optional().transform((v) => v ?? false),
  /** Absent or empty → the state's zone (Eastern without a state). */
  timeZone: z.string({ error: TIME_ZONE_MESSAGE }).refine((v) => v === "" || isEventTimeZone(v), TIME_ZONE_MESSAGE).optional(),
});

function endNotBeforeStart(event: { eventStartDate: string; eventEndDate: string }, ctx: z.RefinementCtx) {
  if (event.eventEndDate < event.eventStartDate) {
    ctx.addIssue({ code: "custom", path: ["eventEndDate"], message: "End date cannot be before the start date" });
  }
}

const withZone = <T extends { state: string; timeZone?: string }>(event: T) => ({ ...event, timeZone: event.timeZone || defaultTimeZoneForState(event.state), timeZoneSetByStaff: Boolean(event.timeZone) });

export const createEventSchema = eventFields.superRefine(endNotBeforeStart).transform(withZone);

/**
 * PUT /api/events/:id (Manage Events → Edit): the fields creation takes. Left out, `showEvent` keeps its
 * value and `timeZone` keeps the one staff chose (else follows the state).
 */
export const updateEventSchema = eventFields
  .extend({ showEvent: booleanish("showEvent must be true or false").optional() })
  .superRefine(endNotBeforeStart)
  .transform(withZone);

/** PATCH /api/events/:id/time-zone (Manage Events). */
export const eventTimeZoneSchema = z.object({ timeZone: eventTimeZone });

export type CreateEventInput = z.infer<typeof createEventSchema>;
export type UpdateEventInput = z.infer<typeof updateEventSchema>;
export type CreateEventDraft = z.input<typeof createEventSchema>;

export const showEventSchema = z.object({ showEvent: booleanish("showEvent must be true or false") });

const upcomingCount = z
  .union([z.number(), z.string().trim().regex(/^[+-]?\d+(\.\d+)?$/, "Number of events must be a whole number of at least 1").transform(Number)], {
    error: "Number of events must be a whole number of at least 1",
  })
  .pipe(
    z
      .number()
      .int("Number of events must be a whole number of at least 1")
      .min(1, "Number of events must be at least 1")
      .max(MAX_UPCOMING_EVENTS, `Number of events must be at most ${MAX_UPCOMING_EVENTS}`),
  );

const READY_MESSAGE = "Ready before heat must be a whole number of minutes from 0 to 240";
const readyBeforeHeat = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, READY_MESSAGE).transform(Number)], { error: READY_MESSAGE })
  .pipe(z.number().int(READY_MESSAGE).min(0, READY_MESSAGE).max(240, READY_MESSAGE));

/** PUT /api/events/settings: either field may be sent alone; numberOfEvents is accepted as an alias. */
export const calendarSettingsSchema = z
  .object({
    autoDisplay: booleanish("autoDisplay must be true or false").optional(),
    numUpcomingEvents: upcomingCount.optional(),
    numberOfEvents: upcomingCount.optional(),
    readyBeforeHeatMinutes: readyBeforeHeat.optional(),
    applyFittingChangesAtOnce: booleanish("applyFittingChangesAtOnce must be true or false").optional(),
  })
  .transform(({ autoDisplay, numUpcomingEvents, numberOfEvents, readyBeforeHeatMinutes, applyFittingChangesAtOnce }) => ({ autoDisplay, numUpcomingEvents: numUpcomingEvents ?? numberOfEvents, readyBeforeHeatMinutes, applyFittingChangesAtOnce }))
  .refine((s) => s.autoDisplay !== undefined || s.numUpcomingEvents !== undefined || s.readyBeforeHeatMinutes !== undefined || s.applyFittingChangesAtOnce !== undefined, {
    message: "Send autoDisplay and/or numUpcomingEvents",
    path: ["numUpcomingEvents"],
  });

export type CalendarSettingsInput = z.infer<typeof calendarSettingsSchema>;

export const upcomingQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, "limit must be a whole number of at least 1")
    .transform(Number)
    .pipe(z.number().int().min(1, "limit must be at least 1").max(1000, "limit must be at most 1000"))
    .optional(),
});
