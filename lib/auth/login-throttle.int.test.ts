import { beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { login } from "@/lib/auth/session";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
const EMAIL = "owner@example.org";
const PASSWORD = "the-right-password-2026";
let passwordHash: string;
const noWait = async () => undefined;

async function attempt(password: string, ip: string, sleep: (ms: number) => Promise<void> = noWait): Promise<number> {
  return login({ email: EMAIL, password, ip }, { sleep }).then(
    () => 200,
    (error: { status?: number }) => error.status ?? 500,
  );
}

beforeEach(async () => {
  await resetDatabase();
  passwordHash ??= await hashPassword(PASSWORD);
  await db().user.create({ data: { email: EMAIL, firstName: "Owner", lastName: "Test", passwordHash, role: "admin", isAdministrator: true } });
});

describe("sign-in throttling never locks an account out", () => {
  it("after 10 failures from one address, the correct password from another address signs in", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push(await attempt(`wrong-${i}`, "203.0.113.10"));
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    expect(await attempt(PASSWORD, "198.51.100.20")).toBe(200);
  });

  it("an (account, address) pair with 5 failures gets 429 with Retry-After, even with the correct password", async () => {
    for (let i = 0; i < 5; i += 1) expect(await attempt(`wrong-${i}`, "203.0.113.11")).toBe(401);
    const refused = await login({ email: EMAIL, password: PASSWORD, ip: "203.0.113.11" }, { sleep: noWait }).catch((e: { status: number; retryAfterSeconds: number }) => e);
    expect((refused as { status: number }).status).toBe(429);
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it("an address with 20 failed attempts over many accounts gets 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(await login({ email: `ghost${i}@example.org`, password: "whatever", ip: "203.0.113.12" }, { sleep: noWait }).then(() => 200, (e: { status: number }) => e.status));
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    expect(await attempt(PASSWORD, "203.0.113.12")).toBe(429);
    expect(await attempt(PASSWORD, "203.0.113.13")).toBe(200);
  });

  it("20 concurrent wrong passwords for one account from one address: only 5 are evaluated", async () => {
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`wrong-${i}`, "203.0.113.14")));
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(await db().loginAttempt.count({ where: { email: EMAIL } })).toBe(5);
  });

  it("failures from many addresses slow the account down progressively instead of refusing it", async () => {
    const waits: number[] = [];
    const record = async (ms: number) => void waits.push(ms);
    for (let i = 0; i < 9; i += 1) expect(await attempt(`wrong-${i}`, `198.51.100.${i + 1}`, record)).toBe(401);
    // Attempts 6–9 wait 200, 400, 800, 1600 ms; the owner's 10th attempt waits 3,000 ms (the cap) and signs in.
    expect(await attempt(PASSWORD, "192.0.2.50", record)).toBe(200);
    expect(waits).toEqual([200, 400, 800, 1600, 3000]);
    // The success forgets the account's failures: the next sign-in does not wait.
    expect(await attempt(PASSWORD, "192.0.2.51", record)).toBe(200);
    expect(waits).toHaveLength(5);
  });

  it("a success forgets the pair's failures", async () => {
    for (let i = 0; i < 4; i += 1) expect(await attempt(`wrong-${i}`, "203.0.113.15")).toBe(401);
    expect(await attempt(PASSWORD, "203.0.113.15")).toBe(200);
    for (let i = 0; i < 4; i += 1) expect(await attempt(`wrong-again-${i}`, "203.0.113.15")).toBe(401);
    expect(await attempt(PASSWORD, "203.0.113.15")).toBe(200);
  });

  it("every attempt that was evaluated is logged with its address and outcome", async () => {
    await attempt("wrong", "203.0.113.16");
    await attempt(PASSWORD, "203.0.113.16");
    const rows = await db().loginAttempt.findMany({ where: { email: EMAIL }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.ip, r.success])).toEqual([
      ["203.0.113.16", false],
      ["203.0.113.16", true],
    ]);
  });
});
