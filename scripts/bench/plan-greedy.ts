// Greedy baselines for the day planner's bench, independent of lib/planner: dancers one at a time in a
// fixed order (earliest / latest ready-by, shortest / longest service, request order), each placed whole
// at the earliest (or latest) feasible time on a 5-minute grid; morning slots back to back with one
// stylist where possible, else any stylists with gaps up to maxGap. Also the grid the exact model uses.
import type { Plan, PlanSlot, PlannerDancer, PlannerSlot, UnplacedReason } from "@/lib/planner/dto";
import { isNightSlot, maxGapMs, openSlots, searchMs, type BenchInput } from "./plan-check";

interface GridSlot {
  slot: PlannerSlot;
  len: number;
  /** Stylist indexes allowed, preferred first (only the chosen one when staff chose). */
  cands: number[];
  night: boolean;
}

export interface GridDancer {
  dancer: PlannerDancer;
  blocked: UnplacedReason | null;
  /** Her open slots: night ones (in the stylists' evening windows), then the morning ones in service order. */
  night: GridSlot[];
  morning: GridSlot[];
  /** Morning slots start at or after `lo` and end at or before `hi` (cells). */
  lo: number;
  hi: number;
  /** Her fixed slots, and those of them in the morning (the gap rule counts them). */
  fixed: [number, number][];
  fixedMorning: [number, number][];
  chosen: boolean;
}

export interface BenchGrid {
  input: BenchInput;
  origin: number;
  step: number;
  cells: number;
  /** Largest gap between a dancer's morning slots, in cells. */
  gap: number;
  /** Per stylist and cell: which day window (1-based) holds the cell wholly, 0 none; the same for her evening windows. */
  dayWin: Int16Array[];
  nightWin: Int16Array[];
  /** Per stylist and cell: busy elsewhere or holding a fixed slot. */
  taken: Uint8Array[];
  /** Chairs left per cell after the fixed slots; null: no limit. */
  chairsLeft: Int16Array | null;
  dancers: GridDancer[];
}

export function buildGrid(input: BenchInput): BenchGrid {
  const step = (input.stepMinutes ?? 5) * 60_000;
  const fixed = input.dancers.flatMap((d) => d.slots.flatMap((s) => (s.fixed ? [s.fixed] : [])));
  const nights = [...(input.night ? [input.night] : []), ...input.stylists.flatMap((s) => s.night ?? [])];
  const lows = [...input.dancers.flatMap((d) => (d.readyBy ? [d.readyBy.getTime() - searchMs(input)] : [])), ...fixed.map((f) => f.start.getTime()), ...nights.map((n) => n.start.getTime())];
  const highs = [...input.dancers.flatMap((d) => (d.readyBy ? [d.readyBy.getTime()] : [])), ...fixed.map((f) => f.end.getTime()), ...nights.map((n) => n.end.getTime())];
  const origin = lows.length ? Math.floor(Math.min(...lows) / step) * step : 0;
  const cells = highs.length ? Math.max(1, Math.ceil((Math.max(...highs) - origin) / step)) : 1;
  const g: BenchGrid = { input, origin, step, cells, gap: Math.floor(maxGapMs(input) / step), dayWin: [], nightWin: [], taken: [], chairsLeft: null, dancers: [] };
  g.dayWin = input.stylists.map((s) => windowCells(g, s.windows));
  g.nightWin = input.stylists.map((s) => windowCells(g, input.night ? (s.night ?? []) : []));
  g.taken = input.stylists.map((s) => {
    const taken = new Uint8Array(cells);
    for (const b of input.busy[s.id] ?? []) taken.fill(1, ...outer(g, b.start, b.end));
    for (const f of fixed) if (f.userId === s.id) taken.fill(1, ...outer(g, f.start, f.end));
    return taken;
  });
  if (input.chairs !== null) {
    const left = new Int16Array(cells).fill(input.chairs);
    for (const f of fixed) for (let c = outer(g, f.start, f.end)[0]; c < outer(g, f.start, f.end)[1]; c++) left[c] -= 1;
    g.chairsLeft = left;
  }
  g.dancers = input.dancers.map((d) => gridDancer(g, d));
  return g;
}

const clampCell = (g: BenchGrid, c: number) => Math.max(0, Math.min(g.cells, c));
/** Cells touched by [start, end). */
const outer = (g: BenchGrid, start: Date, end: Date): [number, number] => [clampCell(g, Math.floor((start.getTime() - g.origin) / g.step)), clampCell(g, Math.ceil((end.getTime() - g.origin) / g.step))];

function windowCells(g: BenchGrid, windows: { start: Date; end: Date }[]): Int16Array {
  const out = new Int16Array(g.cells);
  windows.forEach((w, i) => {
    const a = clampCell(g, Math.ceil((w.start.getTime() - g.origin) / g.step));
    const b = clampCell(g, Math.floor((w.end.getTime() - g.origin) / g.step));
    out.fill(i + 1, a, Math.max(a, b));
  });
  return out;
}

/** Stylists whose first name is a word of the preference text. */
function preferred(input: BenchInput, text: string): number[] {
  const words = new Set(text.toLowerCase().split(/[^\p{L}]+/u));
  return input.stylists.flatMap((s, i) => (words.has(s.firstName.toLowerCase()) ? [i] : []));
}

function gridDancer(g: BenchGrid, d: PlannerDancer): GridDancer {
  const { input } = g;
  const open = openSlots(d);
  const first = preferred(input, d.preference);
  const order = [...first, ...input.stylists.map((_, i) => i).filter((i) => !first.includes(i))];
  const toSlot = (slot: PlannerSlot): GridSlot => ({
    slot,
    len: Math.ceil(((slot.minutes ?? 0) * 60_000) / g.step),
    cands: slot.userId ? input.stylists.flatMap((s, i) => (s.id === slot.userId ? [i] : [])) : order,
    night: isNightSlot(input, slot),
  });
  const slots = open.map(toSlot);
  const morning = slots.filter((s) => !s.night);
  let blocked: UnplacedReason | null = null;
  if (open.some((s) => !s.minutes || s.minutes <= 0)) blocked = "needs-length";
  else if (morning.length && !d.readyBy) blocked = "no-heat-time";
  const fixedSlots = d.slots.filter((s) => s.fixed);
  const cellsOf = (s: PlannerSlot) => outer(g, s.fixed!.start, s.fixed!.end);
  return {
    dancer: d,
    blocked,
    night: slots.filter((s) => s.night),
    morning,
    lo: d.readyBy ? clampCell(g, Math.ceil((d.readyBy.getTime() - searchMs(input) - g.origin) / g.step)) : 0,
    hi: d.readyBy ? clampCell(g, Math.floor((d.readyBy.getTime() - g.origin) / g.step)) : 0,
    fixed: fixedSlots.map(cellsOf),
    fixedMorning: fixedSlots.filter((s) => !isNightSlot(input, s)).map(cellsOf),
    chosen: open.some((s) => Boolean(s.userId)),
  };
}

/** Stylist k can take [t, t + len) in one of her (day or night) windows, free of other work, a chair left, the dancer free. */
export function fits(g: BenchGrid, gd: GridDancer, k: number, t: number, len: number, night: boolean): boolean {
  if (t < 0 || t + len > g.cells) return false;
  const win = (night ? g.nightWin : g.dayWin)[k];
  const id = win[t];
  if (!id) return false;
  for (let c = t; c < t + len; c++) if (win[c] !== id || g.taken[k][c] || (g.chairsLeft && g.chairsLeft[c] <= 0)) return false;
  return !gd.fixed.some(([a, b]) => a < t + len && t < b);
}

/** Her morning slots and fixed morning slots sorted by start: every gap at most maxGap. */
function gapsOk(g: BenchGrid, gd: GridDancer, placed: [number, number][]): boolean {
  const items = [...placed, ...gd.fixedMorning].sort((a, b) => a[0] - b[0]);
  return items.every((it, i) => i === 0 || it[0] - items[i - 1][1] <= g.gap);
}

interface Placement {
  gs: GridSlot;
  k: number;
  t: number;
}

type Direction = "early" | "late";
const range = (from: number, to: number, dir: Direction) => {
  const out: number[] = [];
  for (let t = from; t <= to; t++) out.push(t);
  return dir === "early" ? out : out.reverse();
};

/** Her night slots one after another, each earliest (latest) in an evening window of a stylist who works it. */
function placeNight(g: BenchGrid, gd: GridDancer, dir: Direction): Placement[] | null {
  const out: Placement[] = [];
  for (const gs of gd.night) {
    const own = (t: number) => out.some((p) => p.t < t + gs.len && t < p.t + p.gs.len);
    let found: Placement | null = null;
    for (const t of range(0, g.cells - gs.len, dir)) {
      const k = own(t) ? undefined : gs.cands.find((c) => fits(g, gd, c, t, gs.len, true));
      if (k !== undefined) {
        found = { gs, k, t };
        break;
      }
    }
    if (!found) return null;
    out.push(found);
  }
  return out;
}

/** Her morning slots back to back with one stylist, the earliest (latest) such start. */
function placeWithOne(g: BenchGrid, gd: GridDancer, dir: Direction, clash: (t: number, len: number) => boolean): Placement[] | null {
  const total = gd.morning.reduce((sum, s) => sum + s.len, 0);
  const common = gd.morning.reduce((ks, s) => ks.filter((k) => s.cands.includes(k)), gd.morning[0].cands);
  for (const t of range(gd.lo, gd.hi - total, dir)) {
    const starts = gd.morning.map((_, i) => t + gd.morning.slice(0, i).reduce((sum, s) => sum + s.len, 0));
    if (gd.morning.some((s, i) => clash(starts[i], s.len))) continue;
    if (!gapsOk(g, gd, gd.morning.map((s, i) => [starts[i], starts[i] + s.len]))) continue;
    const k = common.find((c) => gd.morning.every((s, i) => fits(g, gd, c, starts[i], s.len, false)));
    if (k !== undefined) return gd.morning.map((gs, i) => ({ gs, k, t: starts[i] }));
  }
  return null;
}

/** Her morning slots in service order, any stylist each, gaps up to maxGap: the first found in time order (depth first). */
function placeWithAny(g: BenchGrid, gd: GridDancer, dir: Direction, clash: (t: number, len: number) => boolean): Placement[] | null {
  const n = gd.morning.length;
  const chosen: Placement[] = [];
  let budget = 200_000;
  const fixedBetween = (a: number, b: number) => gd.fixedMorning.some(([s]) => a <= s && s < b);
  const stylistAt = (gs: GridSlot, t: number) => (clash(t, gs.len) ? undefined : gs.cands.find((k) => fits(g, gd, k, t, gs.len, false)));
  // early: slots first to last, each start ascending from the previous end; late: last to first, each end descending to the next start.
  const search = (depth: number, edge: number | null): boolean => {
    if (depth === n) return gapsOk(g, gd, chosen.map((p) => [p.t, p.t + p.gs.len]));
    const i = dir === "early" ? depth : n - 1 - depth;
    const gs = gd.morning[i];
    const rest = gd.morning.reduce((sum, s, j) => sum + ((dir === "early" ? j > i : j < i) ? s.len : 0), 0);
    const times = dir === "early" ? range(edge ?? gd.lo, gd.hi - gs.len - rest, "early") : range(gd.lo + rest, (edge ?? gd.hi) - gs.len, "late");
    for (const t of times) {
      if (edge !== null && (dir === "early" ? t - edge : edge - (t + gs.len)) > g.gap && !(dir === "early" ? fixedBetween(edge, t) : fixedBetween(t + gs.len, edge))) break;
      if (--budget < 0) return false;
      const k = stylistAt(gs, t);
      if (k === undefined) continue;
      chosen.push({ gs, k, t });
      if (search(depth + 1, dir === "early" ? t + gs.len : t)) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0, null) ? chosen : null;
}

function placeDancer(g: BenchGrid, gd: GridDancer, dir: Direction): Placement[] | null {
  const night = placeNight(g, gd, dir);
  if (!night) return null;
  if (!gd.morning.length) return night;
  const clash = (t: number, len: number) => night.some((p) => p.t < t + len && t < p.t + p.gs.len);
  const morning = placeWithOne(g, gd, dir, clash) ?? placeWithAny(g, gd, dir, clash);
  return morning ? [...night, ...morning] : null;
}

function commit(g: BenchGrid, list: Placement[]) {
  for (const p of list)
    for (let c = p.t; c < p.t + p.gs.len; c++) {
      g.taken[p.k][c] = 1;
      if (g.chairsLeft) g.chairsLeft[c] -= 1;
    }
}

const cellDate = (g: BenchGrid, cell: number) => new Date(g.origin + cell * g.step);
export const toPlanSlot = (g: BenchGrid, d: PlannerDancer, slot: PlannerSlot, k: number, t: number): PlanSlot => ({
  bookingId: d.bookingId,
  slotId: slot.slotId,
  service: slot.service,
  userId: g.input.stylists[k].id,
  start: cellDate(g, t),
  end: new Date(cellDate(g, t).getTime() + (slot.minutes ?? 0) * 60_000),
});

/** One greedy run: dancers in `order`, each placed whole (earliest or latest) or left out with a reason. */
function greedyPlan(input: BenchInput, order: PlannerDancer[], dir: Direction): Plan {
  const g = buildGrid(input);
  const byId = new Map(g.dancers.map((gd) => [gd.dancer.bookingId, gd]));
  const plan: Plan = { slots: [], unplaced: [] };
  for (const d of order) {
    const gd = byId.get(d.bookingId)!;
    if (!gd.night.length && !gd.morning.length) continue;
    const list = gd.blocked ? null : placeDancer(g, gd, dir);
    if (!list) {
      plan.unplaced.push({ bookingId: d.bookingId, reason: gd.blocked ?? (gd.chosen ? "preference-impossible" : "stylists-booked") });
      continue;
    }
    commit(g, list);
    plan.slots.push(...list.map((p) => toPlanSlot(g, d, p.gs.slot, p.k, p.t)));
  }
  return plan;
}

const total = (d: PlannerDancer) => openSlots(d).reduce((sum, s) => sum + (s.minutes ?? 0), 0);
const readyKey = (input: BenchInput, d: PlannerDancer) => d.readyBy?.getTime() ?? input.night?.end.getTime() ?? Number.MAX_SAFE_INTEGER;

const GREEDY_ORDERS: Record<string, (input: BenchInput) => PlannerDancer[]> = {
  "earliest-ready": (input) => [...input.dancers].sort((a, b) => readyKey(input, a) - readyKey(input, b)),
  "latest-ready": (input) => [...input.dancers].sort((a, b) => readyKey(input, b) - readyKey(input, a)),
  shortest: (input) => [...input.dancers].sort((a, b) => total(a) - total(b) || readyKey(input, a) - readyKey(input, b)),
  longest: (input) => [...input.dancers].sort((a, b) => total(b) - total(a) || readyKey(input, a) - readyKey(input, b)),
  request: (input) => [...input.dancers],
};

interface GreedyRun {
  name: string;
  plan: Plan;
  placed: number;
}

/** Every order, each placing early and late. */
export function greedyRuns(input: BenchInput): GreedyRun[] {
  return Object.entries(GREEDY_ORDERS).flatMap(([name, order]) =>
    (["early", "late"] as const).map((dir) => {
      const plan = greedyPlan(input, order(input), dir);
      return { name: `${name}/${dir}`, plan, placed: new Set(plan.slots.map((s) => s.bookingId)).size };
    }),
  );
}
