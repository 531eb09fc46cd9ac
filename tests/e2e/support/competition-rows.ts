// Competition days written straight into the e2e database, for specs that need many bookings or exact
// instants (run sheets, drag and drop): the competition, a booking's day and its slot, and the clean-up.
import { randomUUID } from "node:crypto";
import { query } from "./db";

/** Deletes a competition and its bookings (their days and slots go with them). */
export async function deleteCompetition(eventId: string): Promise<void> {
  await query(`DELETE FROM "Booking" WHERE "eventId" = $1`, [eventId]);
  await query(`DELETE FROM "Event" WHERE id = $1`, [eventId]);
}

/** A spec's own one-day competition in Columbus, Ohio: a fresh id, and a name ending in a short random suffix. */
/**
 * The next `MM-DD` more than two days ahead on the clock the run uses ("10-21" → "2027-10-21" in December 2026):
 * a spec's competition day stays in the future — its private links live, "the next twelve months" holding it —
 * whatever the date. Pick a month-day whose daylight-saving state is the same every year.
 */
export function comingDay(monthDay: string, now = new Date()): string {
  const year = now.getUTCFullYear();
  return Date.parse(`${year}-${monthDay}T00:00:00Z`) - now.getTime() > 2 * 86_400_000 ? `${year}-${monthDay}` : `${year + 1}-${monthDay}`;
}

export function ownCompetition(label: string, day: string) {
  const suffix = randomUUID().slice(0, 5);
  const id = randomUUID();
  const name = `${label} ${suffix}`;
  return {
    id,
    name,
    suffix,
    async insert(): Promise<void> {
      await query(`INSERT INTO "Event" (id, "eventName", city, state, "eventStartDate", "eventEndDate", "updatedAt") VALUES ($1, $2, 'Columbus', 'Ohio', $3, $3, now())`, [id, name, day]);
    },
    remove: () => deleteCompetition(id),
  };
}

/** The first (only) day of a booking; `extras` are the additional services' titles. */
export async function insertBookingDay(day: { id: string; bookingId: string; date: string; serviceTitle: string; danceStyles: string[]; extras?: string[]; heatTime?: string | null }): Promise<void> {
  await query(
    `INSERT INTO "BookingDay" (id, "bookingId", position, date, "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles", "heatTime") VALUES ($1, $2, 0, $3, $4, $5, '{}', $6, $7)`,
    [day.id, day.bookingId, day.date, day.serviceTitle, day.danceStyles, day.extras ?? [], day.heatTime ?? null],
  );
}

/** A timed slot of a booking's day with a stylist. */
export async function insertSlot(slot: { id: string; bookingId: string; dayId: string; serviceTitle: string; staffId: string; startAt: Date | string; endAt: Date | string }): Promise<void> {
  await query(`INSERT INTO "Schedule" (id, "bookingId", "bookingDayId", "serviceTitle", "assignedUserId", "startAt", "endAt", "updatedAt") VALUES ($1, $2, $3, $4, $5, $6, $7, now())`, [
    slot.id,
    slot.bookingId,
    slot.dayId,
    slot.serviceTitle,
    slot.staffId,
    slot.startAt,
    slot.endAt,
  ]);
}
