// `npm run bench` (not part of `npm test`): next build + next start on a fresh, seeded database
// (DATABASE_URL's server, else a PostgreSQL cluster of our own, else PGlite — printed), then
// (1) Lighthouse via scripts/bench/lighthouse.ts when present, (2) first-load bytes of / and gzip JS
// per public route, (3) autocannon: / and /services against a static file of similar size, (4) booking
// creation under load, (5) admin list latency at 1,000 and 10,000 bookings (and the busiest stylist's calendar feed at 10,000). Prints a table.
// BENCH_SKIP_BUILD=1 reuses .next; BENCH_DB=auto|pglite|postgresql; BENCH_DURATION_SCALE=0.5 shortens runs;
// BENCH_STEPS=lighthouse,bytes,throughput,bookingLoad,scaleBench runs only the steps named.
import "dotenv/config";
import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { BROWSER_ARGS, requireBrowser } from "../lib/browser";
import { PUBLIC_NAV } from "../../components/site/nav-links";
import { routeHandles } from "../../tests/e2e/support/routes";
import type { AppServer } from "../lib/app-server";
import { adminLogin, http, percentile } from "../reliability/support";
import { bookingUnderLoad, CPU_RATIO_TARGET, measureBookingCpu, startBenchApp } from "./booking-cpu";
import { previousValue, saveResults, type BenchFigure } from "./results";

const scale = Number(process.env.BENCH_DURATION_SCALE ?? 1);
const rows: { section: string; metric: string; value: string; target?: string; met?: boolean; previous?: string }[] = [];
const figures: BenchFigure[] = [];
/** One result line; `numeric` figures are saved (.bench/results.json) and shown beside the previous run's. */
const record = (section: string, metric: string, value: string, target?: string, met?: boolean, numeric?: { value: number; unit: string }) => {
  const previous = numeric ? previousValue(section, metric) : undefined;
  if (numeric) figures.push({ section, metric, value: numeric.value, unit: numeric.unit, target: target ?? "", met: met ?? true });
  rows.push({ section, metric, value, target, met, previous });
  console.log(`  ${metric}: ${value}${target ? `  (target ${target}: ${met ? "met" : "MISSED"})` : ""}${numeric ? `  (previous ${previous ?? "—"})` : ""}`);
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function runChild(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function lighthouse(app: AppServer) {
  console.log("\n(1) Lighthouse");
  const script = path.join(process.cwd(), "scripts", "bench", "lighthouse.ts");
  if (!existsSync(script)) {
    record("lighthouse", "status", "skipped: scripts/bench/lighthouse.ts is not on this branch");
    return;
  }
  const code = await runChild(path.join(process.cwd(), "node_modules", ".bin", "tsx"), [script], { ...process.env, BENCH_BASE_URL: app.baseUrl });
  record("lighthouse", "scripts/bench/lighthouse.ts exit code", String(code), "0", code === 0);
}

async function bytes(app: AppServer) {
  console.log("\n(2) Bytes");
  const browser = await chromium.launch({ executablePath: requireBrowser(), args: [...BROWSER_ARGS, "--disable-dev-shm-usage"] });
  try {
    for (const route of PUBLIC_NAV) {
      const context = await browser.newContext({ baseURL: app.baseUrl });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      const types = new Map<string, string>();
      const urls = new Map<string, string>();
      const byType: Record<string, number> = {};
      cdp.on("Network.responseReceived", (e) => {
        types.set(e.requestId, e.type);
        urls.set(e.requestId, e.response.url);
      });
      cdp.on("Network.loadingFinished", (e) => {
        const type = types.get(e.requestId) ?? "Other";
        byType[type] = (byType[type] ?? 0) + e.encodedDataLength;
      });
      let failure = "";
      const response = await page.goto(route.href, { waitUntil: "load", timeout: 60_000 }).catch((error: Error) => {
        failure = error.message.split("\n")[0];
        return null;
      });
      // Late requests (lazy images, prefetches) count too, bounded.
      await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
      await page.waitForTimeout(500);
      if (!response || response.status() === 404) {
        record("bytes", `${route.href}`, response ? "skipped: route not on this branch" : `error: ${failure}`);
        await context.close();
        continue;
      }
      const scripts = [...new Set([...types.entries()].filter(([, t]) => t === "Script").map(([id]) => urls.get(id)!))];
      const gzipOf = async (list: string[]) => {
        let sum = 0;
        for (const url of list) sum += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
        return sum;
      };
      const gzipJs = await gzipOf(scripts);
      // The route's own JS: the scripts its HTML references (Next's runtime, the layout's and the page's
      // chunks); what loads later on interaction (zod, the captcha) counts under "all loaded".
      const html = await (await fetch(`${app.baseUrl}${route.href}`)).text();
      // Not the noModule polyfills: browsers that run modules never load them.
      const referenced = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0])).map((m) => new URL(m[1], app.baseUrl).toString());
      const own = [...new Set(referenced)];
      const ownGzip = await gzipOf(own);
      const total = Object.values(byType).reduce((a, b) => a + b, 0);
      if (route.href === "/") {
        record("bytes", "/ first-load transfer", `${kb(total)} (${Object.entries(byType).map(([t, n]) => `${t} ${kb(n)}`).join(", ")})`, "≤ 300 KB", total <= 300 * 1024, { value: Number((total / 1024).toFixed(1)), unit: "KB" });
      }
      const content = !["/bookanappointment", "/contact"].includes(route.href);
      record("bytes", `${route.href} JS gzip: own (${own.length} files) / all loaded incl. link prefetch (${scripts.length})`, `${kb(ownGzip)} / ${kb(gzipJs)}`, content ? "≤ 130 KB (own)" : undefined, content ? ownGzip <= 130 * 1024 : undefined);
      const fonts = byType.Font ?? 0;
      const preloads = [...html.matchAll(/<link[^>]+rel="preload"[^>]*>/g)].map((m) => m[0]).filter((tag) => /as="font"/.test(tag)).map((tag) => tag.match(/href="([^"]+)"/)?.[1]?.split("/").pop() ?? "?");
      record("bytes", `${route.href} fonts`, `${kb(fonts)}; preloaded: ${preloads.join(", ") || "none"}`, "≤ 70 KB", fonts <= 70 * 1024, { value: Number((fonts / 1024).toFixed(1)), unit: "KB" });
      if (content) {
        // The forms' code must not reach content pages, not even through <Link> prefetch.
        const formCode: string[] = [];
        for (const url of scripts) {
          const text = await (await fetch(url)).text();
          if (/_zod|ZodError/.test(text)) formCode.push("zod");
          if (/hcaptcha/i.test(text)) formCode.push("hCaptcha");
        }
        const found = [...new Set(formCode)];
        record("bytes", `${route.href} form code loaded (zod, hCaptcha)`, found.join(", ") || "none", "none", found.length === 0);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

async function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function throughput(app: AppServer) {
  console.log("\n(3) Throughput of cached pages vs a static file");
  const home = await http(`${app.baseUrl}/`);
  // An existing static file served by the same next start, nearest in size to the home page HTML.
  const dir = path.join(process.cwd(), ".next", "static", "chunks");
  const files = readdirSync(dir).filter((f) => f.endsWith(".js")).map((f) => ({ f, size: statSync(path.join(dir, f)).size }));
  const target = Buffer.byteLength(home.text);
  const nearest = files.sort((a, b) => Math.abs(a.size - target) - Math.abs(b.size - target))[0];
  const staticPath = `/_next/static/chunks/${nearest.f}`;
  record("throughput", "home HTML vs static file size", `${kb(target)} vs ${kb(nearest.size)} (${staticPath})`);
  const duration = Math.max(2, Math.round(10 * scale));
  const results: Record<string, autocannon.Result> = {};
  for (const url of ["/", "/services", staticPath]) {
    const r = await cannon({ url: `${app.baseUrl}${url}`, connections: 20, duration });
    results[url] = r;
    record("throughput", `${url === staticPath ? "static file" : url} (20 conn, ${duration} s)`, `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
  }
  const base = results[staticPath].requests.average;
  for (const url of ["/", "/services"]) {
    const ratio = results[url].requests.average / base;
    record("throughput", `${url} / static req/s ratio`, ratio.toFixed(2), "≥ 0.8", ratio >= 0.8);
  }
}

async function bookingLoad(app: AppServer) {
  console.log("\n(4) Booking creation: app CPU per request (sequential), then under load");
  const cpu = await measureBookingCpu(app);
  const ms1 = (n: number) => Number(n.toFixed(1));
  record("booking", "GET /api/health app CPU per request", `${cpu.healthCpuMs.toFixed(1)} ms (the framework alone)`, undefined, undefined, { value: ms1(cpu.healthCpuMs), unit: "ms" });
  record("booking", "POST /api/booking/create app CPU per request", `${cpu.bookingCpuMs.toFixed(1)} ms (median of ${cpu.rounds.length} rounds of ${cpu.requests} sequential; latency p50 ${cpu.bookingP50Ms.toFixed(1)} ms)`, undefined, undefined, { value: ms1(cpu.bookingCpuMs), unit: "ms" });
  record("booking", "booking / health app CPU ratio", `${cpu.ratio.toFixed(2)}× (median of the rounds' ratios)`, `≤ ${CPU_RATIO_TARGET}×`, cpu.ratio <= CPU_RATIO_TARGET, { value: Number(cpu.ratio.toFixed(2)), unit: "×" });
  const duration = Math.max(2, Math.round(20 * scale));
  const l50 = await bookingUnderLoad(app, 50, duration);
  record("booking", "50 connections: bookings/s", `${l50.rps.toFixed(1)}/s over ${duration} s (${l50.total} requests, ${l50.stored} stored)`, "≥ 100/s", l50.rps >= 100, { value: ms1(l50.rps), unit: "/s" });
  record("booking", "50 connections: p99", `${l50.p99} ms (p50 ${l50.p50} ms)`, undefined, undefined, { value: l50.p99, unit: "ms" });
  record("booking", "50 connections: errors (non-2xx + socket errors + timeouts)", String(l50.errors), "0", l50.errors === 0);
  const l10 = await bookingUnderLoad(app, 10, duration);
  record("booking", "10 connections: p99", `${l10.p99} ms (p50 ${l10.p50} ms, ${l10.rps.toFixed(1)}/s, errors ${l10.errors})`, "≤ 150 ms", l10.p99 <= 150 && l10.errors === 0, { value: l10.p99, unit: "ms" });
}

async function seedScale(app: AppServer, total: number): Promise<void> {
  const [{ n: existing }] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Booking"`);
  const [event] = await app.query<{ id: string }>(`SELECT id FROM "Event" ORDER BY "eventStartDate" DESC LIMIT 1`);
  const staff = (await app.query<{ id: string }>(`SELECT id FROM "User" ORDER BY email`)).map((u) => u.id);
  let from = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Booking" WHERE id LIKE 'bench_b_%'`).then((r) => Number(r[0].n) + 1);
  let need = total - Number(existing);
  while (need > 0) {
    const to = from + Math.min(need, 2_000) - 1;
    await app.query(
      `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "createdAt", "updatedAt")
       SELECT 'bench_b_' || g, $3, 'amateur', 'Bench', 'Dancer ' || g, 'bench' || g || '@example.net', '555-010-2030', false, 5, CASE WHEN g % 2 = 0 THEN 5 ELSE 0 END, g % 2 = 0, now() - g * interval '1 minute', now()
       FROM generate_series($1::int, $2::int) g`,
      [from, to, event.id],
    );
    await app.query(
      `INSERT INTO "BookingDay" (id, "bookingId", position, date, "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles")
       SELECT 'bench_d_' || g, 'bench_b_' || g, 0, current_date + (g % 120), 'Bench service', ARRAY['latin']::"DanceStyle"[], '{}', '{}'
       FROM generate_series($1::int, $2::int) g`,
      [from, to],
    );
    await app.query(
      `INSERT INTO "Schedule" (id, "bookingId", "bookingDayId", position, "serviceTitle", "assignedUserId", "startAt", "endAt", "updatedAt")
       SELECT 'bench_s_' || g || '_' || s, 'bench_b_' || g, 'bench_d_' || g, s, 'Bench service',
              CASE WHEN g % 2 = 0 THEN ($3::text[])[1 + (g % array_length($3::text[], 1))] END,
              (current_date + (g % 120)) + interval '8 hours' + s * interval '45 minutes',
              (current_date + (g % 120)) + interval '8 hours 45 minutes' + s * interval '45 minutes', now()
       FROM generate_series($1::int, $2::int) g, generate_series(0, 4) s`,
      [from, to, staff],
    );
    need -= to - from + 1;
    from = to + 1;
  }
  await app.query(`ANALYZE`);
}

async function timeList(app: AppServer, url: string, headers: Record<string, string>): Promise<{ median: number; p95: number; status: number }> {
  let status = 0;
  for (let i = 0; i < 3; i += 1) status = (await http(`${app.baseUrl}${url}`, { headers })).status;
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const a = await http(`${app.baseUrl}${url}`, { headers });
    status = a.status;
    times.push(a.ms);
  }
  return { median: percentile(times, 50), p95: percentile(times, 95), status };
}

async function scaleBench(app: AppServer) {
  console.log("\n(5) Scale");
  const external = path.join(process.cwd(), "scripts", "bench", "seed-scale.ts");
  const admin = await adminLogin(app.baseUrl);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const calendar = routeHandles("/api/calendar", "GET");
  for (const total of [1_000, 10_000]) {
    const started = Date.now();
    if (existsSync(external)) {
      const code = await runChild(path.join(process.cwd(), "node_modules", ".bin", "tsx"), [external, String(total)], { ...process.env, DATABASE_URL: app.database.url, BENCH_BASE_URL: app.baseUrl, BENCH_BOOKINGS: String(total) });
      if (code !== 0) throw new Error(`seed-scale.ts exited with ${code}`);
    } else await seedScale(app, total);
    const [{ b, s }] = await app.query<{ b: number; s: number }>(`SELECT (SELECT count(*) FROM "Booking")::int AS b, (SELECT count(*) FROM "Schedule")::int AS s`);
    record("scale", `seeded to ${b} bookings / ${s} schedules`, `${((Date.now() - started) / 1000).toFixed(1)} s (${existsSync(external) ? "seed-scale.ts" : "multi-row INSERT … SELECT generate_series"})`);
    for (const url of ["/api/booking/assigned?page=1", "/api/booking/unassigned?page=1"]) {
      const t = await timeList(app, url, headers);
      record("scale", `${total} bookings: GET ${url} median of 20 (p95)`, `${t.median.toFixed(1)} ms (${t.p95.toFixed(1)} ms), HTTP ${t.status}`, "≤ 200 ms", t.median <= 200 && t.status === 200);
    }
    if (calendar) {
      const start = new Date().toISOString().slice(0, 10);
      const end = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const t = await timeList(app, `/api/calendar?start=${start}&end=${end}`, headers);
      record("scale", `${total} bookings: GET /api/calendar (one week) median of 20`, `${t.median.toFixed(1)} ms, HTTP ${t.status}`, "≤ 200 ms", t.median <= 200 && t.status === 200);
    } else if (total === 1_000) record("scale", "My Calendar week query", "skipped: GET /api/calendar is not on this branch");
    if (total === 10_000 && routeHandles("/api/calendar/feed/:token", "GET")) await feedBench(app);
  }
}

/** The busiest stylist's private calendar feed over HTTP: the first fetch builds it, repeats reuse it (same version). */
async function feedBench(app: AppServer) {
  const [busiest] = await app.query<{ userId: string; n: number }>(
    `SELECT "assignedUserId" AS "userId", count(*)::int AS n FROM "Schedule" WHERE "assignedUserId" IS NOT NULL AND "startAt" >= now() - interval '30 days' AND "startAt" < now() + interval '365 days' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  );
  if (!busiest) return record("scale", "calendar feed", "skipped: no assigned slots in the feed window");
  const token = randomUUID().replace(/-/g, "").padEnd(43, "x").slice(0, 43);
  await app.query(`INSERT INTO "CalendarFeed" ("userId", "tokenHash") VALUES ($1, $2) ON CONFLICT ("userId") DO UPDATE SET "tokenHash" = EXCLUDED."tokenHash"`, [busiest.userId, createHash("sha256").update(token).digest("hex")]);
  const url = `/api/calendar/feed/${token}.ics`;
  const first = await http(`${app.baseUrl}${url}`, { headers: { "x-forwarded-for": "10.99.0.1" } });
  record("scale", `10000 bookings: calendar feed of the busiest stylist (${busiest.n} slots), first fetch (built)`, `${first.ms.toFixed(1)} ms, HTTP ${first.status}`, "≤ 200 ms", first.ms <= 200 && first.status === 200);
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) times.push((await http(`${app.baseUrl}${url}`, { headers: { "x-forwarded-for": `10.99.1.${i}` } })).ms);
  record("scale", "10000 bookings: calendar feed, repeat fetch of an unchanged schedule, median of 20", `${percentile(times, 50).toFixed(1)} ms`, "≤ 200 ms", percentile(times, 50) <= 200);
}

let stopping: (() => Promise<void>) | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void (stopping?.() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  const app = await startBenchApp("bench");
  const header = `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, node ${process.version}; database: ${app.database.kind}; ${new Date().toISOString()}`;
  stopping = () => app.close();
  console.log(`\n[bench] ${app.baseUrl} — ${header}`);
  let failed = false;
  try {
    const only = process.env.BENCH_STEPS?.split(",").map((x) => x.trim());
    for (const step of [lighthouse, bytes, throughput, bookingLoad, scaleBench].filter((f) => !only || only.includes(f.name))) {
      try {
        await step(app);
      } catch (error) {
        failed = true;
        record(step.name, "error", (error as Error).message);
      }
    }
  } finally {
    await app.close();
  }
  console.log(`\n━━━ bench summary ━━━\n${header}\n`);
  const width = Math.max(...rows.map((r) => r.metric.length));
  for (const r of rows) console.log(`${r.section.padEnd(11)} ${r.metric.padEnd(width)}  ${r.value}${r.target ? `  [target ${r.target}: ${r.met ? "met" : "MISSED"}]` : ""}${r.previous ? `  [previous ${r.previous}]` : ""}`);
  saveResults(figures);
  console.log(`\nload average (uptime): ${os.loadavg().map((l) => l.toFixed(2)).join(", ")}`);
  console.log(`\n${rows.filter((r) => r.met === false).length} target(s) missed; ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
