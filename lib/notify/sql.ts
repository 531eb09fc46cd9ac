// The outbox's raw statements (docs/decisions/0004): the claim runs after every form submission;
// lib/notify/sql.int.test.ts runs every one against the migrated schema.
import "server-only";
import { rawExecute, rawRows } from "@/lib/db/client";
import { Prisma, type EmailMessage } from "@/lib/generated/prisma/client";
import { MAX_ATTEMPTS } from "./dto";
import { PRIVATE_LINK_PATTERN, PRIVATE_LINK_REPLACEMENT } from "./redact";

/** What delivery needs of a claimed row (returned by the claim itself: no second read). pg's types match Prisma's here. */
export type ClaimedEmail = Pick<EmailMessage, "id" | "channel" | "kind" | "idempotencyKey" | "to" | "replyTo" | "subject" | "html" | "text" | "attachments" | "headers" | "notAfter" | "attempts" | "bookingId" | "clientId">;

/** The columns a claim returns (the claim here and staff's Retry). */
export const CLAIMED_COLUMNS = Prisma.raw(`"id", "channel", "kind", "idempotencyKey", "to", "replyTo", "subject", "html", "text", "attachments", "headers", "notAfter", "attempts", "bookingId", "clientId"`);

const INTERRUPTED_SEND = "Delivery was interrupted (the server stopped while sending).";

/**
 * One statement (it runs after every form submission): first, a send a worker abandoned on its last allowed
 * attempt (the server stopped mid-send) is recorded as failed instead of staying "sending"; then up to
 * `limit` due emails are claimed for this caller (leased until `lease`, so no other instance sends them
 * meanwhile) and returned with what delivery needs. The two touch different rows (attempts ≥ / < the maximum).
 */
export async function claimDueEmails(limit: number, now: Date, lease: Date, recoveredAt = new Date()): Promise<ClaimedEmail[]> {
  return rawRows<ClaimedEmail>(Prisma.sql`
    WITH recovered AS (
      UPDATE "EmailMessage" SET "status" = 'failed', "lastError" = ${INTERRUPTED_SEND}, "updatedAt" = ${recoveredAt},
             "html" = regexp_replace("html", ${PRIVATE_LINK_PATTERN}, ${PRIVATE_LINK_REPLACEMENT}, 'g'),
             "text" = regexp_replace("text", ${PRIVATE_LINK_PATTERN}, ${PRIVATE_LINK_REPLACEMENT}, 'g')
      WHERE "status" = 'sending' AND "nextAttemptAt" <= ${now} AND "attempts" >= ${MAX_ATTEMPTS}
    )
    UPDATE "EmailMessage" AS m
    SET "status" = 'sending', "attempts" = m."attempts" + 1, "nextAttemptAt" = ${lease}, "updatedAt" = ${now}
    FROM (
      SELECT "id" FROM "EmailMessage"
      WHERE "status" IN ('pending', 'failed', 'sending') AND "nextAttemptAt" <= ${now} AND "attempts" < ${MAX_ATTEMPTS}
      ORDER BY "nextAttemptAt", "createdAt"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ) AS due
    WHERE m."id" = due."id"
    RETURNING m."id", m."channel", m."kind", m."idempotencyKey", m."to", m."replyTo", m."subject", m."html", m."text", m."attachments", m."headers", m."notAfter", m."attempts", m."bookingId", m."clientId"`);
}

/** A claimed email the provider accepted, to be recorded as sent. */
export interface SentEmail {
  id: string;
  providerId: string | null;
  sentAt: Date;
  /** The bodies without the private link, when redacting changed them (else the stored ones stay). */
  html: string | null;
  text: string | null;
}

/**
 * Records accepted emails as sent in one statement (a booking's receipt and studio notice: one round trip,
 * not two); only rows still "sending" under their lease change. Answers how many did.
 */
export async function recordSentEmails(sent: readonly SentEmail[]): Promise<number> {
  if (!sent.length) return 0;
  const rows = Prisma.join(sent.map((e) => Prisma.sql`(${e.id}, ${e.providerId}, ${e.sentAt}::timestamptz, ${e.html}, ${e.text})`));
  return rawExecute(Prisma.sql`
    UPDATE "EmailMessage" AS m
    SET "status" = 'sent', "providerId" = v."providerId", "sentAt" = v."sentAt", "lastError" = NULL, "updatedAt" = v."sentAt",
        "html" = COALESCE(v."html", m."html"), "text" = COALESCE(v."text", m."text")
    FROM (VALUES ${rows}) AS v("id", "providerId", "sentAt", "html", "text")
    WHERE m."id" = v."id" AND m."status" = 'sending'`);
}
