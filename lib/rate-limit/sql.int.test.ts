// Every raw statement of lib/rate-limit/sql.ts against the migrated schema, each effect read back by
// Prisma (an independent reading of the same row).
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { claimSqlParts } from "@/lib/idempotency/sql";
import { addToCounter, deleteCounter, liveCounter, setCounter } from "./sql";

const db = () => testPrisma();
const stored = (key: string) => db().rateLimiterFlexible.findUnique({ where: { key } });
const now = new Date("2027-01-10T15:00:00.000Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

beforeEach(resetDatabase);

describe("addToCounter (one INSERT … ON CONFLICT per request)", () => {
  it("creates the counter, adds to it while its window is open, and starts a new window once it has ended", async () => {
    expect(await addToCounter("rl:a", 1, later(60), now)).toEqual({ points: 1, expire: later(60) });
    // A second request in the window keeps the first window's end, whatever expiry it brings.
    expect(await addToCounter("rl:a", 2, later(90), later(10))).toEqual({ points: 3, expire: later(60) });
    expect(await stored("rl:a")).toEqual({ key: "rl:a", points: 3, expire: later(60) });
    // At the window's end (expire <= now) the count starts again.
    expect(await addToCounter("rl:a", 1, later(120), later(60))).toEqual({ points: 1, expire: later(120) });
    expect(await stored("rl:a")).toEqual({ key: "rl:a", points: 1, expire: later(120) });
  });

  it("carries a rider in the same statement: the Idempotency-Key claim while within the limit, and a read", async () => {
    const rider = (key: string) => claimSqlParts("POST /api/booking/create", key, "hash", Prisma.sql`counter."points" <= 1`, Prisma.sql`SELECT ${"catalogue"}::text AS "read"`);
    expect(await addToCounter("rl:b", 1, later(60), now, rider("key-1"))).toEqual({ points: 1, expire: later(60), claimed: 1, read: "catalogue" });
    expect(await addToCounter("rl:b", 1, later(60), now, rider("key-2"))).toEqual({ points: 2, expire: later(60), claimed: 0, read: "catalogue" });
    expect((await db().idempotencyRecord.findMany()).map((r) => [r.key, r.status, r.requestHash])).toEqual([["key-1", 0, "hash"]]);
    expect(await stored("rl:b")).toEqual({ key: "rl:b", points: 2, expire: later(60) });
  });

  it("keeps adding to a counter without expiry", async () => {
    await addToCounter("rl:forever", 4, null, now);
    expect(await addToCounter("rl:forever", 1, later(60), later(3600))).toEqual({ points: 5, expire: null });
    expect(await stored("rl:forever")).toEqual({ key: "rl:forever", points: 5, expire: null });
  });
});

describe("setCounter (the library's forceExpire)", () => {
  it("overwrites the points and the expiry of an open window", async () => {
    await addToCounter("rl:b", 7, later(60), now);
    expect(await setCounter("rl:b", 2, later(300))).toEqual({ points: 2, expire: later(300) });
    expect(await stored("rl:b")).toEqual({ key: "rl:b", points: 2, expire: later(300) });
    expect(await setCounter("rl:new", 1, null)).toEqual({ points: 1, expire: null });
    expect(await stored("rl:new")).toEqual({ key: "rl:new", points: 1, expire: null });
  });
});

describe("liveCounter", () => {
  it("reads a counter while its window is open, and nothing at or after its end or for an unknown key", async () => {
    await db().rateLimiterFlexible.createMany({ data: [{ key: "rl:open", points: 2, expire: later(60) }, { key: "rl:forever", points: 9, expire: null }] });
    expect(await liveCounter("rl:open", later(59))).toEqual({ points: 2, expire: later(60) });
    expect(await liveCounter("rl:open", later(60))).toBeNull();
    expect(await liveCounter("rl:forever", later(86_400))).toEqual({ points: 9, expire: null });
    expect(await liveCounter("rl:unknown", now)).toBeNull();
  });
});

describe("deleteCounter", () => {
  it("deletes only that key's counter and answers whether there was one", async () => {
    await db().rateLimiterFlexible.createMany({ data: [{ key: "rl:x", points: 1, expire: later(60) }, { key: "rl:y", points: 1, expire: later(60) }] });
    expect(await deleteCounter("rl:x")).toBe(true);
    expect(await deleteCounter("rl:x")).toBe(false);
    expect((await db().rateLimiterFlexible.findMany({ select: { key: true } })).map((r) => r.key)).toEqual(["rl:y"]);
  });
});
