// `npm run dev`: embedded PostgreSQL (PGlite over TCP) unless DATABASE_URL is set, migrations,
// the demo seed, then `next dev`.
import "dotenv/config";
import { spawn } from "node:child_process";
import path from "node:path";
import { createPrismaClient } from "../lib/db/client";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, seed } from "../prisma/seed-lib";
import { assertDatabaseReachable } from "./lib/database";
import { ensureDevSecret } from "../lib/auth/dev-secret";
import { isPortFree, startEmbeddedPostgres, type EmbeddedPostgres } from "./lib/embedded-pg";
import { migrate } from "./lib/migrate";

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  if (!(await isPortFree(port, "0.0.0.0"))) {
    throw new Error(`Port ${port} is already in use; stop the other server or run with PORT=<free port>.`);
  }
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await assertDatabaseReachable(databaseUrl);
  } else {
    embedded = await startEmbeddedPostgres({
      port: Number(process.env.PGLITE_PORT ?? 54329),
      dataDir: path.join(process.cwd(), ".data", "pglite"),
      maxConnections: 20,
    });
    databaseUrl = embedded.url;
    console.log(`Embedded PostgreSQL (PGlite) on 127.0.0.1:${embedded.port}, data in .data/pglite`);
  }

  const { applied } = await migrate(databaseUrl);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
  const prisma = createPrismaClient(databaseUrl);
  await seed(prisma, { log: (line) => console.log(line) });
  await prisma.$disconnect();

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    // PGlite serves one query stream; several pooled connections interleave under concurrency.
    DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? (embedded ? "1" : "10"),
    NEXTAUTH_SECRET: ensureDevSecret(),
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
  };
  const next = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "dev", "-p", String(port)], {
    env,
    stdio: "inherit",
  });
  console.log(`\n  Site:  http://localhost:${port}\n  Admin: http://localhost:${port}/admin/login  (${process.env.SEED_ADMIN_EMAIL ?? DEV_ADMIN_EMAIL} / ${process.env.SEED_ADMIN_PASSWORD ? "<SEED_ADMIN_PASSWORD>" : DEV_ADMIN_PASSWORD})\n`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    next.kill("SIGTERM");
    await embedded?.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  next.on("exit", (code) => void stop(code ?? 0));
}

main().catch((error: Error) => {
  console.error(`\n${error.message}\n`);
  process.exit(1);
});
