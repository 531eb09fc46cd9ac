// The run sheet of one competition day (/admin/calendar_show/run-sheet): what each row carries and
// the columns the page prints, in order. A new column is a field on RunSheetRow plus one entry in
// RUN_SHEET_COLUMNS (heat times and "ready by" joined this way). Safe for client code.

export interface RunSheetRow {
  scheduleId: string | null;
  bookingId: string;
  /** UTC ISO instants; null on an unassigned slot without times. */
  start: string | null;
  end: string | null;
  /** "7:30 AM – 8:15 AM" in the studio zone, or "No time yet". */
  time: string;
  dancer: string;
  parent: string | null;
  service: string;
  additionalServices: string[];
  styles: string[];
  level: string;
  hairAtNight: boolean;
  phone: string;
  notes: string;
  /** The dancer's first heat that day and when they must be ready (issue 23), labelled for the sheet; null without a heat time. */
  heat: RunSheetHeat | null;
  /** What the stylist collects at the chair for this booking (estimate minus what is paid), "$145"; "Paid" at 0. */
  balanceDue: string;
}

export interface RunSheetHeat {
  /** "7:10 AM Central — Latin only" (the competition's zone, named when it is not the studio's). */
  heat: string;
  /** "6:25 AM Central". */
  readyBy: string;
  /** The slot ends after ready-by (marked in red). */
  late: boolean;
}

export interface RunSheetStaffSection {
  staff: { id: string; firstName: string; lastName: string };
  rows: RunSheetRow[];
  /** Studio-zone "h:mm a" of the first start and the last end. */
  firstStart: string;
  lastEnd: string;
}

export interface RunSheetCompetition {
  id: string;
  eventName: string;
  locationName: string;
  city: string;
  state: string;
}

export interface RunSheetDto {
  /** The studio day, "YYYY-MM-DD". */
  date: string;
  competitions: RunSheetCompetition[];
  sections: RunSheetStaffSection[];
  /** Slots of the day's bookings that still lack a stylist or a time (shown in red). */
  unassigned: (RunSheetRow & { staffName: string | null })[];
  /** Everyone who could be chosen in the staff filter. */
  staffOptions: { id: string; name: string }[];
}

export interface RunSheetColumn {
  key: string;
  label: string;
  /** The cell's lines (the first one bold where the page says so). */
  cell(row: RunSheetRow): string[];
}

export const RUN_SHEET_COLUMNS: readonly RunSheetColumn[] = [
  { key: "time", label: "Time", cell: (row) => [row.time] },
  { key: "dancer", label: "Dancer", cell: (row) => [row.dancer, ...(row.parent ? [`Parent: ${row.parent}`] : [])] },
  { key: "service", label: "Service", cell: (row) => [row.service, ...(row.additionalServices.length ? [`+ ${row.additionalServices.join(", ")}`] : [])] },
  { key: "heat", label: "Heat / ready by", cell: (row) => (row.heat ? [`Heat ${row.heat.heat}`, `Ready by ${row.heat.readyBy}${row.heat.late ? " — late for heat" : ""}`] : ["—"]) },
  { key: "styles", label: "Styles / level", cell: (row) => [row.styles.join(", ") || "—", row.level] },
  { key: "hair", label: "Hair at night", cell: (row) => [row.hairAtNight ? "Yes" : "No"] },
  { key: "phone", label: "Phone", cell: (row) => [row.phone] },
  { key: "balance", label: "Balance due", cell: (row) => [row.balanceDue] },
  { key: "notes", label: "Notes", cell: (row) => (row.notes ? [row.notes] : [""]) },
];
