// `npm run bench:calendar`: the calendar's range query for the busy week, warm, median of 20 runs,
// with 1,000 and then 10,000 bookings (5,000 / 50,000 schedules) in the table, and the plan's index use.
// Runs on a fresh database: a new one on the server in DATABASE_URL, else an embedded PGlite.
import "dotenv/config";
import { addDays, format, parseISO } from "date-fns";
import pg from "pg";
import { createTestDatabase } from "../lib/test-database";
import { BUSY_WEEK_START, seedScale } from "./seed-scale";

const RUNS = 20;
const WARMUP = 5;
const TIME_ZONE = process.env.STUDIO_TIMEZONE ?? "America/New_York";

interface Timing {
  median: number;
  p95: number;
  min: number;
}

async function time(work: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = process.hrtime.bigint();
    await work();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)], p95: samples[Math.ceil(RUNS * 0.95) - 1], min: samples[0] };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main() {
  const database = await createTestDatabase("bench_calendar");
  console.log(`Database: ${database.kind === "pglite" ? "embedded PGlite (in memory)" : "a fresh database on the DATABASE_URL server"}`);
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_MAX ??= "4";
  // Imported after DATABASE_URL points at the bench database.
  const { calendarForRange, scheduleRangeSql, schedulesInRange } = await import("../../lib/calendar/range");
  const { calendarRangeQuery } = await import("../../lib/calendar/schema");
  const { getPrisma } = await import("../../lib/db/client");

  const busyWeek = calendarRangeQuery(TIME_ZONE).parse({ start: BUSY_WEEK_START, end: format(addDays(parseISO(BUSY_WEEK_START), 7), "yyyy-MM-dd") });
  const quietWeek = calendarRangeQuery(TIME_ZONE).parse({ start: "2027-09-13", end: "2027-09-20" });
  const explainClient = new pg.Client({ connectionString: database.url });
  await explainClient.connect();
  const results: { bookings: number; schedules: number; rows: number; quietRows: number; query: Timing; quiet: Timing; api: Timing; wire: Timing; serverMs: number; plan: string[] }[] = [];

  try {
    for (const bookings of [1_000, 10_000]) {
      await explainClient.query(`TRUNCATE "Booking", "Event" CASCADE`);
      console.log(`\nSeeding ${bookings.toLocaleString("en-US")} bookings…`);
      const seeded = await seedScale(database.url, { bookings, log: console.log });
      console.log(`  done in ${seeded.seconds.toFixed(1)} s`);

      const rows = (await schedulesInRange(busyWeek)).length;
      const quietRows = (await schedulesInRange(quietWeek)).length;
      const query = await time(() => schedulesInRange(busyWeek));
      const quiet = await time(() => schedulesInRange(quietWeek));
      const api = await time(() => calendarForRange(busyWeek, TIME_ZONE));
      const sql = scheduleRangeSql(busyWeek);
      const wire = await time(() => explainClient.query(sql.text, sql.values));
      const explain = async () => (await explainClient.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF) ${sql.text}`, sql.values)).rows.map((r) => r["QUERY PLAN"]);
      const executionMs = (plan: string[]) => Number(plan.find((line) => line.startsWith("Execution Time"))?.match(/[\d.]+/)?.[0] ?? NaN);
      for (let i = 0; i < WARMUP; i += 1) await explain();
      const plan = await explain();
      const serverSamples = [executionMs(plan)];
      for (let i = 1; i < RUNS; i += 1) serverSamples.push(executionMs(await explain()));
      serverSamples.sort((a, b) => a - b);
      const serverMs = serverSamples[Math.floor(RUNS / 2)];
      results.push({ bookings: seeded.bookings, schedules: seeded.schedules, rows, quietRows, query, quiet, api, wire, serverMs, plan });
      console.log(`  busy week: ${rows} schedules returned; range query median ${ms(query.median)} (p95 ${ms(query.p95)}); whole GET /api/calendar work ${ms(api.median)}`);
      console.log(`  same SQL through plain pg: median ${ms(wire.median)}; server execution (EXPLAIN ANALYZE, median of ${RUNS}) ${ms(serverMs)}`);
      console.log(`  quiet week: ${quietRows} schedules returned; median ${ms(quiet.median)}`);
      console.log("  plan:");
      for (const line of plan) console.log(`    ${line}`);
    }
  } finally {
    await explainClient.end();
    await getPrisma().$disconnect();
    await database.drop();
  }

  console.log("\n━━━ calendar range query, warm, median of 20 ━━━");
  console.log("(server exec = EXPLAIN ANALYZE execution time on the server; the others are measured in this process, rows included)");
  console.log("bookings  schedules  busy-week rows  range query (median / p95)  plain pg  server exec  GET /api/calendar work  quiet week (rows, median)  Schedule pages read  index");
  for (const r of results) {
    const at = r.plan.findIndex((line) => /Scan.* on "?Schedule"?/.test(line));
    const pages = r.plan.slice(at).find((line) => line.includes("Buffers:"))?.match(/hit=(\d+)/)?.[1] ?? "?";
    const index = r.plan.join(" ").match(/Index (?:Only )?Scan using "?(\w+)"? on "?Schedule"?|Bitmap Index Scan on "?(\w+)"?/);
    console.log(
      `${String(r.bookings).padStart(8)}  ${String(r.schedules).padStart(9)}  ${String(r.rows).padStart(14)}  ${`${ms(r.query.median)} / ${ms(r.query.p95)}`.padStart(26)}  ${ms(r.wire.median).padStart(8)}  ${ms(r.serverMs).padStart(11)}  ${ms(r.api.median).padStart(22)}  ${`${r.quietRows}, ${ms(r.quiet.median)}`.padStart(25)}  ${pages.padStart(19)}  ${index?.[1] ?? index?.[2] ?? "NO INDEX (sequential scan)"}`,
    );
  }
  const [small, large] = results;
  console.log(
    `\nSame busy week, table ×10 (1,000 → 10,000 bookings): range query ×${(large.query.median / small.query.median).toFixed(2)}, server execution ×${(large.serverMs / small.serverMs).toFixed(2)}.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
