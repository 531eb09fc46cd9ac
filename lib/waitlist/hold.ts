// How long a waiting-list offer holds its place, and how its end is written. Pure and client-safe (the desk's
// waiting list, the offer page and the offer email all write the end through holdEndsLabel, so they agree).
import { formatDay, localDay, shiftDate } from "@/lib/time/days";
import { clockIn, timeZoneLabel, zonedInstant, zonedParts } from "@/lib/time/zoned";

/** A hold never runs out at night in the competition's zone: not after 9 PM, not before 8 AM. */
export const HOLD_QUIET_FROM = "21:00";
export const HOLD_QUIET_UNTIL = "08:00";

/**
 * When an offer made at `now` stops holding its place: `holdHours` later, unless that falls after 9 PM or before
 * 8 AM in the competition's zone (`zone`); then at 8 AM the next morning instead (the same morning when it falls
 * after midnight), though never after the dancer's ready-by (`readyBy`, when her heat is known) if that is earlier.
 */
export function offerHoldEnd(now: Date, holdHours: number, zone: string, readyBy: Date | null = null): Date {
  const end = new Date(now.getTime() + holdHours * 3_600_000);
  const { date } = zonedParts(end, zone);
  const morningOf = (day: string) => zonedInstant(day, HOLD_QUIET_UNTIL, zone);
  let morning: Date;
  if (end < morningOf(date)) morning = morningOf(date);
  else if (end > zonedInstant(date, HOLD_QUIET_FROM, zone)) morning = morningOf(shiftDate(date, 1));
  else return end;
  return readyBy && readyBy < morning ? readyBy : morning;
}

/** A hold's end as every message writes it, named in the competition's zone: "Wednesday, December 2, 8:00 AM Central". */
export function holdEndsLabel(expiresAt: Date | string, zone: string): string {
  const instant = typeof expiresAt === "string" ? new Date(expiresAt) : expiresAt;
  return `${formatDay(localDay(zonedParts(instant, zone).date), "EEEE, MMMM d")}, ${clockIn(instant, zone)} ${timeZoneLabel(zone)}`;
}
