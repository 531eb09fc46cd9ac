// The rules a text obeys when it is due, pure: quiet hours in the competition's zone and the daily caps.
// The outbox applies them at send time (./gate.ts); ./send.ts uses them to answer staff at once.
import { shiftDate } from "@/lib/time/days";
import { zonedInstant, zonedParts } from "@/lib/time/zoned";

/** No text from 21:00 to 07:00 (the competition's zone), except on a day of the competition itself. */
export const QUIET_HOURS = { start: "21:00", end: "07:00" } as const;
/** At most this many texts go to one booking, and to one number, per day (the competition's zone), of each class. */
export const TEXTS_PER_BOOKING_PER_DAY = 6;
export const TEXTS_PER_NUMBER_PER_DAY = 8;

/** The texts staff send with a tap or type themselves (day-of templates, free texts, Inbox replies), by outbox kind. */
export const STAFF_TEXT_KIND = { free: "text-staff", ready: "text-ready", late: "text-late" } as const;
export const STAFF_TEXT_KINDS: readonly string[] = Object.values(STAFF_TEXT_KIND);

/**
 * The caps count each class apart: texts staff send, and the automated ones (updated confirmations,
 * reminders, keyword answers). A day of automated updates cannot use up "Ready for you", nor the reverse.
 */
export const isStaffText = (kind: string) => STAFF_TEXT_KINDS.includes(kind);

export const NOT_SENT_OPTED_OUT = "Not sent — this number has opted out of texts";
export const NOT_SENT_NO_CONSENT = "Not sent — no consent to texts";
export const NOT_SENT_BOOKING_CAP = `Not sent — daily limit of ${TEXTS_PER_BOOKING_PER_DAY} texts for this booking reached`;
export const NOT_SENT_NUMBER_CAP = `Not sent — daily limit of ${TEXTS_PER_NUMBER_PER_DAY} texts to this number reached`;

/** The competition's days (inclusive, "YYYY-MM-DD" in its zone), when the text is about one. */
export interface CompetitionDays {
  first: string;
  last: string;
}

/**
 * When a text due at `now` may go: null = now; else the end of quiet hours (07:00 in `zone`). Inside quiet
 * hours on a competition day (its own morning or evening) it goes at once: that is when day-of texts matter.
 */
export function quietHoursDeferral(now: Date, zone: string, days: CompetitionDays | null): Date | null {
  const { date, time } = zonedParts(now, zone);
  if (time >= QUIET_HOURS.end && time < QUIET_HOURS.start) return null;
  if (days && date >= days.first && date <= days.last) return null;
  return zonedInstant(time >= QUIET_HOURS.start ? shiftDate(date, 1) : date, QUIET_HOURS.end, zone);
}

/** The instant the day of `now` began in `zone`: caps count texts sent since then. */
export function startOfDayIn(now: Date, zone: string): Date {
  return zonedInstant(zonedParts(now, zone).date, "00:00", zone);
}
