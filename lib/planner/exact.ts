// The exact model: time-indexed MILP solved by HiGHS (WebAssembly). x[slot, stylist, start cell]
// binary, y[dancer] = placed; one stylist and the chairs per cell; a dancer's slots in order.
// Objective: most dancers placed, then preference, then as late as possible (weights keep the order).
import type { GridProblem } from "./grid";
import type { Solution } from "./heuristic";

type HighsSolver = { solve(problem: string, options?: Record<string, unknown>): { Status: string; Columns: Record<string, { Primal: number }> } };
let loading: Promise<HighsSolver> | null = null;

/** One HiGHS instance per process (a failed solve can leave WebAssembly memory broken: drop it then). */
async function highs(): Promise<HighsSolver> {
  loading ??= import("highs").then((m) => (m.default as unknown as () => Promise<HighsSolver>)());
  return loading;
}

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

export async function solveExact(p: GridProblem, timeLimitMs: number, objective: "plan" | "placed" = "plan"): Promise<ExactResult> {
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
  if (!binaries.length) return { solution: p.dancers.map(() => null), proven: true, placed: 0 };
  const lp = ["Maximize", wrap(` obj: ${obj.join(" ") || "0 " + binaries[0]}`), "Subject To", ...rows.map((r) => wrap(` ${r}`)), "Binary", ...binaries.map((b) => ` ${b}`), "End"].join("\n");
  let result;
  try {
    result = (await highs()).solve(lp, { time_limit: timeLimitMs / 1000, mip_rel_gap: 0 });
  } catch {
    loading = null;
    return { solution: null, proven: false, placed: 0 };
  }
  if (!result.Columns || !["Optimal", "Time limit reached"].includes(result.Status)) return { solution: null, proven: false, placed: 0 };
  const solution: Solution = p.dancers.map(() => null);
  for (const c of cols)
    if ((result.Columns[c.name]?.Primal ?? 0) > 0.5) (solution[c.d] ??= []).push({ slot: c.slot, k: c.k, start: c.start });
  const placed = ys.filter((y) => y && (result.Columns[y]?.Primal ?? 0) > 0.5).length;
  solution.forEach((list, di) => {
    if (list && list.length !== p.dancers[di].slots.length) solution[di] = null;
  });
  return { solution, proven: result.Status === "Optimal", placed };
}

/** LP-format lines kept short (the reader splits terms on whitespace; long lines break it). */
function wrap(line: string): string {
  const words = line.split(" ");
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 24) out.push(words.slice(i, i + 24).join(" "));
  return out.join("\n ");
}
