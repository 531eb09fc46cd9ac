// Delivery adapters per channel (docs/ARCHITECTURE.md). Email: Resend when RESEND_API_KEY is set, else the
// local JSON outbox directory. Texts: Twilio when its account is set, else JSON files beside the emails.
// Chosen per call, so configuration changes need no restart.
import { localOutboxProvider } from "./local-outbox";
import { localTextsProvider } from "./local-texts";
import { resendProvider } from "./resend";
import { twilioProvider } from "./twilio";
import { serverEnv } from "@/lib/env";

export type { EmailAttachment, EmailProvider, OutgoingEmail } from "./types";
export { PermanentTextError, type OutgoingText, type TextProvider } from "./text-types";
export { textOutboxDir } from "./local-texts";
import type { EmailProvider } from "./types";
import type { TextProvider } from "./text-types";

export function getEmailProvider(): EmailProvider {
  return serverEnv().RESEND_API_KEY ? resendProvider : localOutboxProvider;
}

export function getTextProvider(): TextProvider {
  const env = serverEnv();
  return env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN ? twilioProvider : localTextsProvider;
}
