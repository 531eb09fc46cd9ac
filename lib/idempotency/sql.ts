// The Idempotency-Key records' raw statements (docs/decisions/0004): the claim runs before every public
// form submission; lib/idempotency/sql.int.test.ts runs every one against the migrated schema.
import "server-only";
import { rawExecute } from "@/lib/db/client";
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

/** The UPDATE that stores a claimed key's answer (a CTE body of the caller's statement); with a null key it matches nothing. */
export function answerUpdateSql(scope: string, key: string | null, answer: { status: number; body: unknown }): Prisma.Sql {
  return Prisma.sql`UPDATE "IdempotencyRecord" SET "status" = ${answer.status}, "body" = ${JSON.stringify(answer.body ?? {})}::jsonb
      WHERE ${key}::text IS NOT NULL AND "scope" = ${scope} AND "key" = ${key}`;
}
