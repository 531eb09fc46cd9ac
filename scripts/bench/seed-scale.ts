// Fills a database with a year of a busy studio: N bookings (default 10,000), each with two booking
// days and 5 complete schedules (50,000), for ~6 staff, through multi-row INSERTs over pg.
// A fixed "busy week" always holds the same bookings, so a benchmark of that week compares like with
// like while the rest of the table grows. No staff member is ever double-booked.
//
//   DATABASE_URL=postgres://… npx tsx scripts/bench/seed-scale.ts [--bookings 10000] [--staff 6]
import "dotenv/config";
import { addDays, format, parseISO } from "date-fns";
import { fromZonedTime } from "date-fns-tz";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { DEFAULT_STUDIO_TIMEZONE } from "../../lib/env";

export const BENCH_YEAR_START = "2027-01-04"; // a Monday
export const BENCH_DAYS = 357; // to Sunday 2027-12-26: 51 whole weeks
export const BUSY_WEEK_START = "2027-06-14"; // Monday of the busy week
export const SCHEDULES_PER_BOOKING = 5;
const SLOT_MINUTES = 30;
const DAY_OPENS = 6 * 60; // 6:00 AM studio time
const DAY_CLOSES = 22 * 60; // 10:00 PM
const BATCH_ROWS = 1_000;

export interface SeedScaleOptions {
  bookings?: number;
  staff?: number;
  /** Bookings placed in the busy week (the rest spread evenly over the other 50 weeks). */
  busyWeekBookings?: number;
  timeZone?: string;
  log?: (line: string) => void;
}

export interface SeedScaleResult {
  bookings: number;
  schedules: number;
  staffIds: string[];
  seconds: number;
}

const FIRST = ["Ana", "Liam", "Sofia", "Noah", "Mia", "Lucas", "Elena", "Mateo", "Ivy", "Leo", "Zoe", "Kai"];
const LAST = ["Ruiz", "Chen", "Novak", "Okafor", "Rossi", "Silva", "Kim", "Dubois", "Haas", "Ivanova", "Moreau", "Tanaka"];
const SERVICES = ["Competition Hair", "Competition Makeup", "Hair & Makeup Package", "Lashes", "Touch-up"];

async function insertRows(client: pg.Client, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const columnList = columns.map((c) => `"${c}"`).join(", ");
  for (let offset = 0; offset < rows.length; offset += BATCH_ROWS) {
    const batch = rows.slice(offset, offset + BATCH_ROWS);
    const values: unknown[] = [];
    const tuples = batch.map((row) => `(${row.map((value) => (values.push(value), `$${values.length}`)).join(", ")})`);
    await client.query(`INSERT INTO "${table}" (${columnList}) VALUES ${tuples.join(", ")}`, values);
  }
}

/** Per studio day, per staff member: the next free minute. Slots never overlap for one person. */
class SlotBook {
  private cursors = new Map<string, number[]>();
  constructor(private staffCount: number) {}

  take(date: string): { staffIndex: number; startMinute: number } {
    const cursors = this.cursors.get(date) ?? Array<number>(this.staffCount).fill(DAY_OPENS);
    this.cursors.set(date, cursors);
    let staffIndex = 0;
    for (let i = 1; i < cursors.length; i += 1) if (cursors[i] < cursors[staffIndex]) staffIndex = i;
    const startMinute = cursors[staffIndex];
    if (startMinute + SLOT_MINUTES > DAY_CLOSES) throw new Error(`No room left on ${date}: too many bookings for ${this.staffCount} staff`);
    cursors[staffIndex] += SLOT_MINUTES;
    return { staffIndex, startMinute };
  }
}

export async function seedScale(url: string, options: SeedScaleOptions = {}): Promise<SeedScaleResult> {
  const started = Date.now();
  const total = options.bookings ?? 10_000;
  const staffCount = options.staff ?? 6;
  const busyCount = Math.min(total, options.busyWeekBookings ?? 250);
  const timeZone = options.timeZone ?? (process.env.STUDIO_TIMEZONE || DEFAULT_STUDIO_TIMEZONE);
  const log = options.log ?? (() => undefined);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    const staffIds: string[] = [];
    for (let i = 1; i <= staffCount; i += 1) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO "User" (id, "firstName", "lastName", email, "passwordHash", permissions, "updatedAt")
         VALUES ($1, $2, 'Bench', $3, '!', '{view_admin_panel,view_bookings}', now())
         ON CONFLICT (email) DO UPDATE SET "updatedAt" = now() RETURNING id`,
        [randomUUID(), `Stylist ${i}`, `bench-staff-${i}@example.com`],
      );
      staffIds.push(rows[0].id);
    }

    const yearStart = parseISO(BENCH_YEAR_START);
    const day = (index: number) => format(addDays(yearStart, index), "yyyy-MM-dd");
    const busyFirst = Math.round((parseISO(BUSY_WEEK_START).getTime() - yearStart.getTime()) / 86_400_000);
    const isBusy = (index: number) => index >= busyFirst && index < busyFirst + 7;
    const quietDays = Array.from({ length: BENCH_DAYS }, (_, i) => i).filter((i) => !isBusy(i));

    // One competition per week, Friday to Sunday.
    const eventOfWeek: string[] = [];
    const events: unknown[][] = [];
    for (let week = 0; week * 7 < BENCH_DAYS; week += 1) {
      const id = randomUUID();
      eventOfWeek.push(id);
      events.push([id, `Bench Open week ${week + 1}`, "Boston", day(week * 7 + 4), day(week * 7 + 6), new Date()]);
    }
    await insertRows(client, "Event", ["id", "eventName", "city", "eventStartDate", "eventEndDate", "updatedAt"], events);

    const slots = new SlotBook(staffCount);
    const bookings: unknown[][] = [];
    const bookingDays: unknown[][] = [];
    const schedules: unknown[][] = [];
    const now = new Date();
    for (let i = 0; i < total; i += 1) {
      // The busy week's bookings first, then the others evenly over the quiet days.
      // Day two is the next day of the same kind, so every day carries the same load (3 + 2 slots per booking).
      let firstDay: number;
      let secondDay: number;
      if (i < busyCount) {
        firstDay = busyFirst + (i % 7);
        secondDay = busyFirst + ((i + 1) % 7);
      } else {
        const q = Math.floor(((i - busyCount) * quietDays.length) / Math.max(1, total - busyCount));
        firstDay = quietDays[q];
        secondDay = quietDays[(q + 1) % quietDays.length];
      }
      const bookingId = randomUUID();
      const first = FIRST[i % FIRST.length];
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
      bookings.push([bookingId, eventOfWeek[Math.floor(firstDay / 7)], "amateur", first, `${last}${i}`, `bench.${i}@example.net`, `555-${String(i % 10_000).padStart(4, "0")}`, false, SCHEDULES_PER_BOOKING, SCHEDULES_PER_BOOKING, true, now]);
      const dayIds = [randomUUID(), randomUUID()];
      [firstDay, secondDay].forEach((d, position) => bookingDays.push([dayIds[position], bookingId, position, day(d), SERVICES[i % SERVICES.length], "{latin}", "{}", "{}"]));
      for (let s = 0; s < SCHEDULES_PER_BOOKING; s += 1) {
        const position = s < 3 ? 0 : 1;
        const date = day(position === 0 ? firstDay : secondDay);
        const { staffIndex, startMinute } = slots.take(date);
        const at = (minute: number) => fromZonedTime(`${date}T${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}:00`, timeZone);
        schedules.push([randomUUID(), bookingId, dayIds[position], s, SERVICES[(i + s) % SERVICES.length], staffIds[staffIndex], at(startMinute), at(startMinute + SLOT_MINUTES), now]);
      }
    }
    log(`  generated (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    await insertRows(client, "Booking", ["id", "eventId", "danceLevel", "firstName", "lastName", "email", "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "updatedAt"], bookings);
    log(`  ${bookings.length} bookings (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    await insertRows(client, "BookingDay", ["id", "bookingId", "position", "date", "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles"], bookingDays);
    await insertRows(client, "Schedule", ["id", "bookingId", "bookingDayId", "position", "serviceTitle", "assignedUserId", "startAt", "endAt", "updatedAt"], schedules);
    log(`  ${schedules.length} schedules (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    await client.query("COMMIT");
    await client.query("ANALYZE");
    return { bookings: bookings.length, schedules: schedules.length, staffIds, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("Set DATABASE_URL to the database to fill (it adds rows; it never deletes any).");
    process.exit(1);
  }
  seedScale(url, { bookings: Number(argument("bookings") ?? 10_000), staff: Number(argument("staff") ?? 6), log: console.log })
    .then((result) => console.log(`Inserted ${result.bookings} bookings and ${result.schedules} schedules in ${result.seconds.toFixed(1)} s`))
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
