// What the booking form sends, where a refusal's parent-name message goes, and "book again" filling
// the form: pure rules used only once the form is sent or a booking is repeated, so they load with the
// sending code (booking-submit.ts), not with the page.
import type { BookAgainDay, BookAgainPrefill } from "@/lib/clients/dto";
import type { ErrorSummaryItem } from "./error-summary";
import { sortedDays, withDays, type BookingServiceOption, type FormState } from "./booking-form-model";

/** "Book again": the dancer's details and choices in the form; a day's service or extra no longer offered is left out. */
export function withBookAgain(form: FormState, prefill: BookAgainPrefill, services: readonly BookingServiceOption[]): FormState {
  const main = new Set(services.filter((s) => s.category !== "Additional").map((s) => s._id));
  const extras = new Set(services.filter((s) => s.category === "Additional").map((s) => s._id));
  const lastDays: BookAgainDay[] = prefill.lastDays.map((d) => ({ services: main.has(d.services) ? d.services : "", danceStyle: d.danceStyle, additionalServices: d.additionalServices.filter((id) => extras.has(id)) }));
  const next = { ...form, ...prefill, lastDays };
  // Days already chosen (a one-day competition) take the last booking's choices too.
  return withDays({ ...next, days: {} }, form.selectedEventDays, "");
}

export function bookingPayload(form: FormState, captchaToken: string | null) {
  const selectedDays = sortedDays(form);
  return {
    competition: form.competition,
    danceLevel: form.danceLevel,
    selectedEventDays: selectedDays,
    dayDetails: selectedDays.map((date) => ({ date, services: form.days[date]?.services ?? "", danceStyle: form.days[date]?.danceStyle ?? [], additionalServices: form.days[date]?.additionalServices ?? [], hairEveningBefore: form.days[date]?.hairEveningBefore ?? false })),
    isParentOrGuardian: form.isParentOrGuardian,
    parentFirstName: form.parentFirstName,
    parentLastName: form.parentLastName,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email.trim(),
    phoneNumber: form.phoneNumber.trim(),
    stylistPreference: form.stylistPreference,
    hairAtNight: form.hairAtNight,
    message: form.message,
    textConsent: form.textConsent,
    ...(form.marketingConsent ? { marketingConsent: true } : {}),
    ...(form.invitation ? { invitation: form.invitation } : {}),
    captchaToken: captchaToken ?? "",
  };
}

/** The parent-names rule is reported on the first name; point it at the name still missing. */
export function placeParentNameError(errors: Record<string, string>, form: FormState): Record<string, string> {
  if (!(errors.parentFirstName && form.parentFirstName.trim() && !form.parentLastName.trim())) return errors;
  const { parentFirstName, ...others } = errors;
  return { ...others, parentLastName: parentFirstName };
}

/**
 * After a refusal: the summary and the first field to fix with its message on one screen; when both do not
 * fit, the field and its message at the bottom of the screen under as much of the summary as fits. Focus
 * goes to that field (or to the summary when no item names one).
 */
export function focusFirstProblem(summary: readonly ErrorSummaryItem[], box: HTMLElement | null) {
  const first = summary.find((item) => item.fieldId)?.fieldId;
  const field = first ? document.getElementById(first) : null;
  if (!field) {
    box?.scrollIntoView({ block: "start" });
    box?.focus({ preventScroll: true });
    return;
  }
  // Measured in page coordinates: the page scrolls smoothly, so positions on screen lag behind.
  const summaryTop = (box?.getBoundingClientRect().top ?? 0) + window.scrollY - 16;
  const fieldEnd = (document.getElementById(`${first}-error`) ?? field).getBoundingClientRect().bottom + window.scrollY + 16;
  const screen = window.visualViewport?.height ?? window.innerHeight;
  window.scrollTo({ top: Math.max(summaryTop, fieldEnd - screen) });
  (field.matches("input, select, textarea") ? field : (field.querySelector<HTMLElement>("input, select, textarea") ?? field)).focus({ preventScroll: true });
}
