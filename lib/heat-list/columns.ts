// The kinds of column a CSV/TSV heat list is mapped to (client-safe: the import screen's column pickers).
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
