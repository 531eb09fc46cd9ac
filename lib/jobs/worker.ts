// The outbox worker of a long-running Node server (started from instrumentation.ts). On serverless
// hosts GET /api/cron/outbox runs the same tick. Retries survive restarts: state lives in the rows.
// It sits above the domains whose jobs it runs (bookings, payments, clients, email), so none of them
// imports another through it.
import { queueHeatTimeNudges } from "@/lib/bookings";
import { runClientRetention } from "@/lib/clients";
import { deliverDueEmails, type DeliveryReport } from "@/lib/notify";
import { serverEnv } from "@/lib/env";
import { queueOverdueDepositReminders, retryPendingRefunds } from "@/lib/payments";
import { pruneBookkeeping } from "./maintenance";
import { runWaitlistTick } from "@/lib/waitlist";

const INTERVAL_MS = 30_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Heat-time nudges (a week before each competition) are looked for this often; the outbox key keeps each to one email. */
const NUDGE_EVERY_MS = 10 * 60 * 1000;

declare global {
  var __studioOutboxWorker: NodeJS.Timeout | undefined;
}

let lastPrune = 0;
let lastNudge = 0;

/**
 * One pass: queue heat-time nudges now and then (lib/bookings), deliver what is due,
 * and now and then prune bookkeeping rows (./maintenance.ts).
 */
export async function runOutboxTick({ limit = 25 }: { limit?: number } = {}): Promise<DeliveryReport> {
  if (Date.now() - lastNudge > NUDGE_EVERY_MS) {
    lastNudge = Date.now();
    await queueHeatTimeNudges().catch((error: Error) => console.error(`[outbox] heat-time nudges failed: ${error.message}`));
    await queueOverdueDepositReminders().catch((error: Error) => console.error(`[outbox] overdue deposit reminders failed: ${error.message}`));
    // Waiting-list holds past their time pass the place to the next dancer who fits (lib/waitlist).
    await runWaitlistTick().catch((error: Error) => console.error(`[outbox] waiting-list offers failed: ${error.message}`));
  }
  const report = await deliverDueEmails({ limit });
  // Stripe refunds that could not reach Stripe (lib/payments): retried here, with their own backoff.
  await retryPendingRefunds().catch((error: Error) => console.error(`[outbox] refund retries failed: ${error.message}`));
  if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = Date.now();
    await pruneBookkeeping();
    // Client retention (off unless a number of years is set): erases inactive clients.
    await runClientRetention().catch((error: Error) => console.error(`[outbox] client retention failed: ${error.message}`));
  }
  return report;
}

export function startOutboxWorker(): void {
  const env = serverEnv();
  if (env.OUTBOX_WORKER === "off") {
    console.log("[outbox] worker disabled (OUTBOX_WORKER=off); use GET /api/cron/outbox to deliver retries.");
    return;
  }
  if (!env.DATABASE_URL) {
    console.warn("[outbox] worker not started: DATABASE_URL is not set.");
    return;
  }
  if (globalThis.__studioOutboxWorker) return;
  let running = false;
  let lastError = "";
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runOutboxTick();
      lastError = "";
    } catch (error) {
      const message = (error as Error).message;
      // Log a failure once, not every 30 s while the database is away.
      if (message !== lastError) console.error(`[outbox] worker tick failed: ${message}`);
      lastError = message;
    } finally {
      running = false;
    }
  };
  globalThis.__studioOutboxWorker = setInterval(tick, INTERVAL_MS);
  globalThis.__studioOutboxWorker.unref();
  setTimeout(tick, 5_000).unref();
}
