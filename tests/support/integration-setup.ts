import { afterAll, afterEach, inject, vi } from "vitest";
import { workerDatabaseUrl } from "./worker-database";

// PostgreSQL: this worker process's own copy of the migrated database (files run in parallel, one per process).
// PGlite serves one query stream: several connections interleave extended-protocol messages
// ("unnamed prepared statement does not exist") under concurrency, so one connection and one worker there.
const kind = inject("databaseKind");
// Named by the worker's process id: a process runs one file at a time (its files share it under isolate: false),
// and VITEST_POOL_ID was seen given to two files at once in the isolated -mocks project.
process.env.DATABASE_URL = kind === "postgresql" ? await workerDatabaseUrl(inject("databaseUrl"), String(process.pid)) : inject("databaseUrl");
process.env.DATABASE_POOL_MAX = kind === "pglite" ? "1" : "10";
process.env.EMAIL_OUTBOX_DIR ??= `.data/test-outbox-${process.pid}`;
process.env.UPLOAD_DIR ??= `.data/test-uploads-${process.pid}`;

// Work a route handler started "after the response" runs at once outside a request, unawaited
// (lib/http/after-response.ts): it ends with its test, before the next one empties the tables under it.
afterEach(async () => {
  const work = await import("@/lib/http/after-response");
  // A file that replaces the module with its own afterResponse (vi.mock) runs that work itself: nothing to wait for.
  const settle = vi.isMockFunction(work.afterResponse) || !Object.keys(work).includes("settleAfterResponse") ? undefined : work.settleAfterResponse;
  await settle?.();
});

// Files share a worker's modules and process (vitest.config.ts: isolate false): what one file stubbed or spied
// on is put back before the next starts. This hook is registered first, so it runs after the file's own.
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  const { getPrisma } = await import("@/lib/db/client");
  await getPrisma().$disconnect();
  // The next file in this worker (isolate: false shares modules between files) makes a fresh client.
  globalThis.__studioPrisma = undefined;
});
