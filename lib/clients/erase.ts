// Erasure and retention of client records. Erasing removes the personal data of a client
// (and of clients merged into it) from the client rows, their bookings (names, contact, messages,
// heat notes), deposit checkout sessions kept for reuse, stored outbox emails and texts about those bookings or to that address or number, staff-sent email records,
// phone numbers in E.164, consent to texts and its history, inbound texts,
// contact messages from that address, rendered calendar-feed events, styling notes and photos — in one
// transaction. Bookings and payments stay as anonymous rows so counts and money still add up. The
// audit row holds ids, who and when, never the erased data.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { actorName, type Actor } from "@/lib/auth/dto";

export const ERASED_NAME = "Erased";
const TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 } as const;

type Tx = Prisma.TransactionClient;

async function eraseIn(tx: Tx, clientId: string, audit: { action: "erase" | "retention-erase"; actorId: string | null; actorName: string }): Promise<void> {
  const [client] = await tx.$queryRaw<{ id: string; mergedIntoId: string | null; erasedAt: Date | null }[]>`
    SELECT "id", "mergedIntoId", "erasedAt" FROM "Client" WHERE "id" = ${clientId} FOR UPDATE`;
  if (!client || client.mergedIntoId) throw new NotFoundError("Client not found");
  if (client.erasedAt) throw new ConflictError("This client's data was already erased.");
  const clients = await tx.$queryRaw<{ id: string; email: string; phoneE164: string | null }[]>`
    SELECT "id", "email", "phoneE164" FROM "Client" WHERE "id" = ${clientId} OR "mergedIntoId" = ${clientId} ORDER BY "id" FOR UPDATE`;
  const clientIds = clients.map((c) => c.id);
  // A booking being saved right now holds its row lock: refuse rather than wait on staff's edit.
  let bookings: { id: string; email: string; phoneE164: string | null }[];
  try {
    bookings = await tx.$queryRaw<{ id: string; email: string; phoneE164: string | null }[]>`
      SELECT "id", "email", "phoneE164" FROM "Booking" WHERE "clientId" = ANY(${clientIds}::text[]) ORDER BY "id" FOR UPDATE NOWAIT`;
  } catch (error) {
    if (/55P03|could not obtain lock/i.test(String((error as Error)?.message) + String((error as { meta?: unknown })?.meta ?? ""))) {
      throw new ConflictError("One of this client's bookings is being changed right now. Try the erasure again in a moment.");
    }
    throw error;
  }
  const bookingIds = bookings.map((b) => b.id);
  const emails = [...new Set([...clients, ...bookings].map((x) => x.email.trim().toLowerCase()).filter(Boolean))];
  const phones = [...new Set([...clients, ...bookings].map((x) => x.phoneE164).filter((p): p is string => Boolean(p)))];

  await tx.$executeRaw`
    UPDATE "Booking" SET "firstName" = ${ERASED_NAME}, "lastName" = '', "email" = '', "phoneNumber" = '', "parentFirstName" = '', "parentLastName" = '',
      "isParentOrGuardian" = false, "stylistPreference" = '', "message" = '', "additionalNotes" = '', "cancellationReason" = '', "updatedAt" = now(),
      "phoneE164" = NULL, "textConsent" = false
    WHERE "id" = ANY(${bookingIds}::text[])`;
  await tx.$executeRaw`UPDATE "BookingDay" SET "heatNote" = '' WHERE "bookingId" = ANY(${bookingIds}::text[])`;
  await tx.$executeRaw`UPDATE "BookingAccessLink" SET "revokedAt" = COALESCE("revokedAt", now()) WHERE "bookingId" = ANY(${bookingIds}::text[])`;
  await tx.$executeRaw`UPDATE "BookingStaffEmail" SET "to" = '' WHERE "bookingId" = ANY(${bookingIds}::text[])`;
  await tx.$executeRaw`UPDATE "Payment" SET "note" = '' WHERE "bookingId" = ANY(${bookingIds}::text[])`;
  // Checkout Sessions kept for reuse: nothing left to pay on an erased booking, and their URLs may carry its details.
  await tx.$executeRaw`DELETE FROM "DepositCheckout" WHERE "bookingId" = ANY(${bookingIds}::text[])`;
  await tx.$executeRaw`DELETE FROM "CalendarFeedEvent" WHERE "scheduleId" IN (SELECT "id" FROM "Schedule" WHERE "bookingId" = ANY(${bookingIds}::text[]))`;
  // Stored emails and texts: unsent ones are dropped (nothing goes out to an erased address or number),
  // every body emptied; the rows stay (anonymous) so the month's count of texts still adds up.
  await tx.$executeRaw`
    UPDATE "EmailMessage" SET
      "to" = CASE WHEN lower(btrim("to")) = ANY(${emails}::text[]) OR "to" = ANY(${phones}::text[]) THEN '' ELSE "to" END,
      "replyTo" = CASE WHEN lower(btrim("replyTo")) = ANY(${emails}::text[]) THEN NULL ELSE "replyTo" END,
      "subject" = '(erased)', "html" = '', "text" = '', "attachments" = '[]'::jsonb, "deliveryDetail" = NULL, "lastError" = NULL,
      "status" = CASE WHEN "status" IN ('pending', 'failed') THEN 'dropped'::"EmailStatus" ELSE "status" END, "updatedAt" = now()
    WHERE "bookingId" = ANY(${bookingIds}::text[]) OR lower(btrim("to")) = ANY(${emails}::text[]) OR lower(btrim("replyTo")) = ANY(${emails}::text[])
      OR "clientId" = ANY(${clientIds}::text[]) OR ("channel" = 'sms' AND "to" = ANY(${phones}::text[]))`;
  // Texts she sent and her consent history go; a STOP stays on its number (TextOptOut), so it is still honoured.
  await tx.$executeRaw`
    DELETE FROM "InboundText" WHERE "clientId" = ANY(${clientIds}::text[]) OR "bookingId" = ANY(${bookingIds}::text[]) OR "fromPhone" = ANY(${phones}::text[])`;
  await tx.$executeRaw`DELETE FROM "TextConsentEvent" WHERE "clientId" = ANY(${clientIds}::text[]) OR "phoneE164" = ANY(${phones}::text[])`;
  await tx.$executeRaw`
    UPDATE "ContactMessage" SET "fullName" = ${ERASED_NAME}, "emailAddress" = '', "phone" = '', "message" = '', "ip" = NULL
    WHERE lower(btrim("emailAddress")) = ANY(${emails}::text[])`;
  await tx.$executeRaw`DELETE FROM "ClientNote" WHERE "clientId" = ANY(${clientIds}::text[])`;
  await tx.$executeRaw`DELETE FROM "ClientPhoto" WHERE "clientId" = ANY(${clientIds}::text[])`;
  await tx.$executeRaw`DELETE FROM "ClientContactProposal" WHERE "clientId" = ANY(${clientIds}::text[]) OR "bookingId" = ANY(${bookingIds}::text[])`;
  await tx.$executeRaw`
    UPDATE "Client" SET "matchKey" = NULL, "firstName" = ${ERASED_NAME}, "lastName" = '', "email" = '', "phoneNumber" = '', "parentFirstName" = '', "parentLastName" = '',
      "searchText" = '', "heatListAliases" = '{}', "erasedAt" = now(), "updatedAt" = now(),
      "phoneE164" = NULL, "textConsentAt" = NULL, "textConsentSource" = NULL, "textOptedOutAt" = NULL,
      "marketingConsentAt" = NULL, "marketingConsentSource" = NULL, "marketingOptedOutAt" = NULL
    WHERE "id" = ANY(${clientIds}::text[])`;
  // Consent to invitations goes with her; an unsubscribe stays on the hashed opt-out list (MarketingOptOut), so it is still honoured.
  await tx.$executeRaw`DELETE FROM "MarketingConsentEvent" WHERE "clientId" = ANY(${clientIds}::text[])`;
  await tx.clientAudit.create({ data: { action: audit.action, clientId, actorId: audit.actorId, actorName: audit.actorName } });
}

/** Staff erase a client on request (manage_bookings, confirmed in the screen). */
export async function eraseClient(clientId: string, actor: Actor): Promise<{ erased: true }> {
  await prisma.$transaction((tx) => eraseIn(tx, clientId, { action: "erase", actorId: actor.id, actorName: actorName(actor) }), TX_OPTIONS);
  return { erased: true };
}

export async function getClientSettings(): Promise<{ retentionYears: number | null }> {
  const row = await prisma.clientSettings.findUnique({ where: { id: 1 } });
  return { retentionYears: row?.retentionYears ?? null };
}

export async function updateClientSettings(input: { retentionYears: number | null }): Promise<{ retentionYears: number | null }> {
  const row = await prisma.clientSettings.upsert({ where: { id: 1 }, create: { id: 1, retentionYears: input.retentionYears }, update: { retentionYears: input.retentionYears } });
  return { retentionYears: row.retentionYears };
}

/**
 * Retention (off by default): erase clients with no activity — no booking created and no booked day —
 * in the last N years. Run by the outbox worker's hourly maintenance pass (and so the cron route);
 * at most `limit` clients per pass, each in its own transaction. Returns how many were erased.
 */
export async function runClientRetention(now = new Date(), limit = 50): Promise<number> {
  const { retentionYears } = await getClientSettings();
  if (!retentionYears) return 0;
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - retentionYears);
  const due = await prisma.$queryRaw<{ id: string }[]>`
    SELECT c."id" FROM "Client" c
    WHERE c."mergedIntoId" IS NULL AND c."erasedAt" IS NULL AND c."createdAt" < ${cutoff}
      AND NOT EXISTS (
        SELECT 1 FROM "Booking" b LEFT JOIN "BookingDay" d ON d."bookingId" = b."id"
        WHERE b."clientId" IN (SELECT x."id" FROM "Client" x WHERE x."id" = c."id" OR x."mergedIntoId" = c."id")
          AND (b."createdAt" >= ${cutoff} OR d."date" >= ${cutoff}::date))
    ORDER BY c."createdAt" LIMIT ${limit}`;
  let erased = 0;
  for (const { id } of due) {
    try {
      await prisma.$transaction((tx) => eraseIn(tx, id, { action: "retention-erase", actorId: null, actorName: "Retention" }), TX_OPTIONS);
      erased++;
    } catch (error) {
      if (!(error instanceof ConflictError) && !(error instanceof NotFoundError)) throw error; // busy or gone: the next pass retries
    }
  }
  return erased;
}
