// One date-and-time vocabulary for the whole product.
// - Calendar days (event dates, booking days, DATE columns) are "YYYY-MM-DD" strings; in the database they are
//   UTC-midnight Date objects: toDateOnly / fromDateOnly / isDateOnly.
// - Instants are stored in UTC and entered/shown in the studio's zone (STUDIO_TIMEZONE): zonedToUtc / utcToZonedParts.
// - localDay gives date-fns `format` (which formats in the viewer's zone) a Date on the same calendar day.
// Pure functions, safe for client components; the studio zone is read from lib/env only when no zone is passed.
import { format } from "date-fns";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { studio } from "@/lib/env";

export const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

export const studioTimeZone = () => studio.timeZone;

/** "YYYY-MM-DD" of a UTC-midnight Date as stored in a DATE column. */
export function toDateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC-midnight Date for a "YYYY-MM-DD" string (what Prisma writes to a DATE column). */
export function fromDateOnly(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

/** True for a real calendar day written "YYYY-MM-DD" (rejects 2026-02-30). */
export function isDateOnly(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const date = fromDateOnly(value);
  return !Number.isNaN(date.getTime()) && toDateOnly(date) === value;
}

/** Today's calendar day in the studio zone (or the zone given), as "YYYY-MM-DD". */
export function studioToday(now = new Date(), timeZone = studioTimeZone()): string {
  return formatInTimeZone(now, timeZone, "yyyy-MM-dd");
}

/** "2026-03-08" + "09:00" in the studio zone (or the zone given) → the UTC instant. */
export function zonedToUtc(date: string, time: string, timeZone = studioTimeZone()): Date {
  return fromZonedTime(`${date}T${time}:00`, timeZone);
}

/** A UTC instant as the calendar day and "HH:mm" in the studio zone (or the zone given). */
export function utcToZonedParts(instant: Date, timeZone = studioTimeZone()): { date: string; time: string } {
  return { date: formatInTimeZone(instant, timeZone, "yyyy-MM-dd"), time: formatInTimeZone(instant, timeZone, "HH:mm") };
}

/** Each calendar day from start to end inclusive, as "YYYY-MM-DD" (at most `max`). */
export function datesBetween(start: string, end: string, max = 31): string[] {
  const dates: string[] = [];
  for (let d = fromDateOnly(start); toDateOnly(d) <= end && dates.length < max; d = new Date(d.getTime() + 86_400_000)) dates.push(toDateOnly(d));
  return dates;
}

/** date-fns formats in the viewer's zone: a local Date on the same calendar day, for display only. */
export function localDay(value: string): Date {
  const [, y, m, d] = DATE_RE.exec(value) ?? [];
  return new Date(Number(y), Number(m) - 1, Number(d));
}

/** SPEC §9 'MM-DD-YYYY' (date-fns 'MM-dd-yyyy'), used in the admin tables. */
export function formatAdminDate(value: string): string {
  return isDateOnly(value) ? format(localDay(value), "MM-dd-yyyy") : value;
}

/**
 * A readable range in the SPEC §9 'MMMM Do' style: "December 4th – 6th, 2026",
 * "November 29th – December 1st, 2026", "December 30th, 2026 – January 2nd, 2027", or one day "December 4th, 2026".
 */
export function formatEventDateRange(start: string, end: string): string {
  if (!isDateOnly(start) || !isDateOnly(end)) return [start, end].filter(Boolean).join(" – ");
  const from = localDay(start);
  const to = localDay(end);
  if (start === end || to < from) return format(from, "MMMM do, yyyy");
  if (from.getFullYear() !== to.getFullYear()) return `${format(from, "MMMM do, yyyy")} – ${format(to, "MMMM do, yyyy")}`;
  if (from.getMonth() !== to.getMonth()) return `${format(from, "MMMM do")} – ${format(to, "MMMM do, yyyy")}`;
  return `${format(from, "MMMM do")} – ${format(to, "do, yyyy")}`;
}
