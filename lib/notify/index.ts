// Notifications: the outbox every email and text goes through (stored first, then delivered by itself:
// after the response, or after the transaction that queued it commits, and by the worker for retries),
// its channels — email (Resend) and texts (Twilio), or local files — with their delivery reports and
// webhooks, consent and quiet hours asked when each message is due, and the templates of every message.
// Domains queue through this entry; a domain's message templates (./templates/<domain>/) are imported by
// path by that domain alone. The worker that delivers what is due lives in lib/jobs.
import "server-only";
export * from "./email/delivery-events";
export * from "./outbox";
export { addressesBounced } from "./email/invitation-gate";
export * from "./email/invitation-rules";
export { canText, canTextMany, consentStands, gateDueText, KEYWORD_REPLY_KIND, type TextRefusal } from "./sms/gate";
export * from "./sms/rules";
export { parsePhone, phoneE164 } from "@/lib/text/phone-number";
export * from "./sms/consent";
export * from "./sms/send";
export * from "./sms/threads";
export * from "./sms/webhooks";
export { readyForYouText, runningLateText } from "./templates/texts";
export * from "./sms/screens";
export * from "./sms/projection";
