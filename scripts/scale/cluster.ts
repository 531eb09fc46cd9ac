// Two `next start` instances of the existing build on one PostgreSQL, sharing Redis (REDIS_URL),
// behind deploy/nginx/studio.conf on loopback, with fake hCaptcha and Resend. Used by
// `npm run test:scale` and `npm run bench:scale`. close() stops everything it started.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { FakeServer } from "../../tests/support/fakes/http";
import { buildApp, buildExists, createAppDatabase, seedDemo, startNextInstance, type AppDatabase, type NextInstance } from "../lib/app-server";
import { freePort } from "../lib/embedded-pg";
import { findNginx, startNginx, type LocalNginx } from "../lib/nginx";
import { findRedisServer, startRedis, type LocalRedis } from "../lib/redis-server";
import { startFakeResendControl, startFakeSiteverify, type FakeResendControl } from "../reliability/support";

export interface Cluster {
  database: AppDatabase;
  redis: LocalRedis;
  nginx: LocalNginx;
  instances: NextInstance[];
  resend: FakeResendControl;
  hcaptcha: FakeServer;
  env: NodeJS.ProcessEnv;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

// Everything started, newest last, across clusters: a signal during start-up must stop it too.
const running: { close(): Promise<void> }[] = [];
const starting = new Set<Promise<unknown>>();
let stopping = false;

async function drain(): Promise<void> {
  while (running.length) {
    const thing = running.pop()!;
    await thing.close().catch((error: Error) => console.error(`[scale] cleanup: ${error.message}`));
  }
}

/**
 * Stops everything any startCluster() started and has not stopped yet (signal handlers call this).
 * A start-up in flight gives up at its next step (waited for up to 30 s) and stops what it started.
 */
export async function stopEverything(): Promise<void> {
  stopping = true;
  // Let a start-up reach its next step first: stopping under a running step (the seed writing
  // uploads, say) would leave what that step creates behind.
  await Promise.race([Promise.allSettled([...starting]), new Promise((r) => setTimeout(r, 30_000))]);
  await drain();
}

export function missingServers(): string[] {
  return [findRedisServer() ? "" : "redis-server (apt-get install redis-server)", findNginx() ? "" : "nginx (apt-get install nginx)"].filter(Boolean);
}

type ClusterOptions = { instances: number; label: string; databasePreference?: string; extraEnv?: Record<string, string>; nginxWorkers?: number };

export function startCluster(options: ClusterOptions): Promise<Cluster> {
  const start = startClusterSteps(options);
  starting.add(start);
  void start.then(
    () => starting.delete(start),
    () => starting.delete(start),
  );
  return start;
}

async function startClusterSteps(options: ClusterOptions): Promise<Cluster> {
  const mine: { close(): Promise<void> }[] = [];
  const started = {
    /** Registers something to stop; during a stop, start-up ends here (the catch below cleans up). */
    push(thing: { close(): Promise<void> }) {
      mine.push(thing);
      running.push(thing);
      if (stopping) throw new Error("stopped during start-up");
    },
  };
  const closeAll = async () => {
    for (const thing of mine.reverse()) {
      const index = running.indexOf(thing);
      if (index === -1) continue; // already stopped by stopEverything()
      running.splice(index, 1);
      await thing.close().catch((error: Error) => console.error(`[scale] cleanup: ${error.message}`));
    }
  };
  try {
    const resend = await startFakeResendControl();
    started.push(resend);
    const hcaptcha = await startFakeSiteverify();
    started.push(hcaptcha);
    const database = await createAppDatabase(options.label, options.databasePreference ?? "auto");
    started.push({ close: () => database.drop() });
    const scratch = await mkdtemp(path.join(os.tmpdir(), `studio-${options.label}-`));
    started.push({ close: () => rm(scratch, { recursive: true, force: true }) });
    const uploadDir = path.join(scratch, "uploads"); // one UPLOAD_DIR shared by every instance
    await seedDemo(database.url, uploadDir);
    const redis = await startRedis();
    started.push(redis);
    const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
    const nginx = await startNginx({ upstreams: ports.map((p) => `127.0.0.1:${p}`), workers: options.nginxWorkers });
    started.push(nginx);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: database.kind === "pglite" ? "1" : "10",
      NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
      NEXTAUTH_URL: nginx.baseUrl,
      // Plain HTTP on loopback: a production server refuses it without this opt-out (lib/env.ts).
      ALLOW_INSECURE_HTTP: "true",
      REDIS_URL: redis.url,
      TRUSTED_PROXY_HOPS: "1",
      UPLOAD_DIR: uploadDir,
      EMAIL_OUTBOX_DIR: path.join(scratch, "outbox"),
      ALLOW_DEV_CAPTCHA: "false",
      HCAPTCHA_SECRET_KEY: "0x0000000000000000000000000000000000000000",
      NEXT_PUBLIC_HCAPTCHA_SITE_KEY: "10000000-ffff-ffff-ffff-000000000001",
      HCAPTCHA_VERIFY_URL: `${hcaptcha.url}/siteverify`,
      HCAPTCHA_ALLOWED_HOSTNAMES: "127.0.0.1",
      RESEND_API_KEY: "re_scale_fake_key",
      RESEND_BASE_URL: resend.url,
      NEXT_TELEMETRY_DISABLED: "1",
      ...options.extraEnv,
    };
    if (!buildExists()) {
      console.log("[scale] no .next build found: running next build once");
      await buildApp(env);
    }
    const instances: NextInstance[] = [];
    // Instance output (Redis reconnect noise during the outage check included) goes to files.
    const logDir = process.env.SCALE_LOG_DIR ?? scratch;
    for (const [n, port] of ports.entries()) {
      const instance = await startNextInstance(env, { port, logFile: path.join(logDir, `instance-${n + 1}.log`) });
      instances.push(instance);
      started.push({ close: () => instance.stop() });
    }
    const pool = new pg.Pool({ connectionString: database.url, max: database.kind === "pglite" ? 1 : 3, connectionTimeoutMillis: 5_000 });
    pool.on("error", () => undefined);
    started.push({ close: () => pool.end() });
    return {
      database,
      redis,
      nginx,
      instances,
      resend,
      hcaptcha,
      env,
      query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
