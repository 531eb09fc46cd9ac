// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: simulated Moto G Power on slow 4G) against
// an already running `next start`, on every public route (PUBLIC_NAV), median of 3 runs each. Prints
// each figure beside its target (the mobile-speed issue) and the previous run's value, and writes every
// Lighthouse JSON report under .bench/lighthouse/<timestamp>/ (git-ignored; open them in the
// Lighthouse viewer or read them with jq).
//   BENCH_BASE_URL=http://127.0.0.1:3000 npm run bench:lighthouse
// BENCH_PATHS=/,/contact limits the routes; BENCH_RUNS=3 the runs per route; BENCH_STRICT=1 exits
// non-zero when a median misses a target. `npm run bench` runs this against the app it starts.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { requireBrowser } from "../lib/browser";
import { PUBLIC_NAV } from "../../components/site/nav-links";
import { BENCH_DIR, formatFigure, saveResults, type BenchFigure } from "./results";

const BASE = (process.env.BENCH_BASE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const PATHS = (process.env.BENCH_PATHS ?? PUBLIC_NAV.map((n) => n.href).join(",")).split(",");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const FORM_ROUTES = new Set(["/bookanappointment", "/contact"]);

/** The issue's targets: performance 100 on content pages, 98 on the two form pages; LCP ≤ 1.5 s, TBT ≤ 100 ms. */
const scoreTarget = (route: string, category: (typeof CATEGORIES)[number]) => (category === "performance" && FORM_ROUTES.has(route) ? 98 : 100);

interface Run {
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  totalKb: number;
  fontKb: number;
  scriptKb: number;
  fontsLoaded: string[];
  consoleIssues: string[];
  file: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

async function main() {
  const health = await fetch(`${BASE}/api/health`).catch(() => null);
  if (!health?.ok) throw new Error(`No app answers ${BASE}/api/health; start one with \`npm run build && npm start\` and set BENCH_BASE_URL.`);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const dir = path.join(BENCH_DIR, "lighthouse", stamp);
  mkdirSync(dir, { recursive: true });

  const chrome = await chromeLauncher.launch({
    chromePath: requireBrowser(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const byRoute = new Map<string, Run[]>();
  try {
    for (const route of PATHS) {
      // Warm the page cache so the runs measure the cached page rather than a first render.
      await fetch(`${BASE}${route}`);
      const runs: Run[] = [];
      for (let i = 1; i <= RUNS; i += 1) {
        const result = await lighthouse(`${BASE}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          ...(process.env.BENCH_THROTTLING ? { throttlingMethod: process.env.BENCH_THROTTLING as "simulate" | "devtools" } : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const file = path.join(dir, `${route === "/" ? "home" : route.slice(1).replace(/\//g, "_")}-${i}.json`);
        writeFileSync(file, typeof result.report === "string" ? result.report : JSON.stringify(lhr));
        const a = lhr.audits;
        const requests = ((a["network-requests"]?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []);
        const kbOf = (type?: string) => requests.filter((r) => !type || r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
        const preloads = requests.filter((r) => r.resourceType === "Font").map((r) => r.url);
        const consoleItems = ((a["errors-in-console"]?.details as { items?: { description?: string }[] } | undefined)?.items ?? []).map((x) => `console: ${x.description ?? "?"}`);
        const issueItems = ((a["inspector-issues"]?.details as { items?: { issueType?: string }[] } | undefined)?.items ?? []).map((x) => `issue: ${x.issueType ?? "?"}`);
        runs.push({
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
          lcpMs: a["largest-contentful-paint"]?.numericValue ?? NaN,
          tbtMs: a["total-blocking-time"]?.numericValue ?? NaN,
          fcpMs: a["first-contentful-paint"]?.numericValue ?? NaN,
          cls: a["cumulative-layout-shift"]?.numericValue ?? NaN,
          totalKb: kbOf(),
          fontKb: kbOf("Font"),
          scriptKb: kbOf("Script"),
          fontsLoaded: preloads,
          consoleIssues: [...consoleItems, ...issueItems],
          file,
        });
        if (process.env.BENCH_VERBOSE) {
          const failing = Object.values(a).filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode !== "informative" && x.scoreDisplayMode !== "manual");
          console.log(`${route} #${i}: perf ${runs.at(-1)!.scores.performance}, LCP ${Math.round(runs.at(-1)!.lcpMs)} ms, TBT ${Math.round(runs.at(-1)!.tbtMs)} ms; under 0.9: ${failing.map((x) => x.id).join(", ") || "none"}; benchmarkIndex ${lhr.environment.benchmarkIndex}`);
        }
      }
      byRoute.set(route, runs);
    }
  } finally {
    chrome.kill();
  }

  const figures: BenchFigure[] = [];
  const add = (metric: string, value: number, unit: string, target: string, met: boolean) => figures.push({ section: "lighthouse", metric, value, unit, target, met });
  for (const [route, runs] of byRoute) {
    for (const c of CATEGORIES) {
      const t = scoreTarget(route, c);
      const m = median(runs.map((r) => r.scores[c]));
      add(`${route} ${c}`, m, "", `≥ ${t}`, m >= t);
    }
    const lcp = median(runs.map((r) => r.lcpMs));
    const tbt = median(runs.map((r) => r.tbtMs));
    add(`${route} LCP`, Math.round(lcp), "ms", "≤ 1500 ms", lcp <= 1500);
    add(`${route} TBT`, Math.round(tbt), "ms", "≤ 100 ms", tbt <= 100);
    add(`${route} transfer`, Number(median(runs.map((r) => r.totalKb)).toFixed(1)), "KB", route === "/" ? "≤ 300 KB" : "", route === "/" ? median(runs.map((r) => r.totalKb)) <= 300 : true);
    const fonts = median(runs.map((r) => r.fontKb));
    add(`${route} fonts`, Number(fonts.toFixed(1)), "KB", "≤ 70 KB", fonts <= 70);
    add(`${route} scripts`, Number(median(runs.map((r) => r.scriptKb)).toFixed(1)), "KB", "", true);
  }

  console.log(`\nLighthouse ${RUNS}× per route, mobile (${process.env.BENCH_THROTTLING ?? "simulate"} throttling) · ${BASE} · reports in ${dir}\n`);
  const width = Math.max(...figures.map((f) => f.metric.length));
  for (const f of figures) console.log(formatFigure(f, width));
  for (const [route, runs] of byRoute) {
    const issues = [...new Set(runs.flatMap((r) => r.consoleIssues))];
    const fonts = [...new Set(runs.flatMap((r) => r.fontsLoaded.map((u) => u.replace(BASE, ""))))];
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
