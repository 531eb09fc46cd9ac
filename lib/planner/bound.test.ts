// The planner's bounds and its capacity answer against the bench's own exact model (scripts/bench/plan-exact.ts,
// written apart from the planner's): on random small days no plan places more than the bound.
import { describe, expect, it } from "vitest";
import { syntheticDay } from "@/scripts/bench/plan-days";
import { exactOptimum } from "@/scripts/bench/plan-exact";
import { fitAlone, placeableBound, placeableSet } from "./bound";
import { dayFullness } from "./capacity";
import type { PlannerInput } from "./dto";
import { toGrid } from "./grid";

const t = (hm: string) => new Date(`2026-12-05T${hm}:00Z`);
const stylist = (id: string, from: string, to: string) => ({ id, firstName: id, lastName: "K", windows: [{ start: t(from), end: t(to) }] });
const request = (id: string, readyBy: string, minutes: number[]) => ({ bookingId: id, readyBy: t(readyBy), preference: "", slots: minutes.map((m, i) => ({ slotId: `${id}-${i}`, service: `s${i}`, minutes: m })) });

describe("the planner's bound", () => {
  it("is never below the exact optimum on random small days", async () => {
    let proven = 0;
    for (const [dancers, stylists, seed] of [[8, 2, 21], [10, 2, 22], [10, 3, 23], [12, 2, 24], [12, 3, 25], [14, 3, 26]]) {
      const input = syntheticDay(dancers, stylists, seed);
      const p = toGrid(input);
      const alone = await fitAlone(p);
      const bound = placeableBound(p, alone);
      expect(placeableSet(p, alone)).toHaveLength(bound);
      const best = await exactOptimum(input, 30_000);
      if (!best.optimal) continue;
      expect(bound, `${dancers} × ${stylists} #${seed}: optimum ${best.placed}`).toBeGreaterThanOrEqual(best.placed!);
      proven++;
    }
    expect(proven).toBeGreaterThanOrEqual(4);
  }, 240_000);
});

describe("dayFullness", () => {
  const day = (n: number): PlannerInput => ({
    dancers: Array.from({ length: n }, (_, i) => request(`r${i}`, "10:00", [45, 45])),
    stylists: [stylist("anna", "07:00", "10:00"), stylist("bea", "07:00", "10:00")],
    chairs: null,
    night: null,
    busy: {},
  });
  const typical = { minutes: [45], readyBy: t("10:00") };

  it("is full only when the bound proves that no typical request fits beside every request", async () => {
    // Two stylists 7:00–10:00: eight services of 45 minutes. Four requests of two: no ninth service → full.
    expect(await dayFullness(day(4), typical)).toMatchObject({ full: true, fits: 0, placeable: 4 });
    // Five requests (one cannot be placed whatever the plan): full as well.
    expect(await dayFullness(day(5), typical)).toMatchObject({ full: true, placeable: 5 });
    // Three requests: two services left → two typical requests fit, not three.
    expect(await dayFullness(day(3), typical)).toMatchObject({ full: false, fits: 2 });
    expect(await dayFullness(day(1), typical)).toMatchObject({ full: false, fits: 3 });
  });

  it("counts a request only before her own ready-by: requests that cannot be placed at all do not fill the day", async () => {
    const input = { ...day(0), dancers: [request("early", "07:30", [45, 45]), request("late", "10:00", [45])] };
    expect(await dayFullness(input, typical)).toMatchObject({ full: false, fits: 3, placeable: 1 });
  });
});
