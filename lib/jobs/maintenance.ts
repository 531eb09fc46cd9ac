// Housekeeping of bookkeeping tables that grow with every request, run by the outbox worker's tick
// (and so by GET /api/cron/outbox on serverless hosts).
import { pruneSignInRecords } from "@/lib/auth";
import { pruneUsedCaptchaTokens } from "@/lib/captcha";
import { pruneWebhookEvents } from "@/lib/notify";
import { pruneIdempotencyRecords } from "@/lib/idempotency";
import { pruneRateLimits } from "@/lib/rate-limit";

export interface PruneReport {
  loginAttempts: number;
  sessions: number;
  rateLimits: number;
  idempotencyRecords: number;
  captchaTokens: number;
  webhookEvents: number;
}

export async function pruneBookkeeping(now = new Date()): Promise<PruneReport> {
  const [signIn, rateLimits, idempotencyRecords, captchaTokens, webhookEvents] = await Promise.all([
    pruneSignInRecords(now),
    pruneRateLimits(now),
    pruneIdempotencyRecords(undefined, now),
    pruneUsedCaptchaTokens(now),
    pruneWebhookEvents(now),
  ]);
  return { ...signIn, rateLimits, idempotencyRecords, captchaTokens, webhookEvents };
}
