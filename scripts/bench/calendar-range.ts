// `npm run bench:calendar`: the calendar's range query (lib/calendar/range.ts) for one busy week, warm,
// median of 20 runs, with 1,000 and with 10,000 bookings (5,000 / 50,000 schedules) in the table,
// plus the server's own execution time and the plan's index use.
// Two fresh databases (new ones on the server in DATABASE_URL, else two embedded PGlite instances),
// measured in alternation so that load from other processes falls on both sizes alike.
import "dotenv/config";
import { addDays, format, parseISO } from "date-fns";
import pg from "pg";
import { DEFAULT_STUDIO_TIMEZONE } from "../../lib/env";
import { createTestDatabase, type TestDatabase } from "../lib/test-database";
import { BUSY_WEEK_START, seedScale } from "./seed-scale";

const RUNS = 20;
const WARMUP = 5;
const SIZES = [1_000, 10_000];
const TIME_ZONE = process.env.STUDIO_TIMEZONE || DEFAULT_STUDIO_TIMEZONE;

type PrismaClient = ReturnType<typeof import("../../lib/db/client").createPrismaClient>;

interface Subject {
  bookings: number;
  schedules: number;
  database: TestDatabase;
  prisma: PrismaClient;
  pg: pg.Client;
  samples: Record<"query" | "api" | "wire" | "server", number[]>;
  rows: number;
  plan: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const { createPrismaClient } = await import("../../lib/db/client");
  const { calendarForRange, scheduleRangeSql, schedulesInRange } = await import("../../lib/calendar/range");
  const { calendarRangeQuery } = await import("../../lib/calendar/schema");
  const busyWeek = calendarRangeQuery(TIME_ZONE).parse({ start: BUSY_WEEK_START, end: format(addDays(parseISO(BUSY_WEEK_START), 7), "yyyy-MM-dd") });
  const sql = scheduleRangeSql(busyWeek);

  const subjects: Subject[] = [];
  try {
    for (const bookings of SIZES) {
      const database = await createTestDatabase(`bench_calendar_${bookings}`);
      console.log(`Seeding ${bookings.toLocaleString("en-US")} bookings into ${database.kind === "pglite" ? "an embedded PGlite" : "a fresh database on the DATABASE_URL server"}…`);
      const seeded = await seedScale(database.url, { bookings, log: console.log });
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      subjects.push({ bookings, schedules: seeded.schedules, database, prisma: createPrismaClient(database.url), pg: client, samples: { query: [], api: [], wire: [], server: [] }, rows: 0, plan: [] });
    }

    // The lib functions use the app's one client; point it at the subject being measured.
    const pointAppClientAt = (subject: Subject) => {
      globalThis.__studioPrisma = subject.prisma;
    };
    const timed = async (work: () => Promise<unknown>) => {
      const started = process.hrtime.bigint();
      await work();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const explain = async (subject: Subject) =>
      (await subject.pg.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF) ${sql.text}`, sql.values)).rows.map((r) => r["QUERY PLAN"]);

    for (let round = 0; round < WARMUP + RUNS; round += 1) {
      const order = round % 2 ? [...subjects].reverse() : subjects;
      for (const subject of order) {
        pointAppClientAt(subject);
        const query = await timed(async () => (subject.rows = (await schedulesInRange(busyWeek, "desk")).length));
        const api = await timed(() => calendarForRange(busyWeek, TIME_ZONE, "desk"));
        const wire = await timed(() => subject.pg.query(sql.text, sql.values));
        subject.plan = await explain(subject);
        const server = Number(subject.plan.find((line) => line.startsWith("Execution Time"))?.match(/[\d.]+/)?.[0]);
        if (round >= WARMUP) {
          subject.samples.query.push(query);
          subject.samples.api.push(api);
          subject.samples.wire.push(wire);
          subject.samples.server.push(server);
        }
      }
    }

    for (const subject of subjects) {
      console.log(`\nPlan with ${subject.bookings.toLocaleString("en-US")} bookings (EXPLAIN ANALYZE, BUFFERS):`);
      for (const line of subject.plan) console.log(`  ${line}`);
    }

    console.log(`\n━━━ busy week ${BUSY_WEEK_START} (+7 days), warm, median of ${RUNS} runs, the two sizes measured in alternation ━━━`);
    console.log("bookings  schedules  rows  schedulesInRange (median / p95)  server execution  plain pg round trip  GET /api/calendar work  Schedule buffer hits  index on Schedule");
    for (const s of subjects) {
      const at = s.plan.findIndex((line) => /Scan.* on "?Schedule"?/.test(line));
      const pages = s.plan.slice(at).find((line) => line.includes("Buffers:"))?.match(/hit=(\d+)/)?.[1] ?? "?";
      const index = s.plan.join("\n").match(/(?:Index (?:Only )?Scan using|Bitmap Index Scan on) "?(Schedule_\w+)"?/);
      console.log(
        [
          String(s.bookings).padStart(8),
          String(s.schedules).padStart(9),
          String(s.rows).padStart(4),
          `${ms(median(s.samples.query))} / ${ms(p95(s.samples.query))}`.padStart(31),
          ms(median(s.samples.server)).padStart(16),
          ms(median(s.samples.wire)).padStart(19),
          ms(median(s.samples.api)).padStart(22),
          pages.padStart(20),
          ` ${index?.[1] ?? "NONE: sequential scan"}`,
        ].join("  "),
      );
    }
    const [small, large] = subjects;
    const ratio = (key: keyof Subject["samples"]) => (median(large.samples[key]) / median(small.samples[key])).toFixed(2);
    console.log(`\nTable ×10, same week: schedulesInRange ×${ratio("query")}, server execution ×${ratio("server")}, GET /api/calendar work ×${ratio("api")}.`);
  } finally {
    for (const subject of subjects) {
      await subject.pg.end().catch(() => undefined);
      await subject.prisma.$disconnect().catch(() => undefined);
      await subject.database.drop();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
