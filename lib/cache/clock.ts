// One clock for Next's cache (decision 0021). Next 16 stamps a tag's expiry and a cached entry with the wall
// clock (Date.now() in revalidateTag and the in-memory cache) but reads "now" as performance.timeOrigin +
// performance.now(): the process's start time plus a monotonic clock. The two agree only while the wall clock
// is never stepped. When it jumps forward after the server started — a virtual machine resumed from a snapshot,
// an NTP correction — "now" lags the stamps by the size of the jump, an expiry set by revalidateTag lies in
// that "future", and every public page keeps serving what it showed before the write until the lag has passed
// (seen once in CI: a VM fork mid-run, and every "a write shows on the next request" test failed after it).
//
// Reading performance.timeOrigin as the wall clock minus the monotonic reading makes Next's "now" the wall
// clock again; durations (differences of performance.now()) are untouched.

/** The part of `performance` this touches (a test passes its own). */
export interface PerformanceClock {
  readonly timeOrigin: number;
  now(): number;
}

/** How far Next's "now" lags the wall clock, in ms (0 once aligned, give or take a rounding). */
export function performanceClockLag(perf: PerformanceClock = performance, wallNow: () => number = Date.now): number {
  return wallNow() - (perf.timeOrigin + perf.now());
}

/** From now on, `perf.timeOrigin + perf.now()` reads the wall clock. Run once at server start (instrumentation.ts). */
export function alignPerformanceClock(perf: PerformanceClock = performance, wallNow: () => number = Date.now): void {
  Object.defineProperty(perf, "timeOrigin", { configurable: true, enumerable: true, get: () => wallNow() - perf.now() });
}
