// What the Inbox and the booking screen show of texts, both directions: client-safe types.
import type { EmailMessage, TextConsentAction, TextConsentSource } from "@/lib/generated/prisma/client";

export interface TextMessageDto {
  _id: string;
  direction: "outbound" | "inbound";
  /** The customer's number (E.164): `to` of an outbound text, `from` of an inbound one. */
  phone: string;
  body: string;
  /** Sent (or queued) / received, ISO. */
  at: string;
  /** `at` in the studio's zone, e.g. "Sat, Mar 7, 9:05 AM". */
  atLabel: string;
  /** outbound: the outbox state; inbound: "received". */
  status: EmailMessage["status"] | "received";
  /** outbound: what Twilio reported (delivered; bounced = failed or undelivered). */
  delivery: EmailMessage["deliveryStatus"];
  lastError: string | null;
  /** outbound: e.g. text-ready, text-late, text-staff, booking-reminder-text. */
  kind: string;
  bookingId: string | null;
  clientId: string | null;
  /** inbound: staff opened the conversation. */
  read: boolean;
}

export interface TextConversationDto {
  phone: string;
  /** The client the number belongs to (null: unknown number). */
  clientId: string | null;
  clientName: string | null;
  /** Her next booking (or the one the last text was about). */
  bookingId: string | null;
  last: TextMessageDto;
  unread: number;
  optedOut: boolean;
}

export interface TextConsentDto {
  consented: boolean;
  consentAt: string | null;
  source: TextConsentSource | null;
  optedOutAt: string | null;
  history: { action: TextConsentAction; source: TextConsentSource; phone: string; at: string }[];
}
export * from "./screens-dto";
