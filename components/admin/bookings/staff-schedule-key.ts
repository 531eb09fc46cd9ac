// The key of Edit Booking's staff schedules read (one GET /api/booking/staff-schedule per date), shared
// by the hook that reads them and the page that loads them with the screen: "staff-schedule?date=
// 2026-12-04,2026-12-05&timeZone=America/Chicago", the days in the competition's zone.
import { DATE_RE } from "@/lib/time/browser";

const PREFIX = "staff-schedule?date=";

/** The distinct valid dates, sorted: the days one read covers. */
export function staffScheduleDates(dates: readonly string[]): string[] {
  return [...new Set(dates.filter((d) => DATE_RE.test(d)))].sort();
}

export function staffScheduleKey(dates: readonly string[], timeZone: string): string | null {
  const wanted = staffScheduleDates(dates);
  return wanted.length ? `${PREFIX}${wanted.join(",")}&timeZone=${timeZone}` : null;
}

export function parseStaffScheduleKey(key: string): { dates: string[]; timeZone: string } {
  const [dateList, timeZone] = key.slice(PREFIX.length).split("&timeZone=");
  return { dates: dateList.split(","), timeZone };
}
