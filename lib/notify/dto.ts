// What the Inbox's log shows of an outbox row (an email or a text): client-safe type and mapper.
import type { EmailMessage, Prisma } from "@/lib/generated/prisma/client";

/** Delivery attempts before an email stays failed (staff can still retry it). */
export const MAX_ATTEMPTS = 10;

export interface OutboxEmailDto {
  _id: string;
  /** email, or sms (a text: `to` is the number, `subject` is ""). */
  channel: EmailMessage["channel"];
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  status: EmailMessage["status"];
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** true while automatic retries remain for a failed email */
  willRetry: boolean;
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
  /** What the provider reported after accepting it (null: nothing yet, or the local outbox). */
  delivery: EmailMessage["deliveryStatus"];
  deliveryDetail: string | null;
}

export const OUTBOX_EMAIL_SELECT = {
  id: true, channel: true, kind: true, to: true, replyTo: true, subject: true, status: true, attempts: true, lastError: true, nextAttemptAt: true, sentAt: true, createdAt: true,
  deliveryStatus: true, deliveryDetail: true,
} as const satisfies Prisma.EmailMessageSelect;

export function toOutboxEmailDto(row: Prisma.EmailMessageGetPayload<{ select: typeof OUTBOX_EMAIL_SELECT }>): OutboxEmailDto {
  const willRetry = row.status === "failed" && row.attempts < MAX_ATTEMPTS;
  return {
    _id: row.id,
    channel: row.channel,
    kind: row.kind,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: MAX_ATTEMPTS,
    lastError: row.lastError,
    willRetry,
    nextAttemptAt: row.status === "pending" || willRetry ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    delivery: row.deliveryStatus,
    deliveryDetail: row.deliveryDetail,
  };
}

// Texts: the Inbox's messages and conversations, consent, and what the texts screens read.
export * from "./sms/dto";
