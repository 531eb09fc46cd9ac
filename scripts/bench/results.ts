// Where the bench keeps its figures: every run writes .bench/results.json (git-ignored, with the
// Lighthouse reports under .bench/lighthouse/); the next run prints those values as "previous".
// Before the first run, "previous" is the baseline the mobile-speed issue measured (baseline.json).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const BENCH_DIR = path.join(process.cwd(), ".bench");
const RESULTS = path.join(BENCH_DIR, "results.json");
const BASELINE = path.join(process.cwd(), "scripts", "bench", "baseline.json");

export interface BenchFigure {
  section: string;
  metric: string;
  value: number;
  unit: string;
  target: string;
  met: boolean;
}

type Stored = Record<string, { value: number; unit: string; at: string }>;

const read = (file: string): Stored => {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Stored) : {};
  } catch {
    return {};
  }
};

/** Snapshot taken when the bench starts, so figures saved during this run do not count as "previous". */
const previous: Stored = { ...read(BASELINE), ...read(RESULTS) };

const keyOf = (section: string, metric: string) => `${section} · ${metric}`;

export function previousValue(section: string, metric: string): string | undefined {
  const p = previous[keyOf(section, metric)];
  return p ? `${p.value}${p.unit ? ` ${p.unit}` : ""} (${p.at})` : undefined;
}

export function saveResults(figures: BenchFigure[]): void {
  mkdirSync(BENCH_DIR, { recursive: true });
  const stored = read(RESULTS);
  const at = new Date().toISOString().slice(0, 16).replace("T", " ");
  for (const f of figures) stored[keyOf(f.section, f.metric)] = { value: f.value, unit: f.unit, at };
  writeFileSync(RESULTS, `${JSON.stringify(stored, null, 2)}\n`);
}

/** One line: metric, value, target (met or MISSED), previous value. */
export function formatFigure(f: BenchFigure, width = 40): string {
  const prev = previousValue(f.section, f.metric);
  return `${f.metric.padEnd(width)}  ${`${f.value}${f.unit ? ` ${f.unit}` : ""}`.padStart(11)}   target ${(f.target || "—").padEnd(12)} ${f.target ? (f.met ? "met   " : "MISSED") : "      "}  previous ${prev ?? "—"}`;
}
