// Calendar days and moments as the staff screens write them: apart from ./days, whose day labels the
// public booking form's first load carries (the bundler keeps every export of a module it loads).
import { formatDay, isDateOnly, localDay } from "./days";

/** 'MM-DD-YYYY' (date-fns 'MM-dd-yyyy'), used in the admin tables. */
export function formatAdminDate(value: string): string {
  return isDateOnly(value) ? formatDay(localDay(value), "MM-dd-yyyy") : value;
}

/**
 * A moment for staff screens (recorded, sent, last used) in words: "Nov 24, 2026, 11:32 PM", in `timeZone`
 * (the studio's: client components get it from useStudioZone; never the viewer's browser zone).
 * Tables write moments as "11-24-2026 11:32 PM" through formatAdminDateTime (./zoned).
 */
export function formatAdminInstant(value: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(typeof value === "string" ? new Date(value) : value);
}
