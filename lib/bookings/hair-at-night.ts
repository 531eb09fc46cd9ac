// The two evening hair choices and how every screen, email and text names them (client-safe: the form uses it).
// "Hair at night" (Booking.hairAtNight) = an evening session on the competition day: a second hair
// appointment that day, before her evening heat. "Hair the evening before" (BookingDay.hairEveningBefore)
// = her hair for that day is done the evening before, for a heat before the first stylist starts.
import { formatDay, localDay, shiftDate } from "@/lib/time/days";

/** The form's per-day choice (booking form, desk New booking, Edit Booking). */
export const HAIR_EVENING_BEFORE_CHOICE = "Hair done the evening before — for heats before the first stylist starts";

/** What a booking with hair at night says everywhere it is shown. */
export const EVENING_SESSION_LABEL = "Evening session: hair redone before her evening heat";

/** The heat-time form's field for the evening session's heat. */
export const EVENING_HEAT_LABEL = "Evening session heat";

/** The planner's word for a dancer with hair at night whose evening heat time is not known. */
export const WAITING_FOR_EVENING_HEAT = "waiting for her evening heat time";

/** The service of the evening session's second hair appointment (a slot of its own, after the morning's). */
export const EVENING_SESSION_SERVICE_SUFFIX = " (evening session)";

/** "Competition Hair (evening session)": the second hair appointment of a day with hair at night. */
export const eveningSessionService = (hairService: string) => `${hairService}${EVENING_SESSION_SERVICE_SUFFIX}`;

/** The slot is the evening session's hair (measured against the evening heat, not the first). */
export const isEveningSessionService = (service: string) => service.toLowerCase().endsWith(EVENING_SESSION_SERVICE_SUFFIX);

/** The service an evening-session slot repeats (its length is that service's). */
export const morningServiceOf = (service: string) => (isEveningSessionService(service) ? service.slice(0, -EVENING_SESSION_SERVICE_SUFFIX.length) : service);

/** "YYYY-MM-DD" of the evening before a competition day. */
export const eveningBeforeDate = (date: string) => shiftDate(date, -1);

/** "Hair the evening before (Fri, Dec 18)" for the competition day 2026-12-19. */
export const hairEveningBeforeLabel = (date: string) => `Hair the evening before (${formatDay(localDay(eveningBeforeDate(date)), "EEE, MMM d")})`;

/** A booking's evening hair choices as plain fields (the DTO's "yes"/"no" or the stored boolean). */
export interface HairChoices {
  hairAtNight: boolean | "yes" | "no";
  days: readonly { date: string; hairEveningBefore?: boolean }[];
}

/** Every label that applies, in order: the evening session, then each evening before (none: empty). */
export function hairChoiceLabels(choices: HairChoices): string[] {
  const atNight = choices.hairAtNight === true || choices.hairAtNight === "yes";
  return [...(atNight ? [EVENING_SESSION_LABEL] : []), ...choices.days.filter((d) => d.hairEveningBefore).map((d) => hairEveningBeforeLabel(d.date))];
}

/** One line for emails, texts and exports: the labels joined, or "No evening hair". */
export const hairChoicesLine = (choices: HairChoices) => hairChoiceLabels(choices).join(" · ") || "No evening hair";

/** "Evening hair: Evening session: hair redone before her evening heat · Hair the evening before (Fri, Dec 18)" (or "…: No evening hair"): emails and texts. */
export const eveningHairLine = (booking: { hairAtNight: HairChoices["hairAtNight"]; dayDetails: HairChoices["days"] }) => `Evening hair: ${hairChoicesLine({ hairAtNight: booking.hairAtNight, days: booking.dayDetails })}`;

/** The labels of one competition day (the run sheet's and planner's row of that day). */
export function hairChoiceLabelsOfDay(hairAtNight: boolean | "yes" | "no", day: { date: string; hairEveningBefore?: boolean }): string[] {
  return hairChoiceLabels({ hairAtNight, days: [day] });
}

/** A hair-only service (not hair and make-up): the slot that can be done the evening before or again for an evening session. */
export const isHairOnlyService = (title: string) => /\bhair\b/i.test(title) && !/make\s*-?\s*up/i.test(title);

/** The slot of `service` that day is done the evening before: only when that day's choice is on, and only a hair-only service. */
export const isEveningBeforeSlot = (day: { hairEveningBefore?: boolean } | undefined, service: string) => Boolean(day?.hairEveningBefore) && isHairOnlyService(service);
