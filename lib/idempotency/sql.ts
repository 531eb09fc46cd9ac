// The Idempotency-Key records' raw statements (docs/decisions/0004): the claim runs before every public
// form submission; lib/idempotency/sql.int.test.ts runs every one against the migrated schema.
import "server-only";
import { rawExecute, rawRows } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

/** The status of a claimed key whose run has not answered yet. */
export const PENDING = 0;

/**
 * Inserts the key's pending record unless the scope already holds the key; answers whether this caller
 * claimed it. One statement without query compilation: this runs before every public form submission.
 */
export async function claimIdempotencyKey(scope: string, key: string, requestHash: string): Promise<boolean> {
  const count = await rawExecute(Prisma.sql`
    INSERT INTO "IdempotencyRecord" ("scope", "key", "requestHash", "status", "body", "createdAt")
    VALUES (${scope}, ${key}, ${requestHash}, ${PENDING}, '{}'::jsonb, now())
    ON CONFLICT DO NOTHING`);
  return count === 1;
}

/**
 * The claim with a read of the caller's in the same round trip: `read` is a SELECT of one row (the
 * booking's catalogue), its columns answered beside whether this caller claimed the key. The read runs
 * whether or not the claim succeeds; it sees the database as the claim's statement does.
 */
export async function claimIdempotencyKeyAndRead<T extends object>(scope: string, key: string, requestHash: string, read: Prisma.Sql): Promise<{ claimed: boolean; read: T }> {
  const [row] = await rawRows<T & { claimed: number }>(Prisma.sql`
    WITH c AS (
      INSERT INTO "IdempotencyRecord" ("scope", "key", "requestHash", "status", "body", "createdAt")
      VALUES (${scope}, ${key}, ${requestHash}, ${PENDING}, '{}'::jsonb, now())
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM c)::int AS "claimed", r.* FROM (${read}) AS r`);
  const { claimed, ...rest } = row;
  return { claimed: claimed === 1, read: rest as unknown as T };
}

/**
 * The claim as CTEs of another statement (the rate-limit count's: one round trip for both): the pending
 * record is inserted only when `when` holds (the request is within its limit); the one-row SELECT answers
 * "claimed" and `read`'s columns.
 */
export function claimSqlParts(scope: string, key: string, requestHash: string, when: Prisma.Sql, read?: Prisma.Sql): { ctes: Prisma.Sql; select: Prisma.Sql } {
  return {
    ctes: Prisma.sql`, claim AS (
      INSERT INTO "IdempotencyRecord" ("scope", "key", "requestHash", "status", "body", "createdAt")
      SELECT ${scope}, ${key}, ${requestHash}, ${PENDING}, '{}'::jsonb, now() FROM counter WHERE ${when}
      ON CONFLICT DO NOTHING
      RETURNING 1
    )`,
    select: read ? Prisma.sql`SELECT (SELECT count(*) FROM claim)::int AS "claimed", r.* FROM (${read}) AS r` : Prisma.sql`SELECT (SELECT count(*) FROM claim)::int AS "claimed"`,
  };
}

/** The UPDATE that stores a claimed key's answer (a CTE body of the caller's statement); with a null key it matches nothing. */
export function answerUpdateSql(scope: string, key: string | null, answer: { status: number; body: unknown }): Prisma.Sql {
  return Prisma.sql`UPDATE "IdempotencyRecord" SET "status" = ${answer.status}, "body" = ${JSON.stringify(answer.body ?? {})}::jsonb
      WHERE ${key}::text IS NOT NULL AND "scope" = ${scope} AND "key" = ${key}`;
}
