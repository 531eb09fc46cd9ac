// The staff calendar feed's raw statements (docs/decisions/0004, 0005): sent straight to the pg pool,
// thousands of rows a build; lib/calendar/sql.int.test.ts runs every one against the migrated schema.
import "server-only";
import { rawExecute, rawRows } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { FeedIndexRow, FeedRow } from "./feed-render";

/** A slot's stored event text and what it was rendered from (epoch ms, as in the feed's index). */
export type StoredFeedEvent = FeedIndexRow & { ics: string };

const feedScope = (userId: string, from: Date, to: Date) => Prisma.sql`
      FROM "Schedule" s
      JOIN "Booking" b ON b."id" = s."bookingId" AND b."deletedAt" IS NULL AND b."cancelledAt" IS NULL
      JOIN "BookingDay" d ON d."id" = s."bookingDayId"
      JOIN "Event" e ON e."id" = b."eventId"
     WHERE s."assignedUserId" = ${userId}
       AND s."startAt" >= ${from}
       AND s."startAt" < ${to}
       AND s."endAt" > s."startAt"`;

/**
 * What the feed's text depends on, in one cheap aggregate: how many slots and the latest change of
 * any of them, their bookings and competitions. Every edit bumps an updatedAt; a slot leaving
 * (cancelled, deleted, reassigned, out of the window) changes the count.
 */
export async function feedVersion(userId: string, from: Date, to: Date): Promise<{ count: number; latest: Date | null }> {
  const [version] = await rawRows<{ count: number; latest: Date | null }>(Prisma.sql`
    SELECT count(*)::int AS "count", max(GREATEST(s."updatedAt", b."updatedAt", e."updatedAt")) AS "latest"
      ${feedScope(userId, from, to)}`);
  return version;
}

/**
 * The feed's slots in order, each with what its rendered event depends on: its SEQUENCE and the last
 * change (epoch ms) of the slot and of its booking and competition (every edit of them bumps an updatedAt;
 * a booking day's service, styles and additional services are fixed when the booking is made). Cheap to
 * read: no event text. The statement itself is exported for the benchmark's query plan.
 */
export function feedIndexSql(userId: string, from: Date, to: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT s."id", s."sequence",
           (extract(epoch FROM s."updatedAt") * 1000)::float8 AS "updatedAt",
           (extract(epoch FROM GREATEST(b."updatedAt", e."updatedAt")) * 1000)::float8 AS "bookingUpdatedAt"
      ${feedScope(userId, from, to)}
     ORDER BY s."startAt", s."id"`;
}

export const feedIndex = (userId: string, from: Date, to: Date): Promise<FeedIndexRow[]> => rawRows<FeedIndexRow>(feedIndexSql(userId, from, to));

/** The stored events of these slots by this renderer, with what each was rendered from. */
export async function storedFeedEvents(ids: readonly string[], renderer: string): Promise<StoredFeedEvent[]> {
  return rawRows<StoredFeedEvent>(Prisma.sql`
    SELECT c."scheduleId" AS "id", c."ics", c."sequence",
           (extract(epoch FROM c."slotUpdatedAt") * 1000)::float8 AS "updatedAt",
           (extract(epoch FROM c."bookingUpdatedAt") * 1000)::float8 AS "bookingUpdatedAt"
      FROM "CalendarFeedEvent" c
     WHERE c."scheduleId" = ANY(${[...ids]}::text[]) AND c."renderer" = ${renderer}`);
}

/**
 * Everything a slot's event shows, in the feed's order: every slot of the window, or only `ids` (those
 * without a stored event at their version). The statement itself is exported for the benchmark's query plan.
 */
export function feedRowsSql(userId: string, from: Date, to: Date, ids: readonly string[] | null = null): Prisma.Sql {
  return Prisma.sql`
    SELECT s."id", s."serviceTitle", s."startAt", s."endAt", s."sequence", s."updatedAt",
           GREATEST(b."updatedAt", e."updatedAt") AS "bookingUpdatedAt", b."firstName", b."lastName", b."danceLevel"::text AS "danceLevel",
           b."hairAtNight", b."additionalNotes",
           d."danceStyles"::text[] AS "danceStyles", d."additionalServiceTitles",
           e."eventName", e."locationName", e."city", e."state", e."timeZone", d."date", d."heatTime", d."heatNote"
      ${feedScope(userId, from, to)}
      ${ids ? Prisma.sql`AND s."id" = ANY(${[...ids]}::text[])` : Prisma.empty}
     ORDER BY s."startAt", s."id"`;
}

export const feedRows = (userId: string, from: Date, to: Date, ids: readonly string[] | null = null): Promise<FeedRow[]> => rawRows<FeedRow>(feedRowsSql(userId, from, to, ids));

/**
 * Stores each row's rendered text (`texts` must hold one for every row) as that slot's event by this
 * renderer, replacing an older one; a slot deleted meanwhile is skipped. Answers how many were stored.
 */
export async function storeFeedEvents(renderer: string, rows: readonly FeedRow[], texts: ReadonlyMap<string, string>): Promise<number> {
  return rawExecute(Prisma.sql`
        INSERT INTO "CalendarFeedEvent" ("scheduleId", "renderer", "sequence", "slotUpdatedAt", "bookingUpdatedAt", "ics")
        SELECT x."id", ${renderer}, x."sequence", x."slotUpdatedAt", x."bookingUpdatedAt", x."ics"
          FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.sequence)}::int[], ${rows.map((r) => r.updatedAt)}::timestamptz[],
                      ${rows.map((r) => r.bookingUpdatedAt)}::timestamptz[], ${rows.map((r) => texts.get(r.id)!)}::text[])
            AS x("id", "sequence", "slotUpdatedAt", "bookingUpdatedAt", "ics")
         WHERE EXISTS (SELECT 1 FROM "Schedule" s WHERE s."id" = x."id")
        ON CONFLICT ("scheduleId") DO UPDATE SET "renderer" = EXCLUDED."renderer", "sequence" = EXCLUDED."sequence",
          "slotUpdatedAt" = EXCLUDED."slotUpdatedAt", "bookingUpdatedAt" = EXCLUDED."bookingUpdatedAt", "ics" = EXCLUDED."ics"`);
}
