import { beforeEach, describe, expect, it } from "vitest";
import { pruneBookkeeping, runOutboxTick } from "@/lib/jobs";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
const NOW = new Date();
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function seedOldAndFresh() {
  const user = await db().user.create({ data: { email: "staff@example.org", firstName: "S", lastName: "T", passwordHash: "x" } });
  await db().loginAttempt.createMany({
    data: [
      { email: "a@example.org", ip: "203.0.113.1", success: false, createdAt: ago(31 * DAY) },
      { email: "a@example.org", ip: "203.0.113.1", success: false, createdAt: ago(DAY) },
    ],
  });
  await db().session.createMany({
    data: [
      { id: "expired-long-ago", userId: user.id, createdAt: ago(3 * DAY), expiresAt: ago(2 * DAY) },
      { id: "revoked-long-ago", userId: user.id, createdAt: ago(3 * DAY), expiresAt: new Date(NOW.getTime() + HOUR), revokedAt: ago(2 * DAY) },
      { id: "live", userId: user.id, createdAt: ago(HOUR), expiresAt: new Date(NOW.getTime() + HOUR) },
      { id: "just-revoked", userId: user.id, createdAt: ago(HOUR), expiresAt: new Date(NOW.getTime() + HOUR), revokedAt: ago(HOUR) },
    ],
  });
  await db().rateLimiterFlexible.createMany({
    data: [
      { key: "rl:old", points: 3, expire: ago(1000) },
      { key: "rl:current", points: 3, expire: new Date(NOW.getTime() + 60_000) },
    ],
  });
  await db().idempotencyRecord.createMany({
    data: [
      { scope: "POST /api/send-email", key: "old", status: 200, body: {}, createdAt: ago(2 * DAY) },
      { scope: "POST /api/send-email", key: "fresh", status: 200, body: {}, createdAt: ago(HOUR) },
    ],
  });
  await db().usedCaptchaToken.createMany({ data: [{ tokenHash: "old", createdAt: ago(2 * DAY) }, { tokenHash: "fresh", createdAt: ago(HOUR) }] });
  await db().providerWebhookEvent.createMany({
    data: [
      { id: "msg_old", provider: "resend", type: "email.delivered", receivedAt: ago(2 * DAY) },
      { id: "msg_fresh", provider: "resend", type: "email.delivered", receivedAt: ago(HOUR) },
    ],
  });
}

beforeEach(resetDatabase);

describe("bookkeeping rows are pruned on a schedule", () => {
  it("drops old login attempts, ended sessions, expired rate-limit counters, old idempotency answers and captcha hashes; keeps current ones", async () => {
    await seedOldAndFresh();
    const report = await pruneBookkeeping(NOW);
    expect(report).toEqual({ loginAttempts: 1, sessions: 2, rateLimits: 1, idempotencyRecords: 1, captchaTokens: 1, webhookEvents: 1 });
    expect((await db().providerWebhookEvent.findMany()).map((r) => r.id)).toEqual(["msg_fresh"]);
    expect((await db().session.findMany({ orderBy: { id: "asc" } })).map((s) => s.id)).toEqual(["just-revoked", "live"]);
    expect((await db().rateLimiterFlexible.findMany()).map((r) => r.key)).toEqual(["rl:current"]);
    expect(await db().loginAttempt.count()).toBe(1);
    expect((await db().idempotencyRecord.findMany()).map((r) => r.key)).toEqual(["fresh"]);
    expect((await db().usedCaptchaToken.findMany()).map((r) => r.tokenHash)).toEqual(["fresh"]);
  });

  it("the outbox worker's tick (and so the cron route) runs the pruning", async () => {
    await seedOldAndFresh();
    await runOutboxTick();
    expect(await db().loginAttempt.count()).toBe(1);
    expect(await db().session.count()).toBe(2);
    expect(await db().rateLimiterFlexible.count()).toBe(1);
  });
});
