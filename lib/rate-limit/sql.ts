// The rate limiter's raw statements (docs/decisions/0004): sent straight to the pg pool, one counter row
// per key; lib/rate-limit/sql.int.test.ts runs every one against the migrated schema.
import "server-only";
import { rawExecute, rawRows } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

/** A key's counter as pg returns it (int → number, timestamptz → Date). */
export interface CounterRow {
  points: number;
  /** null: the counter never expires. */
  expire: Date | null;
}

/**
 * More of a caller's in the counter's statement (one round trip): `ctes` follow the counter's CTE, named
 * `counter` (its "points" as counted with this request), and `select` is a one-row SELECT whose columns
 * are answered beside the counter's.
 */
export interface CounterRider {
  ctes: Prisma.Sql;
  select: Prisma.Sql;
}

/** Adds `points` to the key's counter, or starts a new window (points, expire) when the old one ended at or before `now`. */
export async function addToCounter(key: string, points: number, expire: Date | null, now: Date, rider?: CounterRider): Promise<CounterRow & Record<string, unknown>> {
  const upsert = Prisma.sql`
          INSERT INTO "RateLimiterFlexible" AS r ("key", "points", "expire") VALUES (${key}, ${points}, ${expire})
          ON CONFLICT ("key") DO UPDATE SET
            "points" = CASE WHEN r."expire" IS NOT NULL AND r."expire" <= ${now} THEN EXCLUDED."points" ELSE r."points" + EXCLUDED."points" END,
            "expire" = CASE WHEN r."expire" IS NOT NULL AND r."expire" <= ${now} THEN EXCLUDED."expire" ELSE r."expire" END
          RETURNING r."points", r."expire"`;
  const [row] = await rawRows<CounterRow & Record<string, unknown>>(rider ? Prisma.sql`WITH counter AS (${upsert})${rider.ctes}
          SELECT counter."points", counter."expire", rider.* FROM counter, (${rider.select}) AS rider` : upsert);
  return row;
}

/** Sets the key's counter outright, whatever it held (the library's forceExpire: blocks, penalties). */
export async function setCounter(key: string, points: number, expire: Date | null): Promise<CounterRow> {
  const [row] = await rawRows<CounterRow>(Prisma.sql`
          INSERT INTO "RateLimiterFlexible" AS r ("key", "points", "expire") VALUES (${key}, ${points}, ${expire})
          ON CONFLICT ("key") DO UPDATE SET "points" = EXCLUDED."points", "expire" = EXCLUDED."expire"
          RETURNING r."points", r."expire"`);
  return row;
}

/** The key's counter while its window is open at `now`; null when there is none or it has expired. */
export async function liveCounter(key: string, now: Date): Promise<CounterRow | null> {
  const rows = await rawRows<CounterRow>(Prisma.sql`
      SELECT "points", "expire" FROM "RateLimiterFlexible" WHERE "key" = ${key} AND ("expire" IS NULL OR "expire" > ${now})`);
  return rows[0] ?? null;
}

/** Deletes the key's counter; answers whether there was one. */
export async function deleteCounter(key: string): Promise<boolean> {
  return (await rawExecute(Prisma.sql`DELETE FROM "RateLimiterFlexible" WHERE "key" = ${key}`)) > 0;
}
