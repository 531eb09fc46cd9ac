// bench:booking-cpu's figures: the floors of the booking POST beside health and the booking (the
// requests themselves are the bench; what the floor requests do is pinned in lib/bookings/booking-delivery.int.test.ts).
import { describe, expect, it } from "vitest";
import { aboveTheFloor, formatCpuFigures, summarise, type CpuRound, type CpuTarget } from "./booking-cpu";

const round = (healthCpuMs: number, bookingCpuMs: number, floorCpuMs: number | null, refusedCpuMs: number | null): CpuRound => ({
  healthCpuMs,
  bookingCpuMs,
  ratio: bookingCpuMs / healthCpuMs,
  floorCpuMs,
  refusedCpuMs,
  load: 1,
});
const target = { latencies: [5, 6, 7] } as CpuTarget;

describe("bench:booking-cpu", () => {
  it("takes the medians of the floors over the rounds and says what the target leaves a booking above the floor", () => {
    const f = summarise([round(1.6, 4.8, 1.7, 1.3), round(1.5, 5.0, 1.8, 1.2), round(1.7, 4.6, 1.6, 1.4)], target, 100);
    expect(f.floorCpuMs).toBeCloseTo(1.7);
    expect(f.refusedCpuMs).toBeCloseTo(1.3);
    const above = aboveTheFloor(f)!;
    expect(above.spentMs).toBeCloseTo(4.8 - 1.7); // the booking's own work
    expect(above.allowedMs).toBeCloseTo(2 * 1.6 - 1.7); // what ≤ 2× health leaves it
    const text = formatCpuFigures("", f);
    expect(text).toContain("floor: validated + one statement 1.7 ms = 1.06× health, refused by validation 1.3 ms");
    expect(text).toContain("above the floor a booking spends 3.1 ms; the target allows 1.5 ms there");
  });

  it("prints no floor without floor batches (BENCH_CPU_FLOOR=0)", () => {
    const f = summarise([round(1.6, 4.8, null, null)], target, 100);
    expect(f.floorCpuMs).toBeNull();
    expect(aboveTheFloor(f)).toBeNull();
    expect(formatCpuFigures("", f)).not.toContain("floor");
  });
});
