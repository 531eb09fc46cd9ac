// One date-and-time vocabulary for the whole product.
// - Calendar days (event dates, booking days, DATE columns) are "YYYY-MM-DD" strings; in the database they are
//   UTC-midnight Date objects: toDateOnly / fromDateOnly / isDateOnly.
// - Instants are stored in UTC and entered/shown in the competition's zone (Event.timeZone), named when it is not
//   the studio's (STUDIO_TIMEZONE): zonedToUtc / utcToZonedParts, and the formatters of ./zoned.
// - localDay gives date-fns `format` (which formats in the viewer's zone) a Date on the same calendar day.
// Pure functions, safe for client components; the studio zone is read from lib/env only when no zone is passed.
import { fromZonedTime } from "date-fns-tz";
import { studio } from "@/lib/env";
import { zonedParts } from "./zoned";

// Calendar-day helpers live in ./days (client components import them from there, without date-fns-tz).
export * from "./days";
export * from "./zoned";

export const studioTimeZone = () => studio.timeZone;

/** Today's calendar day in the studio zone (or the zone given), as "YYYY-MM-DD". */
export function studioToday(now = new Date(), timeZone = studioTimeZone()): string {
  return zonedParts(now, timeZone).date;
}

/** "2026-03-08" + "09:00" in the studio zone (or the zone given) → the UTC instant. */
export function zonedToUtc(date: string, time: string, timeZone = studioTimeZone()): Date {
  return fromZonedTime(`${date}T${time}:00`, timeZone);
}

/** A UTC instant as the calendar day and "HH:mm" in the studio zone (or the zone given). */
export function utcToZonedParts(instant: Date, timeZone = studioTimeZone()): { date: string; time: string } {
  return zonedParts(instant, timeZone);
}
