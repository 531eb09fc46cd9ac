// Email delivery adapters (DESIGN.md "Adapters"): Resend when RESEND_API_KEY is set, else the local
// JSON outbox directory. Chosen per call, so configuration changes need no restart.
import { localOutboxProvider } from "./local-outbox";
import { resendProvider } from "./resend";
import { serverEnv } from "@/lib/env";

export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  /** base64 */
  content: string;
  contentType: string;
}

export interface EmailProvider {
  readonly name: "resend" | "local-outbox";
  /** Resolves with the provider's id for the message; throws when it was not accepted. */
  send(email: OutgoingEmail, options: { idempotencyKey: string }): Promise<{ providerId: string }>;
}

export function getEmailProvider(): EmailProvider {
  return serverEnv().RESEND_API_KEY ? resendProvider : localOutboxProvider;
}
