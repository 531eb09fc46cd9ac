// Scheduled work: the outbox worker's tick (deliver due emails, the domains' periodic jobs, housekeeping),
// run every 30 s by a long-running server (instrumentation.ts) or by GET /api/cron/outbox on serverless hosts.
export { pruneBookkeeping, type PruneReport } from "./maintenance";
export { runOutboxTick, startOutboxWorker } from "./worker";
