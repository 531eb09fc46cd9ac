// Booking creation cost, as the speed issue measures it: app process CPU time per request (utime + stime
// of `next start` and its children from /proc/<pid>/stat: the counters process.cpuUsage() reads inside the
// server, at the kernel's 10 ms tick, under 1 % of a batch) of sequential `POST /api/booking/create` over
// HTTP, as a ratio to the same figure for `GET /api/health` (the framework alone; target ≤ 2×). Five
// rounds (BENCH_CPU_ROUNDS), each a batch of 100 (BENCH_CPU_REQUESTS) health checks then 100 bookings in
// the same server, so the machine's noise falls on both; medians of the rounds, the load average of each
// round, and health's own spread (flagged when its rounds differ by more than 20 %), after a warm-up of
// 600 of each (BENCH_CPU_WARMUP). Each round also times two floors of this POST (unless BENCH_CPU_FLOOR=0):
// the same body read, parsed and validated, then one statement (the address's count) and a 400 for a
// malformed Idempotency-Key — what any handler that validates this body and makes one round trip to
// PostgreSQL costs in this server; and the same body with an invalid e-mail, refused by the validation
// before any statement. Then, unless
// BENCH_CPU_LOAD=0, autocannon at 50 connections for 20 s (throughput, errors) and at 10 connections (p99).
//
// Used by `npm run bench` (step 4) and on its own:
//   npm run bench:booking-cpu                      (builds unless BENCH_SKIP_BUILD=1)
//   BENCH_SKIP_BUILD=1 BENCH_CPU_BASELINE=/tmp/base npm run bench:booking-cpu
//     (a copy of the repository at the commit to compare, its node_modules and `next build` done: the two
//     builds alternate round by round on one database, before/after in the same run, with the median of
//     the paired rounds' differences; BENCH_CPU_BASELINE=. runs this build twice, for a switch read from
//     the environment: BENCH_CPU_ENV / BENCH_CPU_BASELINE_ENV="NAME=value NAME2=value" per server)
//   BENCH_SKIP_BUILD=1 BENCH_CPU_RESEND=1 BENCH_CPU_BASELINE=. npm run bench:booking-cpu
//     (this server sends its emails through the Resend SDK to a loopback fake of its API, as production
//     sends them, the baseline writes the development outbox's files: what the bench's local provider stands for)
//   BENCH_SKIP_BUILD=1 BENCH_CPU_PROF=/tmp/prof npm run bench:booking-cpu
// BENCH_CPU_PROF starts `next start` under `node --cpu-prof` (profiles are written when it stops;
// open them in Chrome DevTools → Performance, or summarise with scripts/bench/cpu-profile-summary.ts).
import "dotenv/config";
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { startApp, startNextInstance, type AppServer } from "../lib/app-server";
import { bookingBody, catalogue, http, percentile, startFakeResendControl, type Catalogue } from "../reliability/support";

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

const post = (baseUrl: string, body: unknown, key: string) =>
  http(`${baseUrl}/api/booking/create`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key, "x-forwarded-for": "10.77.0.2" },
    body: JSON.stringify(body),
  });

/** The target: a booking costs at most this many times the app CPU of `GET /api/health`. */
export const CPU_RATIO_TARGET = 2;

export interface CpuRound {
  healthCpuMs: number;
  bookingCpuMs: number;
  /** bookingCpuMs / healthCpuMs of this round. */
  ratio: number;
  /** The floor: the same POST validated, one statement, a 400 (null with BENCH_CPU_FLOOR=0). */
  floorCpuMs: number | null;
  /** The same POST refused by its validation, no statement (null with BENCH_CPU_FLOOR=0). */
  refusedCpuMs: number | null;
  /** The 1-minute load average when the round ended. */
  load: number;
}

export interface CpuFigures {
  /** Medians over the rounds (each round: a health batch, then a booking batch, in the same server). */
  healthCpuMs: number;
  bookingCpuMs: number;
  /** Median of the rounds' ratios. */
  ratio: number;
  /** Medians of the rounds' floor batches (null without them). */
  floorCpuMs: number | null;
  refusedCpuMs: number | null;
  bookingP50Ms: number;
  /** Requests per batch. */
  requests: number;
  rounds: CpuRound[];
}

export const median = (values: number[]) => percentile(values, 50);

/** One server under measurement: its address, process and the catalogue its bookings use. */
export interface CpuTarget {
  baseUrl: string;
  pid: number;
  cat: Catalogue;
  run: string;
  n: number;
  latencies: number[];
}

export async function cpuTarget(server: { baseUrl: string; pid: number }): Promise<CpuTarget> {
  return { baseUrl: server.baseUrl, pid: server.pid, cat: await catalogue(server.baseUrl), run: randomUUID().slice(0, 8), n: 0, latencies: [] };
}

async function book(t: CpuTarget): Promise<number> {
  t.n += 1;
  const answer = await post(t.baseUrl, bookingBody(t.cat, `cpu-${t.run}-${t.n}@example.net`, "dev-captcha-token"), `cpu-${t.run}-${t.n}`);
  if (answer.status !== 201) throw new Error(`booking answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return answer.ms;
}

/**
 * The floor of this POST: the same body read, parsed and validated by the route, the address counted in
 * one statement, then a 400 for the malformed Idempotency-Key (a space is not allowed in one).
 */
async function floor(t: CpuTarget): Promise<void> {
  t.n += 1;
  const answer = await post(t.baseUrl, bookingBody(t.cat, `cpu-${t.run}-${t.n}@example.net`, "dev-captcha-token"), `floor ${t.run}-${t.n}`);
  if (answer.status !== 400 || !answer.text.includes("Idempotency-Key")) throw new Error(`the floor request answered ${answer.status}: ${answer.text.slice(0, 200)}`);
}

/** The same POST refused by the body's validation (an invalid e-mail): no statement at all. */
async function refused(t: CpuTarget): Promise<void> {
  const answer = await post(t.baseUrl, bookingBody(t.cat, "not-an-email", "dev-captcha-token"), `cpu-${t.run}-refused`);
  if (answer.status !== 400 || !answer.text.includes("email")) throw new Error(`the refused request answered ${answer.status}: ${answer.text.slice(0, 200)}`);
}

async function health(t: CpuTarget): Promise<void> {
  const answer = await http(`${t.baseUrl}/api/health`);
  if (answer.status !== 200) throw new Error(`health answered ${answer.status}`);
}

const pause = () => new Promise((r) => setTimeout(r, 300));

/**
 * JIT, connection pool, module loading of every path the measured requests take. 30 were too few: health's
 * CPU kept falling round after round for the first ~1,000 requests of a server (3.0 → 1.4 ms, both servers
 * alike), which read as noise; BENCH_CPU_WARMUP (default 600) of each first.
 */
export async function warmUp(t: CpuTarget, requests = Number(process.env.BENCH_CPU_WARMUP ?? 600)): Promise<void> {
  for (let i = 0; i < requests; i += 1) {
    await book(t);
    await health(t);
    if (withFloor()) {
      await floor(t);
      await refused(t);
    }
  }
  await pause();
}

/** App CPU per request of one sequential batch (work scheduled after the answer, the outbox kick, counts too). */
async function batchCpuMs(t: CpuTarget, requests: number, one: (t: CpuTarget) => Promise<unknown>): Promise<number> {
  const before = processTreeCpuMs(t.pid);
  for (let i = 0; i < requests; i += 1) await one(t);
  await pause();
  return (processTreeCpuMs(t.pid) - before) / requests;
}

const withFloor = () => process.env.BENCH_CPU_FLOOR !== "0";

/** One round: a batch of health checks, then a batch of bookings (then the floor's), in the same server. */
export async function measureRound(t: CpuTarget, requests: number): Promise<CpuRound> {
  const healthCpuMs = await batchCpuMs(t, requests, health);
  const bookingCpuMs = await batchCpuMs(t, requests, async (target) => target.latencies.push(await book(target)));
  const floorCpuMs = withFloor() ? await batchCpuMs(t, requests, floor) : null;
  const refusedCpuMs = withFloor() ? await batchCpuMs(t, requests, refused) : null;
  return { healthCpuMs, bookingCpuMs, ratio: bookingCpuMs / healthCpuMs, floorCpuMs, refusedCpuMs, load: os.loadavg()[0] };
}

export function summarise(rounds: CpuRound[], t: CpuTarget, requests: number): CpuFigures {
  return {
    healthCpuMs: median(rounds.map((r) => r.healthCpuMs)),
    bookingCpuMs: median(rounds.map((r) => r.bookingCpuMs)),
    ratio: median(rounds.map((r) => r.ratio)),
    floorCpuMs: rounds[0]?.floorCpuMs == null ? null : median(rounds.map((r) => r.floorCpuMs!)),
    refusedCpuMs: rounds[0]?.refusedCpuMs == null ? null : median(rounds.map((r) => r.refusedCpuMs!)),
    bookingP50Ms: percentile(t.latencies, 50),
    requests,
    rounds,
  };
}

/** Rounds of alternating health / booking batches of sequential requests; app CPU per request of the app process tree. */
export async function measureBookingCpu(
  app: { baseUrl: string; pid: number },
  requests = Number(process.env.BENCH_CPU_REQUESTS ?? 100),
  rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 5),
): Promise<CpuFigures> {
  const t = await cpuTarget(app);
  await warmUp(t);
  const results: CpuRound[] = [];
  for (let i = 0; i < rounds; i += 1) results.push(await measureRound(t, requests));
  return summarise(results, t, requests);
}

const ms1 = (n: number) => `${n.toFixed(1)} ms`;
const floorText = (f: Pick<CpuRound, "floorCpuMs" | "refusedCpuMs" | "healthCpuMs">) =>
  f.floorCpuMs === null || f.refusedCpuMs === null
    ? ""
    : ` · floor: validated + one statement ${ms1(f.floorCpuMs)} = ${(f.floorCpuMs / f.healthCpuMs).toFixed(2)}× health, refused by validation ${ms1(f.refusedCpuMs)}`;
export const formatRound = (r: CpuRound) => `GET /api/health ${ms1(r.healthCpuMs)} · POST /api/booking/create ${ms1(r.bookingCpuMs)} · ratio ${r.ratio.toFixed(2)}×${floorText(r)} (load ${r.load.toFixed(1)})`;

/** Health's own spread over the rounds: (max − min) / median; above 20 % the ratio moves with the machine, not the code. */
export function healthSpread(f: CpuFigures): string {
  const values = f.rounds.map((r) => r.healthCpuMs);
  const spread = (Math.max(...values) - Math.min(...values)) / f.healthCpuMs;
  return `health ${ms1(Math.min(...values))}–${ms1(Math.max(...values))} over the rounds (spread ${(spread * 100).toFixed(0)} %${spread > 0.2 ? ": noisy, read the ratio with care" : ""})`;
}
export const ratioVerdict = (ratio: number) => `target ≤ ${CPU_RATIO_TARGET}×: ${ratio <= CPU_RATIO_TARGET ? "met" : "missed"}`;

/**
 * A booking's own work against what the target leaves it: above the floor (the same POST validated, one
 * statement) a booking spends `spentMs`; the target (≤ 2× health) allows `allowedMs` there. Null without floors.
 */
export function aboveTheFloor(f: Pick<CpuFigures, "healthCpuMs" | "bookingCpuMs" | "floorCpuMs">): { spentMs: number; allowedMs: number } | null {
  if (f.floorCpuMs === null) return null;
  return { spentMs: f.bookingCpuMs - f.floorCpuMs, allowedMs: CPU_RATIO_TARGET * f.healthCpuMs - f.floorCpuMs };
}

function aboveTheFloorLines(label: string, f: CpuFigures): string[] {
  const above = aboveTheFloor(f);
  return above ? [`  ${label}above the floor a booking spends ${ms1(above.spentMs)}; the target allows ${ms1(above.allowedMs)} there`] : [];
}

export function formatCpuFigures(label: string, f: CpuFigures): string {
  return [
    ...f.rounds.map((r, i) => `  ${label}round ${i + 1}: ${formatRound(r)}`),
    `  ${label}median of ${f.rounds.length}: GET /api/health ${ms1(f.healthCpuMs)} · POST /api/booking/create ${ms1(f.bookingCpuMs)} (latency p50 ${ms1(f.bookingP50Ms)}) · ratio ${f.ratio.toFixed(2)}× (${ratioVerdict(f.ratio)})${floorText(f)}`,
    `  ${label}${healthSpread(f)}`,
    ...aboveTheFloorLines(label, f),
  ].join("\n");
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
/** "NAME=value NAME2=value" (BENCH_CPU_ENV, BENCH_CPU_BASELINE_ENV) as an environment. */
export function envList(text: string | undefined): Record<string, string> {
  return Object.fromEntries((text ?? "").split(/\s+/).filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));
}

export function startBenchApp(label: string, nodeArgs?: string[], extraEnv: Record<string, string> = {}) {
  return startApp({
    label,
    databasePreference: process.env.BENCH_DB ?? "auto",
    skipBuild: process.env.BENCH_SKIP_BUILD === "1",
    quietServer: true,
    durableDatabase: true,
    extraEnv: { ...BENCH_APP_ENV, ...extraEnv },
    nodeArgs,
  });
}

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(" / ");

/**
 * This build against another checkout's build (BENCH_CPU_BASELINE=<dir>: a copy of the repository at the
 * commit to compare, with its node_modules and `next build` done), both servers on the one seeded database,
 * rounds alternating which goes first: the machine's noise falls on both alike.
 */
async function compareWithBaseline(app: AppServer, baselineDir: string, requests: number, rounds: number, ownEnv: Record<string, string>) {
  const cwd = baselineDir === "." ? undefined : baselineDir;
  // The baseline gets this server's environment without its own names (BENCH_CPU_ENV, BENCH_CPU_RESEND's), then BENCH_CPU_BASELINE_ENV.
  const env = { ...app.env };
  for (const name of Object.keys(ownEnv)) delete env[name];
  const baseline = await startNextInstance({ ...env, ...envList(process.env.BENCH_CPU_BASELINE_ENV), NODE_ENV: "production" }, { cwd, quiet: true });
  try {
    const targets = { baseline: await cpuTarget(baseline), "this build": await cpuTarget(app) };
    for (const t of Object.values(targets)) await warmUp(t);
    const results: Record<keyof typeof targets, CpuRound[]> = { baseline: [], "this build": [] };
    for (let i = 0; i < rounds; i += 1) {
      const order = (i % 2 === 0 ? ["baseline", "this build"] : ["this build", "baseline"]) as (keyof typeof targets)[];
      for (const name of order) results[name].push(await measureRound(targets[name], requests));
    }
    const figures = Object.fromEntries(Object.entries(targets).map(([name, t]) => [name, summarise(results[name as keyof typeof targets], t, requests)])) as Record<keyof typeof targets, CpuFigures>;
    for (const [name, f] of Object.entries(figures)) console.log(formatCpuFigures(`${name}: `, f));
    const before = figures.baseline;
    const after = figures["this build"];
    // Paired: the two servers' rounds i ran back to back, so their difference cancels most of the machine's drift.
    const deltas = results["this build"].map((r, i) => r.bookingCpuMs - results.baseline[i].bookingCpuMs);
    const pairedDelta = median(deltas);
    console.log(`  booking CPU ${ms1(before.bookingCpuMs)} → ${ms1(after.bookingCpuMs)} (${(((after.bookingCpuMs - before.bookingCpuMs) / before.bookingCpuMs) * 100).toFixed(0)} %), ratio ${before.ratio.toFixed(2)}× → ${after.ratio.toFixed(2)}×`);
    console.log(`  paired rounds (this build − baseline): booking ${deltas.map((d) => d.toFixed(1)).join(" · ")} ms, median ${pairedDelta.toFixed(2)} ms (${((pairedDelta / before.bookingCpuMs) * 100).toFixed(0)} %); ${deltas.filter((d) => d < 0).length} of ${deltas.length} rounds cheaper`);
  } finally {
    await baseline.stop();
  }
}

async function main() {
  const profileDir = process.env.BENCH_CPU_PROF;
  const baselineDir = process.env.BENCH_CPU_BASELINE;
  const requests = Number(process.env.BENCH_CPU_REQUESTS ?? 100);
  const rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 5);
  // BENCH_CPU_RESEND=1: this server sends its emails as production does, through the Resend SDK, to a loopback
  // fake of Resend's API (plain HTTP: no TLS) instead of writing the development outbox's files.
  const resend = process.env.BENCH_CPU_RESEND === "1" ? await startFakeResendControl() : null;
  const ownEnv = { ...envList(process.env.BENCH_CPU_ENV), ...(resend ? { RESEND_API_KEY: "re_bench_fake_key", RESEND_BASE_URL: resend.url } : {}) };
  const app = await startBenchApp("bench_cpu", profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : undefined, ownEnv);
  try {
    if (resend) console.log(`this server's emails go through the Resend SDK to a loopback fake (${resend.url})`);
    console.log(`load average (1 / 5 / 15 min) before: ${loadAverage()}`);
    console.log(`App CPU per request (utime + stime of the server's process tree), ${rounds} rounds × ${requests} sequential requests, each round a health batch then a booking batch in the same server:`);
    if (baselineDir) await compareWithBaseline(app, baselineDir, requests, rounds, ownEnv);
    else console.log(formatCpuFigures("", await measureBookingCpu(app, requests, rounds)));
    console.log(`load average (1 / 5 / 15 min) after: ${loadAverage()}`);
    if (resend && resend.accepted.size === 0) throw new Error("BENCH_CPU_RESEND=1, but no email reached the fake Resend");
    if (process.env.BENCH_CPU_LOAD !== "0" && !profileDir && !baselineDir) {
      const scale = Number(process.env.BENCH_DURATION_SCALE ?? 1);
      for (const connections of [50, 10]) {
        const l = await bookingUnderLoad(app, connections, Math.max(2, Math.round(20 * scale)));
        console.log(`${connections} connections, ${l.seconds} s: ${l.rps.toFixed(1)} bookings/s (${l.total} requests, ${l.stored} stored), p50 ${l.p50} ms, p99 ${l.p99} ms, errors ${l.errors}`);
      }
    }
  } finally {
    await app.close();
    await resend?.close();
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
