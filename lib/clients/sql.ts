// The client records' raw statements (docs/decisions/0004): the list page with its count, and the notes
// at the chair; lib/clients/sql.int.test.ts runs every one against the migrated schema.
import "server-only";
import { rawRows } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ClientListItemDto, ClientNoteDto } from "./dto";

/** LIKE pattern of one search word: %, _ and \ taken literally. */
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Live clients (not merged, not erased) whose search text holds every word. The search text and the
 * words go through the same client_fold (lower case, accents off), so "sofia" finds "Sofía" and back.
 */
const liveClientsMatching = (words: readonly string[]) =>
  Prisma.join([Prisma.sql`c."mergedIntoId" IS NULL AND c."erasedAt" IS NULL`, ...words.map((w) => Prisma.sql`c."searchText" LIKE client_fold(${likeWord(w)}::text)`)], " AND ");

interface ClientListRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  bookingCount: number;
  eventId: string | null;
  eventName: string | null;
  eventStartDate: string | null;
}

const toListItem = (r: ClientListRow): ClientListItemDto => ({
  _id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  phoneNumber: r.phoneNumber,
  bookingCount: r.bookingCount,
  lastCompetition: r.eventId ? { _id: r.eventId, eventName: r.eventName ?? "", eventStartDate: r.eventStartDate ?? "" } : null,
});

/** One page of the matching live clients by last name, each with its live bookings' count and last competition. */
export async function clientListPage(words: readonly string[], limit: number, offset: number): Promise<ClientListItemDto[]> {
  const rows = await rawRows<ClientListRow>(Prisma.sql`
      SELECT c."id", c."firstName", c."lastName", c."email", c."phoneNumber",
        (SELECT count(*) FROM "Booking" b WHERE b."clientId" = c."id" AND b."deletedAt" IS NULL)::int AS "bookingCount",
        last."id" AS "eventId", last."eventName", to_char(last."eventStartDate", 'YYYY-MM-DD') AS "eventStartDate"
      FROM (SELECT * FROM "Client" c WHERE ${liveClientsMatching(words)} ORDER BY c."lastName", c."firstName", c."id" LIMIT ${limit} OFFSET ${offset}) c
      LEFT JOIN LATERAL (
        SELECT e."id", e."eventName", e."eventStartDate" FROM "Booking" b JOIN "Event" e ON e."id" = b."eventId"
        WHERE b."clientId" = c."id" AND b."deletedAt" IS NULL ORDER BY e."eventStartDate" DESC, b."createdAt" DESC LIMIT 1
      ) last ON true
      ORDER BY c."lastName", c."firstName", c."id"`);
  return rows.map(toListItem);
}

/** How many live clients match every word (the list's total). */
export async function countClients(words: readonly string[]): Promise<number> {
  const [count] = await rawRows<{ total: number }>(Prisma.sql`SELECT count(*)::int AS "total" FROM "Client" c WHERE ${liveClientsMatching(words)}`);
  return count?.total ?? 0;
}

export interface LatestChairNote {
  bookingId: string;
  kind: Extract<ClientNoteDto["kind"], "hair" | "makeup" | "allergies">;
  body: string;
}

/** The newest hair, makeup and allergies note of each booking's client (none for a booking without a client). */
export async function latestChairNotes(bookingIds: readonly string[]): Promise<LatestChairNote[]> {
  return rawRows<LatestChairNote>(Prisma.sql`
    SELECT DISTINCT ON (b."id", n."kind") b."id" AS "bookingId", n."kind"::text AS "kind", n."body"
    FROM "Booking" b JOIN "ClientNote" n ON n."clientId" = b."clientId"
    WHERE b."id" = ANY(${[...bookingIds]}::text[]) AND n."kind" IN ('hair', 'makeup', 'allergies')
    ORDER BY b."id", n."kind", n."createdAt" DESC`);
}
