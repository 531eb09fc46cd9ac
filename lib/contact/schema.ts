// The contact form's fields and messages, shared by the client form and POST /api/send-email.
import "@/lib/validation/zod-browser";
import { z } from "zod";
import { personName } from "@/lib/validation/person-name";

import { CONTACT_LIMITS } from "./limits";

export { CONTACT_LIMITS, REQUIRED_CONTACT_FIELDS, REQUIRED_FIELDS_MESSAGE } from "./limits";

const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const PHONE = /^[0-9+().\-\s]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL.test(value), `${label} cannot contain control characters`);

export const contactMessageSchema = z.object({
  fullName: personName(required("Full name", CONTACT_LIMITS.fullName), "Full name"),
  emailAddress: required("Email", CONTACT_LIMITS.emailAddress).pipe(z.email("Please enter a valid email address")),
  phone: required("Phone", CONTACT_LIMITS.phone).refine(
    (value) => PHONE.test(value) && (value.match(/\d/g) ?? []).length >= 7,
    "Please enter a valid phone number",
  ),
  message: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`)
    .refine((value) => !CONTROL_EXCEPT_LINES.test(value), "Message cannot contain control characters")
    .nullish()
    .transform((value) => value ?? ""),
  captchaToken: z
    .string()
    .max(CONTACT_LIMITS.captchaToken)
    .nullish()
    .transform((value) => value ?? undefined),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const markHandledSchema = z.object({ handled: z.boolean({ message: "handled must be true or false" }) });

export const inboxListQuerySchema = z.object({
  handled: z.enum(["true", "false"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export * from "./limits";
