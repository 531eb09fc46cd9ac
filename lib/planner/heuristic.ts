// Greedy-plus-repair: dancers placed one at a time (most constrained first), each backwards from
// her ready-by in tiers (preferred stylist back to back, one stylist back to back, back to back with
// several, then one slot at a time); the unplaced then get a place by moving one placed dancer
// elsewhere; several orders are tried within the time limit and the best plan by the objectives kept.
import type { GridDancer, GridProblem } from "./grid";
import { seededRandom, shuffleNear } from "./random";

export interface Assign {
  slot: number;
  k: number;
  start: number;
}

export type Solution = (Assign[] | null)[];

export class State {
  occ: Uint8Array[];
  chairs: Int16Array | null;
  load: number[];
  readonly day: Uint8Array[];
  readonly night: Uint8Array[];
  readonly maxGap: number;
  constructor(p: GridProblem) {
    this.occ = p.free.map((f) => f.slice());
    this.chairs = p.chairs ? p.chairs.slice() : null;
    this.load = p.stylistIds.map(() => 0);
    this.day = p.dayCells;
    this.night = p.nightCells;
    this.maxGap = p.maxGap;
  }
  private runs: Int16Array | null = null;
  /**
   * fits() for morning slots between cells lo and hi, answered from free runs counted once (the state does
   * not change while one dancer is placed): valid until the next apply().
   */
  morningFit(lo: number, hi: number): (k: number, a: number, len: number) => boolean {
    const cells = this.occ[0]?.length ?? 0;
    const [from, to] = [Math.max(0, lo), Math.min(cells, hi)];
    const width = cells + 1;
    const runs = (this.runs ??= new Int16Array(this.occ.length * width));
    for (let k = 0; k < this.occ.length; k++) {
      const occ = this.occ[k];
      const inside = this.day[k];
      const base = k * width;
      runs[base + to] = 0;
      for (let c = to - 1; c >= from; c--) runs[base + c] = occ[c] && inside[c] && (!this.chairs || this.chairs[c] > 0) ? runs[base + c + 1] + 1 : 0;
    }
    return (k, a, len) => a >= from && a + len <= to && runs[k * width + a] >= len;
  }
  /** Stylist k is free for `len` cells from `a`, inside her day windows (or her evening before, for a night slot), with a chair. */
  fits(k: number, a: number, len: number, night = false): boolean {
    if (a < 0 || a + len > this.occ[k].length) return false;
    const occ = this.occ[k];
    const inside = (night ? this.night : this.day)[k];
    for (let c = a; c < a + len; c++) if (!occ[c] || !inside[c] || (this.chairs && this.chairs[c] <= 0)) return false;
    return true;
  }
  apply(d: GridDancer, list: Assign[], sign: 1 | -1) {
    for (const x of list) {
      const len = d.slots[x.slot].len;
      this.occ[x.k].fill(sign === 1 ? 0 : 1, x.start, x.start + len);
      if (this.chairs) for (let c = x.start; c < x.start + len; c++) this.chairs[c] -= sign;
      this.load[x.k] += sign * len;
    }
  }
}

/** Her morning slots, the fixed ones and those of `list`, follow each other within the studio's gap (`maxGap` cells). */
export function gapOk(d: GridDancer, list: Assign[], maxGap: number): boolean {
  if (!d.fixedMorning.length) return true;
  const spans = [...d.fixedMorning, ...list.filter((x) => !d.slots[x.slot].night).map((x) => [x.start, x.start + d.slots[x.slot].len] as [number, number])].sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] - spans[i - 1][1] > maxGap) return false;
  return true;
}

export const clashes = (d: GridDancer, taken: Assign[], a: number, len: number) =>
  d.busy.some(([s, e]) => s < a + len && a < e) || taken.some((t) => t.start < a + len && a < t.start + d.slots[t.slot].len);

function placeNight(p: GridProblem, s: State, d: GridDancer, taken: Assign[]): boolean {
  for (let i = 0; i < d.slots.length; i++) {
    const slot = d.slots[i];
    if (!slot.night) continue;
    let found: Assign | null = null;
    for (let a = p.nightHi - slot.len; a >= p.nightLo && !found; a--) {
      if (clashes(d, taken, a, slot.len)) continue;
      const k = slot.cands.find((k) => s.fits(k, a, slot.len, true));
      if (k !== undefined) found = { slot: i, k, start: a };
    }
    if (!found) return false;
    taken.push(found);
  }
  return true;
}

/** Morning slots back to back ending at `end`, each with a stylist from `pick`, or null. */
function chainAt(s: State, d: GridDancer, morning: number[], taken: Assign[], end: number, pick: (slot: number, a: number) => number | undefined): Assign[] | null {
  const out: Assign[] = [];
  let cursor = end;
  for (let j = morning.length - 1; j >= 0; j--) {
    const i = morning[j];
    const a = cursor - d.slots[i].len;
    if (a < d.earliest || clashes(d, taken, a, d.slots[i].len) || clashes(d, out, a, d.slots[i].len)) return null;
    const k = pick(i, a);
    if (k === undefined) return null;
    out.push({ slot: i, k, start: a });
    // reserve inside the chain so one stylist is not used twice at once by this dancer
    cursor = a;
  }
  return gapOk(d, out, s.maxGap) ? out : null;
}

function placeMorning(s: State, d: GridDancer, taken: Assign[], mode: Mode): Assign[] | null {
  const pack = mode === "pack";
  const morning = d.slots.map((sl, i) => (sl.night ? -1 : i)).filter((i) => i >= 0);
  if (!morning.length) return [];
  const total = morning.reduce((sum, i) => sum + d.slots[i].len, 0);
  const fits = s.morningFit(d.earliest, d.readyBy);
  // Fails fast: a service that no stylist can take anywhere before her ready-by.
  for (const i of morning) {
    let any = false;
    for (const k of d.slots[i].cands) for (let a = d.earliest; a + d.slots[i].len <= d.readyBy && !any; a++) any = fits(k, a, d.slots[i].len);
    if (!any) return null;
  }
  const byLoad = (ks: number[]) => [...ks].sort((a, b) => s.load[a] - s.load[b]);
  const loadOrder = byLoad(s.load.map((_, k) => k));
  const one = (k: number) => (i: number, a: number) => (d.slots[i].cands.includes(k) && fits(k, a, d.slots[i].len) ? k : undefined);
  const tiers: ((end: number) => Assign[] | null)[] = [];
  // Packing: the stylist whose next cell is taken first (fills gaps instead of opening new ones).
  const snug = (ks: number[], a: number, len: number) => [...ks].sort((x, y) => (s.occ[x][a + len] ?? 0) - (s.occ[y][a + len] ?? 0) || s.load[x] - s.load[y]);
  if (pack)
    tiers.push((end) => chainAt(s, d, morning, taken, end, (i, a) => snug(d.slots[i].cands, a, d.slots[i].len).find((k) => fits(k, a, d.slots[i].len))));
  if (d.preferred.length && !pack) tiers.push((end) => firstOf(d.preferred, (k) => chainAt(s, d, morning, taken, end, one(k))));
  if (!pack) tiers.push((end) => firstOf(loadOrder, (k) => chainAt(s, d, morning, taken, end, one(k))));
  if (!pack) tiers.push((end) =>
    chainAt(s, d, morning, taken, end, (i, a) => {
      const cands = d.slots[i].cands;
      const pref = cands.filter((k) => d.preferred.includes(k));
      return [...pref, ...loadOrder.filter((k) => cands.includes(k) && !pref.includes(k))].find((k) => fits(k, a, d.slots[i].len));
    }),
  );
  if (mode === "split") {
    // Earliest first, one slot at a time: gaps between a dancer's services allowed.
    const out: Assign[] = [];
    let cursor = d.earliest;
    let rest = total;
    for (const i of morning) {
      const len = d.slots[i].len;
      rest -= len;
      let found: Assign | null = null;
      const last = out.length ? cursor + s.maxGap : d.readyBy;
      for (let a = cursor; a + len + rest <= d.readyBy && a <= last && !found; a++) {
        if (clashes(d, taken, a, len) || clashes(d, out, a, len)) continue;
        const k = d.slots[i].cands.find((k) => fits(k, a, len));
        if (k !== undefined) found = { slot: i, k, start: a };
      }
      if (!found) return null;
      out.push(found);
      cursor = found.start + len;
    }
    return gapOk(d, out, s.maxGap) ? out : null;
  }
  if (mode === "early") {
    // Earliest first (list scheduling by deadline): the stylist already working just before is taken first.
    const left = (ks: number[], a: number) => [...ks].sort((x, y) => (s.occ[x][a - 1] ?? 0) - (s.occ[y][a - 1] ?? 0) || s.load[x] - s.load[y]);
    for (let end = d.earliest + total; end <= d.readyBy; end++) {
      const chain = chainAt(s, d, morning, taken, end, (i, a) => left(d.slots[i].cands, a).find((k) => fits(k, a, d.slots[i].len)));
      if (chain) return chain;
    }
  }
  for (const tier of tiers)
    for (let end = d.readyBy; end - total >= d.earliest; end--) {
      const chain = tier(end);
      if (chain) return chain;
    }
  // One slot at a time, backwards, gaps up to the studio's most.
  const out: Assign[] = [];
  let cursor = d.readyBy;
  for (let j = morning.length - 1; j >= 0; j--) {
    const i = morning[j];
    const len = d.slots[i].len;
    let found: Assign | null = null;
    const first = out.length ? cursor - len - s.maxGap : d.earliest;
    for (let a = cursor - len; a >= Math.max(d.earliest, first) && !found; a--) {
      if (clashes(d, taken, a, len) || clashes(d, out, a, len)) continue;
      const k = d.slots[i].cands.find((k) => fits(k, a, len));
      if (k !== undefined) found = { slot: i, k, start: a };
    }
    if (!found) return null;
    out.push(found);
    cursor = found.start;
  }
  return gapOk(d, out, s.maxGap) ? out : null;
}

function firstOf<T>(items: number[], f: (k: number) => T | null): T | null {
  for (const k of items) {
    const r = f(k);
    if (r) return r;
  }
  return null;
}

export type Mode = "late" | "pack" | "early" | "split";

export function placeDancer(p: GridProblem, s: State, d: GridDancer, mode: Mode = "late"): Assign[] | null {
  const taken: Assign[] = [];
  if (!placeNight(p, s, d, taken)) return null;
  const morning = placeMorning(s, d, taken, mode);
  if (!morning) return null;
  return [...taken, ...morning];
}

/** Objectives in order, larger is better: placed, preference kept, back to back with one stylist, lateness, balance. */
export function score(p: GridProblem, sol: Solution): number[] {
  let placed = 0, pref = 0, chained = 0, late = 0;
  const load = p.stylistIds.map(() => 0);
  sol.forEach((list, di) => {
    if (!list) return;
    const d = p.dancers[di];
    placed++;
    for (const x of list) load[x.k] += d.slots[x.slot].len;
    if (d.preferred.length && list.every((x) => d.preferred.includes(x.k))) pref++;
    const morning = list.filter((x) => !d.slots[x.slot].night).sort((a, b) => a.start - b.start);
    if (morning.length) {
      const last = morning[morning.length - 1];
      late += d.readyBy - (last.start + d.slots[last.slot].len);
      const b2b = morning.every((x, j) => j === 0 || morning[j - 1].start + d.slots[morning[j - 1].slot].len === x.start);
      if (b2b && morning.every((x) => x.k === morning[0].k)) chained++;
    }
  });
  return [placed, pref, chained, -late, load.length ? -(Math.max(...load) - Math.min(...load)) : 0];
}

export const better = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
};

/** Work left, counted in dancers placed (or tried): the search is bounded by work, not by the clock, so a day gives the same plan on any machine. */
export class Budget {
  constructor(public left: number) {}
  take(n = 1): boolean {
    if (this.left <= 0) return false;
    this.left -= n;
    return true;
  }
}

export async function runOrder(p: GridProblem, order: number[], mode: Mode, work: Budget, tick: () => Promise<void>): Promise<Solution> {
  const s = new State(p);
  const sol: Solution = p.dancers.map(() => null);
  for (const di of order) {
    await tick();
    const list = placeDancer(p, s, p.dancers[di], mode);
    if (list) {
      s.apply(p.dancers[di], list, 1);
      sol[di] = list;
    }
  }
  // Repair: give an unplaced dancer a place by moving one placed dancer elsewhere.
  for (const u of order) {
    if (sol[u] || work.left <= 0) continue;
    const du = p.dancers[u];
    for (const v of order) {
      await tick();
      const old = sol[v];
      if (!old) continue;
      const dv = p.dancers[v];
      if (!old.some((x) => (dv.slots[x.slot].night ? du.slots.some((sl) => sl.night) : x.start < du.readyBy && du.earliest < x.start + dv.slots[x.slot].len))) continue;
      if (!work.take()) break;
      s.apply(dv, old, -1);
      const mine = placeDancer(p, s, du, mode) ?? placeDancer(p, s, du, "split");
      if (mine) {
        s.apply(du, mine, 1);
        const moved = placeDancer(p, s, dv, mode) ?? placeDancer(p, s, dv, "late") ?? placeDancer(p, s, dv, "split");
        if (moved) {
          s.apply(dv, moved, 1);
          sol[u] = mine;
          sol[v] = moved;
          break;
        }
        s.apply(du, mine, -1);
      }
      s.apply(dv, old, 1);
    }
  }
  // Then each placed dancer as late as the others allow (latest heats first), same stylist kept where it can.
  if (mode !== "late")
    for (const di of [...order].sort((a, b) => p.dancers[b].readyBy - p.dancers[a].readyBy)) {
      const old = sol[di];
      if (!old) continue;
      await tick();
      s.apply(p.dancers[di], old, -1);
      const later = placeDancer(p, s, p.dancers[di], "late");
      const keep = later && better(score(p, sol.map((x, i) => (i === di ? later : x))), score(p, sol)) ? later : old;
      s.apply(p.dancers[di], keep, 1);
      sol[di] = keep;
    }
  return sol;
}

/** A plan from elsewhere (the exact model's most-placed plan; small days) with each dancer moved as late as the others allow. */
export async function laterWhereBetter(p: GridProblem, sol: Solution): Promise<Solution> {
  const s = new State(p);
  const out = [...sol];
  out.forEach((list, di) => list && s.apply(p.dancers[di], list, 1));
  for (const di of out.map((_, i) => i).sort((a, b) => p.dancers[b].readyBy - p.dancers[a].readyBy)) {
    const old = out[di];
    if (!old) continue;
    s.apply(p.dancers[di], old, -1);
    const later = placeDancer(p, s, p.dancers[di], "late");
    const keep = later && better(score(p, out.map((x, i) => (i === di ? later : x))), score(p, out)) ? later : old;
    s.apply(p.dancers[di], keep, 1);
    out[di] = keep;
  }
  return out;
}

/** Yields to the event loop every ~10 ms so other requests are served while a big day is planned. */
export function yielder(): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < 10) return;
    await new Promise((resolve) => setImmediate(resolve));
    last = performance.now();
  };
}

/** Dancers placed (or tried) per open dancer of the day: the base rounds and the nearby orders after them. */
export const HEURISTIC_WORK_PER_DANCER = 400;

/** Base rounds (each order in each mode), then nearby orders while the work lasts: a fixed amount of work per day. */
export async function solveHeuristic(p: GridProblem, workPerDancer = HEURISTIC_WORK_PER_DANCER, guide: number[] = []): Promise<Solution> {
  const tick = yielder();
  const open = p.dancers.map((d, i) => ({ d, i })).filter(({ d }) => !d.blocked && d.slots.length);
  const work = new Budget(Math.max(2_000, workPerDancer * open.length));
  const length = (d: GridDancer) => d.slots.reduce((sum, s) => sum + s.len, 0);
  const key = (d: GridDancer) => (d.chosen ? 0 : 1);
  const orders = [
    // Earliest ready-by first (the plain greedy's order), then latest first, longest first, shortest first.
    [...open].sort((a, b) => key(a.d) - key(b.d) || a.d.readyBy - b.d.readyBy || length(b.d) - length(a.d) || a.i - b.i).map((x) => x.i),
    [...open].sort((a, b) => key(a.d) - key(b.d) || b.d.readyBy - a.d.readyBy || length(b.d) - length(a.d) || a.i - b.i).map((x) => x.i),
    [...open].sort((a, b) => length(b.d) - length(a.d) || a.d.readyBy - b.d.readyBy || a.i - b.i).map((x) => x.i),
    [...open].sort((a, b) => key(a.d) - key(b.d) || length(a.d) - length(b.d) || a.d.readyBy - b.d.readyBy || a.i - b.i).map((x) => x.i),
  ];
  // The bound's own choice first (the dancers Moore–Hodgson keeps, earliest ready-by first), then the others.
  if (guide.length) {
    const kept = new Set(guide);
    const byReady = [...open].sort((a, b) => key(a.d) - key(b.d) || a.d.readyBy - b.d.readyBy || length(a.d) - length(b.d) || a.i - b.i);
    orders.push([...byReady.filter((x) => kept.has(x.i)), ...byReady.filter((x) => !kept.has(x.i))].map((x) => x.i));
  }
  const modes: Mode[] = ["early", "late", "pack"];
  let best: Solution | null = null;
  let bestScore: number[] = [];
  const random = seededRandom(open.length * 7919 + p.cells);
  for (let round = 0; round < 80; round++) {
    const base = round < orders.length * modes.length;
    if (!base && work.left <= 0) break;
    const order = base ? orders[round % orders.length] : shuffleNear(orders[round % orders.length], random);
    work.take(open.length);
    const sol = await runOrder(p, order, modes[Math.floor(round / orders.length) % modes.length], work, tick);
    const sc = score(p, sol);
    if (!best || better(sc, bestScore)) [best, bestScore] = [sol, sc];
    if (bestScore[0] === open.length && round >= orders.length * modes.length - 1) break;
  }
  return best ?? p.dancers.map(() => null);
}
