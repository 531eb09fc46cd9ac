// Shared by `npm run test:reliability` and `npm run bench`: a fresh database (DATABASE_URL's server,
// else a PostgreSQL cluster of our own when the binaries exist, else in-memory PGlite), seeded, and
// `next build` + `next start` on 127.0.0.1. Everything started here is stopped by close().
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createPrismaClient } from "../../lib/db/client";
import { seed } from "../../prisma/seed-lib";
import { assertFreshBuild } from "./build-freshness";
import { freePort } from "./embedded-pg";
import { managedPostgresAvailable, startManagedPostgres, type ManagedPostgres } from "./managed-pg";
import { migrate } from "./migrate";
import { createTestDatabase } from "./test-database";

export type DatabaseKind = "postgresql (DATABASE_URL server)" | "postgresql (own cluster, controllable)" | "pglite";

export interface AppDatabase {
  url: string;
  kind: DatabaseKind;
  /** Present only for the cluster we started ourselves. */
  controllable?: ManagedPostgres;
  drop(): Promise<void>;
}

const bin = (name: string) => path.join(process.cwd(), "node_modules", ".bin", name);

/** preference: "auto" (DATABASE_URL → own cluster → PGlite), "pglite", or "postgresql" (own cluster or DATABASE_URL). */
export async function createAppDatabase(label: string, preference = "auto", durable = false): Promise<AppDatabase> {
  if (preference !== "pglite" && process.env.DATABASE_URL) {
    const db = await createTestDatabase(label);
    return { url: db.url, kind: "postgresql (DATABASE_URL server)", drop: db.drop };
  }
  if (preference !== "pglite" && managedPostgresAvailable()) {
    try {
      const cluster = await startManagedPostgres({ durable });
      await migrate(cluster.url);
      return { url: cluster.url, kind: "postgresql (own cluster, controllable)", controllable: cluster, drop: () => cluster.stop() };
    } catch (error) {
      if (preference === "postgresql") throw error;
      console.warn(`[harness] could not start a PostgreSQL cluster (${(error as Error).message}); using PGlite`);
    }
  }
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  try {
    const db = await createTestDatabase(label);
    return { url: db.url, kind: "pglite", drop: db.drop };
  } finally {
    if (saved) process.env.DATABASE_URL = saved;
  }
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * `run`, with the child's output (stdout and stderr) kept and written out in one piece when it exits: for two
 * commands that run side by side and would otherwise interleave their lines.
 */
export function runBuffered(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString("utf8") }));
  });
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * How long `next start` keeps an idle keep-alive connection (Node's default is 5 s). A client that pools
 * connections (nginx's upstream `keepalive`, Playwright's request context) must close an idle one before the
 * server does, or it sends a request on a socket the server is closing and gets ECONNRESET / a 502. nginx
 * closes its idle upstream connections after 60 s (deploy/nginx/studio.conf), so the app waits longer; the
 * systemd unit and `npm start` pass the same value (scripts/lib/nginx.test.ts checks they agree).
 */
export const APP_KEEP_ALIVE_MS = 65_000;

/** `next start` on loopback at this port, with the app's keep-alive. */
export const nextStartArgs = (port: number) => ["start", "-p", String(port), "-H", "127.0.0.1", "--keepAliveTimeout", String(APP_KEEP_ALIVE_MS)];

export interface NextInstance {
  baseUrl: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/**
 * `next start` of the existing build on 127.0.0.1, answering /api/health (or `readyPath`) before this resolves;
 * `cwd`: another checkout with its own build and node_modules (the booking CPU bench's baseline, the benches'
 * bare App Router floor). Refuses a build older than the files that go into it (build-freshness.ts).
 */
export async function startNextInstance(env: NodeJS.ProcessEnv, options: { port?: number; quiet?: boolean; healthTimeoutMs?: number; logFile?: string; cwd?: string; readyPath?: string } = {}): Promise<NextInstance> {
  assertFreshBuild(options.cwd ?? process.cwd());
  const port = options.port ?? (await freePort());
  const log = options.logFile ? openSync(options.logFile, "a") : undefined;
  const next = options.cwd ? path.join(options.cwd, "node_modules", ".bin", "next") : bin("next");
  const server = spawn(next, nextStartArgs(port), {
    cwd: options.cwd,
    env: { ...env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", log ?? (options.quiet ? "ignore" : "inherit"), log ?? "inherit"],
  });
  if (log !== undefined) server.once("exit", () => closeSync(log));
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseUrl}${options.readyPath ?? "/api/health"}`, options.healthTimeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, pid: server.pid!, stop };
}

/** Whether a production build exists to start (`next build` writes BUILD_ID last). */
export function buildExists(): boolean {
  return existsSync(path.join(process.cwd(), ".next", "BUILD_ID"));
}

/**
 * Drops the data cache (unstable_cache entries): those of an earlier build or run belong to another test
 * database (other ids). A build's prerender must read its own database, and so must a run that starts the
 * existing build on a fresh one (E2E_SKIP_BUILD=1: the booking form offered the last run's services).
 */
export async function forgetCachedData(): Promise<void> {
  await rm(path.join(process.cwd(), ".next", "cache", "fetch-cache"), { recursive: true, force: true });
}

export async function buildApp(env: NodeJS.ProcessEnv): Promise<void> {
  await forgetCachedData();
  const built = await run(bin("next"), ["build"], { ...env, NODE_ENV: "production" });
  if (built !== 0) throw new Error(`next build exited with ${built}`);
}

/** Demo seed of a fresh database (uploads of the demo gallery go to uploadDir). */
export async function seedDemo(databaseUrl: string, uploadDir: string | undefined): Promise<void> {
  const prisma = createPrismaClient(databaseUrl);
  const previousUploadDir = process.env.UPLOAD_DIR;
  process.env.UPLOAD_DIR = uploadDir;
  try {
    await seed(prisma, { production: false, demo: true });
  } finally {
    if (previousUploadDir === undefined) delete process.env.UPLOAD_DIR;
    else process.env.UPLOAD_DIR = previousUploadDir;
    await prisma.$disconnect();
  }
}

export interface AppServer {
  baseUrl: string;
  port: number;
  /** Process id of `next start` (CPU accounting in the bench reads /proc/<pid> and its children). */
  pid: number;
  database: AppDatabase;
  env: NodeJS.ProcessEnv;
  /** Rows of raw SQL against the app's database. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface StartOptions {
  label: string;
  databasePreference?: string;
  skipBuild?: boolean;
  extraEnv?: Record<string, string>;
  quietServer?: boolean;
  /** An own PostgreSQL cluster keeps fsync on (benchmarks). */
  durableDatabase?: boolean;
  /** Flags for the node process of `next start` (e.g. ["--cpu-prof", "--cpu-prof-dir=/tmp/p"]). */
  nodeArgs?: string[];
}

export async function startApp(options: StartOptions): Promise<AppServer> {
  const database = await createAppDatabase(options.label, options.databasePreference, options.durableDatabase);
  const scratch = await mkdtemp(path.join(os.tmpdir(), `studio-${options.label}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: database.kind === "pglite" ? "1" : "10",
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    NEXTAUTH_URL: baseUrl,
    // Plain HTTP on loopback: a production server refuses it without this opt-out (lib/env.ts).
    ALLOW_INSECURE_HTTP: "true",
    PORT: String(port),
    EMAIL_OUTBOX_DIR: path.join(scratch, "outbox"),
    UPLOAD_DIR: path.join(scratch, "uploads"),
    NEXT_TELEMETRY_DISABLED: "1",
    ...options.extraEnv,
  };
  let server: ChildProcess | undefined;
  let pool: pg.Pool | undefined;
  const close = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once("exit", r));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    await pool?.end().catch(() => undefined);
    await database.drop().catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    const prisma = createPrismaClient(database.url);
    const previousUploadDir = process.env.UPLOAD_DIR;
    process.env.UPLOAD_DIR = env.UPLOAD_DIR;
    await seed(prisma, { production: false, demo: true });
    process.env.UPLOAD_DIR = previousUploadDir;
    await prisma.$disconnect();

    // A reused build must not answer from the data cache of another run's database (other ids).
    if (!options.skipBuild) await buildApp(env);
    else await forgetCachedData();
    assertFreshBuild();
    const startArgs = nextStartArgs(port);
    // Node flags (the bench's --cpu-prof, which NODE_OPTIONS refuses) need node itself as the command.
    const [command, args] = options.nodeArgs?.length
      ? [process.execPath, [...options.nodeArgs, path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next"), ...startArgs]]
      : [bin("next"), startArgs];
    server = spawn(command, args, {
      env: { ...env, NODE_ENV: "production" },
      stdio: ["ignore", options.quietServer ? "ignore" : "inherit", "inherit"],
    });
    await waitFor(`${baseUrl}/api/health`, 90_000);
    pool = new pg.Pool({ connectionString: database.url, max: database.kind === "pglite" ? 1 : 3, connectionTimeoutMillis: 5_000 });
    pool.on("error", () => undefined); // a stopped server (outage suite) must not crash the runner
    const p = pool;
    return {
      baseUrl,
      port,
      pid: server.pid!,
      database,
      env,
      query: async <T>(sql: string, params: unknown[] = []) => (await p.query(sql, params)).rows as T[],
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
