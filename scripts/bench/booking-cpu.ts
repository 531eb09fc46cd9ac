// Booking creation cost, as the mobile-speed issue measures it: app process CPU time per request
// (utime + stime of `next start` and its children from /proc/<pid>/stat) over 100 sequential
// `POST /api/booking/create` over HTTP, beside the same figure for `GET /api/health` (the framework
// alone); then autocannon at 50 connections for 20 s (throughput, errors) and at 10 connections (p99).
//
// Used by `npm run bench` (step 4) and on its own:
//   npm run bench:booking-cpu                      (builds unless BENCH_SKIP_BUILD=1)
//   BENCH_SKIP_BUILD=1 BENCH_CPU_PROF=/tmp/prof npm run bench:booking-cpu
// BENCH_CPU_PROF starts `next start` under `node --cpu-prof` (profiles are written when it stops;
// open them in Chrome DevTools → Performance, or summarise with scripts/bench/cpu-profile-summary.ts).
import "dotenv/config";
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { startApp, type AppServer } from "../lib/app-server";
import { bookingBody, catalogue, http, percentile, type Catalogue } from "../reliability/support";

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
} catch {
  // Linux default
}

/** CPU milliseconds (user + system) used so far by `pid` and every process below it. */
export function processTreeCpuMs(pid: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which may contain spaces) start at the last ")".
      const rest = text.slice(text.lastIndexOf(")") + 2).split(" ");
      stats.set(Number(entry), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) });
    } catch {
      // exited meanwhile
    }
  }
  let ticks = 0;
  const queue = [pid];
  while (queue.length) {
    const current = queue.pop()!;
    ticks += stats.get(current)?.ticks ?? 0;
    for (const [child, s] of stats) if (s.ppid === current) queue.push(child);
  }
  return (ticks / ticksPerSecond) * 1000;
}

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const post = (app: AppServer, body: unknown, key: string) =>
  http(`${app.baseUrl}/api/booking/create`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key, "x-forwarded-for": "10.77.0.2" },
    body: JSON.stringify(body),
  });

export interface CpuFigures {
  healthCpuMs: number;
  bookingCpuMs: number;
  bookingP50Ms: number;
  requests: number;
}

/** Sequential requests; CPU per request of the app process tree. */
export async function measureBookingCpu(app: AppServer, requests = Number(process.env.BENCH_CPU_REQUESTS ?? 100)): Promise<CpuFigures> {
  const cat = await catalogue(app.baseUrl);
  const run = randomUUID().slice(0, 8);
  let n = 0;
  const book = async () => {
    n += 1;
    const answer = await post(app, bookingBody(cat, `cpu-${run}-${n}@example.net`, "dev-captcha-token"), `cpu-${run}-${n}`);
    if (answer.status !== 201) throw new Error(`booking answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return answer.ms;
  };
  // Warm-up: JIT, connection pool, module loading of every path the measured requests take.
  for (let i = 0; i < 30; i += 1) {
    await book();
    await http(`${app.baseUrl}/api/health`);
  }
  await new Promise((r) => setTimeout(r, 300));
  let before = processTreeCpuMs(app.pid);
  for (let i = 0; i < requests; i += 1) await http(`${app.baseUrl}/api/health`);
  const healthCpuMs = (processTreeCpuMs(app.pid) - before) / requests;
  await new Promise((r) => setTimeout(r, 300));
  before = processTreeCpuMs(app.pid);
  const latencies: number[] = [];
  for (let i = 0; i < requests; i += 1) latencies.push(await book());
  await new Promise((r) => setTimeout(r, 300)); // work scheduled after the answer (outbox kick) counts too
  const bookingCpuMs = (processTreeCpuMs(app.pid) - before) / requests;
  return { healthCpuMs, bookingCpuMs, bookingP50Ms: percentile(latencies, 50), requests };
}

export interface LoadFigures {
  connections: number;
  seconds: number;
  rps: number;
  total: number;
  stored: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon: each request its own e-mail and Idempotency-Key, the development captcha. */
export async function bookingUnderLoad(app: AppServer, connections: number, seconds: number, cat?: Catalogue): Promise<LoadFigures> {
  const c = cat ?? (await catalogue(app.baseUrl));
  const runId = randomUUID().slice(0, 8);
  let i = 0;
  const r = await cannon({
    url: app.baseUrl,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: "POST",
        path: "/api/booking/create",
        setupRequest: (request) => {
          i += 1;
          return {
            ...request,
            headers: { "content-type": "application/json", "idempotency-key": `bench-${runId}-${i}`, "x-forwarded-for": "10.77.0.1" },
            body: JSON.stringify(bookingBody(c, `bench-${runId}-${i}@example.net`, "dev-captcha-token")),
          };
        },
      },
    ],
  });
  const [{ n }] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Booking" WHERE email LIKE $1`, [`bench-${runId}-%`]);
  return { connections, seconds, rps: r.requests.average, total: r.requests.total, stored: n, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts };
}

/** The environment the bench runs the app with (development captcha, no outbox worker, no rate limit). */
export const BENCH_APP_ENV = { ALLOW_DEV_CAPTCHA: "true", PUBLIC_FORM_RATE_LIMIT: "100000000", OUTBOX_WORKER: "off" };

/** The app as `npm run bench` and `bench:booking-cpu` run it: a durable database (BENCH_DB), the build unless BENCH_SKIP_BUILD=1, BENCH_APP_ENV. */
export function startBenchApp(label: string, nodeArgs?: string[]) {
  return startApp({
    label,
    databasePreference: process.env.BENCH_DB ?? "auto",
    skipBuild: process.env.BENCH_SKIP_BUILD === "1",
    quietServer: true,
    durableDatabase: true,
    extraEnv: BENCH_APP_ENV,
    nodeArgs,
  });
}

async function main() {
  const profileDir = process.env.BENCH_CPU_PROF;
  const app = await startBenchApp("bench_cpu", profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : undefined);
  try {
    const cpu = await measureBookingCpu(app);
    console.log(`${cpu.requests} sequential requests, app CPU per request: GET /api/health ${cpu.healthCpuMs.toFixed(1)} ms; POST /api/booking/create ${cpu.bookingCpuMs.toFixed(1)} ms (latency p50 ${cpu.bookingP50Ms.toFixed(1)} ms)`);
    if (process.env.BENCH_CPU_LOAD !== "0" && !profileDir) {
      const scale = Number(process.env.BENCH_DURATION_SCALE ?? 1);
      for (const connections of [50, 10]) {
        const l = await bookingUnderLoad(app, connections, Math.max(2, Math.round(20 * scale)));
        console.log(`${connections} connections, ${l.seconds} s: ${l.rps.toFixed(1)} bookings/s (${l.total} requests, ${l.stored} stored), p50 ${l.p50} ms, p99 ${l.p99} ms, errors ${l.errors}`);
      }
    }
  } finally {
    await app.close();
  }
}

if (process.argv[1]?.endsWith("booking-cpu.ts")) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
