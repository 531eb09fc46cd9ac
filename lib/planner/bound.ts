// An upper bound on the dancers any plan can place, cheap enough for every day: drop who does what and
// when (stylists, chairs and the whole day pooled into one "chair time" per cell), keep each dancer's
// minutes and her ready-by. On that relaxation the most dancers finishing in time is Moore–Hodgson's rule
// (earliest ready-by first; when the minutes so far exceed the chair time before her ready-by, drop the
// longest so far), which is exact for one machine, so no real plan places more. A dancer who fits nowhere
// even on an empty day is left out first. Night-before slots are left out (relaxing only raises the bound).
import type { GridProblem } from "./grid";
import { placeAnywhere } from "./improve";
import { State, yielder } from "./heuristic";
import { seededRandom } from "./random";
import { WORKER_GRACE_MS, wrapLp } from "./exact";
import { solveLpInWorker } from "./exact-run";

/** Chair time per cell: stylists free for a morning slot then, at most the chairs left. Prefix sums: `before[c]` = time in cells < c. */
function chairTimeBefore(p: GridProblem): Float64Array {
  const before = new Float64Array(p.cells + 1);
  for (let c = 0; c < p.cells; c++) {
    let stylists = 0;
    for (let k = 0; k < p.stylistIds.length; k++) if (p.free[k][c] && p.dayCells[k][c]) stylists++;
    const seats = p.chairs ? Math.max(0, Math.min(stylists, p.chairs[c])) : stylists;
    before[c + 1] = before[c] + seats;
  }
  return before;
}

/** Open dancers who fit the day with nobody else on it (a complete search each): the only ones a plan can hold. */
export async function fitAlone(p: GridProblem, tick: () => Promise<void> = yielder()): Promise<boolean[]> {
  const empty = new State(p);
  const random = seededRandom(1);
  const out: boolean[] = [];
  for (const d of p.dancers) {
    await tick();
    out.push(!d.blocked && d.slots.length > 0 && placeAnywhere(p, empty, d, random) !== null);
  }
  return out;
}

/** At most this many of the day's open dancers can be placed. */
export function placeableBound(p: GridProblem, alone: boolean[]): number {
  return placeableSet(p, alone).length;
}

/** The dancers Moore–Hodgson keeps on the pooled chair time (the most that fit it; shortest kept where it binds): the heuristic's first order too. */
export function placeableSet(p: GridProblem, alone: boolean[]): number[] {
  const before = chairTimeBefore(p);
  const jobs: { di: number; readyBy: number; cells: number }[] = [];
  for (const [di, d] of p.dancers.entries()) {
    if (!alone[di]) continue;
    const cells = d.slots.reduce((sum, s) => sum + (s.night ? 0 : s.len), 0);
    jobs.push({ di, readyBy: d.readyBy, cells });
  }
  jobs.sort((a, b) => a.readyBy - b.readyBy || a.cells - b.cells || a.di - b.di);
  const kept: typeof jobs = [];
  let total = 0;
  for (const job of jobs) {
    kept.push(job);
    total += job.cells;
    if (total > before[Math.min(p.cells, Math.max(0, job.readyBy))]) {
      let longest = 0;
      for (let i = 1; i < kept.length; i++) if (kept[i].cells > kept[longest].cells) longest = i;
      total -= kept[longest].cells;
      kept.splice(longest, 1);
    }
  }
  return kept.map((j) => j.di);
}

/**
 * A tighter bound, solved exactly by the exact model's worker: the same pooled chair time, but each dancer's
 * minutes only between her earliest cell and her ready-by (a flow of minutes per cell, at most one per cell
 * per dancer: she sits in one chair) and whole dancers only (binary). Null when HiGHS does not finish in time.
 */
export async function pooledBound(p: GridProblem, cheap: number, timeLimitMs: number, alone: boolean[]): Promise<number | null> {
  const before = chairTimeBefore(p);
  const seats = (c: number) => before[c + 1] - before[c];
  const ys: string[] = [];
  const demand: string[] = [];
  const perCell = new Map<number, string[]>();
  const flows: string[] = [];
  p.dancers.forEach((d, di) => {
    if (!alone[di]) return;
    const cells = d.slots.reduce((sum, s) => sum + (s.night ? 0 : s.len), 0);
    const y = `y${di}`;
    ys.push(y);
    if (!cells) return;
    const terms: string[] = [];
    for (let c = Math.max(0, d.earliest); c < Math.min(p.cells, d.readyBy); c++) {
      if (seats(c) <= 0) continue;
      const x = `f${di}_${c}`;
      flows.push(x);
      terms.push(`+ ${x}`);
      (perCell.get(c) ?? perCell.set(c, []).get(c)!).push(x);
    }
    demand.push(`d${di}: ${terms.join(" ")} - ${cells} ${y} = 0`);
  });
  if (!ys.length) return 0;
  const rows = [...demand, `top: ${ys.map((y) => `+ ${y}`).join(" ")} <= ${cheap}`];
  for (const [c, names] of perCell) if (names.length > seats(c)) rows.push(`c${c}: ${names.map((n) => `+ ${n}`).join(" ")} <= ${seats(c)}`);
  const model = (whole: boolean) =>
    ["Maximize", wrapLp(` obj: ${ys.map((y) => `+ ${y}`).join(" ")}`), "Subject To", ...rows.map((r) => wrapLp(` ${r}`)), "Bounds", ...flows.map((x) => ` 0 <= ${x} <= 1`), ...(whole ? ["Binary", ...ys.map((y) => ` ${y}`)] : ys.map((y) => ` 0 <= ${y} <= 1`)), "End"].join("\n");
  const options = { time_limit: Math.max(0.05, timeLimitMs / 1000), mip_rel_gap: 0 };
  // Whole dancers on days the integer programme solves quickly; else its LP relaxation (fractional dancers), rounded down.
  if (ys.length <= POOLED_WHOLE_MAX_DANCERS) {
    const result = await solveLpInWorker(model(true), options, timeLimitMs + WORKER_GRACE_MS);
    if (result?.status === "Optimal") return ys.filter((y) => result.primal[y]).length;
  }
  const relaxed = await solveLpInWorker(model(false), options, timeLimitMs + WORKER_GRACE_MS);
  return relaxed?.status === "Optimal" && relaxed.objective !== undefined ? Math.floor(relaxed.objective + 1e-6) : null;
}

/** Open dancers up to which the pooled bound is solved in whole dancers (measured: the relaxation beyond). */
export const POOLED_WHOLE_MAX_DANCERS = 60;
