// What a family may ask to change on a booking, one shape per kind (the form and the endpoints share it).
import { z } from "zod";
import { DATE_RE, TIME_RE } from "@/lib/time/browser";
import { DANCE_LEVELS, DANCE_STYLES } from "@/lib/bookings/dto";
import { CHANGE_NOTE_MAX, type ChangeRequestKind } from "./dto";

const date = z.string().trim().regex(DATE_RE, "Choose a day");
const serviceId = z.string().trim().min(1, "Choose a service").max(64);
const note = z.string().trim().max(CHANGE_NOTE_MAX, `Keep the note under ${CHANGE_NOTE_MAX} characters`).default("");
const styles = z.array(z.enum(DANCE_STYLES, { message: "Choose a dance style" })).max(DANCE_STYLES.length);

export const addDayPayload = z.object({ date, service: serviceId, danceStyle: styles.min(1, "Choose at least one dance style"), additionalServices: z.array(serviceId).max(10).default([]) });
export const addServicePayload = z.object({ date, service: serviceId });
export const removeServicePayload = z.object({ date, service: serviceId });
export const otherTimePayload = z.object({ date, time: z.string().trim().regex(TIME_RE, "Enter a time like 07:30") });
export const otherStylistPayload = z.object({ date, stylist: z.string().trim().min(1, "Name the stylist you would like").max(80) });
export const levelStylesPayload = z
  .object({ danceLevel: z.enum(DANCE_LEVELS, { message: "Choose a level" }).optional(), danceStyle: styles.optional() })
  .refine((p) => p.danceLevel !== undefined || (p.danceStyle?.length ?? 0) > 0, { message: "Choose a new level or styles", path: ["danceLevel"] });

/** Each kind's payload, as stored in the request's JSON column. */
export const CHANGE_PAYLOADS = {
  add_day: addDayPayload,
  add_service: addServicePayload,
  remove_service: removeServicePayload,
  other_time: otherTimePayload,
  other_stylist: otherStylistPayload,
  level_styles: levelStylesPayload,
} as const;
export type ChangePayload<K extends ChangeRequestKind = ChangeRequestKind> = z.infer<(typeof CHANGE_PAYLOADS)[K]>;

/** POST …/changes: the kind, its details and an optional note. */
export const changeRequestSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("add_day"), payload: addDayPayload, note }),
  z.object({ kind: z.literal("add_service"), payload: addServicePayload, note }),
  z.object({ kind: z.literal("remove_service"), payload: removeServicePayload, note }),
  z.object({ kind: z.literal("other_time"), payload: otherTimePayload, note }),
  z.object({ kind: z.literal("other_stylist"), payload: otherStylistPayload, note }),
  z.object({ kind: z.literal("level_styles"), payload: levelStylesPayload, note }),
]);
export type ChangeRequestInput = z.infer<typeof changeRequestSchema>;

/** Staff decline, with an optional note the family reads. */
export const changeDecisionSchema = z.object({ note: z.string().trim().max(CHANGE_NOTE_MAX).default("") });
export type ChangeDecision = z.infer<typeof changeDecisionSchema>;
