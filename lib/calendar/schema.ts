// The visible-range query of GET /api/calendar, shared by the calendar screen and the handler.
import { z } from "zod";
import { zonedInstant } from "@/lib/time/zoned";
import { MAX_RANGE_DAYS } from "./dto";

export { MAX_RANGE_DAYS } from "./dto";

const DAY_MS = 86_400_000;
// A range of whole studio days can be an hour longer than N × 24 h when it spans the autumn DST change.
const DST_SLACK_MS = 3_600_000;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` is midnight of that day in the studio zone; anything else must be an ISO instant with an offset or Z. */
export function parseRangeBoundary(value: string, timeZone: string): Date | null {
  if (DATE_ONLY.test(value)) {
    if (!z.iso.date().safeParse(value).success) return null;
    return zonedInstant(value, "00:00", timeZone);
  }
  if (!z.iso.datetime({ offset: true }).safeParse(value).success) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

type ZoneSource = string | (() => string);
const zoneOf = (source: ZoneSource) => (typeof source === "function" ? source() : source);

function boundary(name: "start" | "end", timeZone: ZoneSource) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a date (YYYY-MM-DD) or an ISO date-time`) })
    .trim()
    .min(1, { error: `${name} is required`, abort: true })
    .transform((value, ctx) => {
      const parsed = parseRangeBoundary(value, zoneOf(timeZone));
      if (!parsed) {
        ctx.addIssue({ code: "custom", message: `${name} must be a date (YYYY-MM-DD) or an ISO date-time with an offset` });
        return z.NEVER;
      }
      return parsed;
    });
}

/** timeZone may be a getter so a module-level schema reads STUDIO_TIMEZONE at request time. */
export function calendarRangeQuery(timeZone: ZoneSource) {
  return z
    .object({ start: boundary("start", timeZone), end: boundary("end", timeZone) })
    .superRefine(({ start, end }, ctx) => {
      if (!(start instanceof Date) || !(end instanceof Date)) return; // already reported
      if (end.getTime() <= start.getTime()) {
        ctx.addIssue({ code: "custom", path: ["end"], message: "end must be after start" });
      } else if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS + DST_SLACK_MS) {
        ctx.addIssue({ code: "custom", path: ["end"], message: `The range may span at most ${MAX_RANGE_DAYS} days` });
      }
    });
}

export type CalendarRange = { start: Date; end: Date };
export * from "./reschedule-schema";
