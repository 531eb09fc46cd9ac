// Fixed-window counters in PostgreSQL, so every app instance shares them.
import { prisma } from "@/lib/db/client";
import { TooManyRequestsError } from "@/lib/errors";

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export async function hit(key: string, rule: RateLimitRule): Promise<{ count: number; retryAfterSeconds: number }> {
  const rows = await prisma.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN now() + make_interval(secs => ${rule.windowSeconds}) ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  const row = rows[0];
  return { count: Number(row.count), retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000)) };
}

export async function enforceRateLimit(key: string, rule: RateLimitRule, message = "Too many requests. Please wait a moment and try again."): Promise<void> {
  const { count, retryAfterSeconds } = await hit(key, rule);
  if (count > rule.limit) throw new TooManyRequestsError(message, retryAfterSeconds);
}

/** Public form endpoints: generous for a real visitor, tight for a script. Overridable for load tests. */
export function publicFormRule(): RateLimitRule {
  return { limit: Number(process.env.PUBLIC_FORM_RATE_LIMIT ?? 20), windowSeconds: 60 };
}
