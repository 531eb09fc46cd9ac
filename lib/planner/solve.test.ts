// The solver on small days whose best plan is known by hand or proved by the exact model.
import { describe, expect, it } from "vitest";
import { greedyOneAtATime, syntheticDay } from "@/scripts/bench/plan-days";
import { exactOptimum } from "@/scripts/bench/plan-exact";
import { planViolations } from "./check";
import type { PlannerDancer, PlannerInput } from "./dto";
import { solveExact } from "./exact";
import { toGrid } from "./grid";
import { planDay } from "./solve";

const t = (hm: string) => new Date(`2026-12-05T${hm}:00Z`);
const stylist = (id: string, firstName: string, from = "07:00", to = "12:00") => ({ id, firstName, lastName: "K", windows: [{ start: t(from), end: t(to) }] });
const dancer = (bookingId: string, readyBy: string | null, minutes: (number | null)[], extra: Partial<PlannerDancer> = {}): PlannerDancer => ({
  bookingId,
  readyBy: readyBy ? t(readyBy) : null,
  preference: "",
  slots: minutes.map((m, i) => ({ slotId: `${bookingId}-${i}`, service: i ? "Makeup" : "Hair", minutes: m })),
  ...extra,
});
const day = (dancers: PlannerDancer[], over: Partial<PlannerInput> = {}): PlannerInput => ({ dancers, stylists: [stylist("anna", "Anna")], chairs: null, night: null, busy: {}, ...over });
const placed = (plan: { slots: { bookingId: string }[] }) => new Set(plan.slots.map((s) => s.bookingId));
const iso = (d: Date) => d.toISOString().slice(11, 16);

describe("planDay", () => {
  it("places both dancers where today's one-at-a-time Suggest times leaves the second without a stylist", async () => {
    // One stylist 7:00–9:00. Mia asked first (ready 8:30), takes 7:30–8:30 one at a time; Ivy (ready 9:00) then finds no hour.
    const input = day([dancer("mia", "08:30", [60]), dancer("ivy", "09:00", [60])], { stylists: [stylist("anna", "Anna", "07:00", "09:00")] });
    expect(placed(greedyOneAtATime(input))).toEqual(new Set(["mia"]));
    const plan = await planDay(input);
    expect(plan.slots.map((s) => [s.bookingId, iso(s.start), iso(s.end)])).toEqual([["mia", "07:00", "08:00"], ["ivy", "08:00", "09:00"]]);
    expect(plan.unplaced).toEqual([]);
  });

  it("finishes as late as possible, back to back with one stylist", async () => {
    const plan = await planDay(day([dancer("mia", "10:00", [45, 45])], { stylists: [stylist("anna", "Anna"), stylist("bea", "Bea")] }));
    expect(plan.slots.map((s) => [s.userId, iso(s.start), iso(s.end)])).toEqual([["anna", "08:30", "09:15"], ["anna", "09:15", "10:00"]]);
  });

  it("gives a dancer the stylist she asked for when that stylist is free", async () => {
    const plan = await planDay(day([dancer("mia", "10:00", [45], { preference: "Bea if she can" })], { stylists: [stylist("anna", "Anna"), stylist("bea", "Bea")] }));
    expect(plan.slots).toEqual([expect.objectContaining({ userId: "bea" })]);
  });

  it("never puts more appointments at once than chairs", async () => {
    const input = day([dancer("mia", "09:00", [60]), dancer("ivy", "09:00", [60])], { stylists: [stylist("anna", "Anna"), stylist("bea", "Bea")], chairs: 1 });
    const plan = await planDay(input);
    expect(placed(plan).size).toBe(2);
    const [a, b] = plan.slots;
    expect(a.end <= b.start || b.end <= a.start).toBe(true);
    expect(planViolations(input, plan)).toEqual([]);
  });

  it("plans hair at night inside the night window and the rest before the heat", async () => {
    const night = { start: t("00:00"), end: t("03:00") };
    const input = day([{ ...dancer("mia", "10:00", [45, 45]), slots: [{ slotId: "h", service: "Hair", minutes: 45, night: true }, { slotId: "m", service: "Makeup", minutes: 45 }] }], {
      night,
      stylists: [{ ...stylist("anna", "Anna"), windows: [{ start: t("07:00"), end: t("12:00") }], night: [night] }],
    });
    const plan = await planDay(input);
    expect(plan.slots.map((s) => [s.slotId, iso(s.start), iso(s.end)])).toEqual([["h", "02:15", "03:00"], ["m", "09:15", "10:00"]]);
  });

  it("never puts a dancer who did not ask for the evening before into its window", async () => {
    // Two stylists 05:00–09:00, ready-by 06:00–07:00, an evening window 19:00–23:00 the day before that nobody asked for.
    const night = { start: new Date("2026-12-04T19:00:00Z"), end: new Date("2026-12-04T23:00:00Z") };
    const input = day(
      ["06:00", "06:00", "06:15", "06:30", "06:45", "07:00"].map((ready, i) => dancer(`d${i}`, ready, [45, 45])),
      { night, stylists: [{ ...stylist("anna", "Anna", "05:00", "09:00"), night: [night] }, { ...stylist("bea", "Bea", "05:00", "09:00"), night: [night] }], searchHours: 8 },
    );
    const plan = await planDay(input);
    expect(planViolations(input, plan)).toEqual([]);
    expect(plan.slots.filter((s) => s.start < t("05:00"))).toEqual([]);
    expect(placed(plan).size).toBeGreaterThan(0);
  });

  it("gives a night-before slot only to a stylist who works that evening", async () => {
    const night = { start: new Date("2026-12-04T19:00:00Z"), end: new Date("2026-12-04T23:00:00Z") };
    const mia = { ...dancer("mia", "10:00", [45, 45]), slots: [{ slotId: "h", service: "Hair", minutes: 45, night: true }, { slotId: "m", service: "Makeup", minutes: 45 }] };
    // Anna has the evening off (no night window); Bea works it.
    const input = day([mia], { night, stylists: [{ ...stylist("anna", "Anna"), night: [] }, { ...stylist("bea", "Bea"), night: [night] }] });
    const plan = await planDay(input);
    expect(plan.slots.find((s) => s.slotId === "h")).toMatchObject({ userId: "bea" });
    expect(planViolations(input, plan)).toEqual([]);
    const nobody = await planDay({ ...input, stylists: [{ ...stylist("anna", "Anna"), night: [] }] });
    expect(nobody.slots).toEqual([]);
    expect(nobody.unplaced).toEqual([{ bookingId: "mia", reason: "no-evening-stylist" }]);
  });

  it("keeps a dancer's services of the morning within the studio's gap", async () => {
    // Anna is free 07:00–07:45 and 10:00–10:45 only (a fixed slot between): hair and makeup 2 h 15 apart is not a plan.
    const input = day([dancer("ada", "11:00", [135]), dancer("mia", "11:00", [45, 45])], { stylists: [stylist("anna", "Anna", "07:00", "11:00")] });
    input.dancers[0].slots[0].fixed = { userId: "anna", start: t("07:45"), end: t("10:00") };
    const plan = await planDay(input);
    expect(plan.slots.filter((s) => s.bookingId === "mia")).toEqual([]);
    const wider = await planDay({ ...input, maxGapMinutes: 180 });
    expect(wider.slots.filter((s) => s.bookingId === "mia")).toHaveLength(2);
    expect(planViolations({ ...input, maxGapMinutes: 180 }, wider)).toEqual([]);
  });

  it("answers the same plan for the same day, and no dancer left out fits it as it is", async () => {
    const input = syntheticDay(24, 3, 7);
    const [a, b] = [await planDay(input), await planDay(input)];
    expect(JSON.stringify(b.slots)).toBe(JSON.stringify(a.slots));
    expect(planViolations(input, a)).toEqual([]);
    // Maximal: each unplaced dancer, tried alone against the plan with a wide search, still fits nowhere.
    const out = a.unplaced.filter((x) => x.reason === "stylists-booked" || x.reason === "chairs-full");
    expect(out.length).toBeGreaterThan(0);
    for (const u of out.slice(0, 4)) {
      const others = input.dancers.map((d) => (d.bookingId === u.bookingId ? d : { ...d, slots: d.slots.map((s) => ({ ...s, fixed: s.fixed ?? (() => { const x = a.slots.find((y) => y.slotId === s.slotId); return x ? { userId: x.userId, start: x.start, end: x.end } : null; })() })) }));
      const alone = await planDay({ ...input, dancers: others.filter((d) => d.bookingId === u.bookingId || d.slots.every((s) => s.fixed)) }, { method: "heuristic" });
      expect(alone.slots.filter((s) => s.bookingId === u.bookingId), `${u.bookingId} fits the plan`).toEqual([]);
    }
    expect(a.bound).toBeGreaterThanOrEqual(placed(a).size);
  }, 60_000);

  it("leaves a fixed slot where it is and plans around it", async () => {
    const input = day([dancer("ada", "10:00", [45]), dancer("mia", "10:00", [45])]);
    input.dancers[0].slots[0].fixed = { userId: "anna", start: t("09:15"), end: t("10:00") };
    const plan = await planDay(input);
    expect(plan.slots).toEqual([expect.objectContaining({ bookingId: "mia", start: t("08:30"), end: t("09:15") })]);
  });

  it("says why a dancer could not be placed: no heat time, a service without a length, the chosen stylist busy, no chair time", async () => {
    const chosen = dancer("zoe", "08:00", [60]);
    chosen.slots[0].userId = "anna";
    const input = day([dancer("kai", null, [45]), dancer("lou", "09:00", [null]), dancer("ada", "08:00", [60]), chosen, dancer("eva", "08:00", [60])], { stylists: [stylist("anna", "Anna"), stylist("bea", "Bea")] });
    input.dancers[2].slots[0].fixed = { userId: "anna", start: t("07:00"), end: t("08:00") };
    const plan = await planDay(input);
    expect(plan.unplaced).toEqual(
      expect.arrayContaining([
        { bookingId: "kai", reason: "no-heat-time" },
        { bookingId: "lou", reason: "needs-length" },
        { bookingId: "zoe", reason: "preference-impossible" },
      ]),
    );
    expect(placed(plan)).toEqual(new Set(["eva"]));
    const crowded = day([dancer("a", "08:00", [60]), dancer("b", "08:00", [60])]);
    expect((await planDay(crowded)).unplaced).toEqual([{ bookingId: expect.any(String), reason: "stylists-booked" }]);
    // Two stylists but one chair: the second dancer fits with a chair more, 7:00–8:00 — the reason says when.
    const oneChair = day([dancer("a", "08:00", [60]), dancer("b", "08:00", [60])], { stylists: [stylist("anna", "Anna"), stylist("bea", "Bea")], chairs: 1 });
    expect((await planDay(oneChair)).unplaced).toEqual([{ bookingId: expect.any(String), reason: "chairs-full", at: { start: t("07:00"), end: t("08:00") } }]);
    // Nobody works long enough before her heat: Anna starts at 7:00, the heat needs her done by 7:30.
    expect((await planDay(day([dancer("c", "07:30", [60])]))).unplaced).toEqual([{ bookingId: "c", reason: "no-stylist-hours" }]);
  });

  it("places as many dancers as the exact model proves possible on small synthetic days, breaking no rule", async () => {
    let checked = 0;
    for (const seed of [11, 12, 13]) {
      const input = syntheticDay(8, 2, seed);
      const plan = await planDay(input);
      expect(planViolations(input, plan)).toEqual([]);
      // The bench's own exact model (scripts/bench/plan-exact.ts), written apart from the planner's.
      const best = await exactOptimum(input, 20_000);
      expect(best.optimal).toBe(true);
      expect(placed(plan).size).toBe(best.placed);
      checked++;
    }
    expect(checked).toBe(3);
  }, 90_000);
});

describe("planDay on the bench's small days", () => {
  it("places the proven optimum on three 20 × 3 days and says it is the best possible", async () => {
    for (const seed of [1, 2, 3]) {
      const input = syntheticDay(20, 3, seed);
      // The time limit is only a safety net (the search is bounded by work); a busy CI machine gets room.
      const plan = await planDay(input, { timeLimitMs: 60_000 });
      expect(planViolations(input, plan)).toEqual([]);
      // The planner's own proof: its bound met, or the exact model finding no plan with one dancer more (the bench compares with its own exact model).
      expect(plan, `20 × 3 day #${seed}`).toMatchObject({ proven: true, bound: placed(plan).size });
    }
  }, 240_000);
});

describe("the exact model off the request thread", () => {
  it("keeps the event loop turning while HiGHS solves a 20-dancer day, and stops at its time limit", async () => {
    const p = toGrid(syntheticDay(20, 3, 1));
    let last = performance.now();
    let stall = 0;
    const timer = setInterval(() => {
      stall = Math.max(stall, performance.now() - last);
      last = performance.now();
    }, 5);
    const started = performance.now();
    await solveExact(p, 1_500);
    const took = performance.now() - started;
    clearInterval(timer);
    // A synchronous solve holds the thread for its whole run (seconds); in a worker the timer keeps ticking.
    expect(stall).toBeLessThan(1_000); // a synchronous solve would hold it for the whole 1.5 s limit or longer
    expect(took).toBeLessThan(1_500 + 5_000);
  }, 30_000);
});
