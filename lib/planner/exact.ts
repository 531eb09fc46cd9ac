// The exact model: time-indexed MILP solved by HiGHS (WebAssembly). x[slot, stylist, start cell]
// binary, y[dancer] = placed; one stylist and the chairs per cell; a dancer's slots in order.
// Objective: most dancers placed, then preference, then as late as possible (weights keep the order).
// The solve runs in a worker thread (./exact-run), terminated if it overruns the time limit.
import { solveLpInWorker } from "./exact-run";
import type { GridProblem } from "./grid";
import { gapOk, type Solution } from "./heuristic";

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
          const inside = (slot.night ? p.nightCells : p.dayCells)[k];
          for (let c = t; c < t + slot.len && ok; c++) ok = p.free[k][c] === 1 && inside[c] === 1 && (!p.chairs || p.chairs[c] > 0);
          if (ok) cols.push({ name: `x${cols.length}`, d: di, slot: si, k, start: t });
        }
    });
  });
  return cols;
}

export interface ExactResult {
  solution: Solution | null;
  /** Optimal within the range asked, or proved that the range holds no plan (`infeasible`). */
  proven: boolean;
  placed: number;
  /** No plan places `range.min` dancers (proved). */
  infeasible: boolean;
}

/** Known limits on the dancers placed: at least `min` (ask only for a better plan than one in hand), at most `max` (a bound). */
export interface PlacedRange {
  min?: number;
  max?: number;
}

export function modelLp(p: GridProblem, objective: "plan" | "placed" = "plan", range: PlacedRange = {}) {
  return buildModel(p, objective, range).lp;
}

function buildModel(p: GridProblem, objective: "plan" | "placed", range: PlacedRange) {
  const cols = buildColumns(p);
  const rows: string[] = [];
  const W = 1e6;
  const obj: string[] = [];
  const ys = p.dancers.map((d, di) => (!d.blocked && d.slots.length ? `y${di}` : null));
  ys.forEach((y) => y && obj.push(`+ ${W} ${y}`));
  const bySlot = new Map<string, Column[]>();
  for (const c of cols) {
    const key = `${c.d}:${c.slot}`;
    (bySlot.get(key) ?? bySlot.set(key, []).get(key)!).push(c);
    if (objective === "plan") {
      const d = p.dancers[c.d];
      const slot = d.slots[c.slot];
      const pref = d.preferred.includes(c.k) ? Math.round(1000 / d.slots.length) : 0;
      const lateness = slot.night ? 0 : d.readyBy - (c.start + slot.len);
      const coef = pref - lateness;
      if (coef) obj.push(`${coef >= 0 ? "+" : "-"} ${Math.abs(coef)} ${c.name}`);
    }
  }
  const continuous: string[] = [];
  p.dancers.forEach((d, di) => {
    const y = ys[di];
    if (!y) return;
    // "Started by t" for each slot: z_t = z_(t-1) + (its starts at t), continuous; 0 before its first start, y after its last.
    const started = d.slots.map((_, si) => {
      const list = bySlot.get(`${di}:${si}`) ?? [];
      rows.push(`s${di}_${si}: ${list.map((c) => `+ ${c.name}`).join(" ") || "0 " + y} - ${y} = 0`);
      if (!list.length) return () => null;
      const lo = Math.min(...list.map((c) => c.start));
      const hi = Math.max(...list.map((c) => c.start));
      const at = new Map<number, string[]>();
      for (const c of list) (at.get(c.start) ?? at.set(c.start, []).get(c.start)!).push(c.name);
      for (let t = lo; t < hi; t++) {
        const z = `z${di}_${si}_${t}`;
        continuous.push(z);
        rows.push(`r${di}_${si}_${t}: + ${z}${t > lo ? ` - z${di}_${si}_${t - 1}` : ""}${(at.get(t) ?? []).map((n) => ` - ${n}`).join("")} = 0`);
      }
      // The term for "started by t": "" (0), y (surely started), or z.
      return (t: number): string | null => (t < lo ? "" : t >= hi ? y : `z${di}_${si}_${t}`);
    });
    d.slots.forEach((slot, si) => {
      if (si === 0) return;
      const prev = d.slots[si - 1];
      const list = bySlot.get(`${di}:${si}`) ?? [];
      const before = bySlot.get(`${di}:${si - 1}`) ?? [];
      if (!list.length || !before.length) return;
      // In order: slot si started by t → slot si-1 started by t - len (time-indexed precedence, tight in the LP).
      for (const t of new Set(list.map((c) => c.start))) {
        const mine = started[si](t);
        const theirs = started[si - 1](t - prev.len);
        if (mine === null || theirs === null || mine === "" || mine === theirs) continue;
        rows.push(`o${di}_${si}_${t}: + ${mine}${theirs ? ` - ${theirs}` : ""} <= 0`);
      }
      // Consecutive morning slots at most the studio's gap apart: slot si-1 started by t → slot si started by t + len + gap.
      if (slot.night || prev.night) return;
      for (const t of new Set(before.map((c) => c.start))) {
        const mine = started[si - 1](t);
        const theirs = started[si](t + prev.len + p.maxGap);
        if (mine === null || theirs === null || mine === "" || mine === theirs || theirs === y) continue;
        rows.push(`g${di}_${si}_${t}: + ${mine}${theirs ? ` - ${theirs}` : ""} <= 0`);
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

  const placedSum = ys.filter((y): y is string => Boolean(y)).map((y) => `+ ${y}`).join(" ");
  if (placedSum && range.min !== undefined) rows.push(`pmin: ${placedSum} >= ${range.min}`);
  if (placedSum && range.max !== undefined) rows.push(`pmax: ${placedSum} <= ${range.max}`);
  const binaries = [...cols.map((c) => c.name), ...ys.filter((y): y is string => Boolean(y))];
  const bounds = continuous.length ? ["Bounds", ...continuous.map((z) => ` 0 <= ${z} <= 1`)] : [];
  const lp = binaries.length ? ["Maximize", wrapLp(` obj: ${obj.join(" ") || "0 " + binaries[0]}`), "Subject To", ...rows.map((r) => wrapLp(` ${r}`)), ...bounds, "Binary", ...binaries.map((b) => ` ${b}`), "End"].join("\n") : "";
  return { cols, ys, lp };
}

export async function solveExact(p: GridProblem, timeLimitMs: number, objective: "plan" | "placed" = "plan", signal?: AbortSignal, range: PlacedRange = {}): Promise<ExactResult> {
  const { cols, ys, lp } = buildModel(p, objective, range);
  if (!lp) return { solution: p.dancers.map(() => null), proven: true, placed: 0, infeasible: (range.min ?? 0) > 0 };
  const result = await solveLpInWorker(lp, { time_limit: Math.max(0.05, timeLimitMs / 1000), mip_rel_gap: 0, presolve: "off" }, timeLimitMs + WORKER_GRACE_MS, signal);
  if (result?.status === "Infeasible") return { solution: null, proven: true, placed: 0, infeasible: true };
  if (!result || !["Optimal", "Time limit reached"].includes(result.status)) return { solution: null, proven: false, placed: 0, infeasible: false };
  const solution: Solution = p.dancers.map(() => null);
  for (const c of cols) if (result.primal[c.name]) (solution[c.d] ??= []).push({ slot: c.slot, k: c.k, start: c.start });
  const placed = ys.filter((y) => y && result.primal[y]).length;
  // The model keeps the gap between her planned slots, not to her fixed ones (a relaxation: its proofs stand); a dancer it puts too far from her fixed slot is left out.
  let dropped = false;
  solution.forEach((list, di) => {
    if (list && (list.length !== p.dancers[di].slots.length || !gapOk(p.dancers[di], list, p.maxGap))) [solution[di], dropped] = [null, true];
  });
  return { solution, proven: result.status === "Optimal" && !dropped, placed: dropped ? solution.filter(Boolean).length : placed, infeasible: false };
}

/** LP-format lines kept short (the reader splits terms on whitespace; long lines break it). */
export function wrapLp(line: string): string {
  const words = line.split(" ");
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 24) out.push(words.slice(i, i + 24).join(" "));
  return out.join("\n ");
}
