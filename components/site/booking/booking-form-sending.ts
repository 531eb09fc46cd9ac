// What the booking form sends, and where a refusal's parent-name message goes: pure rules used only
// once the form is sent, so they load with the sending code (booking-submit.ts), not with the page.
import { sortedDays, type FormState } from "./booking-form-model";

export function bookingPayload(form: FormState, captchaToken: string | null) {
  const selectedDays = sortedDays(form);
  return {
    competition: form.competition,
    danceLevel: form.danceLevel,
    selectedEventDays: selectedDays,
    dayDetails: selectedDays.map((date) => ({ date, services: form.days[date]?.services ?? "", danceStyle: form.days[date]?.danceStyle ?? [], additionalServices: form.days[date]?.additionalServices ?? [] })),
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
    captchaToken: captchaToken ?? "",
  };
}

/** The parent-names rule is reported on the first name; point it at the name still missing. */
export function placeParentNameError(errors: Record<string, string>, form: FormState): Record<string, string> {
  if (!(errors.parentFirstName && form.parentFirstName.trim() && !form.parentLastName.trim())) return errors;
  const { parentFirstName, ...others } = errors;
  return { ...others, parentLastName: parentFirstName };
}
