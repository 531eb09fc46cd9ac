// What a text (SMS) provider is given and must do; Twilio and the local files implement it, index.ts picks one.
export interface OutgoingText {
  /** E.164 */
  to: string;
  body: string;
}

export interface TextProvider {
  readonly name: "twilio" | "local-texts";
  /** Resolves with the provider's id for the message (Twilio's Message SID); throws when it was not accepted. */
  send(text: OutgoingText, options: { idempotencyKey: string }): Promise<{ providerId: string }>;
}

/** The provider refused the text for good (an invalid or unsubscribed number): retrying cannot help. */
export class PermanentTextError extends Error {
  constructor(message: string, readonly optedOut = false) {
    super(message);
  }
}
