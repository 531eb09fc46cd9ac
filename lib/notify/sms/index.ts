// Texts (SMS): consent, staff's texts and the day-of messages, conversations for the Inbox, and Twilio's
// webhooks. Texts are rows of the notification outbox (lib/email), which sends them through Twilio or
// writes them as local files, and asks consent, caps and quiet hours when each is due.
import "server-only";
export { canText, consentStands, KEYWORD_REPLY_KIND } from "@/lib/email/text-gate";
export { QUIET_HOURS, TEXTS_PER_BOOKING_PER_DAY, TEXTS_PER_NUMBER_PER_DAY, quietHoursDeferral } from "@/lib/email/text-rules";
export { parsePhone, phoneE164 } from "@/lib/text/phone-number";
export * from "./consent";
export * from "./send";
export * from "./threads";
export * from "./webhooks";
export { readyForYouText, runningLateText } from "./templates";
export * from "./screens";
export * from "./projection";
