// The day planner against today's one-at-a-time Suggest times on synthetic days (scripts/bench/plan-days.ts):
// per instance the dancers each places, the proven optimum on the small days, and the planner's time.
//   npm run bench:plan
import { planViolations } from "@/lib/planner/check";
import { planDay, provenMostPlaced } from "@/lib/planner/solve";
import { greedyOneAtATime, syntheticDay } from "./plan-days";

const SIZES: [number, number][] = [[20, 3], [80, 8], [200, 12]];
const SEEDS = [1, 2, 3];
const placedCount = (plan: { slots: { bookingId: string }[] }) => new Set(plan.slots.map((s) => s.bookingId)).size;

let planner = 0, greedy = 0, optimal = 0, small = 0, worst = 0, invalid = 0, behind = 0, worstStall = 0;
console.log("instance        placed  greedy  optimum  ms     method (exact model beside the heuristic: size, placed in time)");
for (const [dancers, stylists] of SIZES)
  for (const seed of SEEDS) {
    const input = syntheticDay(dancers, stylists, seed);
    // The event loop while planning: the longest gap between ticks of a 1 ms timer (other requests wait that long at most).
    let last = performance.now();
    let stall = 0;
    const timer = setInterval(() => {
      stall = Math.max(stall, performance.now() - last);
      last = performance.now();
    }, 1);
    const result = await planDay(input);
    clearInterval(timer);
    worstStall = Math.max(worstStall, stall);
    const base = greedyOneAtATime(input);
    const x = placedCount(result);
    const g = placedCount(base);
    invalid += planViolations(input, result).length;
    if (x < g) behind++;
    let best: number | null = null;
    let proofMs: number | null = null;
    if (dancers <= 20) {
      small++;
      const proofStarted = performance.now();
      best = await provenMostPlaced(input, Number(process.env.BENCH_PLAN_PROOF_MS ?? 60_000));
      proofMs = Math.round(performance.now() - proofStarted);
      if (best !== null && best === x) optimal++;
    }
    planner += x;
    greedy += g;
    worst = Math.max(worst, result.ms);
    const name = `${dancers}x${stylists}#${seed}`.padEnd(16);
    console.log(`${name}${String(x).padEnd(8)}${String(g).padEnd(8)}${String(best ?? "-").padEnd(9)}${String(result.ms).padEnd(7)}${result.method}${result.proven ? " (proven)" : ""} ${result.exact ? `[exact: ${result.exact.columns} vars, placed ${result.exact.placed ?? "none"} in ${result.exact.ms} ms]` : `[exact: not run]`}${proofMs === null ? "" : ` (optimum proved in ${proofMs} ms)`}`);
  }
console.log(`load average: ${(await import("node:os")).loadavg().map((l) => l.toFixed(1)).join(" ")}`);
console.log(`longest event-loop stall while planning: ${Math.round(worstStall)} ms`);
if (invalid) console.log(`rule violations in planner plans: ${invalid}`);
if (behind) console.log(`instances where the planner placed fewer than the greedy: ${behind}`);
console.log(`bench:plan instances=${SIZES.length * SEEDS.length} planner=${planner} greedy=${greedy} optimal=${optimal}/${small} worst_ms=${worst}`);
