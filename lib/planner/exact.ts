// The exact model: time-indexed MILP solved by HiGHS (WebAssembly). x[slot, stylist, start cell]
// binary, y[dancer] = placed; one stylist and the chairs per cell; a dancer's slots in order.
// Objective: most dancers placed, then preference, then as late as possible (weights keep the order).
// The solve runs in a worker thread (./exact-run), terminated if it overruns the time limit.
import { solveLpInWorker } from "./exact-run";
import type { GridProblem } from "./grid";
import type { Solution } from "./heuristic";

/** Time a worker gets beyond HiGHS's own limit (start, WebAssembly load, reading the answer) before it is terminated. */
export const WORKER_GRACE_MS = 400;

interface Column {
  name: string;
  d: number;
  slot: number;
  k: number;
  start: number;
}

/** Binary start variables the model would need; the planner uses it to decide whether the day is small enough. */
export function modelSize(p: GridProblem): number {
  return buildColumns(p).length;
}

function buildColumns(p: GridProblem): Column[] {
  const cols: Column[] = [];
  p.dancers.forEach((d, di) => {
    if (d.blocked) return;
    d.slots.forEach((slot, si) => {
      const [lo, hi] = slot.night ? [p.nightLo, p.nightHi - slot.len] : [d.earliest, d.readyBy - slot.len];
      for (const k of slot.cands)
        for (let t = lo; t <= hi; t++) {
          let ok = !d.busy.some(([s, e]) => s < t + slot.len && t < e);
          for (let c = t; c < t + slot.len && ok; c++) ok = p.free[k][c] === 1 && (!p.chairs || p.chairs[c] > 0);
          if (ok) cols.push({ name: `x${cols.length}`, d: di, slot: si, k, start: t });
        }
    });
  });
  return cols;
}

export interface ExactResult {
  solution: Solution | null;
  proven: boolean;
  placed: number;
}

export function modelLp(p: GridProblem, objective: "plan" | "placed" = "plan") {
  return buildModel(p, objective).lp;
}

function buildModel(p: GridProblem, objective: "plan" | "placed") {
  const cols = buildColumns(p);
  const rows: string[] = [];
  const W = 1e6;
  const obj: string[] = [];
  const ys = p.dancers.map((d, di) => (!d.blocked && d.slots.length ? `y${di}` : null));
  ys.forEach((y) => y && obj.push(`+ ${W} ${y}`));
  const bySlot = new Map<string, Column[]>();
  for (const c of cols) {
    const key = `${c.d}:${c.slot}`;
    bySlot.set(key, [...(bySlot.get(key) ?? []), c]);
    if (objective === "plan") {
      const d = p.dancers[c.d];
      const slot = d.slots[c.slot];
      const pref = d.preferred.includes(c.k) ? Math.round(1000 / d.slots.length) : 0;
      const lateness = slot.night ? 0 : d.readyBy - (c.start + slot.len);
      const coef = pref - lateness;
      if (coef) obj.push(`${coef >= 0 ? "+" : "-"} ${Math.abs(coef)} ${c.name}`);
    }
  }
  p.dancers.forEach((d, di) => {
    if (!ys[di]) return;
    d.slots.forEach((_, si) => {
      const list = bySlot.get(`${di}:${si}`) ?? [];
      rows.push(`s${di}_${si}: ${list.map((c) => `+ ${c.name}`).join(" ")} - ${ys[di]} = 0`);
      if (si > 0) {
        const prev = bySlot.get(`${di}:${si - 1}`) ?? [];
        const terms = [...list.map((c) => `+ ${c.start} ${c.name}`), ...prev.map((c) => `- ${c.start} ${c.name}`)];
        rows.push(`o${di}_${si}: ${terms.join(" ")} - ${d.slots[si - 1].len} ${ys[di]} >= 0`);
      }
    });
  });
  const perStylistCell = new Map<string, string[]>();
  const perCell = new Map<number, string[]>();
  for (const c of cols) {
    const len = p.dancers[c.d].slots[c.slot].len;
    for (let t = c.start; t < c.start + len; t++) {
      const key = `${c.k}_${t}`;
      (perStylistCell.get(key) ?? perStylistCell.set(key, []).get(key)!).push(c.name);
      if (p.chairs) (perCell.get(t) ?? perCell.set(t, []).get(t)!).push(c.name);
    }
  }
  for (const [key, names] of perStylistCell) if (names.length > 1) rows.push(`k${key}: ${names.map((n) => `+ ${n}`).join(" ")} <= 1`);
  for (const [t, names] of perCell) if (p.chairs && names.length > p.chairs[t]) rows.push(`c${t}: ${names.map((n) => `+ ${n}`).join(" ")} <= ${p.chairs[t]}`);

  const binaries = [...cols.map((c) => c.name), ...ys.filter((y): y is string => Boolean(y))];
  const lp = binaries.length ? ["Maximize", wrap(` obj: ${obj.join(" ") || "0 " + binaries[0]}`), "Subject To", ...rows.map((r) => wrap(` ${r}`)), "Binary", ...binaries.map((b) => ` ${b}`), "End"].join("\n") : "";
  return { cols, ys, lp };
}

export async function solveExact(p: GridProblem, timeLimitMs: number, objective: "plan" | "placed" = "plan", signal?: AbortSignal): Promise<ExactResult> {
  const { cols, ys, lp } = buildModel(p, objective);
  if (!lp) return { solution: p.dancers.map(() => null), proven: true, placed: 0 };
  const result = await solveLpInWorker(lp, { time_limit: Math.max(0.05, timeLimitMs / 1000), mip_rel_gap: 0, presolve: "off" }, timeLimitMs + WORKER_GRACE_MS, signal);
  if (!result || !["Optimal", "Time limit reached"].includes(result.status)) return { solution: null, proven: false, placed: 0 };
  const solution: Solution = p.dancers.map(() => null);
  for (const c of cols) if (result.primal[c.name]) (solution[c.d] ??= []).push({ slot: c.slot, k: c.k, start: c.start });
  const placed = ys.filter((y) => y && result.primal[y]).length;
  solution.forEach((list, di) => {
    if (list && list.length !== p.dancers[di].slots.length) solution[di] = null;
  });
  return { solution, proven: result.status === "Optimal", placed };
}

/** LP-format lines kept short (the reader splits terms on whitespace; long lines break it). */
function wrap(line: string): string {
  const words = line.split(" ");
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 24) out.push(words.slice(i, i + 24).join(" "));
  return out.join("\n ");
}
