import { beforeEach, describe, expect, it } from "vitest";
import { TooManyRequestsError } from "@/lib/errors";
import { enforceRule, limiterFor, PostgresCounterLimiter } from "@/lib/rate-limit";
import { claimInOtherStatement } from "@/lib/idempotency";
import { resetDatabase, testPrisma } from "@/tests/support/db";

beforeEach(resetDatabase);

describe("per-key limits shared through the database", () => {
  it("the request over the limit gets 429 with Retry-After; another key is unaffected", async () => {
    const rule = { limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i += 1) await enforceRule("test", "user-a", rule);
    const error = await enforceRule("test", "user-a", rule, "Too many uploads.").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(0);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(60);
    await expect(enforceRule("test", "user-b", rule)).resolves.toBeUndefined();
  });

  it("counts concurrent requests atomically: 30 at once with a limit of 10 → exactly 10 pass", async () => {
    const rule = { limit: 10, windowSeconds: 60 };
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => enforceRule("test", "203.0.113.9", rule)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(results.filter((r) => r.status === "rejected" && r.reason instanceof TooManyRequestsError)).toHaveLength(20);
    expect(await testPrisma().rateLimiterFlexible.count()).toBe(1);
  });
});

describe("a public form's Idempotency-Key claim in the count's statement", () => {
  it("claims the key with a request within the limit, and stores nothing for one over it", async () => {
    const rule = { limit: 1, windowSeconds: 60 };
    const claim = (key: string) => claimInOtherStatement({ scope: "POST /api/send-email", key, request: { message: "Hi" } })!;
    const first = claim("key-1");
    await enforceRule("test", "203.0.113.7", rule, "Too many.", first);
    expect(first.row).toEqual({ claimed: 1 });
    const over = claim("key-2");
    await expect(enforceRule("test", "203.0.113.7", rule, "Too many.", over)).rejects.toBeInstanceOf(TooManyRequestsError);
    expect((await testPrisma().idempotencyRecord.findMany()).map((r) => [r.key, r.status])).toEqual([["key-1", 0]]);
    expect(claimInOtherStatement({ scope: "POST /api/send-email", key: "no spaces allowed", request: {} })).toBeNull();
  });
});

describe("the PostgreSQL store behind rate-limiter-flexible (its public API over our four store methods)", () => {
  it("counts, blocks for blockDuration once over, reads, rewards and deletes through the library's own methods", async () => {
    const limiter = limiterFor("pin", { limit: 2, windowSeconds: 60, blockSeconds: 120 });
    expect(limiter).toBeInstanceOf(PostgresCounterLimiter);
    const first = await limiter.consume("k");
    expect(first).toMatchObject({ consumedPoints: 1, remainingPoints: 1, isFirstInDuration: true });
    expect(first.msBeforeNext).toBeGreaterThan(59_000);
    expect(await limiter.consume("k")).toMatchObject({ consumedPoints: 2, remainingPoints: 0, isFirstInDuration: false });
    const refused = await limiter.consume("k").catch((e: unknown) => e);
    expect(refused).toMatchObject({ consumedPoints: 3, remainingPoints: 0 });
    // Blocked: the row's expiry moved to the block's end (120 s), past the window's 60 s.
    const stored = await testPrisma().rateLimiterFlexible.findUniqueOrThrow({ where: { key: "pin:k" } });
    expect(stored.expire!.getTime() - Date.now()).toBeGreaterThan(100_000);
    expect(await limiter.get("k")).toMatchObject({ consumedPoints: stored.points });
    expect(await limiter.reward("k", stored.points)).toMatchObject({ consumedPoints: 0 });
    expect(await limiter.delete("k")).toBe(true);
    expect(await limiter.get("k")).toBeNull();
    expect(await limiter.delete("k")).toBe(false);
  });

  it("starts a new window when the stored one has ended", async () => {
    const limiter = limiterFor("pin-window", { limit: 1, windowSeconds: 60 });
    await testPrisma().rateLimiterFlexible.create({ data: { key: "pin-window:k", points: 5, expire: new Date(Date.now() - 1000) } });
    expect(await limiter.get("k")).toBeNull();
    expect(await limiter.consume("k")).toMatchObject({ consumedPoints: 1, isFirstInDuration: true });
  });
});

