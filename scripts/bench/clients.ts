// `npm run bench:clients`: the client screens' server time with 50,000 clients and 150,000 bookings:
// the list's first page, a search by part of a name, and opening a card — each the lib
// function the page calls (median and p95 of 20 warm runs) and the list query's own execution time
// (EXPLAIN ANALYZE), beside the target of 50 ms. A fresh database on the DATABASE_URL server (else an
// embedded PGlite), seeded in SQL with generate_series, dropped at the end.
import "dotenv/config";
import pg from "pg";
import { createTestDatabase } from "../lib/test-database";
import { median, p95, warmSamples } from "./samples";
import { insertBenchClients } from "./seed-clients";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 150_000);
const RUNS = 20;
const WARMUP = 5;
const TARGET_MS = 50;


const fmt = (n: number) => `${n.toFixed(1)} ms`;

async function seed(client: pg.Client) {
  const started = Date.now();
  await client.query("BEGIN");
  await client.query(`INSERT INTO "Service" (id, title, price, category, "updatedAt") VALUES ('bench-hair', 'Competition Hair', 85, 'Women', now())`);
  await client.query(`
    INSERT INTO "Event" (id, "eventName", city, state, "eventStartDate", "eventEndDate", "updatedAt")
    SELECT 'bench-event-' || i, 'Bench Open ' || i, 'Chicago', 'Illinois', DATE '2024-01-05' + i * 7, DATE '2024-01-07' + i * 7, now()
    FROM generate_series(1, 200) i`);
  // Dancers: first × last × a number, so part-of-name searches have few and many hits.
  await insertBenchClients(client, CLIENTS);
  await client.query(
    `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "createdAt", "updatedAt", "clientId")
     SELECT 'bench-booking-' || j, 'bench-event-' || (1 + j % 200), 'amateur', c."firstName", c."lastName", c.email, c."phoneNumber", false, 1,
            now() - (j % 700) * interval '1 day', now(), c.id
     FROM generate_series(0, $1::int - 1) j JOIN "Client" c ON c.id = 'bench-client-' || (j % $2::int)`,
    [BOOKINGS, CLIENTS],
  );
  await client.query(
    `INSERT INTO "BookingDay" (id, "bookingId", position, date, "serviceId", "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles")
     SELECT 'bench-day-' || b.id, b.id, 0, e."eventStartDate", 'bench-hair', 'Competition Hair', '{latin}', '{}', '{}'
     FROM "Booking" b JOIN "Event" e ON e.id = b."eventId"`,
  );
  await client.query(
    `INSERT INTO "ClientNote" (id, "clientId", kind, body, "authorName")
     SELECT 'bench-note-' || i || '-' || k, 'bench-client-' || i, k::"ClientNoteKind", 'Note ' || k || ' for dancer ' || i, 'Bench Staff'
     FROM generate_series(0, $1::int - 1, 10) i CROSS JOIN unnest(ARRAY['hair', 'makeup', 'allergies']) k`,
    [CLIENTS],
  );
  await client.query("COMMIT");
  await client.query("ANALYZE");
  console.log(`Seeded ${CLIENTS.toLocaleString("en-US")} clients, ${BOOKINGS.toLocaleString("en-US")} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const database = await createTestDatabase("bench_clients");
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { createPrismaClient } = await import("../../lib/db/client");
  const prisma = createPrismaClient(database.url);
  globalThis.__studioPrisma = prisma;
  try {
    console.log(`Seeding into ${database.kind === "pglite" ? "an embedded PGlite" : "a fresh database on the DATABASE_URL server"}…`);
    await seed(client);
    const { listClients, getClientCard } = await import("../../lib/clients");
    const card = `bench-client-${Math.min(1234, CLIENTS - 1)}`; // 3 bookings at the default sizes, notes
    const cases: { name: string; work: () => Promise<unknown> }[] = [
      { name: "list, first page", work: () => listClients({ q: "", page: 1, pageSize: 20 }) },
      { name: 'search "vak-1" (part of a name)', work: () => listClients({ q: "vak-1", page: 1, pageSize: 20 }) },
      { name: 'search "ramirez-9" (rare)', work: () => listClients({ q: "ramirez-9", page: 1, pageSize: 20 }) },
      { name: 'search "555-0042" (phone)', work: () => listClients({ q: "555-0042", page: 1, pageSize: 20 }) },
      { name: "open a card (3 bookings, notes, payments)", work: () => getClientCard(card) },
    ];
    const rows: string[] = [];
    for (const c of cases) {
      const samples = await warmSamples(c.work, WARMUP, RUNS);
      const m = median(samples);
      rows.push(`${c.name.padEnd(44)} ${fmt(m).padStart(10)} ${fmt(p95(samples)).padStart(10)}   target ≤ ${TARGET_MS} ms  ${m <= TARGET_MS ? "OK" : "OVER"}`);
    }
    const explain = async (where: string) => {
      const plan = (await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, TIMING OFF) SELECT count(*) FROM "Client" c WHERE c."mergedIntoId" IS NULL AND c."erasedAt" IS NULL ${where}`)).rows.map((r) => r["QUERY PLAN"]);
      return plan.find((l) => l.startsWith("Execution Time"))?.trim() ?? "";
    };
    console.log(`\n━━━ ${CLIENTS.toLocaleString("en-US")} clients / ${BOOKINGS.toLocaleString("en-US")} bookings, warm, ${RUNS} runs (lib function, as the page calls it) ━━━`);
    console.log(`${"".padEnd(44)} ${"median".padStart(10)} ${"p95".padStart(10)}`);
    for (const r of rows) console.log(r);
    console.log(`\nCount query of a search (server): ${await explain(`AND c."searchText" LIKE '%vak-1%'`)}; whole list: ${await explain("")}`);
  } finally {
    await prisma.$disconnect().catch(() => undefined);
    await client.end().catch(() => undefined);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
