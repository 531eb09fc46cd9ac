// Calendar days ("YYYY-MM-DD") and their display: the part of lib/time that client components use. It
// imports nothing: date-fns-tz (the studio-zone functions in ./index.ts, which re-exports all of this)
// builds an Intl.DateTimeFormat with a time zone when it is first imported, ~30 ms on a phone, and
// date-fns' `format` brings its whole en-US locale (5.4 KB gzip) into the booking form's first load;
// the few day patterns the screens use are written by formatDay below, as date-fns writes them.

export const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "YYYY-MM-DD" of a UTC-midnight Date as stored in a DATE column. */
export function toDateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC-midnight Date for a "YYYY-MM-DD" string (what Prisma writes to a DATE column). */
export function fromDateOnly(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const two = (n: number) => String(n).padStart(2, "0");

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… (date-fns' en-US `do`). */
function ordinal(n: number): string {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

const TOKENS: Record<string, (date: Date) => string> = {
  EEEE: (date) => WEEKDAYS[date.getDay()]!,
  EEE: (date) => WEEKDAYS[date.getDay()]!.slice(0, 3),
  MMMM: (date) => MONTHS[date.getMonth()]!,
  MMM: (date) => MONTHS[date.getMonth()]!.slice(0, 3),
  MM: (date) => two(date.getMonth() + 1),
  yyyy: (date) => String(date.getFullYear()).padStart(4, "0"),
  dd: (date) => two(date.getDate()),
  do: (date) => ordinal(date.getDate()),
  d: (date) => String(date.getDate()),
};

/**
 * A local Date written with date-fns' en-US tokens EEEE, EEE, MMMM, MMM, MM, yyyy, dd, do and d (what
 * the day labels use; any other character is written as it is): formatDay(d, "EEEE, MMMM do") →
 * "Friday, December 4th", as date-fns' format(d, "EEEE, MMMM do") writes it.
 */
export function formatDay(date: Date, pattern: string): string {
  return pattern.replace(/EEEE|EEE|MMMM|MMM|MM|yyyy|dd|do|d/g, (token) => TOKENS[token]!(date));
}

/** "YYYY-MM-DD" + n calendar days (n may be negative): the one way a date-only day is moved. */
export function shiftDate(date: string, days: number): string {
  return toDateOnly(new Date(fromDateOnly(date).getTime() + days * 86_400_000));
}

/** True for a real calendar day written "YYYY-MM-DD" (rejects 2026-02-30). */
export function isDateOnly(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const date = fromDateOnly(value);
  return !Number.isNaN(date.getTime()) && toDateOnly(date) === value;
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

/**
 * A readable range in the 'MMMM Do' style: "December 4th – 6th, 2026",
 * "November 29th – December 1st, 2026", "December 30th, 2026 – January 2nd, 2027", or one day "December 4th, 2026".
 */
export function formatEventDateRange(start: string, end: string): string {
  if (!isDateOnly(start) || !isDateOnly(end)) return [start, end].filter(Boolean).join(" – ");
  const from = localDay(start);
  const to = localDay(end);
  if (start === end || to < from) return formatDay(from, "MMMM do, yyyy");
  if (from.getFullYear() !== to.getFullYear()) return `${formatDay(from, "MMMM do, yyyy")} – ${formatDay(to, "MMMM do, yyyy")}`;
  if (from.getMonth() !== to.getMonth()) return `${formatDay(from, "MMMM do")} – ${formatDay(to, "MMMM do, yyyy")}`;
  return `${formatDay(from, "MMMM do")} – ${formatDay(to, "do, yyyy")}`;
}
