// Local search for small days, after the greedy-plus-repair rounds: take an unplaced dancer, eject
// one or two placed dancers whose time overlaps hers, place her anywhere (a dancer's services may be
// split around a gap, any stylist per service: a complete search over her starts) and put the
// ejected back; kept when no fewer dancers are placed (sideways moves let the search wander; now and
// then one that loses a dancer), the plan with the most dancers kept. Seeded, bounded by the deadline. Measurements: docs/decisions/0013-day-planner.md.
import type { GridDancer, GridProblem } from "./grid";
import { clashes, gapOk, placeDancer, State, type Assign, type Solution } from "./heuristic";
import { seededRandom } from "./random";

/** Open dancers up to which planDay runs the local search (the 20 × 3 bench days; measured). */
export const IMPROVE_MAX_DANCERS = 40;
/** Chance of keeping a move that loses one dancer (lets the search leave a dead end; the best plan is kept). Tried 0.05–0.3: 0.05 reached the optimum soonest. */
const WORSE = 0.05;

/** Any placement of all her open slots (night ones in the night window, the rest in order before her ready-by), in random order; null when none fits. */
export function placeAnywhere(p: GridProblem, s: State, d: GridDancer, random: () => number): Assign[] | null {
  const rest = d.slots.map((_, i) => d.slots.slice(i + 1).reduce((sum, sl) => sum + (sl.night ? 0 : sl.len), 0));
  // Morning slots from a cursor (the end of her previous morning slot, or null before the first) that
  // failed: the rest depends only on the slot and the cursor (her own earlier slots lie before it).
  const failed = new Set<number>();
  const out: Assign[] = [];
  // With fixed slots of her own the gap to them depends on every start, not only the cursor: no memo then.
  const memo = !d.fixedMorning.length;
  const go = (i: number, cursor: number | null): boolean => {
    if (i === d.slots.length) return gapOk(d, out, s.maxGap);
    const slot = d.slots[i];
    const key = i * (p.cells + 2) + (cursor ?? -1) + 1;
    if (memo && !slot.night && failed.has(key)) return false;
    const lo = slot.night ? p.nightLo : Math.max(cursor ?? d.earliest, d.earliest);
    const hi = slot.night ? p.nightHi - slot.len : Math.min(d.readyBy - rest[i] - slot.len, cursor === null ? Infinity : cursor + s.maxGap);
    const options: Assign[] = [];
    for (let a = lo; a <= hi; a++) {
      if (clashes(d, out, a, slot.len)) continue;
      for (const k of slot.cands) if (s.fits(k, a, slot.len, slot.night)) options.push({ slot: i, k, start: a });
    }
    for (let j = options.length - 1; j > 0; j--) {
      const r = Math.floor(random() * (j + 1));
      [options[j], options[r]] = [options[r], options[j]];
    }
    for (const x of options) {
      out.push(x);
      s.apply(d, [x], 1);
      const ok = go(i + 1, slot.night ? cursor : x.start + slot.len);
      s.apply(d, [x], -1);
      if (ok) return true;
      out.pop();
    }
    if (!slot.night) failed.add(key);
    return false;
  };
  return go(0, null) ? [...out] : null;
}

/** One or two placed dancers whose time overlaps hers, at random. */
function nearby(p: GridProblem, sol: Solution, open: number[], u: number, random: () => number): number[] {
  const near = open.filter((v) => sol[v] && overlapsHer(p, p.dancers[u], p.dancers[v], sol[v]!));
  const out: number[] = [];
  for (let n = 1 + Math.floor(random() * 2); n > 0 && near.length; n--) out.push(near.splice(Math.floor(random() * near.length), 1)[0]);
  return out;
}

/** The placed dancers in the way of a random place for her on the empty day (same stylist at the same time, or the chairs). */
function inTheWay(p: GridProblem, empty: State, sol: Solution, u: number, random: () => number): number[] {
  const du = p.dancers[u];
  const target = placeAnywhere(p, empty, du, random);
  if (!target) return [];
  const hit = (v: number, sameStylist: boolean) =>
    sol[v]!.some((y) => target.some((x) => (!sameStylist || x.k === y.k) && y.start < x.start + du.slots[x.slot].len && x.start < y.start + p.dancers[v].slots[y.slot].len));
  const placed = sol.map((l, v) => (l ? v : -1)).filter((v) => v >= 0);
  const out = placed.filter((v) => hit(v, true));
  if (p.chairs) {
    const others = placed.filter((v) => !out.includes(v) && hit(v, false));
    if (others.length && random() < 0.5) out.push(others[Math.floor(random() * others.length)]);
  }
  return out;
}

/** Her own cells that overlap another dancer's placement (the ones worth ejecting for her). */
function overlapsHer(p: GridProblem, u: GridDancer, v: GridDancer, list: Assign[]): boolean {
  return list.some((x) => (v.slots[x.slot].night ? u.slots.some((sl) => sl.night) : x.start < u.readyBy && u.earliest < x.start + v.slots[x.slot].len));
}

/** Moves of the local search on a small day (a fixed number: the same day gives the same plan on any machine). */
export const IMPROVE_MOVES = 100_000;

/** Moves for a day of `open` dancers: the full search up to IMPROVE_MAX_DANCERS, none beyond (measured: from the bound-guided greedy plan, 5,000 moves gained no dancer on any big bench day). */
export const movesFor = (open: number) => (open <= IMPROVE_MAX_DANCERS ? IMPROVE_MOVES : 0);

export async function improveSmall(p: GridProblem, start: Solution, moves: number, tick: () => Promise<void>, target = Infinity, stopped: () => boolean = () => false): Promise<Solution> {
  const open = p.dancers.map((d, i) => (!d.blocked && d.slots.length ? i : -1)).filter((i) => i >= 0);
  const s = new State(p);
  const sol = [...start];
  sol.forEach((list, di) => list && s.apply(p.dancers[di], list, 1));
  const count = () => sol.filter(Boolean).length;
  let best = [...sol];
  let bestCount = count();
  const random = seededRandom(open.length * 104_729 + p.cells);
  const empty = new State(p);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  for (let move = 0; move < moves && bestCount < Math.min(open.length, target); move++) {
    await tick();
    if (stopped()) break;
    const unplaced = open.filter((i) => !sol[i]);
    const u = pick(unplaced);
    const du = p.dancers[u];
    const ejected = random() < 0.5 ? inTheWay(p, empty, sol, u, random) : nearby(p, sol, open, u, random);
    const saved = new Map(ejected.map((v) => [v, sol[v]!]));
    for (const v of ejected) {
      s.apply(p.dancers[v], sol[v]!, -1);
      sol[v] = null;
    }
    const before = count();
    const mine = placeAnywhere(p, s, du, random);
    if (mine) {
      s.apply(du, mine, 1);
      sol[u] = mine;
    }
    for (const v of ejected) {
      const dv = p.dancers[v];
      const list = placeDancer(p, s, dv, "late") ?? placeAnywhere(p, s, dv, random);
      if (list) {
        s.apply(dv, list, 1);
        sol[v] = list;
      }
    }
    const now = count();
    if (now > bestCount) [best, bestCount] = [[...sol], now];
    // Keep the move when no dancer is lost (sideways moves change which dancers are out); else undo it.
    if (now < before + ejected.length && !(now === before + ejected.length - 1 && random() < WORSE)) {
      for (const v of [u, ...ejected]) if (sol[v]) s.apply(p.dancers[v], sol[v]!, -1);
      sol[u] = null;
      for (const [v, list] of saved) {
        s.apply(p.dancers[v], list, 1);
        sol[v] = list;
      }
    }
  }
  return best;
}
