// `npm run bench:public`: every public page against the framework's floor. Builds a bare App Router app
// with this project's own `next`, `react` and `react-dom` (floor-app.ts: one server component page, no
// client component, no web font, no image), starts it with `next start` beside the site's
// production build (seeded demo content; built first unless BENCH_SKIP_BUILD=1), and runs Lighthouse
// mobile on every public route, alternating floor and route run by run (floor, route, floor, route, …)
// so the machine's load falls on both alike. Prints per route the medians of score, total blocking time,
// LCP, JavaScript and CLS for both, the ratios, and whether the route is at the floor:
//   score ≥ floor − 3, total blocking time ≤ floor + 100 ms, JavaScript ≤ floor + 15 KB, CLS 0
// (the LCP ratio is printed beside them: lantern's LCP races the framework's scripts, decision 0014).
// BENCH_RUNS=3 runs per route (and as many floor runs beside them); BENCH_PATHS=/,/contact limits the
// routes; BENCH_STRICT=1 exits non-zero when a route misses; BENCH_VERBOSE=1 prints every run.
// BENCH_PUBLIC_BASELINE=<dir>: another checkout with its own production build (`.next`) and node_modules,
// started beside this one on the same database; each run then measures floor, baseline and this build in
// turn, and a second table prints baseline → this build per route (before/after from one run).
// Everything listens on 127.0.0.1 only; every loop is bounded.
import { mkdirSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { PUBLIC_NAV } from "../../components/site/nav-links";
import { requireBrowser } from "../lib/browser";
import { startNextInstance } from "../lib/app-server";
import { frameworkVersions, startFloor } from "./floor-app";
import { BENCH_DIR } from "./results";
import { startBenchApp } from "./booking-cpu";
import { measure, median, type Run } from "./lighthouse-run";

const ROOT = process.cwd();
const RUNS = Math.min(Math.max(Number(process.env.BENCH_RUNS ?? 3), 1), 9);
export const TARGET = { scorePoints: 3, tbtMs: 100, jsKb: 15, cls: 0 } as const;

/** Public routes: the navigation plus every other page under app/(site) without a parameter in its path. */
export function publicRoutes(): string[] {
  const found = new Set<string>(PUBLIC_NAV.map((n) => n.href));
  const walk = (dir: string, route: string, depth: number) => {
    if (depth > 6) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) {
        if (entry.name === "page.tsx") found.add(route || "/");
        continue;
      }
      if (entry.name.includes("[") || entry.name.startsWith("_")) continue;
      const segment = entry.name.startsWith("(") ? "" : `/${entry.name}`;
      walk(path.join(dir, entry.name), `${route}${segment}`, depth + 1);
    }
  };
  walk(path.join(ROOT, "app", "(site)"), "", 0);
  return [...found];
}

interface Summary {
  score: number;
  lcpMs: number;
  jsKb: number;
  cls: number;
  tbtMs: number;
  renderDelayMs: number;
}

const summarise = (runs: Run[]): Summary => ({
  score: median(runs.map((r) => r.scores.performance)),
  lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
  jsKb: Number(median(runs.map((r) => r.scriptKb)).toFixed(1)),
  cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
  tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
  renderDelayMs: Math.round(median(runs.map((r) => r.lcpPhases["renderDelay"] ?? r.lcpPhases["Render Delay"] ?? NaN))),
});

export function verdict(route: Summary, floor: Summary) {
  const lcpRatio = route.lcpMs / floor.lcpMs;
  const misses = [
    route.tbtMs > floor.tbtMs + TARGET.tbtMs ? `TBT ${route.tbtMs} ms > ${floor.tbtMs} + ${TARGET.tbtMs} ms` : "",
    route.score < floor.score - TARGET.scorePoints ? `score ${route.score} < ${floor.score} − ${TARGET.scorePoints}` : "",
    route.jsKb > floor.jsKb + TARGET.jsKb ? `JS +${(route.jsKb - floor.jsKb).toFixed(1)} KB > ${TARGET.jsKb} KB` : "",
    route.cls > TARGET.cls ? `CLS ${route.cls}` : "",
  ].filter(Boolean);
  return { lcpRatio, misses };
}

async function main() {
  const load = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");
  console.log(`bench:public — load average at start ${load()}`);
  const site = frameworkVersions();
  const app = await startBenchApp("bench_public");
  // Ctrl-C stops what this run started instead of leaving servers and the database behind.
  const stops: (() => unknown)[] = [() => app.close()];
  process.once("SIGINT", () => void Promise.allSettled(stops.map((stop) => stop())).then(() => process.exit(130)));
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  let baseline: Awaited<ReturnType<typeof startNextInstance>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const results: { route: string; floor: Summary; page: Summary; baseline?: Summary; lcpElement: string; issues: string[] }[] = [];
  const baselineDir = process.env.BENCH_PUBLIC_BASELINE;
  const skipped: string[] = [];
  try {
    floor = await startFloor();
    stops.push(floor.stop);
    console.log(`site ${app.baseUrl} · floor ${floor.baseUrl} (next ${site.next}, react ${site.react}, react-dom ${site["react-dom"]})`);
    baseline = baselineDir ? await startNextInstance({ ...app.env }, { cwd: baselineDir, quiet: true }) : undefined;
    if (baseline) {
      stops.push(baseline.stop);
      console.log(`baseline ${baseline.baseUrl} (${baselineDir})`);
    }

    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const dir = path.join(BENCH_DIR, "lighthouse", `public-${stamp}`);
    mkdirSync(dir, { recursive: true });
    chrome = await chromeLauncher.launch({ chromePath: requireBrowser(), chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
    stops.push(chrome.kill.bind(chrome));
    const routes = process.env.BENCH_PATHS ? process.env.BENCH_PATHS.split(",") : publicRoutes();
    for (const route of routes) {
      // Warm both (the cached page, not a first render, is what a visitor gets); skip what is not a page.
      const status = (await fetch(`${app.baseUrl}${route}`, { redirect: "manual" })).status;
      if (status !== 200) {
        skipped.push(`${route} (HTTP ${status} without a token)`);
        continue;
      }
      await fetch(`${floor.baseUrl}/`);
      if (baseline) await fetch(`${baseline.baseUrl}${route}`);
      const name = route === "/" ? "home" : route.slice(1).replace(/\//g, "_");
      const floorRuns: Run[] = [];
      const pageRuns: Run[] = [];
      const baselineRuns: Run[] = [];
      for (let i = 1; i <= RUNS; i += 1) {
        floorRuns.push(await measure(chrome.port, `${floor.baseUrl}/`, path.join(dir, `${name}-${i}-floor.json`), ["performance"]));
        // With a baseline, it and this build take turns going first.
        const measurePage = async () => pageRuns.push(await measure(chrome!.port, `${app.baseUrl}${route}`, path.join(dir, `${name}-${i}.json`), ["performance"]));
        const measureBaseline = async () => baseline && baselineRuns.push(await measure(chrome!.port, `${baseline.baseUrl}${route}`, path.join(dir, `${name}-${i}-baseline.json`), ["performance"]));
        for (const step of i % 2 === 0 ? [measurePage, measureBaseline] : [measureBaseline, measurePage]) await step();
      }
      results.push({
        route,
        floor: summarise(floorRuns),
        page: summarise(pageRuns),
        ...(baseline ? { baseline: summarise(baselineRuns) } : {}),
        lcpElement: pageRuns[0]?.lcpElement ?? "",
        issues: [...new Set(pageRuns.flatMap((r) => r.consoleIssues))],
      });
      console.log(`${route} done (load ${load()})`);
    }
    console.log(`\nLighthouse mobile, ${RUNS} runs alternating floor/route, medians · reports in ${dir} · load average at end ${load()}\n`);
  } finally {
    await chrome?.kill();
    await floor?.stop();
    await baseline?.stop();
    await app.close();
  }

  const header = ["route", "floor score", "floor TBT", "floor LCP", "floor JS", "score", "TBT", "LCP", "JS", "CLS", "LCP ratio", "score Δ", "JS Δ", "render delay", "at the floor"];
  const rows = results.map(({ route, floor, page }) => {
    const { lcpRatio, misses } = verdict(page, floor);
    return [route, String(floor.score), `${floor.tbtMs} ms`, `${floor.lcpMs} ms`, `${floor.jsKb} KB`, String(page.score), `${page.tbtMs} ms`, `${page.lcpMs} ms`, `${page.jsKb} KB`, String(page.cls), `${lcpRatio.toFixed(2)}×`, String(page.score - floor.score), `${(page.jsKb - floor.jsKb).toFixed(1)} KB`, `${page.renderDelayMs} ms`, misses.length ? `MISSED: ${misses.join("; ")}` : "met"];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(" | ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const row of rows) console.log(line(row));
  const compared = results.filter((r) => r.baseline);
  if (compared.length) {
    console.log(`\nbaseline (${baselineDir}) → this build, same run: score · LCP · JS · CLS · TBT, and the LCP ratio to the floor`);
    for (const { route, floor, page, baseline: before } of compared) {
      const cells = (s: Summary) => `${s.score} · ${s.lcpMs} ms · ${s.jsKb} KB · ${s.cls} · ${s.tbtMs} ms (${(s.lcpMs / floor.lcpMs).toFixed(2)}×)`;
      console.log(`${route}: ${cells(before!)} → ${cells(page)}; floor ${floor.score} · ${floor.lcpMs} ms · ${floor.jsKb} KB · TBT ${floor.tbtMs} ms`);
    }
  }
  for (const r of results) console.log(`${r.route}: LCP element ${r.lcpElement.slice(0, 100) || "?"}${r.issues.length ? `; console/issues: ${r.issues.join("; ")}` : ""}`);
  if (skipped.length) console.log(`skipped: ${skipped.join(", ")}`);
  const missed = rows.filter((r) => r[r.length - 1] !== "met").length;
  console.log(missed ? `\n${missed} of ${rows.length} route(s) miss the floor target.` : `\nEvery route (${rows.length}) meets the floor target.`);
  if (missed && process.env.BENCH_STRICT === "1") process.exitCode = 1;
}

if (process.argv[1]?.endsWith("public.ts")) {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
