// Restore drill: back up a seeded database with bookings, schedules, emails and users, restore the
// file into a new database, and compare every table row by row. Needs a real PostgreSQL server
// (DATABASE_URL's, else a cluster of our own) and pg_dump/pg_restore; skips with the reason otherwise.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import { seedDemo } from "../lib/app-server";
import { withPgClient } from "../lib/database";
import { managedPostgresAvailable, startManagedPostgres, type ManagedPostgres } from "../lib/managed-pg";
import { migrate } from "../lib/migrate";
import { backupDatabase, findPgTool, restoreDatabase } from "./pg-backup";

const realServer = inject("databaseKind") === "postgresql" ? inject("databaseUrl") : undefined;
const tools = Boolean(findPgTool("pg_dump") && findPgTool("pg_restore"));
const skipReason = !tools
  ? "pg_dump/pg_restore not found (apt-get install postgresql-client)"
  : !realServer && !managedPostgresAvailable()
    ? "no real PostgreSQL: set DATABASE_URL or install the postgresql package (integration tests run on PGlite, which pg_dump cannot read)"
    : "";
if (skipReason) console.warn(`[restore drill] skipped: ${skipReason}`);

let cluster: ManagedPostgres | undefined;
let serverUrl = "";
let scratch = "";
const created: string[] = [];

const admin = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => withPgClient(serverUrl, work);

async function newDatabase(label: string): Promise<string> {
  const name = `studio_drill_${label}_${process.pid}_${Date.now().toString(36)}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  created.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every table's rows as JSON text, in a stable order. */
function snapshot(url: string): Promise<Record<string, string[]>> {
  return withPgClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ r: string }>(`SELECT row_to_json(t)::text AS r FROM "${name}" t ORDER BY 1`);
      result[name] = rows.map((row) => row.r);
    }
    return result;
  });
}

async function addBookings(url: string): Promise<void> {
  const prisma = createPrismaClient(url);
  try {
    const event = await prisma.event.findFirstOrThrow();
    const service = await prisma.service.findFirstOrThrow();
    const staff = await prisma.user.findFirstOrThrow();
    for (let i = 0; i < 5; i++) {
      const booking = await prisma.booking.create({
        data: { eventId: event.id, danceLevel: "amateur", firstName: `Drill${i}`, lastName: "Dancer", email: `drill-${i}@example.net`, phoneNumber: "555-010-2030", hairAtNight: i % 2 === 0, slotCount: 2, scheduledCount: 1 },
      });
      for (let d = 0; d < 2; d++) {
        const day = await prisma.bookingDay.create({
          data: { bookingId: booking.id, position: d, date: new Date(Date.UTC(2026, 5, 10 + d)), serviceId: service.id, serviceTitle: service.title, danceStyles: ["latin"], additionalServiceIds: [], additionalServiceTitles: [] },
        });
        await prisma.schedule.create({
          data: { bookingId: booking.id, bookingDayId: day.id, serviceTitle: service.title, assignedUserId: d === 0 ? staff.id : null, startAt: d === 0 ? new Date(Date.UTC(2026, 5, 10, 13, 30)) : null, endAt: d === 0 ? new Date(Date.UTC(2026, 5, 10, 14, 45)) : null },
        });
      }
      await prisma.emailMessage.create({ data: { kind: "booking-receipt", idempotencyKey: `booking-receipt/${booking.id}`, to: booking.email, subject: "Your request", html: "<p>Thanks</p>", text: "Thanks", status: i < 3 ? "sent" : "pending", sentAt: i < 3 ? new Date() : null } });
    }
  } finally {
    await prisma.$disconnect();
  }
}

describe.skipIf(Boolean(skipReason))("restore drill (db:backup → db:restore)", () => {
  beforeAll(async () => {
    if (realServer) serverUrl = realServer;
    else {
      cluster = await startManagedPostgres();
      serverUrl = cluster.url;
    }
    scratch = await mkdtemp(path.join(os.tmpdir(), "studio-drill-"));
  }, 120_000);

  afterAll(async () => {
    if (serverUrl) for (const name of created) await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).catch(() => undefined);
    await cluster?.stop();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it("restores every booking, schedule, email row and user identically into a new database, and refuses a non-empty one", async () => {
    const source = await newDatabase("source");
    await migrate(source);
    await seedDemo(source, path.join(scratch, "uploads"));
    await addBookings(source);
    const before = await snapshot(source);
    for (const table of ["Booking", "BookingDay", "Schedule", "EmailMessage", "User"]) expect(before[table]?.length, table).toBeGreaterThan(0);
    expect(before.Booking.length).toBeGreaterThanOrEqual(5);

    const backup = await backupDatabase(source, { dir: path.join(scratch, "backups"), keep: 3 });
    const target = await newDatabase("target");
    await restoreDatabase(backup.file, target);
    const after = await snapshot(target);

    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    await expect(restoreDatabase(backup.file, source)).rejects.toThrow(/not empty/);
  }, 120_000);

  it("keeps only the newest BACKUP_KEEP backups of a database", async () => {
    const db = await newDatabase("retention");
    const dir = path.join(scratch, "retention");
    const files: string[] = [];
    for (let day = 1; day <= 4; day++) files.push((await backupDatabase(db, { dir, keep: 2, now: new Date(Date.UTC(2026, 0, day, 3)) })).file);
    expect((await readdir(dir)).sort()).toEqual(files.slice(2).map((f) => path.basename(f)));
    await expect(backupDatabase(db, { dir, keep: 0 })).rejects.toThrow(/BACKUP_KEEP/);
  }, 120_000);
});
