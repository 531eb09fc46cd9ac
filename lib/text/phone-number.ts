// A phone number as typed → E.164 (what texts go to and inbound texts are matched by) and a display form.
// libphonenumber-js with its small metadata; its own file so pages that only link a number do not load it.
// Pure and client-safe (forms say at once when a number cannot receive texts).
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

export type ParsedPhone = { e164: string; display: string } | { error: string };

export const PHONE_NOT_TEXTABLE = "This does not look like a phone number that can receive texts.";

/** "(312) 555-0199" → { e164: "+13125550199", display: "(312) 555-0199" }; "+44 20 7946 0018" keeps its country. */
export function parsePhone(input: string, defaultCountry: CountryCode = "US"): ParsedPhone {
  const typed = (input ?? "").trim();
  if (!/\d/.test(typed)) return { error: PHONE_NOT_TEXTABLE };
  const parsed = parsePhoneNumberFromString(typed, defaultCountry);
  if (!parsed || !parsed.isValid()) return { error: PHONE_NOT_TEXTABLE };
  return { e164: parsed.number, display: parsed.country === defaultCountry ? parsed.formatNational() : parsed.formatInternational() };
}

/** The E.164 form or null: what a booking or client stores beside the number as typed. */
export function phoneE164(input: string, defaultCountry: CountryCode = "US"): string | null {
  const parsed = parsePhone(input, defaultCountry);
  return "e164" in parsed ? parsed.e164 : null;
}

/** Only an E.164 string (+ and 8–15 digits) is accepted as a number in a path or a webhook. */
export const E164_RE = /^\+[1-9]\d{7,14}$/;
