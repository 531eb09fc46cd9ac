import { beforeEach, describe, expect, it } from "vitest";
import { TooManyRequestsError } from "@/lib/errors";
import { enforceRule } from "@/lib/rate-limit";
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
