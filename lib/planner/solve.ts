// One entry for planning a day: the greedy-plus-repair heuristic (yields to the event loop, bounded
// by the time limit), then on small days a local search (./improve) for most of the limit. The exact
// model (worker thread, terminated at the time limit) runs beside the heuristic when asked for, or in
// auto on days too big for the local search but small enough for the model; the better plan by the
// objectives in order is kept, so never fewer dancers than the heuristic. Measurements:
// docs/decisions/0013-day-planner.md.
import { solveExact, modelSize } from "./exact";
import { warmExactWorker } from "./exact-run";
import { cellTime, toGrid, type GridProblem } from "./grid";
import { better, laterWhereBetter, score, solveHeuristic, yielder, type Solution } from "./heuristic";
import { improveSmall, IMPROVE_MAX_DANCERS } from "./improve";
import type { Plan, PlanOptions, PlannerInput, PlanResult } from "./dto";

/** Start variables up to which the exact model is tried (measured: see the day planner's decision record). */
export const EXACT_MAX_COLUMNS = 12_000;

// The worker and its WebAssembly take ~0.6 s to load under load: start one as soon as the planner is loaded.
warmExactWorker();

export async function planDay(input: PlannerInput, options: PlanOptions = {}): Promise<PlanResult> {
  const started = performance.now();
  const limit = options.timeLimitMs ?? 1_500;
  const method = options.method ?? "auto";
  const p = toGrid(input);
  const open = p.dancers.filter((d) => !d.blocked && d.slots.length).length;
  const small = method !== "exact" && open <= IMPROVE_MAX_DANCERS;
  // Auto on small days: the local search below, not the exact model beside it (measured: sharing the CPU with the
  // worker, the search ran ~20 times fewer moves and missed the optimum, and HiGHS placed nobody within the limit).
  const columns = method === "heuristic" || (method === "auto" && small) ? 0 : modelSize(p);
  const worthExact = method === "exact" || (method === "auto" && !small && columns <= EXACT_MAX_COLUMNS);
  // Both at once: the exact solve runs in its worker while the heuristic yields on this thread.
  const stop = new AbortController();
  const exactRun = worthExact ? solveExact(p, Math.max(100, limit - (performance.now() - started) - 450), method === "exact" ? "plan" : "placed", stop.signal).then((r) => ({ ...r, ms: performance.now() - started })) : null;
  let exactInfo: PlanResult["exact"] = null;
  let solution = await solveHeuristic(p, method === "exact" ? Math.min(200, limit / 4) : limit / 2);
  // Small days: local search (services split around a gap, one or two dancers ejected and put back) up to 85 % of the limit.
  if (small && score(p, solution)[0] < open) {
    const improved = await improveSmall(p, solution, Date.now() + Math.max(0, limit * 0.85 - (performance.now() - started)), yielder());
    if (score(p, improved)[0] > score(p, solution)[0]) solution = await laterWhereBetter(p, improved);
  }
  let used: PlanResult["method"] = "heuristic";
  let proven = score(p, solution)[0] === open;
  // Everyone placed by the heuristic: nobody more to gain, so the answer does not wait for the exact model (auto only).
  if (proven && method === "auto") stop.abort();
  if (exactRun) {
    const exact = await exactRun;
    // Auto: the model asked only for the most dancers (HiGHS finds that in time where the full objective does not); then each moved late.
    if (exact.solution && method === "auto") exact.solution = await laterWhereBetter(p, exact.solution);
    exactInfo = { columns, placed: exact.solution ? exact.solution.filter(Boolean).length : null, ms: Math.round(exact.ms) };
    if (exact.solution && (method === "exact" || better(score(p, exact.solution), score(p, solution)))) {
      solution = exact.solution;
      used = "exact";
    }
    proven = proven || (exact.proven && exact.placed === score(p, solution)[0]);
  }
  return { ...toPlan(p, solution), method: used, proven, ms: Math.round(performance.now() - started), exact: exactInfo };
}

export function toPlan(p: GridProblem, solution: Solution): Plan {
  const plan: Plan = { slots: [], unplaced: [] };
  p.dancers.forEach((d, di) => {
    const list = solution[di];
    if (d.blocked) plan.unplaced.push({ bookingId: d.bookingId, reason: d.blocked });
    else if (!list) {
      if (d.slots.length) plan.unplaced.push({ bookingId: d.bookingId, reason: d.chosen ? "preference-impossible" : "no-chair-time" });
    } else
      for (const x of [...list].sort((a, b) => a.start - b.start)) {
        const slot = d.slots[x.slot];
        plan.slots.push({ bookingId: d.bookingId, slotId: slot.slotId, service: slot.service, userId: p.stylistIds[x.k], start: cellTime(p, x.start), end: cellTime(p, x.start + slot.len) });
      }
  });
  return plan;
}

/** The most dancers any plan can place, proved by the exact model (null when not proved in time). */
export async function provenMostPlaced(input: PlannerInput, timeLimitMs: number): Promise<number | null> {
  const exact = await solveExact(toGrid(input), timeLimitMs, "placed");
  return exact.proven ? exact.placed : null;
}
