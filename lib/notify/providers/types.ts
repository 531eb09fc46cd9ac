// What an email provider is given and must do; the adapters implement it, index.ts picks one.
export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
  /** Extra headers (an invitation's List-Unsubscribe pair). */
  headers?: Record<string, string>;
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
