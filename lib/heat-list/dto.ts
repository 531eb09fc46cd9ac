// What the import screen shows and sends back (client-safe): the kinds of column a CSV/TSV is mapped to, the
// preview and the saved answer.

export const HEAT_COLUMNS = ["competitor", "partner", "heat", "session", "time", "date", "dance"] as const;
export type HeatColumn = (typeof HEAT_COLUMNS)[number];
/** Which header of the file holds each kind of value (a header text, as written in the file). */
export type ColumnMapping = Partial<Record<HeatColumn, string>>;

export const HEAT_COLUMN_LABELS: Record<HeatColumn, string> = {
  competitor: "Competitor",
  partner: "Partner",
  heat: "Heat number",
  session: "Session",
  time: "Time",
  date: "Date",
  dance: "Dance / event",
};

export type HeatListFormat = "csv" | "tsv" | "text";

export interface HeatRow {
  line: number;
  heat: string;
  session: string;
  /** "YYYY-MM-DD"; every row has one once read (a one-day competition lends its day). */
  date: string;
  /** "HH:mm", the competition's wall clock. */
  time: string;
  dance: string;
  /** The dancers the line names, "First … Last" (a couple gives two). */
  names: string[];
}

export interface LineProblem {
  line: number;
  text: string;
  reason: string;
}

export type SlotEffect = { kind: "none" } | { kind: "fine" } | { kind: "late"; minutes: number } | { kind: "early"; minutes: number };

export interface HeatLater {
  time: string;
  heat: string;
  session: string;
  dance: string;
  evening: boolean;
}

export interface DayPreview {
  bookingId: string;
  dancerId: string;
  name: string;
  date: string;
  now: string | null;
  after: string;
  later: HeatLater[];
  /** The first heat of an evening session that day (hair at night), when there is one. */
  evening: string | null;
  effect: SlotEffect;
  /**
   * What a save does: "set" (writes it), "same" (already so), "kept" (the list has not moved it since the last
   * import, and the time now is someone's later word), "protected" (entered by hand after the last import).
   * Kept and protected days are written only when staff tick them (overrides).
   */
  action: "set" | "same" | "kept" | "protected";
  lines: number[];
}

export interface RowsDiff {
  moved: { heat: string; date: string; names: string[]; from: string; to: string }[];
  added: { heat: string; date: string; names: string[]; time: string }[];
  removed: { heat: string; date: string; names: string[]; time: string }[];
}

export interface HeatListPreviewDto {
  eventName: string;
  timeZone: string;
  /** "Central time (Chicago)": the zone every time of the preview is in. */
  timesAre: string;
  days: string[];
  format: HeatListFormat;
  columns: string[];
  mapping: ColumnMapping;
  missing: HeatColumn[];
  lines: number;
  heats: number;
  problems: LineProblem[];
  dancers: { id: string; name: string }[];
  ambiguous: { key: string; line: number; name: string; heat: string; when: string; reason: string; candidates: { id: string; name: string; email: string }[]; pick: string | null }[];
  unmatched: { key: string; line: number; heat: string; when: string; names: string[] }[];
  matchedLines: number;
  changes: (Omit<DayPreview, "later" | "effect"> & { dayLabel: string; nowLabel: string; afterLabel: string; laterLabel: string; effect: SlotEffect; effectLabel: string })[];
  changing: number;
  protectedCount: number;
  notBooked: { name: string; date: string; label: string; line: number }[];
  dropped: { name: string; date: string; label: string }[];
  diff: (RowsDiff & { since: string; by: string }) | null;
}

export interface HeatListApplied {
  saved: true;
  importId: string;
  /** Dancers whose heat time changed. */
  changed: number;
  /** Booking days written. */
  days: number;
  /** Dancers a slot of whom now ends after ready-by. */
  late: string[];
}
