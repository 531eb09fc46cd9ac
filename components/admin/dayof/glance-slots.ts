// What the run sheet's header counts, built on the server from the sheet (a plain module: the page calls it).
// Each slot's start comes labelled ("8:30 AM", "7:10 AM Central"): the header prints the next three, and
// formatting them in the browser built the page's first zoned Intl.DateTimeFormat while it hydrated
// (about 0.1 s on a phone, inside the first tap when it landed then).
import type { RunSheetDto } from "@/lib/calendar/run-sheet-dto";
import { formatTimeIn } from "@/lib/time/zoned";

export interface GlanceSlot {
  scheduleId: string;
  dancer: string;
  stylist: string;
  /** UTC ISO instant: orders the slots and tells when one is late. */
  start: string;
  /** The start as the sheet prints it, in the competition's zone (named when it is not the studio's). */
  at: string;
}

/** Every timed slot of the sheet's stylists, for the header; `studioZone` is the zone whose times are not named. */
export function glanceSlotsOf(sheet: Pick<RunSheetDto, "sections">, studioZone: string): GlanceSlot[] {
  return sheet.sections.flatMap((section) =>
    section.rows
      .filter((row) => row.scheduleId && row.start)
      .map((row) => ({ scheduleId: row.scheduleId!, dancer: row.dancer, stylist: section.staff.firstName, start: row.start!, at: formatTimeIn(new Date(row.start!), row.timeZone, studioZone) })),
  );
}
