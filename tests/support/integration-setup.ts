import { afterAll, inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
// PGlite serves one query stream: several connections interleave extended-protocol messages
// ("unnamed prepared statement does not exist") under concurrency, so use one connection there.
process.env.DATABASE_POOL_MAX = inject("databaseKind") === "pglite" ? "1" : "10";
process.env.EMAIL_OUTBOX_DIR ??= `.data/test-outbox-${process.pid}`;
process.env.UPLOAD_DIR ??= `.data/test-uploads-${process.pid}`;

afterAll(async () => {
  const { getPrisma } = await import("@/lib/db/client");
  await getPrisma().$disconnect();
});
