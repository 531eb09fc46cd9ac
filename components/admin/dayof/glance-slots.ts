// What the run sheet's header counts, built on the server from the sheet (a plain module: the page calls it).
import type { RunSheetDto } from "@/lib/calendar/dto";

export interface GlanceSlot {
  scheduleId: string;
  dancer: string;
  stylist: string;
  start: string;
  timeZone: string;
}

/** Every timed slot of the sheet's stylists, for the header. */
export function glanceSlotsOf(sheet: Pick<RunSheetDto, "sections">): GlanceSlot[] {
  return sheet.sections.flatMap((section) =>
    section.rows.filter((row) => row.scheduleId && row.start).map((row) => ({ scheduleId: row.scheduleId!, dancer: row.dancer, stylist: section.staff.firstName, start: row.start!, timeZone: row.timeZone })),
  );
}
