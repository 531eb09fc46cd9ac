// `npm run bench:reports`: the reports' server time at a real season's scale — seed-season.ts's 2,000
// bookings (51 competitions, 200 dancers on the busy day) and 50,000 clients, plus in SQL what reports
// read: a deposit per booking, a chair payment with a tip per slot-day, refunds, day-of statuses,
// staffing with shifts and a waiting list. Each report is the lib function its page calls (warm: median and
// p95 of RUNS runs), beside the target; the last line is `bench:reports reports=N worst_ms=T` (the worst p95).
// A fresh database on the DATABASE_URL server (else an embedded PGlite), dropped at the end.
import "dotenv/config";
import pg from "pg";
import { DEFAULT_STUDIO_TIMEZONE } from "../../lib/env";
import { createTestDatabase } from "../lib/test-database";
import { median, p95, warmSamples } from "./samples";
import { BUSY_DAY, SEASON, seedSeason } from "./seed-season";

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 5;
const TARGET_MS = 300;

const fmt = (n: number) => `${n.toFixed(1)} ms`;

/** What the reports read beyond bookings and slots, in a few statements. */
async function seedMoneyAndDay(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    // A $50 deposit on every booking (card, before the day).
    await client.query(`INSERT INTO "Payment" (id, "bookingId", method, "amountCents", "recordedByName", "createdAt", "updatedAt")
      SELECT 'bench-dep-' || b.id, b.id, 'card', 5000, 'Stripe', now() - interval '30 days', now() FROM "Booking" b`);
    // At the chair: per booking day with a slot, the balance in cash with a tip, taken by the day's first slot's stylist.
    await client.query(`INSERT INTO "Payment" (id, "bookingId", method, "amountCents", "tipCents", "takenById", "takenByName", "takenOn", "recordedByName", "updatedAt")
      SELECT 'bench-chair-' || d.id, d."bookingId", 'cash', 3500, 500 + (abs(hashtext(d.id)) % 5) * 100, s."assignedUserId", 'Stylist', d.date, 'Stylist', now()
      FROM "BookingDay" d JOIN LATERAL (SELECT "assignedUserId" FROM "Schedule" WHERE "bookingDayId" = d.id ORDER BY position LIMIT 1) s ON true`);
    // Every 20th deposit refunded, every 25th booking cancelled.
    await client.query(`INSERT INTO "Payment" (id, "bookingId", kind, method, "amountCents", "refundOfId", "recordedByName", "updatedAt")
      SELECT 'bench-ref-' || p.id, p."bookingId", 'refund', 'card', 5000, p.id, 'Desk', now() FROM "Payment" p WHERE p.id LIKE 'bench-dep-%' AND abs(hashtext(p.id)) % 20 = 0`);
    await client.query(`UPDATE "Booking" SET "cancelledAt" = now() WHERE abs(hashtext(id)) % 25 = 0`);
    // Day-of statuses: most slots done (some after their ready-by), a few no-shows; heat times on every day.
    await client.query(`UPDATE "BookingDay" SET "heatTime" = '11:00'`);
    await client.query(`UPDATE "Schedule" SET "dayStatus" = CASE WHEN abs(hashtext(id)) % 30 = 0 THEN 'no_show'::"SlotDayStatus" ELSE 'done'::"SlotDayStatus" END,
      "dayStatusAt" = "endAt" + (abs(hashtext(id)) % 20) * interval '1 minute'`);
    // Shifts for every stylist on every competition day (06:00–14:00, a half-hour break), four chairs.
    await client.query(`INSERT INTO "StaffingDay" (id, "eventId", date, chairs, "updatedAt")
      SELECT 'bench-sd-' || e.id || '-' || g::date, e.id, g::date, 4, now() FROM "Event" e, generate_series(e."eventStartDate", e."eventEndDate", interval '1 day') g`);
    await client.query(`INSERT INTO "StaffShift" (id, "staffingDayId", "userId", "startTime", "endTime", breaks)
      SELECT sd.id || '-' || u.id, sd.id, u.id, '06:00', '14:00', '[{"start":"10:00","end":"10:30"}]' FROM "StaffingDay" sd, "User" u WHERE u.email LIKE 'bench-staff-%'`);
    // A waiting list: 10 entries per competition, 3 accepted.
    await client.query(`INSERT INTO "WaitlistEntry" (id, "eventId", date, position, status, "firstName", "lastName", email, "phoneNumber", "danceLevel", "serviceId", "serviceTitle", "updatedAt")
      SELECT 'bench-wl-' || e.id || '-' || i, e.id, e."eventStartDate", i, CASE WHEN i <= 3 THEN 'accepted'::"WaitlistStatus" ELSE 'waiting'::"WaitlistStatus" END,
             'Wait', 'List' || i, 'wait' || i || '@example.net', '555-0100', 'amateur', 'bench-hair', 'Competition Hair', now()
      FROM "Event" e, generate_series(1, 10) i`);
    await client.query("COMMIT");
    await client.query("ANALYZE");
    const counts = await client.query<{ payments: number; slots: number }>(`SELECT (SELECT count(*) FROM "Payment")::int AS payments, (SELECT count(*) FROM "Schedule")::int AS slots`);
    return counts.rows[0];
  } finally {
    await client.end();
  }
}

async function main() {
  const database = await createTestDatabase("bench_reports");
  const { createPrismaClient } = await import("../../lib/db/client");
  const prisma = createPrismaClient(database.url);
  globalThis.__studioPrisma = prisma;
  try {
    const started = Date.now();
    console.log(`Seeding into ${database.kind === "pglite" ? "an embedded PGlite" : "a fresh database on the DATABASE_URL server"}…`);
    await seedSeason(database.url, process.env.STUDIO_TIMEZONE || DEFAULT_STUDIO_TIMEZONE, console.log);
    const extra = await seedMoneyAndDay(database.url);
    console.log(`  ${extra.payments} payments, ${extra.slots} slots, statuses, staffing, waiting lists (${((Date.now() - started) / 1000).toFixed(1)} s)`);

    const { seasonReport, competitionReport, seasonCsv, competitionCsv } = await import("../../lib/reports");
    const busy = await prisma.event.findFirstOrThrow({ where: { eventStartDate: { lte: new Date(`${BUSY_DAY}T00:00:00Z`) }, eventEndDate: { gte: new Date(`${BUSY_DAY}T00:00:00Z`) } }, select: { id: true } });
    const quiet = await prisma.event.findFirstOrThrow({ where: { id: { not: busy.id } }, orderBy: { eventStartDate: "asc" }, select: { id: true } });
    const busyBookings = await prisma.booking.count({ where: { eventId: busy.id } });
    const cases: { name: string; work: () => Promise<unknown> }[] = [
      { name: "season 2027 (51 competitions)", work: () => seasonReport(2027) },
      { name: "season 2027 as CSV", work: async () => seasonCsv(await seasonReport(2027)) },
      { name: `busiest competition (${busyBookings} bookings)`, work: () => competitionReport(busy.id) },
      { name: "busiest competition, occupancy CSV", work: async () => competitionCsv(await competitionReport(busy.id), "occupancy") },
      { name: "a quiet competition", work: () => competitionReport(quiet.id) },
    ];
    const rows: string[] = [];
    let worst = 0;
    for (const c of cases) {
      const samples = await warmSamples(c.work, WARMUP, RUNS);
      const high = p95(samples);
      worst = Math.max(worst, high);
      rows.push(`${c.name.padEnd(40)} ${fmt(median(samples)).padStart(10)} ${fmt(high).padStart(10)}   target ≤ ${TARGET_MS} ms  ${high <= TARGET_MS ? "OK" : "OVER"}`);
    }
    console.log(`\n━━━ ${SEASON.bookings.toLocaleString("en-US")} bookings / ${SEASON.clients.toLocaleString("en-US")} clients, warm, ${RUNS} runs (lib function, as the page calls it) ━━━`);
    console.log(`${"".padEnd(40)} ${"median".padStart(10)} ${"p95".padStart(10)}`);
    for (const r of rows) console.log(r);
    console.log(`bench:reports reports=${cases.length} worst_ms=${Math.round(worst)}`);
  } finally {
    await prisma.$disconnect().catch(() => undefined);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
