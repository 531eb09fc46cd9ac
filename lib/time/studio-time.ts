// Studio-zone conversions: instants are stored in UTC and shown/entered in STUDIO_TIMEZONE.
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { fromDateOnly, isDateOnly, localDay, studioToday as studioTodayIn, toDateOnly } from "@/lib/events/dates";
import { studio } from "@/lib/env";

export const studioTimeZone = () => studio.timeZone;

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "2026-03-08" + "09:00" in the studio zone → the UTC instant. */
export function zonedToUtc(date: string, time: string, timeZone = studioTimeZone()): Date {
  return fromZonedTime(`${date}T${time}:00`, timeZone);
}

export function utcToZonedParts(instant: Date, timeZone = studioTimeZone()): { date: string; time: string } {
  return { date: formatInTimeZone(instant, timeZone, "yyyy-MM-dd"), time: formatInTimeZone(instant, timeZone, "HH:mm") };
}

/** Today's date in the studio zone as YYYY-MM-DD. */
export function studioToday(now = new Date(), timeZone = studioTimeZone()): string {
  return studioTodayIn(now, timeZone);
}

/** A DATE column value (UTC midnight) as YYYY-MM-DD, and back. */
export const dateOnly = toDateOnly;
export const dateFromIso = fromDateOnly;
/** For date-fns `format` in the browser: the same calendar day in the viewer's zone. */
export const displayDay = localDay;

/** Each calendar date from start to end inclusive, as YYYY-MM-DD. */
export function datesBetween(start: string, end: string, max = 31): string[] {
  const dates: string[] = [];
  for (let d = dateFromIso(start); dateOnly(d) <= end && dates.length < max; d = new Date(d.getTime() + 86_400_000)) dates.push(dateOnly(d));
  return dates;
}

export const isValidIsoDate = isDateOnly;
