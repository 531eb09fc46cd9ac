// Does parseTimestamptz (lib/db/client.ts) still pay? Times both parsers on one cold
// feed's worth of timestamptz texts (8,510 rows × 4). Run: npx tsx scripts/bench/timestamptz-parse.ts
import pg from "pg";
import { parseTimestamptz } from "@/lib/db/client";
const slow = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, "text") as (t: string) => Date;
const texts = Array.from({ length: 8510 * 4 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 60_000 * 37 + (i % 1000)).toISOString().replace("T", " ").replace("Z", "+00"));
function time(f: (t: string) => Date) { const t0 = performance.now(); let x = 0; for (const t of texts) x += f(t).getTime() & 1; return [performance.now() - t0, x]; }
for (let i = 0; i < 3; i++) { time(slow); time(parseTimestamptz); }
const runs: Record<string, number[]> = { slow: [], fast: [] };
for (let i = 0; i < 15; i++) { runs.slow.push(time(slow)[0]); runs.fast.push(time(parseTimestamptz)[0]); }
const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1];
console.log(`34,040 timestamptz texts (one cold feed: 8,510 rows × 4): pg parser median ${med(runs.slow).toFixed(2)} ms, parseTimestamptz median ${med(runs.fast).toFixed(2)} ms`);
