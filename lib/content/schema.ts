import { z } from "zod";

const RICH_MAX = 20_000;
const text = (max = 200) => z.string().trim().max(max, `Must be at most ${max} characters`);
const rich = () => z.string().max(RICH_MAX, `Must be at most ${RICH_MAX} characters`);
const socialUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || /^https:\/\/[^\s<>"']+$/i.test(value), "Must be an https:// link");

export const pageHomeSchema = z
  .object({ homepageQuote: rich(), instagram: socialUrl, facebook: socialUrl })
  .strict();

export const PERSON_PREFIXES = ["person1", "person2", "person3"] as const;
const personFields = Object.fromEntries(
  PERSON_PREFIXES.flatMap((p) => [
    [`${p}Name`, text(120)],
    [`${p}Subtitle`, text(200)],
    [`${p}Description`, text(2000)],
    [`${p}Bio`, rich()],
  ]),
) as Record<string, z.ZodString>;
export const pageAboutSchema = z.object(personFields).strict();

export const pageServicesSchema = z
  .object({
    servicesDescription: rich(),
    servicesPayments: rich(),
    servicesPolicySubheading: text(300),
    servicesBookingPolicy: rich(),
    servicesCancellationPolicy: rich(),
    servicesGeneralPolicy: rich(),
    servicesPolicyFooter: text(500),
  })
  .strict();

export const EDITABLE_PAGES = {
  page_home: pageHomeSchema,
  page_about: pageAboutSchema,
  page_services: pageServicesSchema,
} as const;
export type EditablePageKey = keyof typeof EDITABLE_PAGES;
export const PAGE_KEYS = ["page_home", "page_about", "page_services", "page_gallery"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** The fields holding TipTap HTML: sanitised on save and again on render. */
export const RICH_TEXT_FIELDS: Record<EditablePageKey, readonly string[]> = {
  page_home: ["homepageQuote"],
  page_about: PERSON_PREFIXES.map((p) => `${p}Bio`),
  page_services: ["servicesDescription", "servicesPayments", "servicesBookingPolicy", "servicesCancellationPolicy", "servicesGeneralPolicy"],
};

export function isEditablePageKey(key: string): key is EditablePageKey {
  return Object.hasOwn(EDITABLE_PAGES, key);
}

export function emptyPage(key: EditablePageKey): Record<string, string> {
  const shape = EDITABLE_PAGES[key].shape as Record<string, unknown>;
  return Object.fromEntries(Object.keys(shape).map((field) => [field, ""]));
}
