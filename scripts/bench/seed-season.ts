// A season at the scale the staff screens must stand (`npm run bench:admin`): 2,000 bookings, 200 of
// them on one competition day (BUSY_DAY), and 50,000 clients, one of whom (REGULAR_CLIENT_ID) holds 40
// bookings. The spread-out bookings come from seed-scale.ts; the busy day and the clients are added here
// in SQL. Adds rows to a fresh database; never deletes any.
import { randomUUID } from "node:crypto";
import { fromZonedTime } from "date-fns-tz";
import pg from "pg";
import { seedScale } from "./seed-scale";
import { FIRST, LAST, insertBenchClients } from "./seed-clients";

/** Saturday of seed-scale's busy week: the competition day that holds 200 bookings. */
export const BUSY_DAY = "2027-06-19";
export const REGULAR_CLIENT_ID = "bench-client-0";
export const SEASON = { bookings: 2_000, busyDayBookings: 200, clients: 50_000, regularClientBookings: 40, staff: 8 } as const;


export interface SeasonSeed {
  /** A booking on the busy day (Edit Booking opens it). */
  busyBookingId: string;
  seconds: number;
}

export async function seedSeason(url: string, timeZone: string, log: (line: string) => void = () => undefined): Promise<SeasonSeed> {
  const started = Date.now();
  const quiet = SEASON.bookings - SEASON.busyDayBookings;
  const { staffIds } = await seedScale(url, { bookings: quiet, staff: SEASON.staff, busyWeekBookings: 0, timeZone });
  log(`  ${quiet} bookings over the season (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    const { rows: events } = await client.query<{ id: string }>(`SELECT id FROM "Event" WHERE "eventStartDate" <= $1::date AND "eventEndDate" >= $1::date LIMIT 1`, [BUSY_DAY]);
    if (!events[0]) throw new Error(`seed-scale made no competition on ${BUSY_DAY}`);
    // 200 dancers on the busy day, one 30-minute slot each, shared round the stylists from 6:00.
    const ids: string[] = [];
    for (let i = 0; i < SEASON.busyDayBookings; i += 1) {
      const id = randomUUID();
      const dayId = randomUUID();
      ids.push(id);
      const staffIndex = i % staffIds.length;
      const minute = 6 * 60 + Math.floor(i / staffIds.length) * 30;
      const at = (m: number) => fromZonedTime(`${BUSY_DAY}T${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}:00`, timeZone);
      await client.query(
        `INSERT INTO "Booking" (id, "eventId", "danceLevel", "firstName", "lastName", email, "phoneNumber", "hairAtNight", "slotCount", "scheduledCount", "isAssigned", "updatedAt")
         VALUES ($1, $2, 'amateur', $3, $4, $5, '555-0100', false, 1, 1, true, now())`,
        [id, events[0].id, FIRST[i % FIRST.length], `${LAST[i % LAST.length]}Busy${i}`, `busy.${i}@example.net`],
      );
      await client.query(
        `INSERT INTO "BookingDay" (id, "bookingId", position, date, "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles") VALUES ($1, $2, 0, $3, 'Competition Hair', '{latin}', '{}', '{}')`,
        [dayId, id, BUSY_DAY],
      );
      await client.query(
        `INSERT INTO "Schedule" (id, "bookingId", "bookingDayId", position, "serviceTitle", "assignedUserId", "startAt", "endAt", "updatedAt") VALUES ($1, $2, $3, 0, 'Competition Hair', $4, $5, $6, now())`,
        [randomUUID(), id, dayId, staffIds[staffIndex], at(minute), at(minute + 30)],
      );
    }
    log(`  ${SEASON.busyDayBookings} bookings on ${BUSY_DAY} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    await insertBenchClients(client, SEASON.clients);
    // Every booking belongs to a client; the regular client holds 40 of them, the busy day's first among them.
    await client.query(
      `UPDATE "Booking" b SET "clientId" = 'bench-client-' || CASE WHEN n.rn <= $1 THEN 0 ELSE 1 + n.rn % ($2::int - 1) END
       FROM (SELECT id, row_number() OVER (ORDER BY (id = $3) DESC, id) AS rn FROM "Booking") n WHERE n.id = b.id`,
      [SEASON.regularClientBookings, SEASON.clients, ids[0]],
    );
    await client.query("COMMIT");
    await client.query("ANALYZE");
    log(`  ${SEASON.clients} clients (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return { busyBookingId: ids[0], seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
