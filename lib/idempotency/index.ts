// Idempotency-Key support for the public form endpoints: the first request with a key runs and its
// answer is stored; a repeat gets that answer and runs nothing. Insert-first with a pending marker
// (status 0) decides the one request that runs, even for concurrent repeats, without holding a
// transaction open while it runs (PGlite serialises transactions, so that would stall everyone).
import { prisma } from "@/lib/db/client";
import { ConflictError, ValidationError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

const PENDING = 0;
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

async function claim(scope: string, key: string): Promise<boolean> {
  const { count } = await prisma.idempotencyRecord.createMany({ data: [{ scope, key, status: PENDING, body: {} }], skipDuplicates: true });
  return count === 1;
}

export async function withIdempotency(scope: string, key: string | null, run: () => Promise<IdempotentAnswer>): Promise<IdempotentAnswer> {
  if (key === null) return run();
  validateIdempotencyKey(key);

  const deadline = Date.now() + WAIT_MS;
  let delay = 25;
  for (;;) {
    if (await claim(scope, key)) {
      let answer: IdempotentAnswer;
      try {
        answer = await run();
      } catch (error) {
        // Nothing was stored for a failed run: the client may retry with the same key.
        await prisma.idempotencyRecord.deleteMany({ where: { scope, key, status: PENDING } }).catch(() => undefined);
        throw error;
      }
      await prisma.idempotencyRecord.update({
        where: { scope_key: { scope, key } },
        data: { status: answer.status, body: (answer.body ?? {}) as Prisma.InputJsonValue },
      });
      return answer;
    }

    const record = await prisma.idempotencyRecord.findUnique({ where: { scope_key: { scope, key } } });
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

export async function pruneIdempotencyRecords(olderThanMs = IDEMPOTENCY_RETENTION_MS): Promise<number> {
  const { count } = await prisma.idempotencyRecord.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - olderThanMs) } } });
  return count;
}
