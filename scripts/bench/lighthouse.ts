// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset) against an already running `next start`
// on /, /about and /services; prints performance, accessibility, best-practices and SEO scores.
//   BENCH_BASE_URL=http://127.0.0.1:3000 npm run bench:lighthouse
// Exits non-zero when a score is under its target (98 / 100 / 100 / 100) and BENCH_STRICT=1.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { requireBrowser } from "../lib/browser";

const BASE = (process.env.BENCH_BASE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const PATHS = (process.env.BENCH_PATHS ?? "/,/about,/services").split(",");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };

async function main() {
  const health = await fetch(`${BASE}/api/health`).catch(() => null);
  if (!health?.ok) throw new Error(`No app answers ${BASE}/api/health; start one with \`npm run build && npm start\` and set BENCH_BASE_URL.`);

  const chrome = await chromeLauncher.launch({
    chromePath: requireBrowser(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const rows: { path: string; scores: Record<string, number> }[] = [];
  try {
    for (const path of PATHS) {
      // Warm the page cache so the run measures the cached, static page rather than a first render.
      await fetch(`${BASE}${path}`);
      const result = await lighthouse(`${BASE}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        // "simulate" (Lighthouse's default) or "devtools" (real throttling in the browser).
        ...(process.env.BENCH_THROTTLING ? { throttlingMethod: process.env.BENCH_THROTTLING as "simulate" | "devtools" } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]));
      rows.push({ path, scores });
      if (process.env.BENCH_VERBOSE) {
        const a = result.lhr.audits;
        const metric = (id: string) => a[id]?.displayValue ?? "?";
        console.log(`${path}: FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}; main thread ${metric("mainthread-work-breakdown")}; benchmarkIndex ${result.lhr.environment.benchmarkIndex}`);
      }
      const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual");
      if (failing.length && process.env.BENCH_VERBOSE) console.log(`${path} audits under 0.9: ${failing.map((a) => `${a.id} (${a.score})`).join(", ")}`);
    }
  } finally {
    chrome.kill();
  }

  console.log(`\nLighthouse mobile (${process.env.BENCH_THROTTLING ?? "simulate"} throttling) · ${BASE}\n`);
  console.log(`${"page".padEnd(12)}${CATEGORIES.map((c) => c.padStart(16)).join("")}`);
  for (const row of rows) console.log(`${row.path.padEnd(12)}${CATEGORIES.map((c) => String(row.scores[c]).padStart(16)).join("")}`);
  const misses = rows.flatMap((row) => CATEGORIES.filter((c) => row.scores[c] < TARGETS[c]).map((c) => `${row.path} ${c} ${row.scores[c]} < ${TARGETS[c]}`));
  console.log(misses.length ? `\nUnder target: ${misses.join("; ")}` : "\nAll scores meet the targets (98 / 100 / 100 / 100).");
  if (misses.length && process.env.BENCH_STRICT === "1") process.exit(1);
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
