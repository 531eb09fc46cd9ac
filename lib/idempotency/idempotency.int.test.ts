import { beforeEach, describe, expect, it } from "vitest";
import { KEY_REUSED_MESSAGE, withIdempotency, type IdempotentAnswer } from "@/lib/idempotency";
import { resetDatabase, testPrisma } from "@/tests/support/db";

beforeEach(resetDatabase);

const SAME_REQUEST = { fullName: "Ana Li", message: "Hello" };
const idem = (scope: string, key: string | null, run: () => Promise<IdempotentAnswer>, request: unknown = SAME_REQUEST) => withIdempotency({ scope, key, request }, run);

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
    const answers = await Promise.all(Array.from({ length: 20 }, () => idem("send-email", "key-parallel-1", c.run)));
    expect(c.runs).toBe(1);
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { success: true, run: 1 } });
    expect(await testPrisma().idempotencyRecord.count()).toBe(1);
  });

  it("answers a repeated key from the store without running anything", async () => {
    const c = counter();
    await idem("send-email", "key-repeat", c.run);
    expect(await idem("send-email", "key-repeat", c.run)).toEqual({ status: 200, body: { success: true, run: 1 } });
    expect(c.runs).toBe(1);
    // Another scope is another namespace.
    await idem("booking", "key-repeat", c.run);
    expect(c.runs).toBe(2);
  });

  it("stores nothing for a failed run, so the same key can be retried", async () => {
    await expect(
      idem("send-email", "key-fails", async () => {
        throw new Error("captcha refused");
      }),
    ).rejects.toThrow("captcha refused");
    expect(await testPrisma().idempotencyRecord.count()).toBe(0);
    const c = counter();
    expect(await idem("send-email", "key-fails", c.run)).toMatchObject({ status: 200 });
    expect(c.runs).toBe(1);
  });

  it("runs every time without a key", async () => {
    const c = counter();
    await idem("send-email", null, c.run);
    await idem("send-email", null, c.run);
    expect(c.runs).toBe(2);
    expect(await testPrisma().idempotencyRecord.count()).toBe(0);
  });

  it("refuses malformed keys with 400", async () => {
    const c = counter();
    for (const key of ["", "has space", "x".repeat(201), "naïve", "tab\there"]) {
      await expect(idem("send-email", key, c.run)).rejects.toMatchObject({ status: 400 });
    }
    expect(c.runs).toBe(0);
    await expect(idem("send-email", "x".repeat(200), c.run)).resolves.toMatchObject({ status: 200 });
  });

  it("takes over a key whose first request died while running", async () => {
    await testPrisma().idempotencyRecord.create({ data: { scope: "send-email", key: "key-orphan", status: 0, body: {}, createdAt: new Date(Date.now() - 5 * 60_000) } });
    const c = counter();
    expect(await idem("send-email", "key-orphan", c.run)).toMatchObject({ status: 200 });
    expect(c.runs).toBe(1);
  });

  it("a used key with a different request body is refused with 422 and runs nothing", async () => {
    const c = counter();
    await idem("POST /api/send-email", "key-bound", c.run, { fullName: "Ana Li", message: "Hello" });
    const error = await idem("POST /api/send-email", "key-bound", c.run, { fullName: "Ana Li", message: "Something else" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, message: KEY_REUSED_MESSAGE });
    expect(c.runs).toBe(1);
    // The same request under the key still gets its first answer.
    expect(await idem("POST /api/send-email", "key-bound", c.run, { fullName: "Ana Li", message: "Hello" })).toEqual({ status: 200, body: { success: true, run: 1 } });
  });

  it("a different request under a key that is still running is refused with 422, not kept waiting", async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow = () => {
      started();
      return new Promise<IdempotentAnswer>((resolve) => (release = () => resolve({ status: 200, body: { ok: true } })));
    };
    const first = idem("POST /api/booking/create", "key-pending", slow, { day: 1 });
    // The first request holds the claim once its use case runs.
    await running;
    await expect(idem("POST /api/booking/create", "key-pending", slow, { day: 2 })).rejects.toMatchObject({ status: 422 });
    release();
    await expect(first).resolves.toEqual({ status: 200, body: { ok: true } });
  });
});
