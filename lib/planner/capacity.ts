// How full a day is, as the planner can tell: does one more typical request (the day's main service,
// ready by a mid ready-by) fit beside every request already made, and how many such requests fit.
// Pure and database-free, cheap enough for the public booking form (a few greedy passes, no search,
// no worker): "full" only when the planner's bound proves it (no plan places every request that can be
// placed at all plus one more), so a day is never shown full while a plan could still take a request.
import { fitAlone, placeableBound, placeableSet } from "./bound";
import { toGrid } from "./grid";
import { Budget, runOrder } from "./heuristic";
import type { PlannerDancer, PlannerInput } from "./dto";

export interface TypicalRequest {
  /** Its services' lengths in minutes, in order (the day's main service: one). */
  minutes: number[];
  readyBy: Date;
}

export interface DayFullness {
  /** No plan places every placeable request and one typical request more (the bound proves it). */
  full: boolean;
  /** Typical requests a plan found still takes beside every placeable request (0 … `upTo`). */
  fits: number;
  /** Requests that fit the day on their own (the others cannot be placed in any plan). */
  placeable: number;
  /** At most this many of them and one typical request can be placed (the planner's bound). */
  bound: number;
}

const noTick = async () => {};

/** The day's fullness; `upTo` typical requests are tried (at most). */
export async function dayFullness(input: PlannerInput, typical: TypicalRequest, upTo = 3): Promise<DayFullness> {
  const probes: PlannerDancer[] = Array.from({ length: upTo }, (_, i) => ({
    bookingId: `typical-${i}`,
    readyBy: typical.readyBy,
    preference: "",
    slots: typical.minutes.map((minutes, k) => ({ slotId: `typical-${i}-${k}`, service: `typical-${k}`, minutes })),
  }));
  const requests = input.dancers.length;
  const p = toGrid({ ...input, dancers: [...input.dancers, ...probes] });
  const alone = await fitAlone(p, noTick);
  const placeable = alone.slice(0, requests).filter(Boolean).length;
  // The bound on the requests that can be placed at all and one typical request.
  const withOne = alone.map((fits, i) => fits && i <= requests);
  const bound = alone[requests] ? placeableBound(p, withOne) : placeable;
  if (bound < placeable + 1) return { full: true, fits: 0, placeable, bound };
  // A plan: earliest ready-by first (typical requests last among equals), in the planner's modes, with its repair.
  const order = alone.map((fits, i) => (fits ? i : -1)).filter((i) => i >= 0).sort((a, b) => p.dancers[a].readyBy - p.dancers[b].readyBy || a - b);
  // Then the bound's own choice first (the dancers Moore–Hodgson keeps), as the planner's guided order.
  const kept = new Set(placeableSet(p, alone));
  const guided = [...order.filter((i) => kept.has(i)), ...order.filter((i) => !kept.has(i))];
  let best = 0;
  for (const [list, mode] of [[order, "early"], [order, "late"], [order, "pack"], [guided, "early"]] as const) {
    const sol = await runOrder(p, list, mode, new Budget(2 * order.length), noTick);
    best = Math.max(best, sol.filter(Boolean).length);
    if (best >= placeable + upTo) break;
  }
  return { full: false, fits: Math.max(0, Math.min(upTo, best - placeable)), placeable, bound };
}
