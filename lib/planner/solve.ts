// One entry for planning a day. Every step is bounded by work, not by the clock, so the same day gives
// the same plan on any machine and under any load:
//   1. greedy-plus-repair rounds (./heuristic): each order in each mode, then nearby orders, for a fixed work;
//   2. on small days a local search (./improve) for a fixed number of moves;
//   3. every dancer still out who fits the plan as it is goes in (a complete search per dancer), so the
//      plan is maximal;
//   4. an upper bound (./bound); when the plan falls short of it, the exact model (./exact, a worker
//      thread) is asked for one dancer more than the plan: none → the plan is proved the best possible;
//      one → its plan is the best possible. It runs on small days and on days within its size; its time
//      limit is a safety net that the bench's days do not reach.
// Measurements: docs/decisions/0013-day-planner.md.
import { solveExact, modelSize } from "./exact";
import { warmExactWorker } from "./exact-run";
import { fitAlone, placeableSet, pooledBound, POOLED_WHOLE_MAX_DANCERS } from "./bound";
import { cellTime, toGrid, type GridProblem } from "./grid";
import { HEURISTIC_WORK_PER_DANCER, laterWhereBetter, placeDancer, solveHeuristic, State, yielder, type Solution } from "./heuristic";
import { IMPROVE_MAX_DANCERS, improveSmall, movesFor, placeAnywhere } from "./improve";
import { seededRandom } from "./random";
import type { Plan, PlanOptions, PlannerInput, PlanResult } from "./dto";

/** Open dancers up to which the exact model is always asked for the proof ("small days"). */
export const PROVE_MAX_DANCERS = 30;

// The worker and its WebAssembly take ~0.6 s to load under load: start one as soon as the planner is loaded.
warmExactWorker();

const placedOf = (sol: Solution) => sol.filter(Boolean).length;

export async function planDay(input: PlannerInput, options: PlanOptions = {}): Promise<PlanResult> {
  const started = performance.now();
  const safety = options.timeLimitMs ?? 8_000;
  const method = options.method ?? "auto";
  const p = toGrid(input);
  const open = p.dancers.filter((d) => !d.blocked && d.slots.length).length;
  const tick = yielder();
  const alone = await fitAlone(p, tick);
  // The bound's own choice of dancers guides one of the heuristic's orders (on big days it places the most).
  const kept = placeableSet(p, alone);
  let bound = kept.length;
  // Big days: the base rounds and their repair only (measured: the guided order places the most; more rounds and the local search added none).
  const big = open > IMPROVE_MAX_DANCERS;
  let solution = await solveHeuristic(p, big ? 0 : HEURISTIC_WORK_PER_DANCER, kept);
  const small = open <= PROVE_MAX_DANCERS;
  // The bound first (a fraction of a second on small days): a plan that meets it needs no more search. Above
  // POOLED_WHOLE_MAX_DANCERS its LP relaxation ran out of time or equalled Moore–Hodgson on every bench day: not asked.
  if (method !== "heuristic" && placedOf(solution) < bound && alone.filter(Boolean).length <= POOLED_WHOLE_MAX_DANCERS) {
    const pooled = await pooledBound(p, bound, Math.min(2_000, Math.max(100, safety - (performance.now() - started))), alone);
    if (pooled !== null) bound = Math.min(bound, pooled);
  }
  let used: PlanResult["method"] = "heuristic";
  let exactInfo: PlanResult["exact"] = null;
  const start = placedOf(solution);
  // Small days: the exact model, in its worker, asked for one dancer more than the greedy plan (at most the bound),
  // while the local search runs here. Each answer ends the other's work early; the plan does not depend on which came first.
  const proving = method !== "heuristic" && start < bound && (method === "exact" || small);
  let stop = new AbortController();
  let noneBetter = false;
  const ask = (more: number) => solveExact(p, Math.max(100, safety - (performance.now() - started)), "placed", stop.signal, { min: more, max: bound }).then((r) => ((noneBetter = r.infeasible), r));
  let exactRun = proving ? ask(start + 1) : null;
  if (start < bound) {
    const improved = await improveSmall(p, solution, movesFor(open), yielder(), bound, () => noneBetter);
    if (placedOf(improved) > start) solution = await laterWhereBetter(p, improved);
  }
  solution = await fillIn(p, solution, tick);
  if (placedOf(solution) >= bound) stop.abort();
  else if (exactRun && placedOf(solution) > start && !noneBetter) {
    // The search found more than the greedy plan: ask the model afresh for one more than that (a quicker "none").
    stop.abort();
    await exactRun;
    stop = new AbortController();
    exactRun = ask(placedOf(solution) + 1);
  }
  if (exactRun) {
    const exact = await exactRun;
    exactInfo = { columns: modelSize(p), placed: exact.solution ? placedOf(exact.solution) : null, ms: Math.round(performance.now() - started) };
    if (exact.infeasible) bound = placedOf(solution);
    else if (exact.proven && exact.solution) {
      // The most that can be placed, proved: the local search's plan where it got there, else the model's.
      bound = placedOf(exact.solution);
      if (placedOf(solution) < bound) {
        solution = await fillIn(p, await laterWhereBetter(p, exact.solution), tick);
        used = "exact";
      }
    }
  }
  const proven = placedOf(solution) >= bound;
  return { ...(await toPlan(p, solution, alone, tick)), method: used, proven, bound: Math.max(bound, placedOf(solution)), ms: Math.round(performance.now() - started), exact: exactInfo };
}

/** Every dancer still out who fits the plan as it is (a complete search over her starts) goes in: the plan is maximal. */
export async function fillIn(p: GridProblem, sol: Solution, tick: () => Promise<void> = yielder()): Promise<Solution> {
  const s = new State(p);
  const out = [...sol];
  out.forEach((list, di) => list && s.apply(p.dancers[di], list, 1));
  const random = seededRandom(p.cells);
  const waiting = p.dancers.map((d, i) => (!out[i] && !d.blocked && d.slots.length ? i : -1)).filter((i) => i >= 0);
  for (const di of waiting.sort((a, b) => p.dancers[a].readyBy - p.dancers[b].readyBy || a - b)) {
    await tick();
    const d = p.dancers[di];
    const list = placeDancer(p, s, d, "late") ?? placeAnywhere(p, s, d, random);
    if (!list) continue;
    s.apply(d, list, 1);
    out[di] = list;
  }
  return out;
}

export async function toPlan(p: GridProblem, solution: Solution, alone: boolean[], tick: () => Promise<void> = yielder()): Promise<Plan> {
  const plan: Plan = { slots: [], unplaced: [] };
  const state = new State(p);
  solution.forEach((list, di) => list && state.apply(p.dancers[di], list, 1));
  for (const [di, d] of p.dancers.entries()) {
    const list = solution[di];
    if (d.blocked) plan.unplaced.push({ bookingId: d.bookingId, reason: d.blocked });
    else if (!list) {
      await tick();
      if (d.slots.length) plan.unplaced.push({ bookingId: d.bookingId, ...whyOut(p, state, di, alone[di]) });
    } else
      for (const x of [...list].sort((a, b) => a.start - b.start)) {
        const slot = d.slots[x.slot];
        plan.slots.push({ bookingId: d.bookingId, slotId: slot.slotId, service: slot.service, userId: p.stylistIds[x.k], start: cellTime(p, x.start), end: cellTime(p, x.start + slot.len) });
      }
  }
  return plan;
}

/**
 * What keeps a dancer out of the plan as it is: on an empty day already (her chosen stylist, nobody working
 * the evening before for her night slot, no stylist's hours long enough before her heat); else the chairs
 * (she fits with a chair more: when) or the stylists' other appointments.
 */
function whyOut(p: GridProblem, state: State, di: number, fitsAlone: boolean): Pick<Plan["unplaced"][number], "reason" | "at"> {
  const d = p.dancers[di];
  if (!fitsAlone) {
    if (d.chosen) return { reason: "preference-impossible" };
    const nobodyAtNight = d.slots.some((sl) => sl.night && !sl.cands.some((k) => p.nightCells[k].subarray(p.nightLo, p.nightHi).includes(1)));
    return { reason: nobodyAtNight ? "no-evening-stylist" : "no-stylist-hours" };
  }
  if (p.chairs) {
    const anyChair = new State(p);
    anyChair.occ = state.occ.map((o) => o.slice());
    anyChair.chairs = null;
    const list = placeAnywhere(p, anyChair, d, seededRandom(di + 1));
    if (list) {
      const morning = list.filter((x) => !d.slots[x.slot].night);
      const at = morning.length ? morning : list;
      const start = Math.min(...at.map((x) => x.start));
      const end = Math.max(...at.map((x) => x.start + d.slots[x.slot].len));
      return { reason: "chairs-full", at: { start: cellTime(p, start), end: cellTime(p, end) } };
    }
  }
  return { reason: d.chosen ? "preference-impossible" : "stylists-booked" };
}
