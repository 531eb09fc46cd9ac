// The run sheet of one competition day (/admin/calendar_show/run-sheet): what each row carries and
// the columns the page prints, in order. A new column is a field on RunSheetRow plus one entry in
// RUN_SHEET_COLUMNS (heat times and "ready by" joined this way). Safe for client code.
import type { CustomerView } from "@/lib/auth/dto";
import { CLIENT_NOTE_LABELS } from "@/lib/clients/dto";
import { telHref } from "@/lib/text/phone";
import type { TextingState } from "@/lib/notify/dto";

export interface RunSheetRow {
  scheduleId: string | null;
  bookingId: string;
  /** UTC ISO instants; null on an unassigned slot without times. */
  start: string | null;
  end: string | null;
  /** "7:30 AM – 8:15 AM" in the competition's zone, named when it is not the studio's ("… 8:15 AM Central"), or "No time yet". */
  time: string;
  /** The competition's zone (Event.timeZone). */
  timeZone: string;
  dancer: string;
  parent: string | null;
  service: string;
  additionalServices: string[];
  styles: string[];
  level: string;
  hairAtNight: boolean;
  /** This day's evening hair, as every screen says it ("Evening session: hair redone before her evening heat", "Hair the evening before (Fri, Dec 18)"); [] = none. */
  hairChoices?: string[];
  /** Desk view only (manage_bookings); null for view_bookings alone. */
  phone: string | null;
  notes: string;
  /** The client card's allergies and sensitivities note, in full ("" when the dancer has none): shown framed in red, never cut. */
  allergies: string;
  /** The dancer's first heat that day and when they must be ready, labelled for the sheet; null without a heat time. */
  heat: RunSheetHeat | null;
  /**
   * What the stylist collects at the chair for this booking (estimate minus what is paid), "$145", shown
   * once: on the booking's collection day (its first day still to come); "See Wed, Dec 9" on its other
   * days; "Paid" at 0 once something was paid, "—" otherwise.
   */
  balanceDue: string;
  /** What the amount covers ("For Wed, Dec 9 and Thu, Dec 10: $195 less $100 paid"), or null. */
  balanceNote: string | null;
  /** What the booking still owes in cents (the money rule's balance, whichever day collects it): "Paid at the chair" is offered while it is above 0. */
  owesCents: number;
}

export interface RunSheetHeat {
  /** "7:10 AM Central — Latin only" (the competition's zone, named when it is not the studio's). */
  heat: string;
  /** "6:25 AM Central". */
  readyBy: string;
  /** The slot ends after ready-by (marked in red). */
  late: boolean;
  /** Her later heats that day from the heat list: "Also dances 11:40 AM, 2:15 PM"; absent when none. */
  later?: string;
}

export interface RunSheetStaffSection {
  staff: { id: string; firstName: string; lastName: string };
  rows: RunSheetRow[];
  /** "h:mm a" of the first start and the last end in their competition's zone, named when it is not the studio's. */
  firstStart: string;
  lastEnd: string;
}

export interface RunSheetCompetition {
  id: string;
  eventName: string;
  locationName: string;
  city: string;
  state: string;
  timeZone: string;
}

export interface RunSheetDto {
  /** The competition day, "YYYY-MM-DD" (in each competition's own zone). */
  date: string;
  /** Who it was built for: "stylist" (view_bookings alone) has no unassigned slots and no contact details. */
  view: CustomerView;
  competitions: RunSheetCompetition[];
  sections: RunSheetStaffSection[];
  /** Slots of the day's bookings that still lack a stylist or a time (shown in red). */
  unassigned: (RunSheetRow & { staffName: string | null })[];
  /** Everyone who could be chosen in the staff filter. */
  staffOptions: { id: string; name: string }[];
  /** Whether each booking's dancer can be texted, by booking id, for the staff member it was built for (when asked). */
  texting?: Record<string, TextingState>;
}

export interface RunSheetColumn {
  key: string;
  label: string;
  /** The cell's lines (the first one bold where the page says so). */
  cell(row: RunSheetRow): string[];
  /** Where the first line links to (a phone number dials: `tel:`). */
  href?(row: RunSheetRow): string | null;
  /** Shown only on the desk view (manage_bookings). */
  deskOnly?: boolean;
  /** A warning printed in full under the cell's lines, framed as on the client card (the dancer's allergies). */
  alert?(row: RunSheetRow): { label: string; text: string } | null;
}

/** "1 slot", "4 slots". */
export const slotCountLabel = (count: number) => `${count} ${count === 1 ? "slot" : "slots"}`;

/** The sheet's one counting rule: every row it shows, a stylist's or unassigned. */
export function sheetSlotCounts(sheet: Pick<RunSheetDto, "sections" | "unassigned">): { shown: number; unassigned: number } {
  const unassigned = sheet.unassigned.length;
  return { shown: sheet.sections.reduce((n, s) => n + s.rows.length, unassigned), unassigned };
}

/** The header's count: "4 slots, 2 unassigned", or "2 slots". */
export function sheetSlotCountLabel(sheet: Pick<RunSheetDto, "sections" | "unassigned">): string {
  const { shown, unassigned } = sheetSlotCounts(sheet);
  return `${slotCountLabel(shown)}${unassigned ? `, ${unassigned} unassigned` : ""}`;
}

/** A cell with nothing to say ("" or "—"): on a phone's card it is left out. */
export const isEmptyCell = (lines: readonly string[]) => lines.every((line) => !line.trim() || line.trim() === "—");

export const RUN_SHEET_COLUMNS: readonly RunSheetColumn[] = [
  { key: "time", label: "Time", cell: (row) => [row.time] },
  {
    key: "dancer",
    label: "Dancer",
    cell: (row) => [row.dancer, ...(row.parent ? [`Parent: ${row.parent}`] : [])],
    alert: (row) => (row.allergies ? { label: CLIENT_NOTE_LABELS.allergies, text: row.allergies } : null),
  },
  { key: "service", label: "Service", cell: (row) => [row.service, ...(row.additionalServices.length ? [`+ ${row.additionalServices.join(", ")}`] : [])] },
  { key: "heat", label: "Heat / ready by", cell: (row) => (row.heat ? [`Heat ${row.heat.heat}`, `Ready by ${row.heat.readyBy}${row.heat.late ? " — late for heat" : ""}`, ...(row.heat.later ? [row.heat.later] : [])] : ["—"]) },
  { key: "styles", label: "Styles / level", cell: (row) => [row.styles.join(", ") || "—", row.level] },
  { key: "hair", label: "Evening hair", cell: (row) => (row.hairChoices?.length ? row.hairChoices : ["—"]) },
  { key: "phone", label: "Phone", cell: (row) => [row.phone ?? ""], href: (row) => (row.phone ? (telHref(row.phone) ?? null) : null), deskOnly: true },
  { key: "balance", label: "Balance due", cell: (row) => [row.balanceDue, ...(row.balanceNote ? [row.balanceNote] : [])] },
  { key: "notes", label: "Notes", cell: (row) => (row.notes ? [row.notes] : [""]) },
];

/** The columns a sheet built for `view` prints. */
export const runSheetColumnsFor = (view: RunSheetDto["view"]) => RUN_SHEET_COLUMNS.filter((column) => view === "desk" || !column.deskOnly);
