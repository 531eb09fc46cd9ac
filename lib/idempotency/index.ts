// Idempotency-Key support for the public form endpoints: the first request with a key runs and its
// answer is stored; a repeat gets that answer and runs nothing. Insert-first with a pending marker
// (status 0) decides the one request that runs, even for concurrent repeats, without holding a
// transaction open while it runs (PGlite serialises transactions, so that would stall everyone).
import "server-only";
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { ConflictError, UnprocessableEntityError, ValidationError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { KEY_REUSED_MESSAGE } from "./messages";
import { answerUpdateSql, claimIdempotencyKey, claimIdempotencyKeyAndRead, claimSqlParts, PENDING } from "./sql";

export { KEY_REUSED_MESSAGE };

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/**
 * What a run holds while its key is claimed. A use case that writes in one statement may commit the
 * answer with its own rows (`answerSql`, a CTE body; a speed-up, docs/decisions/0004): then this seam
 * does not write it again. Without a key the fragment matches nothing.
 */
export interface IdempotencyClaim {
  answerSql(answer: IdempotentAnswer): Prisma.Sql;
  /** The row of the context's `alsoRead`, read in the claim's own statement; undefined without a key or a read. */
  read?: object;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** How long a repeat waits for the first request to finish before giving up with 409. */
const WAIT_MS = 15_000;
/** A pending marker this old belongs to a request that died; the next repeat takes over. */
const STALE_PENDING_MS = 60_000;
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

export function validateIdempotencyKey(key: string): void {
  if (!KEY_PATTERN.test(key)) {
    throw new ValidationError("The Idempotency-Key header must be 1 to 200 printable characters without spaces.", { "Idempotency-Key": "Invalid key" });
  }
}


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SHA-256 of the request as validated (zod output: a fixed key order), so the same submission hashes alike. */
export function requestFingerprint(request: unknown): string {
  return createHash("sha256").update(JSON.stringify(request ?? null)).digest("hex");
}

export interface IdempotencyContext {
  /** One namespace per endpoint, e.g. "POST /api/booking/create": a key used on one endpoint means nothing on another. */
  scope: string;
  key: string | null;
  /** The validated request: a different request under a used key is refused with 422 (IETF Idempotency-Key draft). */
  request: unknown;
  /** A one-row SELECT the run needs, sent in the claim's statement (one round trip fewer); its row is `claim.read`. */
  alsoRead?: Prisma.Sql;
  /** The first claim, already made in another statement (`claimInOtherStatement`); later tries claim on their own. */
  firstClaim?: FirstClaim;
}

/** A claim made inside another statement: its SQL parts, then (once that statement ran) its row. */
export interface FirstClaim {
  /** The fingerprint of the request it claims for (computed once). */
  requestHash: string;
  sql(when: Prisma.Sql): { ctes: Prisma.Sql; select: Prisma.Sql };
  row?: Record<string, unknown>;
}

/**
 * The key's first claim as part of a caller's statement (the rate-limit count's), for withIdempotency's
 * `firstClaim`: null without a key or with a malformed one (withIdempotency answers those as before).
 */
export function claimInOtherStatement({ scope, key, request, alsoRead }: IdempotencyContext): FirstClaim | null {
  if (key === null || !KEY_PATTERN.test(key)) return null;
  const requestHash = requestFingerprint(request);
  return { requestHash, sql: (when) => claimSqlParts(scope, key, requestHash, when, alsoRead) };
}

/** The one seam: claims the key, runs the use case once, stores its answer; a repeat gets that answer. */
export async function withIdempotency({ scope, key, request, alsoRead, firstClaim }: IdempotencyContext, run: (claim: IdempotencyClaim) => Promise<IdempotentAnswer>): Promise<IdempotentAnswer> {
  let answeredInStatement = false;
  const held: IdempotencyClaim = {
    answerSql: (answer) => {
      answeredInStatement = key !== null;
      return answerUpdateSql(scope, key, answer);
    },
  };
  if (key === null) return run(held);
  validateIdempotencyKey(key);
  const requestHash = firstClaim?.requestHash ?? requestFingerprint(request);

  const deadline = Date.now() + WAIT_MS;
  let delay = 25;
  for (;;) {
    let claimed: boolean;
    const made = firstClaim?.row;
    if (made) {
      firstClaim = undefined; // a later try (the first request still running) claims on its own
      const { claimed: count, ...read } = made;
      claimed = count === 1;
      if (alsoRead) held.read = read;
    } else if (alsoRead) {
      const answer = await claimIdempotencyKeyAndRead(scope, key, requestHash, alsoRead);
      claimed = answer.claimed;
      held.read = answer.read;
    } else claimed = await claimIdempotencyKey(scope, key, requestHash);
    if (claimed) {
      let answer: IdempotentAnswer;
      try {
        answer = await run(held);
      } catch (error) {
        // Nothing was stored for a failed run: the client may retry with the same key.
        await prisma.idempotencyRecord.deleteMany({ where: { scope, key, status: PENDING } }).catch(() => undefined);
        throw error;
      }
      if (!answeredInStatement) {
        await prisma.idempotencyRecord.update({
          where: { scope_key: { scope, key } },
          data: { status: answer.status, body: (answer.body ?? {}) as Prisma.InputJsonValue },
        });
      }
      return { status: answer.status, body: answer.body };
    }

    const record = await prisma.idempotencyRecord.findUnique({ where: { scope_key: { scope, key } } });
    if (record?.requestHash && record.requestHash !== requestHash) throw new UnprocessableEntityError(KEY_REUSED_MESSAGE);
    if (record && record.status !== PENDING) return { status: record.status, body: record.body };
    if (record && Date.now() - record.createdAt.getTime() > STALE_PENDING_MS) {
      await prisma.idempotencyRecord.deleteMany({ where: { scope, key, status: PENDING, createdAt: record.createdAt } });
      continue;
    }
    // Pending (another request is running it) or just deleted after a failure: wait and look again.
    if (Date.now() > deadline) throw new ConflictError("A request with this Idempotency-Key is still being processed. Please try again shortly.");
    await sleep(delay);
    delay = Math.min(delay * 2, 500);
  }
}

export async function pruneIdempotencyRecords(olderThanMs = IDEMPOTENCY_RETENTION_MS, now = new Date()): Promise<number> {
  const { count } = await prisma.idempotencyRecord.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - olderThanMs) } } });
  return count;
}
