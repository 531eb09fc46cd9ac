// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: simulated Moto G Power on slow 4G) against
// an already running `next start`, on every public route (PUBLIC_NAV), median of 3 runs each. Prints
// each figure beside its target (the mobile-speed issue) and the previous run's value, and writes every
// Lighthouse JSON report under .bench/lighthouse/<timestamp>/ (git-ignored; open them in the
// Lighthouse viewer or read them with jq).
//   BENCH_BASE_URL=http://127.0.0.1:3000 npm run bench:lighthouse
// BENCH_PATHS=/,/contact limits the routes; BENCH_RUNS=3 the runs per route; BENCH_STRICT=1 exits
// non-zero when a median misses a target. `npm run bench` runs this against the app it starts.
// BENCH_COMPARE_URL=http://127.0.0.1:3101 (and BENCH_COMPARE_LABEL=islands) measures a second build in
// the same run, alternating run by run (this build, the other, this build, …) so that the machine's
// load falls on both alike, and prints the other build's median beside each figure.
import { mkdirSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { requireBrowser } from "../lib/browser";
import { PUBLIC_NAV } from "../../components/site/nav-links";
import { BENCH_DIR, formatFigure, saveResults, type BenchFigure } from "./results";
import { CATEGORIES, measure, median, type Run } from "./lighthouse-run";

const BASE = (process.env.BENCH_BASE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const PATHS = (process.env.BENCH_PATHS ?? PUBLIC_NAV.map((n) => n.href).join(",")).split(",");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COMPARE = process.env.BENCH_COMPARE_URL?.replace(/\/$/, "");
const COMPARE_LABEL = process.env.BENCH_COMPARE_LABEL ?? "other build";

/** The targets of the App Router public site (docs/decisions/0001-public-pages-app-router.md): performance ≥ 97 on every route, the other categories 100. */
const scoreTarget = (_route: string, category: (typeof CATEGORIES)[number]) => (category === "performance" ? 97 : 100);
const LCP_TARGET_MS = 2000;
const TBT_TARGET_MS = 150;
const CLS_TARGET = 0.01;
const HOME_FIRST_LOAD_KB = 250;

async function main() {
  for (const base of [BASE, ...(COMPARE ? [COMPARE] : [])]) {
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (!health?.ok) throw new Error(`No app answers ${base}/api/health; start one with \`npm run build && npm start\` and set BENCH_BASE_URL (or BENCH_COMPARE_URL).`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const dir = path.join(BENCH_DIR, "lighthouse", stamp);
  mkdirSync(dir, { recursive: true });

  const chrome = await chromeLauncher.launch({
    chromePath: requireBrowser(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const byRoute = new Map<string, Run[]>();
  const otherByRoute = new Map<string, Run[]>();
  try {
    for (const route of PATHS) {
      const name = route === "/" ? "home" : route.slice(1).replace(/\//g, "_");
      // Warm the page cache so the runs measure the cached page rather than a first render.
      await fetch(`${BASE}${route}`);
      if (COMPARE) await fetch(`${COMPARE}${route}`);
      const runs: Run[] = [];
      const others: Run[] = [];
      for (let i = 1; i <= RUNS; i += 1) {
        runs.push(await measure(chrome.port, `${BASE}${route}`, path.join(dir, `${name}-${i}.json`)));
        if (COMPARE) others.push(await measure(chrome.port, `${COMPARE}${route}`, path.join(dir, `${name}-${i}-${COMPARE_LABEL.replace(/\W+/g, "_")}.json`)));
      }
      byRoute.set(route, runs);
      if (COMPARE) otherByRoute.set(route, others);
    }
  } finally {
    chrome.kill();
  }

  const figures: BenchFigure[] = [];
  const beside = new Map<string, string>();
  const add = (metric: string, pick: (runs: Run[]) => number, unit: string, target: string, met: (value: number) => boolean, runs: Run[], others?: Run[]) => {
    const value = pick(runs);
    figures.push({ section: "lighthouse", metric, value, unit, target, met: met(value) });
    if (others?.length) beside.set(metric, `${pick(others)}${unit ? ` ${unit}` : ""}`);
  };
  const med = (f: (r: Run) => number, digits = 0) => (runs: Run[]) => Number(median(runs.map(f)).toFixed(digits));
  for (const [route, runs] of byRoute) {
    const others = otherByRoute.get(route);
    for (const c of CATEGORIES) {
      const t = scoreTarget(route, c);
      add(`${route} ${c}`, med((r) => r.scores[c]), "", `≥ ${t}`, (v) => v >= t, runs, others);
    }
    add(`${route} LCP`, med((r) => r.lcpMs), "ms", `≤ ${LCP_TARGET_MS} ms`, (v) => v <= LCP_TARGET_MS, runs, others);
    add(`${route} TBT`, med((r) => r.tbtMs), "ms", `≤ ${TBT_TARGET_MS} ms`, (v) => v <= TBT_TARGET_MS, runs, others);
    add(`${route} CLS`, med((r) => r.cls, 3), "", `≤ ${CLS_TARGET}`, (v) => v <= CLS_TARGET, runs, others);
    add(`${route} transfer`, med((r) => r.totalKb, 1), "KB", route === "/" ? `≤ ${HOME_FIRST_LOAD_KB} KB` : "", (v) => route !== "/" || v <= HOME_FIRST_LOAD_KB, runs, others);
    add(`${route} fonts`, med((r) => r.fontKb, 1), "KB", "≤ 70 KB", (v) => v <= 70, runs, others);
    add(`${route} scripts`, med((r) => r.scriptKb, 1), "KB", "", () => true, runs, others);
  }

  console.log(`\nLighthouse ${RUNS}× per route, mobile (${process.env.BENCH_THROTTLING ?? "simulate"} throttling) · ${BASE}${COMPARE ? ` · beside it ${COMPARE_LABEL} (${COMPARE}), runs alternating` : ""} · reports in ${dir}\n`);
  const width = Math.max(...figures.map((f) => f.metric.length));
  for (const f of figures) {
    const other = beside.get(f.metric);
    console.log(`${formatFigure(f, width)}${other !== undefined ? `   ${COMPARE_LABEL} ${other}` : ""}`);
  }
  for (const [route, runs] of byRoute) {
    const issues = [...new Set(runs.flatMap((r) => r.consoleIssues))];
    const fonts = [...new Set(runs.flatMap((r) => r.fontsLoaded))];
    console.log(`${route}: fonts loaded ${fonts.join(", ") || "none"}; console/issues: ${issues.join("; ") || "none"}`);
  }
  saveResults(figures);
  const misses = figures.filter((f) => !f.met);
  console.log(misses.length ? `\n${misses.length} median(s) under target: ${misses.map((f) => f.metric).join("; ")}` : "\nEvery median meets its target.");
  if (misses.length && process.env.BENCH_STRICT === "1") process.exit(1);
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
