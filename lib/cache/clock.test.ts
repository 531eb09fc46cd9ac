import { describe, expect, it } from "vitest";
import { alignPerformanceClock, performanceClockLag, type PerformanceClock } from "./clock";

/** A process that started at `startedAt` on the wall clock, whose wall clock was then stepped by `step` ms. */
function steppedProcess(startedAt: number) {
  let monotonic = 0;
  let step = 0;
  const perf: PerformanceClock = { timeOrigin: startedAt, now: () => monotonic };
  return {
    perf,
    wallNow: () => startedAt + monotonic + step,
    advance: (ms: number) => (monotonic += ms),
    stepWallClock: (ms: number) => (step += ms),
  };
}

describe("alignPerformanceClock", () => {
  it("makes timeOrigin + now() the wall clock after the wall clock jumps forward (a VM resumed from a snapshot)", () => {
    const p = steppedProcess(1_800_000_000_000);
    p.advance(5_000);
    p.stepWallClock(120_000);
    expect(performanceClockLag(p.perf, p.wallNow)).toBe(120_000);

    alignPerformanceClock(p.perf, p.wallNow);
    expect(performanceClockLag(p.perf, p.wallNow)).toBe(0);
    // An expiry stamped with the wall clock (revalidateTag) is "now or past" at once, as Next's check needs.
    const expiredAt = p.wallNow();
    expect(expiredAt <= p.perf.timeOrigin + p.perf.now()).toBe(true);

    p.advance(250);
    p.stepWallClock(30_000);
    expect(performanceClockLag(p.perf, p.wallNow)).toBe(0);
  });

  it("leaves durations as they were: differences of now() are the monotonic clock's", () => {
    const p = steppedProcess(1_800_000_000_000);
    alignPerformanceClock(p.perf, p.wallNow);
    const before = p.perf.now();
    p.advance(42);
    p.stepWallClock(60_000);
    expect(p.perf.now() - before).toBe(42);
  });

  it("aligns a clock read from this process's own monotonic clock, which then tracks Date.now()", () => {
    const perf = { timeOrigin: performance.timeOrigin - 90_000, now: () => performance.now() };
    expect(performanceClockLag(perf)).toBeGreaterThan(89_000);
    alignPerformanceClock(perf);
    expect(Math.abs(performanceClockLag(perf))).toBeLessThan(2);
  });
});
