// One entry for planning a day: the greedy-plus-repair heuristic (yields to the event loop, bounded
// by the time limit); the exact model on request (bench, tests) where the day is small enough. Why
// the request path runs the heuristic only: docs/decisions/0013-day-planner.md.
import { solveExact, modelSize } from "./exact";
import { cellTime, toGrid, type GridProblem } from "./grid";
import { better, score, solveHeuristic, type Solution } from "./heuristic";
import type { Plan, PlanOptions, PlannerInput, PlanResult } from "./dto";

/** Start variables up to which the exact model is tried (measured: see the day planner's decision record). */
export const EXACT_MAX_COLUMNS = 25_000;

export async function planDay(input: PlannerInput, options: PlanOptions = {}): Promise<PlanResult> {
  const started = performance.now();
  const limit = options.timeLimitMs ?? 1_500;
  const method = options.method ?? "auto";
  const p = toGrid(input);
  const open = p.dancers.filter((d) => !d.blocked && d.slots.length).length;
  let solution = await solveHeuristic(p, method === "exact" ? Math.min(200, limit / 4) : limit / 2);
  let used: PlanResult["method"] = "heuristic";
  let proven = score(p, solution)[0] === open;
  const worthExact = method === "exact" && modelSize(p) <= EXACT_MAX_COLUMNS;
  if (worthExact) {
    const remaining = Math.max(100, limit - (performance.now() - started));
    const exact = await solveExact(p, remaining);
    if (exact.solution && (method === "exact" || better(score(p, exact.solution), score(p, solution)))) {
      solution = exact.solution;
      used = "exact";
    }
    proven = proven || (exact.proven && exact.placed === score(p, solution)[0]);
  }
  return { ...toPlan(p, solution), method: used, proven, ms: Math.round(performance.now() - started) };
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
