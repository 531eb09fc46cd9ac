// Email delivery adapters (docs/ARCHITECTURE.md): Resend when RESEND_API_KEY is set, else the local
// JSON outbox directory. Chosen per call, so configuration changes need no restart.
import { localOutboxProvider } from "./local-outbox";
import { resendProvider } from "./resend";
import { serverEnv } from "@/lib/env";

export type { EmailAttachment, EmailProvider, OutgoingEmail } from "./types";
import type { EmailProvider } from "./types";

export function getEmailProvider(): EmailProvider {
  return serverEnv().RESEND_API_KEY ? resendProvider : localOutboxProvider;
}
