// The contact form's limits and messages without zod: what the client form needs to render (the schema,
// ./schema.ts, which re-exports these, loads only when the form is used).
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields.";
export const CONTACT_LIMITS = { fullName: 100, emailAddress: 254, phone: 30, message: 5000, captchaToken: 8192 } as const;
export const REQUIRED_CONTACT_FIELDS = ["fullName", "emailAddress", "phone"] as const;
