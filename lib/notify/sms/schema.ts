// Input of the texts endpoints (shared with the screens): day-of texts on a booking, Inbox replies, a
// phone number in a path. Phone parsing itself is lib/text/phone-number.ts (client-safe), re-exported here.
import { z } from "zod";
import { E164_RE } from "@/lib/text/phone-number";
import { STAFF_TEXT_MAX } from "./screens-dto";

export { parsePhone, phoneE164, PHONE_NOT_TEXTABLE, E164_RE, type ParsedPhone } from "@/lib/text/phone-number";

/** A text staff write (a day-of free text, an Inbox reply): the screens' counter and the server's limit are one. */
const body = z.string().trim().min(1, "Write the text.").max(STAFF_TEXT_MAX, `A text is at most ${STAFF_TEXT_MAX} characters.`);

export const bookingTextSchema = z.discriminatedUnion("template", [
  z.object({ template: z.literal("ready") }),
  z.object({ template: z.literal("late"), minutes: z.coerce.number().int("Whole minutes.").min(1, "At least 1 minute.").max(240, "At most 240 minutes.") }),
  z.object({ template: z.literal("free"), body }),
], { error: 'template must be "ready", "late" or "free"' });
export type BookingTextInput = z.infer<typeof bookingTextSchema>;

export const textReplySchema = z.object({ body });
export type TextReplyInput = z.infer<typeof textReplySchema>;

/** A number in a path: E.164, "+" written as-is or %2B. */
export const textPhoneParamSchema = z.string().trim().regex(E164_RE, "The number must be in E.164 form, like +13125550199.");

export const consentActionSchema = z.enum(["consent", "withdraw", "stop", "start", "help"]);
export const consentSourceSchema = z.enum(["booking_form", "private_page", "staff", "sms_keyword"]);
export * from "./screens-schema";
