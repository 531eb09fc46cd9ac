// Days and clock times as heat lists print them, read as the competition's own wall-clock values
// ("YYYY-MM-DD", "HH:mm" in the competition's zone: heat times are stored as wall times, and instants are
// made from them only by lib/time's zone helpers). Pure and client-safe.

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

const TIME_RE = /(?<![\d:])(\d{1,2})[:.](\d{2})(?![\d])\s*(?:([AaPp])\.?\s*[Mm]\.?(?![a-z]))?/;

/** The first clock time in `text` as "HH:mm" (24 h), with where it was; null when there is none or it is impossible. */
export function findTime(text: string): { time: string; index: number; length: number } | null {
  const m = TIME_RE.exec(text);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const meridiem = m[3]?.toLowerCase();
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    if (meridiem === "a" && hour === 12) hour = 0;
    if (meridiem === "p" && hour !== 12) hour += 12;
  } else if (hour > 23) return null;
  return { time: `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`, index: m.index, length: m[0].length };
}

/** A cell that is only a time ("9:05 AM", "21:10") → "HH:mm"; null otherwise. */
export function parseTimeCell(cell: string): string | null {
  const found = findTime(cell.trim());
  return found && found.index === 0 && found.length >= cell.trim().length - 1 ? found.time : null;
}

const pad = (n: number) => String(n).padStart(2, "0");
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * A day in `text` ("2026-12-12", "12/12/2026", "12/12", "Dec 12", "Saturday, December 12, 2026", "12 Dec",
 * "Saturday") → "YYYY-MM-DD". A date without a year takes the competition's; a weekday alone is the
 * competition day that falls on it. `days` are the competition's days. Null when no day can be read.
 */
export function findDay(text: string, days: readonly string[]): string | null {
  const t = text.toLowerCase();
  const year = days[0] ? Number(days[0].slice(0, 4)) : new Date().getUTCFullYear();
  const make = (y: number, m: number, d: number) => {
    if (m < 1 || m > 12 || d < 1 || d > 31) return null;
    const iso = `${y}-${pad(m)}-${pad(d)}`;
    return new Date(`${iso}T00:00:00Z`).getUTCDate() === d ? iso : null;
  };
  let m = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(t);
  if (m) return make(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/.exec(t);
  if (m) return make(m[3] ? (m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3])) : year, Number(m[1]), Number(m[2]));
  const month = "(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?";
  m = new RegExp(`\\b${month}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`).exec(t);
  if (m) return make(m[3] ? Number(m[3]) : year, MONTHS.indexOf(m[1]) + 1, Number(m[2]));
  m = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${month}(?:,?\\s+(\\d{4}))?`).exec(t);
  if (m) return make(m[3] ? Number(m[3]) : year, MONTHS.indexOf(m[2]) + 1, Number(m[1]));
  m = /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\b/.exec(t);
  if (m) {
    const matches = days.filter((d) => weekdayOf(d) === WEEKDAYS.indexOf(m![1]));
    return matches.length === 1 ? matches[0] : null;
  }
  return null;
}

/** "Saturday, Dec 12" for a day (no zone arithmetic: a calendar day). */
export function dayLabel(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  return d.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
}
