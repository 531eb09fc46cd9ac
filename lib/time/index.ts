// One date-and-time vocabulary for the whole product.
// - Calendar days (event dates, booking days, DATE columns) are "YYYY-MM-DD" strings; in the database they are
//   UTC-midnight Date objects: toDateOnly / fromDateOnly / isDateOnly.
// - Instants are stored in UTC and entered/shown in the studio's zone (STUDIO_TIMEZONE): zonedToUtc / utcToZonedParts.
// - localDay gives date-fns `format` (which formats in the viewer's zone) a Date on the same calendar day.
// Pure functions, safe for client components; the studio zone is read from lib/env only when no zone is passed.
import { fromZonedTime } from "date-fns-tz";
import { studio } from "@/lib/env";

// Calendar-day helpers live in ./days (client components import them from there, without date-fns-tz).
export * from "./days";

export const studioTimeZone = () => studio.timeZone;

// One Intl.DateTimeFormat per zone, reused: building one (and date-fns-tz's formatInTimeZone, which
// parses its pattern on every call) cost a booking request about 0.2 ms of CPU (issue 18's profile).
const zonedFormats = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(timeZone: string): Intl.DateTimeFormat {
  let dtf = zonedFormats.get(timeZone);
  if (!dtf) {
    dtf = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
    zonedFormats.set(timeZone, dtf);
  }
  return dtf;
}

/** The calendar day and "HH:mm" of an instant in a zone, from the zone's cached formatter. */
function zonedParts(instant: Date, timeZone: string): { date: string; time: string } {
  const part: Record<string, string> = {};
  for (const { type, value } of zonedFormat(timeZone).formatToParts(instant)) part[type] = value;
  // Years before 1000 or after 9999 are not calendar days this product stores; pad like date-fns does.
  return { date: `${part.year.padStart(4, "0")}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

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
