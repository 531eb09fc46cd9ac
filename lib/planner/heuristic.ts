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
  constructor(p: GridProblem) {
    this.occ = p.free.map((f) => f.slice());
    this.chairs = p.chairs ? p.chairs.slice() : null;
    this.load = p.stylistIds.map(() => 0);
  }
  fits(k: number, a: number, len: number): boolean {
    if (a < 0 || a + len > this.occ[k].length) return false;
    const occ = this.occ[k];
    for (let c = a; c < a + len; c++) if (!occ[c] || (this.chairs && this.chairs[c] <= 0)) return false;
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

export const clashes = (d: GridDancer, taken: Assign[], a: number, len: number) =>
  d.busy.some(([s, e]) => s < a + len && a < e) || taken.some((t) => t.start < a + len && a < t.start + d.slots[t.slot].len);

function placeNight(p: GridProblem, s: State, d: GridDancer, taken: Assign[]): boolean {
  for (let i = 0; i < d.slots.length; i++) {
    const slot = d.slots[i];
    if (!slot.night) continue;
    let found: Assign | null = null;
    for (let a = p.nightHi - slot.len; a >= p.nightLo && !found; a--) {
      if (clashes(d, taken, a, slot.len)) continue;
      const k = slot.cands.find((k) => s.fits(k, a, slot.len));
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
    if (a < d.earliest || clashes(d, [...taken, ...out], a, d.slots[i].len)) return null;
    const k = pick(i, a);
    if (k === undefined) return null;
    out.push({ slot: i, k, start: a });
    // reserve inside the chain so one stylist is not used twice at once by this dancer
    cursor = a;
  }
  return out;
}

function placeMorning(s: State, d: GridDancer, taken: Assign[], mode: Mode): Assign[] | null {
  const pack = mode === "pack";
  const morning = d.slots.map((sl, i) => (sl.night ? -1 : i)).filter((i) => i >= 0);
  if (!morning.length) return [];
  const total = morning.reduce((sum, i) => sum + d.slots[i].len, 0);
  const byLoad = (ks: number[]) => [...ks].sort((a, b) => s.load[a] - s.load[b]);
  const one = (k: number) => (i: number, a: number) => (d.slots[i].cands.includes(k) && s.fits(k, a, d.slots[i].len) ? k : undefined);
  const tiers: ((end: number) => Assign[] | null)[] = [];
  // Packing: the stylist whose next cell is taken first (fills gaps instead of opening new ones).
  const snug = (ks: number[], a: number, len: number) => [...ks].sort((x, y) => (s.occ[x][a + len] ?? 0) - (s.occ[y][a + len] ?? 0) || s.load[x] - s.load[y]);
  if (pack)
    tiers.push((end) => chainAt(s, d, morning, taken, end, (i, a) => snug(d.slots[i].cands, a, d.slots[i].len).find((k) => s.fits(k, a, d.slots[i].len))));
  if (d.preferred.length && !pack) tiers.push((end) => firstOf(d.preferred, (k) => chainAt(s, d, morning, taken, end, one(k))));
  if (!pack) tiers.push((end) => firstOf(byLoad(s.load.map((_, k) => k)), (k) => chainAt(s, d, morning, taken, end, one(k))));
  if (!pack) tiers.push((end) =>
    chainAt(s, d, morning, taken, end, (i, a) => {
      const cands = d.slots[i].cands;
      const pref = cands.filter((k) => d.preferred.includes(k));
      return [...pref, ...byLoad(cands.filter((k) => !pref.includes(k)))].find((k) => s.fits(k, a, d.slots[i].len));
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
      for (let a = cursor; a + len + rest <= d.readyBy && !found; a++) {
        if (clashes(d, [...taken, ...out], a, len)) continue;
        const k = d.slots[i].cands.find((k) => s.fits(k, a, len));
        if (k !== undefined) found = { slot: i, k, start: a };
      }
      if (!found) return null;
      out.push(found);
      cursor = found.start + len;
    }
    return out;
  }
  if (mode === "early") {
    // Earliest first (list scheduling by deadline): the stylist already working just before is taken first.
    const left = (ks: number[], a: number) => [...ks].sort((x, y) => (s.occ[x][a - 1] ?? 0) - (s.occ[y][a - 1] ?? 0) || s.load[x] - s.load[y]);
    for (let end = d.earliest + total; end <= d.readyBy; end++) {
      const chain = chainAt(s, d, morning, taken, end, (i, a) => left(d.slots[i].cands, a).find((k) => s.fits(k, a, d.slots[i].len)));
      if (chain) return chain;
    }
  }
  for (const tier of tiers)
    for (let end = d.readyBy; end - total >= d.earliest; end--) {
      const chain = tier(end);
      if (chain) return chain;
    }
  // One slot at a time, backwards, gaps allowed.
  const out: Assign[] = [];
  let cursor = d.readyBy;
  for (let j = morning.length - 1; j >= 0; j--) {
    const i = morning[j];
    const len = d.slots[i].len;
    let found: Assign | null = null;
    for (let a = cursor - len; a >= d.earliest && !found; a--) {
      if (clashes(d, [...taken, ...out], a, len)) continue;
      const k = d.slots[i].cands.find((k) => s.fits(k, a, len));
      if (k !== undefined) found = { slot: i, k, start: a };
    }
    if (!found) return null;
    out.push(found);
    cursor = found.start;
  }
  return out;
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

async function runOrder(p: GridProblem, order: number[], mode: Mode, deadline: number, tick: () => Promise<void>): Promise<Solution> {
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
    if (sol[u] || Date.now() > deadline) continue;
    const du = p.dancers[u];
    for (const v of order) {
      await tick();
      const old = sol[v];
      if (!old || Date.now() > deadline) continue;
      const dv = p.dancers[v];
      if (!old.some((x) => (dv.slots[x.slot].night ? du.slots.some((sl) => sl.night) : x.start < du.readyBy && du.earliest < x.start + dv.slots[x.slot].len))) continue;
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

export async function solveHeuristic(p: GridProblem, timeLimitMs: number): Promise<Solution> {
  const started = Date.now();
  const tick = yielder();
  const deadline = started + timeLimitMs;
  const open = p.dancers.map((d, i) => ({ d, i })).filter(({ d }) => !d.blocked && d.slots.length);
  const length = (d: GridDancer) => d.slots.reduce((sum, s) => sum + s.len, 0);
  const key = (d: GridDancer) => (d.chosen ? 0 : 1);
  const orders = [
    [...open].sort((a, b) => key(a.d) - key(b.d) || a.d.readyBy - b.d.readyBy || length(b.d) - length(a.d)).map((x) => x.i),
    [...open].sort((a, b) => key(a.d) - key(b.d) || b.d.readyBy - a.d.readyBy || length(b.d) - length(a.d)).map((x) => x.i),
    [...open].sort((a, b) => length(b.d) - length(a.d) || a.d.readyBy - b.d.readyBy).map((x) => x.i),
    [...open].sort((a, b) => key(a.d) - key(b.d) || length(a.d) - length(b.d) || a.d.readyBy - b.d.readyBy).map((x) => x.i),
  ];
  let best: Solution | null = null;
  let bestScore: number[] = [];
  const random = seededRandom(open.length * 7919 + p.cells);
  for (let round = 0; ; round++) {
    const modes: Mode[] = ["late", "pack", "early"];
    const base = round < orders.length * modes.length;
    const order = base ? orders[round % orders.length] : shuffleNear(orders[round % orders.length], random);
    const sol = await runOrder(p, order, modes[Math.floor(round / orders.length) % modes.length], deadline, tick);
    const sc = score(p, sol);
    if (!best || better(sc, bestScore)) [best, bestScore] = [sol, sc];
    if (bestScore[0] === open.length && round >= orders.length * 3 - 1) break;
    if (Date.now() > started + timeLimitMs / 4 || round > 80) break;
  }
  return best!;
}
