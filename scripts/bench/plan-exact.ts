// The bench's own exact optimum for small days: a time-indexed MILP on the 5-minute grid (x = slot
// starts with a stylist at a cell, y = dancer placed), solved by HiGHS (WebAssembly) on this thread,
// maximising the dancers placed under every rule of the planner's contract, maxGap included.
// Independent of lib/planner's model; the grid comes from ./plan-greedy.
import loadHighs from "highs";
import type { Plan } from "@/lib/planner/dto";
import { buildGrid, fits, toPlanSlot, type BenchGrid, type GridDancer } from "./plan-greedy";
import type { BenchInput } from "./plan-check";

interface Column {
  name: string;
  d: number;
  /** Index into the dancer's open slots (night ones first). */
  j: number;
  k: number;
  t: number;
  len: number;
}

export interface ExactOutcome {
  /** HiGHS's model status ("Optimal", "Time limit reached", …) or why it did not run. */
  status: string;
  optimal: boolean;
  /** Dancers placed by the best plan found; null: none found. */
  placed: number | null;
  plan: Plan | null;
  columns: number;
  rows: number;
  ms: number;
}

type Terms = Map<string, number>;
const add = (terms: Terms, name: string, coef: number) => terms.set(name, (terms.get(name) ?? 0) + coef);

/** One LP-format row, wrapped (the reader mishandles very long lines). */
function row(name: string, terms: Terms, sense: "<=" | ">=" | "=", rhs: number): string {
  const parts = [...terms].filter(([, c]) => c !== 0).map(([n, c]) => `${c < 0 ? "-" : "+"} ${Math.abs(c)} ${n}`);
  const words = `${name}: ${parts.join(" ")} ${sense} ${rhs}`.split(" ");
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += 30) lines.push(` ${words.slice(i, i + 30).join(" ")}`);
  return lines.join("\n");
}

const slotsOf = (gd: GridDancer) => [...gd.night, ...gd.morning];

function buildColumns(g: BenchGrid): Column[] {
  const cols: Column[] = [];
  g.dancers.forEach((gd, d) => {
    if (gd.blocked) return;
    slotsOf(gd).forEach((gs, j) => {
      const [lo, hi] = gs.night ? [0, g.cells - gs.len] : [gd.lo, gd.hi - gs.len];
      for (const k of gs.cands) for (let t = lo; t <= hi; t++) if (fits(g, gd, k, t, gs.len, gs.night)) cols.push({ name: `x${cols.length}`, d, j, k, t, len: gs.len });
    });
  });
  return cols;
}

/** Rows keyed by cell: at most `cap(key)` of the columns covering it. */
function capacityRows(prefix: string, cols: Column[], key: (c: Column, cell: number) => string | null, cap: (key: string) => number): string[] {
  const cover = new Map<string, string[]>();
  for (const c of cols)
    for (let cell = c.t; cell < c.t + c.len; cell++) {
      const k = key(c, cell);
      if (k !== null) (cover.get(k) ?? cover.set(k, []).get(k)!).push(c.name);
    }
  const rows: string[] = [];
  for (const [k, names] of cover) if (names.length > cap(k)) rows.push(row(`${prefix}${k}`, new Map(names.map((n) => [n, 1])), "<=", cap(k)));
  return rows;
}

/**
 * The gap rule for one dancer, time-indexed (no big-M): continuous s_c, e_c in [0, 1], nondecreasing, mark
 * her session (started by cell c, ended by cell c); b_c = her morning coverage of cell c (her fixed morning
 * slots count as y). Covered cells lie in the session (s − e ≥ b), and every window of gap + 1 cells wholly
 * in the session holds some coverage (s_w − e_{w+gap} ≤ Σ b). Sorted slots with a longer gap leave such a
 * window empty; with none, the session from her first start to her last end satisfies every row.
 */
function gapRows(g: BenchGrid, gd: GridDancer, d: number, y: string, cols: Column[], continuous: string[]): string[] {
  const open = new Set(slotsOf(gd).flatMap((gs, j) => (gs.night ? [] : [j])));
  if (!open.size || open.size + gd.fixedMorning.length < 2) return [];
  const from = Math.min(gd.lo, ...gd.fixedMorning.map(([a]) => a));
  const to = Math.max(gd.hi, ...gd.fixedMorning.map(([, b]) => b));
  const cover = new Map<number, Terms>();
  for (let c = from; c < to; c++) cover.set(c, new Map([[`b${d}_${c}`, 1]]));
  for (const col of cols) if (col.d === d && open.has(col.j)) for (let c = col.t; c < col.t + col.len; c++) add(cover.get(c)!, col.name, -1);
  for (const [a, b] of gd.fixedMorning) for (let c = a; c < b; c++) add(cover.get(c)!, y, -1);
  const rows: string[] = [];
  for (let c = from; c < to; c++) {
    const [sc, ec, bc] = [`s${d}_${c}`, `e${d}_${c}`, `b${d}_${c}`];
    continuous.push(sc, ec, bc);
    rows.push(row(`gb${d}_${c}`, cover.get(c)!, "=", 0), row(`gi${d}_${c}`, new Map([[sc, 1], [ec, -1], [bc, -1]]), ">=", 0));
    if (c + 1 < to) rows.push(row(`gs${d}_${c}`, new Map([[sc, 1], [`s${d}_${c + 1}`, -1]]), "<=", 0), row(`ge${d}_${c}`, new Map([[ec, 1], [`e${d}_${c + 1}`, -1]]), "<=", 0));
    if (c + g.gap < to) {
      const window: Terms = new Map([[sc, 1], [`e${d}_${c + g.gap}`, -1]]);
      for (let w = c; w <= c + g.gap; w++) add(window, `b${d}_${w}`, -1);
      rows.push(row(`gw${d}_${c}`, window, "<=", 0));
    }
  }
  return rows;
}

function buildModel(g: BenchGrid) {
  const all = buildColumns(g);
  // A dancer is in the model when each of her open slots has a start somewhere; the others stay out (y = 0).
  const ys: (string | null)[] = g.dancers.map((gd, d) => {
    const slots = slotsOf(gd);
    return !gd.blocked && slots.length && slots.every((_, j) => all.some((c) => c.d === d && c.j === j)) ? `y${d}` : null;
  });
  const cols = all.filter((c) => ys[c.d]);
  const binaries = cols.map((c) => c.name);
  const continuous: string[] = [];
  const rows: string[] = [];
  g.dancers.forEach((gd, d) => {
    const y = ys[d];
    if (!y) return;
    binaries.push(y);
    slotsOf(gd).forEach((_, j) => rows.push(row(`a${d}_${j}`, new Map([...cols.filter((c) => c.d === d && c.j === j).map((c) => [c.name, 1] as [string, number]), [y, -1]]), "=", 0)));
    rows.push(...gapRows(g, gd, d, y, cols, continuous));
  });
  rows.push(...capacityRows("k", cols, (c, cell) => `${c.k}_${cell}`, () => 1));
  rows.push(...capacityRows("d", cols, (c, cell) => `${c.d}_${cell}`, () => 1));
  if (g.chairsLeft) rows.push(...capacityRows("c", cols, (_, cell) => String(cell), (k) => g.chairsLeft![Number(k)]));
  const objective = ys.filter((y): y is string => Boolean(y));
  const objectiveLines: string[] = [];
  for (let i = 0; i < objective.length; i += 30) objectiveLines.push(` ${i ? "" : "obj: "}${objective.slice(i, i + 30).map((y) => `+ ${y}`).join(" ")}`);
  const lp = ["Maximize", ...objectiveLines, "Subject To", ...rows, ...(continuous.length ? ["Bounds", ...continuous.map((v) => ` 0 <= ${v} <= 1`)] : []), "Binary", ...binaries.map((b) => ` ${b}`), "End"].join("\n");
  return { cols, ys, lp, rows: rows.length, open: objective.length };
}

/** The most dancers any plan places on the grid, proved when HiGHS answers Optimal within `timeLimitMs`. */
export async function exactOptimum(input: BenchInput, timeLimitMs: number): Promise<ExactOutcome> {
  const started = performance.now();
  const g = buildGrid(input);
  const { cols, ys, lp, rows, open } = buildModel(g);
  const done = (status: string, placed: number | null, plan: Plan | null): ExactOutcome => ({ status, optimal: status === "Optimal", placed, plan, columns: cols.length, rows, ms: Math.round(performance.now() - started) });
  if (!open) return done("Optimal", 0, emptyPlan(g, new Set()));
  const result = await solve(lp, timeLimitMs);
  if (typeof result === "string") return done(result, null, null);
  const columns = result.Columns;
  const on = (name: string) => {
    const column = columns[name];
    return Boolean(column && "Primal" in column && column.Primal > 0.5);
  };
  const placedSet = new Set(ys.flatMap((y, d) => (y && on(y) ? [d] : [])));
  if (!["Optimal", "Time limit reached"].includes(result.Status) || (result.Status !== "Optimal" && !placedSet.size)) return done(result.Status, null, null);
  const plan = emptyPlan(g, placedSet);
  for (const c of cols) if (placedSet.has(c.d) && on(c.name)) plan.slots.push(toPlanSlot(g, g.dancers[c.d].dancer, slotsOf(g.dancers[c.d])[c.j].slot, c.k, c.t));
  return done(result.Status, placedSet.size, plan);
}

/** HiGHS on a fresh instance (one that threw is not reused): presolve off first (this WebAssembly build has thrown
 * "null function or function signature mismatch" in presolve on such models), on an error once more with presolve. */
async function solve(lp: string, timeLimitMs: number) {
  const started = performance.now();
  let error = "";
  for (const presolve of ["off", "choose"] as const) {
    const left = timeLimitMs - (performance.now() - started);
    if (left <= 0) break;
    try {
      return (await loadHighs()).solve(lp, { time_limit: left / 1000, mip_rel_gap: 0, presolve });
    } catch (e) {
      error = `error (presolve ${presolve}): ${e instanceof Error ? e.message : String(e)}`;
    }
  }
  return error || "Time limit reached";
}

/** The plan's frame: every dancer with open slots not in `placed` left out with her reason. */
function emptyPlan(g: BenchGrid, placed: Set<number>): Plan {
  const plan: Plan = { slots: [], unplaced: [] };
  g.dancers.forEach((gd, d) => {
    if (!slotsOf(gd).length || placed.has(d)) return;
    plan.unplaced.push({ bookingId: gd.dancer.bookingId, reason: gd.blocked ?? (gd.chosen ? "preference-impossible" : "stylists-booked") });
  });
  return plan;
}
