// Names typed into public forms end up in studio-branded emails sent to the address the form names,
// so a name must not be able to carry a link (a phishing lure with our letterhead): letters of any
// script, digits, spaces, apostrophes, hyphens and dots only, and nothing that reads as a domain.
import { z } from "zod";

export const NAME_CHARACTERS_MESSAGE = "Please use only letters, numbers, spaces, apostrophes, hyphens and dots.";
export const NAME_LINK_MESSAGE = "Please enter a name, not a web or email address.";

const ALLOWED = /^[\p{L}\p{M}\p{N} '’.\-]*$/u;
// Common generic and abused top-level domains, and every two-letter country code written after a dot
// with no space ("example.co", "site.ru"): a person's name does not contain those.
const COMMON_TLDS = "com|net|org|info|biz|io|app|dev|xyz|site|online|top|link|click|shop|store|live|life|club|icu|vip|win|pro|tech|email|page|cloud|space|website|fun|buzz|today|world|news|blog|gov|edu";
const DOMAIN = new RegExp(`[\\p{L}\\p{N}-]+\\.(?:${COMMON_TLDS}|[a-z]{2})(?![\\p{L}\\p{N}])`, "iu");
const LINK_MARKERS = /:\/\/|www\.|@/i;

/** True when the text contains a URL, an email address or something that reads as a domain name. */
export function containsLinkOrAddress(value: string): boolean {
  return LINK_MARKERS.test(value) || DOMAIN.test(value);
}

/** A refusal names its field ("Dancer's first name: …"): a form's error summary lists messages, not fields. */
export const nameLinkMessage = (field: string) => `${field}: ${NAME_LINK_MESSAGE}`;
export const nameCharactersMessage = (field: string) => `${field}: ${NAME_CHARACTERS_MESSAGE}`;

/** The check for a person's name field (`field` as the form labels it), added to its zod string schema. */
export function personName<T extends z.ZodType<string>>(schema: T, field: string) {
  return schema
    .refine((value) => !containsLinkOrAddress(value), nameLinkMessage(field))
    .refine((value) => ALLOWED.test(value), nameCharactersMessage(field));
}
