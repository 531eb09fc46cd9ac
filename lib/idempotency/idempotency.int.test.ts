import { beforeEach, describe, expect, it } from "vitest";
import { withIdempotency } from "@/lib/idempotency";
import { resetDatabase, testPrisma } from "@/tests/support/db";

beforeEach(resetDatabase);

function counter() {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    run: async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 200, body: { success: true, run: runs } };
    },
  };
}

describe("withIdempotency", () => {
  it("runs once for 20 concurrent requests with one key, and all get the same answer", async () => {
    const c = counter();
    const answers = await Promise.all(Array.from({ length: 20 }, () => withIdempotency("send-email", "key-parallel-1", c.run)));
    expect(c.runs).toBe(1);
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { success: true, run: 1 } });
    expect(await testPrisma().idempotencyRecord.count()).toBe(1);
  });

  it("answers a repeated key from the store without running anything", async () => {
    const c = counter();
    await withIdempotency("send-email", "key-repeat", c.run);
    expect(await withIdempotency("send-email", "key-repeat", c.run)).toEqual({ status: 200, body: { success: true, run: 1 } });
    expect(c.runs).toBe(1);
    // Another scope is another namespace.
    await withIdempotency("booking", "key-repeat", c.run);
    expect(c.runs).toBe(2);
  });

  it("stores nothing for a failed run, so the same key can be retried", async () => {
    await expect(
      withIdempotency("send-email", "key-fails", async () => {
        throw new Error("captcha refused");
      }),
    ).rejects.toThrow("captcha refused");
    expect(await testPrisma().idempotencyRecord.count()).toBe(0);
    const c = counter();
    expect(await withIdempotency("send-email", "key-fails", c.run)).toMatchObject({ status: 200 });
    expect(c.runs).toBe(1);
  });

  it("runs every time without a key", async () => {
    const c = counter();
    await withIdempotency("send-email", null, c.run);
    await withIdempotency("send-email", null, c.run);
    expect(c.runs).toBe(2);
    expect(await testPrisma().idempotencyRecord.count()).toBe(0);
  });

  it("refuses malformed keys with 400", async () => {
    const c = counter();
    for (const key of ["", "has space", "x".repeat(201), "naïve", "tab\there"]) {
      await expect(withIdempotency("send-email", key, c.run)).rejects.toMatchObject({ status: 400 });
    }
    expect(c.runs).toBe(0);
    await expect(withIdempotency("send-email", "x".repeat(200), c.run)).resolves.toMatchObject({ status: 200 });
  });

  it("takes over a key whose first request died while running", async () => {
    await testPrisma().idempotencyRecord.create({ data: { scope: "send-email", key: "key-orphan", status: 0, body: {}, createdAt: new Date(Date.now() - 5 * 60_000) } });
    const c = counter();
    expect(await withIdempotency("send-email", "key-orphan", c.run)).toMatchObject({ status: 200 });
    expect(c.runs).toBe(1);
  });
});
