// `npm run bench:feed`: one staff member's private calendar feed (lib/calendar/feed.ts) with 10,000
// bookings (50,000 schedules, 6 staff) in the table and the whole seeded year inside the feed's
// window (≈ 8,500 slots for one stylist), warm, median of 20 runs. Target: ≤ 200 ms server time.
// Paths: a rebuild (one slot changed since the last fetch), the first fetch on a started instance
// (events stored in CalendarFeedEvent), events never rendered anywhere, a repeat fetch of an
// unchanged schedule (built text reused), and a calendar app's conditional GET (304).
// Runs with NODE_ENV=production, as the server does (lib/env reads the environment once there).
import "dotenv/config";
import os from "node:os";
import pg from "pg";
import { createTestDatabase } from "../lib/test-database";
import { BENCH_YEAR_START, seedScale } from "./seed-scale";

const RUNS = 20;
const WARMUP = 5;
const BOOKINGS = 10_000;
const TARGET_MS = 200;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
const timed = async (work: () => Promise<unknown>) => {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
};

async function main() {
  const { createPrismaClient } = await import("../../lib/db/client");
  const { buildCalendarFeed, calendarFeedFor, forgetBuiltFeeds, forgetRecentEvents, FEED_DAYS_AHEAD, FEED_DAYS_BACK } = await import("../../lib/calendar/feed");
  const { issueCalendarFeed } = await import("../../lib/auth/calendar-feed-link");
  const { feedIndex, feedIndexSql, feedRows, feedRowsSql } = await import("../../lib/calendar/sql");
  const database = await createTestDatabase("bench_calendar_feed");
  const prisma = createPrismaClient(database.url);
  const client = new pg.Client({ connectionString: database.url });
  try {
    console.log(`Seeding ${BOOKINGS.toLocaleString("en-US")} bookings into ${database.kind === "pglite" ? "an embedded PGlite" : "a fresh database on the DATABASE_URL server"}…`);
    const seeded = await seedScale(database.url, { bookings: BOOKINGS, log: console.log });
    await client.connect();
    globalThis.__studioPrisma = prisma;
    // "Now" is the first day of the seeded year, so the year ahead holds all of it.
    const now = new Date(`${BENCH_YEAR_START}T12:00:00Z`);
    const staffId = seeded.staffIds[0];
    const token = (await issueCalendarFeed(staffId, now)).url.split("/").at(-1)!.replace(/\.ics$/, "");
    const window = [new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000), new Date(now.getTime() + FEED_DAYS_AHEAD * 86_400_000)] as const;
    const indexSql = feedIndexSql(staffId, ...window);
    const sql = feedRowsSql(staffId, ...window);

    const samples = { never: [] as number[], restart: [] as number[], full: [] as number[], index: [] as number[], query: [] as number[], text: [] as number[], repeat: [] as number[], notModified: [] as number[] };
    const oneSlot = (await client.query<{ id: string }>(`SELECT "id" FROM "Schedule" WHERE "assignedUserId" = $1 AND "startAt" IS NOT NULL LIMIT 1`, [staffId])).rows[0].id;
    // Storing rendered events runs after the answer in the server (Next's after()): here it is awaited between measurements.
    const afterAnswer: Array<() => Promise<void>> = [];
    const schedule = (task: () => Promise<void>) => void afterAnswer.push(task);
    const settle = async () => {
      while (afterAnswer.length) await afterAnswer.shift()!();
    };
    const fetchFeed = (ifNoneMatch: string | null = null) => calendarFeedFor(token, now, ifNoneMatch, schedule);
    let events = 0;
    let bytes = 0;
    let etag = "";
    for (let round = 0; round < WARMUP + RUNS; round += 1) {
      // Never rendered anywhere (a fresh database, or after a renderer change): every event is rendered.
      forgetBuiltFeeds();
      forgetRecentEvents();
      await client.query(`DELETE FROM "CalendarFeedEvent"`);
      const never = await timed(() => fetchFeed());
      await settle();
      // The first fetch on an instance that just started (or another instance): every event is stored.
      forgetBuiltFeeds();
      forgetRecentEvents();
      const restart = await timed(() => fetchFeed());
      // One slot changed since the last fetch (what a calendar app polling every few minutes meets): only it is rendered again.
      await client.query(`UPDATE "Schedule" SET "updatedAt" = now() WHERE "id" = $1`, [oneSlot]);
      const full = await timed(async () => {
        const feed = await fetchFeed();
        events = feed.ics!.split("BEGIN:VEVENT").length - 1;
        bytes = Buffer.byteLength(feed.ics!);
        etag = feed.etag;
      });
      await settle();
      const repeat = await timed(() => fetchFeed());
      const notModified = await timed(() => fetchFeed(etag));
      const index = await timed(() => feedIndex(staffId, ...window));
      let rows: Parameters<typeof buildCalendarFeed>[0] = [];
      const query = await timed(async () => (rows = await feedRows(staffId, ...window)));
      const text = await timed(async () => buildCalendarFeed(rows, "bench"));
      if (round >= WARMUP) {
        samples.never.push(never);
        samples.restart.push(restart);
        samples.full.push(full);
        samples.repeat.push(repeat);
        samples.notModified.push(notModified);
        samples.query.push(query);
        samples.index.push(index);
        samples.text.push(text);
      }
    }
    const plan = (await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${sql.text}`, sql.values)).rows.map((r) => r["QUERY PLAN"]);
    const execution = plan.find((line) => line.startsWith("Execution Time")) ?? "";
    const indexPlan = (await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${indexSql.text}`, indexSql.values)).rows.map((r) => r["QUERY PLAN"]);
    if (process.env.BENCH_FEED_PLAN) console.log(indexPlan.join("\n"));
    const indexExecution = indexPlan.find((line) => line.startsWith("Execution Time")) ?? "";
    const index = plan.join("\n").match(/(?:Index (?:Only )?Scan using|Bitmap Index Scan on) "?(Schedule_\w+)"?/)?.[1] ?? "NONE: sequential scan";

    const line = (label: string, values: number[]) => {
      const value = median(values);
      console.log(`${label.padEnd(58)} median ${value.toFixed(1).padStart(7)} ms, p95 ${p95(values).toFixed(1).padStart(7)} ms   target ≤ ${TARGET_MS} ms: ${value <= TARGET_MS ? "met" : "MISSED"}`);
    };
    console.log(`\n━━━ calendar feed of one staff member, ${BOOKINGS.toLocaleString("en-US")} bookings / ${seeded.schedules.toLocaleString("en-US")} schedules, warm, ${RUNS} runs ━━━`);
    console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")} while measuring`);
    console.log(`events in the feed: ${events.toLocaleString("en-US")} (${(bytes / 1024).toFixed(0)} KB); index on Schedule: ${index}; text query ${execution.toLowerCase()}`);
    line("rebuild after one slot changed (the usual poll after an edit)", samples.full);
    line("first fetch on a started instance (events stored)", samples.restart);
    console.log(`  of which: the slots' index query (pg) median ${median(samples.index).toFixed(1)} ms (${indexExecution.toLowerCase()}), then the stored events' text`);
    line("repeat fetch, schedule unchanged (200, built text reused)", samples.repeat);
    line("conditional GET with the ETag (304)", samples.notModified);
    line("never rendered anywhere (fresh data or a renderer change)", samples.never);
    console.log(`  of which: every slot's full row (pg) median ${median(samples.query).toFixed(1)} ms, rendering ${events.toLocaleString("en-US")} events with ical-generator median ${median(samples.text).toFixed(1)} ms; storing them runs after the answer`);
  } finally {
    await client.end().catch(() => undefined);
    await prisma.$disconnect().catch(() => undefined);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
