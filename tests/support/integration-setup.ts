import { afterAll, inject, vi } from "vitest";
import { workerDatabaseUrl } from "./worker-database";

// PostgreSQL: this worker's own copy of the migrated database (files run in parallel, one per worker).
// PGlite serves one query stream: several connections interleave extended-protocol messages
// ("unnamed prepared statement does not exist") under concurrency, so one connection and one worker there.
const kind = inject("databaseKind");
process.env.DATABASE_URL = kind === "postgresql" ? await workerDatabaseUrl(inject("databaseUrl"), process.env.VITEST_POOL_ID ?? "1") : inject("databaseUrl");
process.env.DATABASE_POOL_MAX = kind === "pglite" ? "1" : "10";
process.env.EMAIL_OUTBOX_DIR ??= `.data/test-outbox-${process.pid}`;
process.env.UPLOAD_DIR ??= `.data/test-uploads-${process.pid}`;

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
