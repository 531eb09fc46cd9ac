// Preloaded into the e2e suite's server (scripts/test.ts): the process sees its wall clock stepped 2 minutes
// ahead of the monotonic clock, as after a virtual machine is resumed from a snapshot mid-run. Every "a write
// shows on the next request" test then checks that the server's cache still honours revalidateTag at once
// (lib/cache/clock.ts, decision 0021); without the alignment they all fail.
const AHEAD_MS = 120_000;
const origin = performance.timeOrigin - AHEAD_MS;
Object.defineProperty(performance, "timeOrigin", { configurable: true, enumerable: true, get: () => origin });
