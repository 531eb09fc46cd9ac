// One date-and-time vocabulary for the whole product.
// - Calendar days (event dates, booking days, DATE columns) are "YYYY-MM-DD" strings; in the database they are
//   UTC-midnight Date objects: toDateOnly / fromDateOnly / isDateOnly.
// - Instants are stored in UTC and entered/shown in the competition's zone (Event.timeZone), named when it is not
//   the studio's (STUDIO_TIMEZONE): zonedInstant / utcToZonedParts, and the formatters of ./zoned.
// - localDay gives date-fns `format` (which formats in the viewer's zone) a Date on the same calendar day.
// This is the server entry (route handlers, server components, emails, scripts): the studio zone defaults to
// STUDIO_TIMEZONE, read from lib/env. Client components import ./browser instead, which reads no configuration
// and takes every zone as an argument (lib/time/browser-safe.test.ts keeps lib/env off the client path).
import { studio } from "@/lib/env";
import { zonedParts } from "./zoned";

export * from "./browser";

export const studioTimeZone = () => studio.timeZone;

/** Today's calendar day in the studio zone (or the zone given), as "YYYY-MM-DD". */
export function studioToday(now = new Date(), timeZone = studioTimeZone()): string {
  return zonedParts(now, timeZone).date;
}

/** A UTC instant as the calendar day and "HH:mm" in the studio zone (or the zone given). */
export function utcToZonedParts(instant: Date, timeZone = studioTimeZone()): { date: string; time: string } {
  return zonedParts(instant, timeZone);
}
