// The day planner checked from outside (npm run bench:plan): on the seeded days of ./plan-days, planDay runs
// twice (the plans must be identical), both plans go through the bench's own rule checker (./plan-check),
// beside greedy baselines (./plan-greedy) and, up to 30 dancers, the bench's own proven optimum (./plan-exact).
// One row per day, then the summary line; target misses go to stderr (the run does not fail on them).
//   BENCH_PLAN_SEED (default 1), BENCH_PLAN_PROOF_MS (HiGHS time per day, default 60000),
//   BENCH_PLAN_DRAW=small-a,tight draws those days' first plan per stylist (wall times in the day's zone).
import os from "node:os";
import type { Plan, PlannerInput, PlanResult } from "@/lib/planner/dto";
import { planDay } from "@/lib/planner/solve";
import { checkPlan, openSlots, selfTest, type BenchInput } from "./plan-check";
import { benchDays, type BenchDay } from "./plan-days";
import { exactOptimum, type ExactOutcome } from "./plan-exact";
import { greedyRuns } from "./plan-greedy";

const SEED = Number(process.env.BENCH_PLAN_SEED ?? 1);
const PROOF_MS = Number(process.env.BENCH_PLAN_PROOF_MS ?? 60_000);
const EXACT_MAX_DANCERS = 30;
const DRAW = new Set((process.env.BENCH_PLAN_DRAW ?? "").split(",").map((name) => name.trim()).filter(Boolean));

const wall = (instant: Date, zone: string) => new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);

/** One line per stylist: her appointments in order ("07:00–07:45 d3 hair, ready 08:00"), then who was left out and why. */
function drawPlan(day: BenchDay, plan: Plan): string[] {
  const dancer = new Map(day.input.dancers.map((d, index) => [d.bookingId, { label: `d${index + 1}`, readyBy: d.readyBy }]));
  const lines = [`plan of ${day.name} (${day.zone}):`];
  for (const stylist of day.input.stylists) {
    const slots = plan.slots.filter((s) => s.userId === stylist.id).sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime());
    const cells = slots.map((s) => {
      const who = dancer.get(s.bookingId);
      const ready = who?.readyBy ? ` ≤${wall(new Date(who.readyBy), day.zone)}` : "";
      return `${wall(new Date(s.start), day.zone)}–${wall(new Date(s.end), day.zone)} ${who?.label ?? s.bookingId} ${s.service}${ready}`;
    });
    lines.push(`  ${stylist.id.padEnd(10)} ${cells.length ? cells.join(" | ") : "(nothing)"}`);
  }
  const left = plan.unplaced.map((u) => `${dancer.get(u.bookingId)?.label ?? u.bookingId} ${u.reason}`);
  lines.push(`  left out: ${left.length ? left.join(", ") : "nobody"}`);
  return lines;
}

interface PlannerRun {
  result: (PlanResult & { bound?: number }) | null;
  error: string | null;
  ms: number;
  stall: number;
}

interface Row {
  day: BenchDay;
  runs: PlannerRun[];
  placed: number;
  open: number;
  breaches: string[];
  repeatable: boolean;
  greedy: { name: string; placed: number };
  exact: ExactOutcome | null;
  bound: number | undefined;
  ratio: number;
}

const placedCount = (plan: Plan) => new Set(plan.slots.map((s) => s.bookingId)).size;

/** The plan as sorted JSON: same slots, stylists, starts and reasons give the same text. */
function canonical(plan: Plan): string {
  const slots = plan.slots.map((s) => [s.slotId, s.bookingId, s.userId, new Date(s.start).toISOString(), new Date(s.end).toISOString()]).sort((a, b) => a[0].localeCompare(b[0]));
  const unplaced = plan.unplaced.map((u) => [u.bookingId, u.reason]).sort((a, b) => a[0].localeCompare(b[0]));
  return JSON.stringify({ slots, unplaced });
}

/** One planDay, timed, with the longest event-loop stall while it ran (a 1 ms timer's longest gap). */
async function runPlanner(input: BenchInput): Promise<PlannerRun> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    stall = Math.max(stall, performance.now() - last);
    last = performance.now();
  }, 1);
  const started = performance.now();
  try {
    const result = await planDay(input as PlannerInput);
    return { result, error: null, ms: Math.round(performance.now() - started), stall };
  } catch (error) {
    return { result: null, error: error instanceof Error ? error.message : String(error), ms: Math.round(performance.now() - started), stall };
  } finally {
    clearInterval(timer);
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Greedy plans are the bench's own: a breach there is a bench bug. */
function bestGreedy(day: BenchDay) {
  const runs = greedyRuns(day.input);
  for (const run of runs) {
    const breaches = checkPlan(day.input, run.plan);
    if (breaches.length) fail(`bench bug: greedy ${run.name} on ${day.name} breaks rules:\n  ${breaches.join("\n  ")}`);
  }
  return runs.reduce((best, run) => (run.placed > best.placed ? run : best));
}

async function exactFor(day: BenchDay, greedy: number): Promise<ExactOutcome | null> {
  if (day.input.dancers.length > EXACT_MAX_DANCERS) return null;
  const exact = await exactOptimum(day.input, PROOF_MS);
  const breaches = exact.plan ? checkPlan(day.input, exact.plan) : [];
  if (breaches.length) fail(`bench bug: the exact model's plan on ${day.name} breaks rules:\n  ${breaches.join("\n  ")}`);
  if (exact.optimal && exact.placed! < greedy) fail(`bench bug: the exact model's optimum ${exact.placed} on ${day.name} is below a greedy plan (${greedy})`);
  return exact;
}

async function benchDay(day: BenchDay): Promise<Row> {
  const runs = [await runPlanner(day.input), await runPlanner(day.input)];
  const plans = runs.map((r) => r.result).filter((r): r is NonNullable<PlannerRun["result"]> => r !== null);
  const breaches = [...new Set(plans.flatMap((p) => checkPlan(day.input, p)))];
  const repeatable = plans.length === 2 && canonical(plans[0]) === canonical(plans[1]);
  const placed = plans.length ? Math.min(...plans.map(placedCount)) : 0;
  const open = day.input.dancers.filter((d) => openSlots(d).length).length;
  const greedy = bestGreedy(day);
  const exact = await exactFor(day, greedy.placed);
  const bound = plans[0]?.bound;
  const ratio = (bound ?? open) > 0 ? (100 * placed) / (bound ?? open) : 100;
  return { day, runs, placed, open, breaches, repeatable, greedy, exact, bound, ratio };
}

const COLUMNS: [string, number][] = [["instance", 15], ["d/s/c", 11], ["planner", 8], ["best greedy", 24], ["optimum", 22], ["bound", 6], ["pl/bd %", 8], ["breaches", 9], ["repeat", 7], ["ms run1+run2", 14], ["method", 0]];

function exactText(exact: ExactOutcome | null): string {
  if (!exact) return "- (> 30 dancers)";
  if (exact.optimal) return `${exact.placed} (${(exact.ms / 1000).toFixed(1)} s)`;
  if (exact.placed !== null) return `≥${exact.placed} unproved`;
  return exact.status.startsWith("error") ? "HiGHS error" : `too big for ${PROOF_MS / 1000} s`;
}

function rowText(r: Row): string {
  const i = r.day.input;
  const first = r.runs[0].result;
  const cells = [
    r.day.name,
    `${i.dancers.length}/${i.stylists.length}/${i.chairs ?? "∞"}`,
    r.runs.some((x) => x.error) ? "threw" : String(r.placed),
    `${r.greedy.placed} ${r.greedy.name}`,
    exactText(r.exact),
    r.bound === undefined ? "-" : String(r.bound),
    r.ratio.toFixed(1),
    String(r.breaches.length),
    r.repeatable ? "yes" : "no",
    r.runs.map((x) => x.ms).join("+"),
    first ? `${first.method}${first.proven ? " proven" : ""}` : (r.runs[0].error ?? ""),
  ];
  return cells.map((c, k) => c.padEnd(COLUMNS[k][1])).join(" ");
}

/** Each target miss on stderr: behind a greedy or the optimum, under 95 % of the bound, breaches, plans that differ. */
function reportMisses(r: Row) {
  const miss = (text: string) => console.error(`miss ${r.day.name}: ${text}`);
  for (const run of r.runs) if (run.error) miss(`planDay threw: ${run.error}`);
  if (r.placed < r.greedy.placed) miss(`planner ${r.placed} < best greedy ${r.greedy.placed} (${r.greedy.name})`);
  const found = r.exact?.placed ?? null;
  if (found !== null && r.placed < found) miss(`planner ${r.placed} < ${r.exact!.optimal ? "proven optimum" : "a plan the exact model found:"} ${found}`);
  if (r.ratio < 95) miss(`planner/bound ${r.ratio.toFixed(1)} % < 95 %${r.bound === undefined ? " (no bound: dancers with open slots)" : ""}`);
  const best = Math.max(r.greedy.placed, found ?? 0, r.breaches.length ? 0 : r.placed);
  if (r.bound !== undefined && r.bound < best) miss(`bound ${r.bound} is below a valid plan placing ${best}`);
  if (r.exact?.optimal && found !== null && r.placed > found && !r.breaches.length) miss(`planner ${r.placed} > the bench's optimum ${found} without a breach (bench model too strict?)`);
  if (r.breaches.length) miss(`${r.breaches.length} breaches:\n    ${r.breaches.slice(0, 8).join("\n    ")}${r.breaches.length > 8 ? `\n    … ${r.breaches.length - 8} more` : ""}`);
  if (!r.repeatable && r.runs.every((x) => x.result)) miss("the two runs' plans differ");
}

async function main() {
  const selfFailures = selfTest();
  if (selfFailures.length) fail(`checker self-test failed:\n  ${selfFailures.join("\n  ")}`);
  console.log("checker self-test ok");
  console.log(`seed ${SEED}, exact model up to ${EXACT_MAX_DANCERS} dancers with ${PROOF_MS / 1000} s each; d/s/c = dancers/stylists/chairs`);
  console.log(COLUMNS.map(([name, width]) => name.padEnd(width)).join(" "));
  const rows: Row[] = [];
  for (const day of benchDays(SEED)) {
    const row = await benchDay(day);
    rows.push(row);
    console.log(rowText(row));
    reportMisses(row);
    const first = row.runs[0].result;
    if (DRAW.has(day.name) && first) for (const line of drawPlan(day, first)) console.log(line);
  }
  const small = rows.filter((r) => r.exact);
  const optimal = small.filter((r) => r.exact!.optimal && r.placed === r.exact!.placed).length;
  const worstRatio = Math.min(...rows.map((r) => r.ratio));
  const breaches = rows.reduce((sum, r) => sum + r.breaches.length, 0);
  const repeatable = rows.every((r) => r.repeatable);
  const runs = rows.flatMap((r) => r.runs);
  if (worstRatio < 95) console.error(`miss: worst planner/bound ${worstRatio.toFixed(1)} % < 95 %`);
  if (breaches) console.error(`miss: ${breaches} breaches in the planner's plans`);
  if (!repeatable) console.error("miss: not every day planned the same twice");
  console.log(`longest event-loop stall while planning: ${Math.round(Math.max(...runs.map((r) => r.stall)))} ms`);
  console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} (${os.cpus().length} cores)`);
  console.log(
    `bench:plan instances=${rows.length} planner=${rows.reduce((s, r) => s + r.placed, 0)} best_greedy=${rows.reduce((s, r) => s + r.greedy.placed, 0)} optimal=${optimal}/${small.length} bound_pct=${worstRatio.toFixed(1)} breaches=${breaches} repeatable=${repeatable ? "yes" : "no"} worst_ms=${Math.max(...runs.map((r) => r.ms))}`,
  );
  process.exit(0);
}

await main();
