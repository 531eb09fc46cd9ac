// Every raw statement of lib/idempotency/sql.ts against the migrated schema, each effect read back by
// Prisma (an independent reading of the same rows).
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { answerUpdateSql, claimIdempotencyKey, claimIdempotencyKeyAndRead, PENDING } from "./sql";

const db = () => testPrisma();
const record = (scope: string, key: string) => db().idempotencyRecord.findUnique({ where: { scope_key: { scope, key } } });
const SCOPE = "POST /api/booking/create";

beforeEach(resetDatabase);

describe("claimIdempotencyKey (INSERT … ON CONFLICT DO NOTHING)", () => {
  it("stores a pending record for the first claim only, per scope", async () => {
    const before = Date.now();
    expect(await claimIdempotencyKey(SCOPE, "key-1", "hash-a")).toBe(true);
    const after = Date.now();
    const stored = await record(SCOPE, "key-1");
    expect(stored).toMatchObject({ scope: SCOPE, key: "key-1", requestHash: "hash-a", status: 0, body: {} });
    expect(PENDING).toBe(0);
    // The database's clock sets createdAt: within this claim's time, give or take the 1 ms column precision.
    expect(stored!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(stored!.createdAt.getTime()).toBeLessThanOrEqual(after + 1);

    expect(await claimIdempotencyKey(SCOPE, "key-1", "hash-b")).toBe(false);
    expect((await record(SCOPE, "key-1"))!.requestHash).toBe("hash-a");
    expect(await claimIdempotencyKey("POST /api/send-email", "key-1", "hash-b")).toBe(true);
    expect(await db().idempotencyRecord.count()).toBe(2);
  });
});

describe("claimIdempotencyKeyAndRead (the claim and a read of the caller's in one statement)", () => {
  it("claims as claimIdempotencyKey does and answers the read's row on the first claim and on a repeat", async () => {
    await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } });
    const read = Prisma.sql`SELECT (SELECT count(*) FROM "Service")::int AS "services", ${"x"}::text AS "echo"`;
    expect(await claimIdempotencyKeyAndRead(SCOPE, "key-1", "hash-a", read)).toEqual({ claimed: true, read: { services: 1, echo: "x" } });
    expect(await record(SCOPE, "key-1")).toMatchObject({ scope: SCOPE, key: "key-1", requestHash: "hash-a", status: PENDING, body: {} });
    expect(await claimIdempotencyKeyAndRead(SCOPE, "key-1", "hash-b", read)).toEqual({ claimed: false, read: { services: 1, echo: "x" } });
    expect((await record(SCOPE, "key-1"))!.requestHash).toBe("hash-a");
    expect(await db().idempotencyRecord.count()).toBe(1);
  });
});

describe("answerUpdateSql (the answer, committed inside the caller's statement)", () => {
  it("stores the answer on the claimed key only; a null key matches nothing", async () => {
    await claimIdempotencyKey(SCOPE, "key-1", "hash-a");
    await claimIdempotencyKey(SCOPE, "key-2", "hash-a");
    expect(await db().$executeRaw(answerUpdateSql(SCOPE, "key-1", { status: 201, body: { success: true, bookingId: "b1" } }))).toBe(1);
    expect(await record(SCOPE, "key-1")).toMatchObject({ status: 201, body: { success: true, bookingId: "b1" } });
    expect(await record(SCOPE, "key-2")).toMatchObject({ status: PENDING, body: {} });

    expect(await db().$executeRaw(answerUpdateSql(SCOPE, null, { status: 201, body: null }))).toBe(0);
    expect(await db().$executeRaw(answerUpdateSql(SCOPE, "key-2", { status: 200, body: undefined }))).toBe(1);
    expect(await record(SCOPE, "key-2")).toMatchObject({ status: 200, body: {} });
  });
});
