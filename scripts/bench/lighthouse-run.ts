// One Lighthouse 12 run (mobile preset: simulated Moto G Power on slow 4G) of one URL in an already
// launched Chrome, reduced to the figures the benches print. Shared by `bench:lighthouse` and `bench:public`.
import { writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import { explainLantern } from "./lantern-explain";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface Run {
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  totalKb: number;
  fontKb: number;
  scriptKb: number;
  /** LCP's phases (TTFB, load delay, load time, render delay) in ms, as Lighthouse splits them. */
  lcpPhases: Record<string, number>;
  lcpElement: string;
  fontsLoaded: string[];
  consoleIssues: string[];
  file: string;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

type Items = { items?: Record<string, unknown>[] } | undefined;

/** LCP's element and phases from the `largest-contentful-paint-element` audit (a list of two tables). */
function lcpBreakdown(details: unknown): { element: string; phases: Record<string, number> } {
  const tables = ((details as { items?: Items[] } | undefined)?.items ?? []) as Items[];
  const element = (tables[0]?.items?.[0]?.node as { snippet?: string } | undefined)?.snippet ?? "";
  const phases = Object.fromEntries((tables[1]?.items ?? []).map((row) => [String(row.phase), Math.round(Number(row.timing ?? 0))]));
  return { element, phases };
}

/** One Lighthouse run of `url` in the Chrome on `port`, its JSON report written to `file`. */
export async function measure(port: number, url: string, file: string, categories: readonly string[] = CATEGORIES): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
    ...(process.env.BENCH_THROTTLING ? { throttlingMethod: process.env.BENCH_THROTTLING as "simulate" | "devtools" } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  writeFileSync(file, typeof result.report === "string" ? result.report : JSON.stringify(lhr));
  const a = lhr.audits;
  const origin = new URL(url).origin;
  // BENCH_EXPLAIN=1: what the simulated FCP and LCP waited for (scripts/bench/lantern-explain.ts).
  if (process.env.BENCH_EXPLAIN) writeFileSync(file.replace(/\.json$/, ".lantern.txt"), explainLantern(origin));
  const requests = ((a["network-requests"]?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []);
  const kbOf = (type?: string) => requests.filter((r) => !type || r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  const consoleItems = ((a["errors-in-console"]?.details as { items?: { description?: string }[] } | undefined)?.items ?? []).map((x) => `console: ${x.description ?? "?"}`);
  const issueItems = ((a["inspector-issues"]?.details as { items?: { issueType?: string }[] } | undefined)?.items ?? []).map((x) => `issue: ${x.issueType ?? "?"}`);
  const lcp = lcpBreakdown(a["largest-contentful-paint-element"]?.details);
  const measured: Run = {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcpMs: a["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: a["total-blocking-time"]?.numericValue ?? NaN,
    fcpMs: a["first-contentful-paint"]?.numericValue ?? NaN,
    cls: a["cumulative-layout-shift"]?.numericValue ?? NaN,
    totalKb: kbOf(),
    fontKb: kbOf("Font"),
    scriptKb: kbOf("Script"),
    lcpPhases: lcp.phases,
    lcpElement: lcp.element,
    fontsLoaded: requests.filter((r) => r.resourceType === "Font").map((r) => r.url.replace(origin, "")),
    consoleIssues: [...consoleItems, ...issueItems],
    file,
  };
  if (process.env.BENCH_VERBOSE) {
    const failing = Object.values(a).filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode !== "informative" && x.scoreDisplayMode !== "manual");
    console.log(`${url}: perf ${measured.scores.performance}, LCP ${Math.round(measured.lcpMs)} ms ${JSON.stringify(measured.lcpPhases)}, TBT ${Math.round(measured.tbtMs)} ms; under 0.9: ${failing.map((x) => x.id).join(", ") || "none"}; benchmarkIndex ${lhr.environment.benchmarkIndex}`);
  }
  return measured;
}
