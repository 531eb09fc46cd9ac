// Reading a heat list: a CSV or TSV with a header (columns mapped once per competition) through the
// project's CSV library, or the plain text copied from a heat-sheet page or PDF — one heat per line with a
// number, a time and names, under day and session headings. Every heat becomes a row with its line number;
// a line that cannot be read is listed with its number and the rest stays importable. Pure (no database).
import { parse as parseCsv } from "csv-parse/sync";
import { splitCompetitors } from "./names";
import { findDay, findTime, parseTimeCell } from "./when";
import { HEAT_COLUMNS, type ColumnMapping, type HeatColumn, type HeatListFormat, type HeatRow, type LineProblem } from "./dto";

export { HEAT_COLUMNS, HEAT_COLUMN_LABELS, type ColumnMapping, type HeatColumn, type HeatListFormat, type HeatRow, type LineProblem } from "./dto";




export interface ParsedHeatList {
  format: HeatListFormat;
  /** The file's headers (CSV/TSV); [] for pasted text. */
  columns: string[];
  /** The mapping used (CSV/TSV): the one given, else guessed from the headers. */
  mapping: ColumnMapping;
  /** Columns a CSV/TSV still needs mapped before it can be read (competitor and time). */
  missing: HeatColumn[];
  rows: HeatRow[];
  problems: LineProblem[];
}

export interface ParseOptions {
  /** The competition's days, "YYYY-MM-DD", in order. */
  days: readonly string[];
  mapping?: ColumnMapping;
  /** Lines beyond this are refused whole (the caller's size limit comes first). */
  maxLines?: number;
}

const SYNONYMS: Record<HeatColumn, RegExp> = {
  competitor: /^(competitor|competitors|dancer|dancers|name|names|student|amateur|leader|couple|entrant|athlete|competitor name)s?$/i,
  partner: /^(partner|partners|follower|pro|professional|teacher|partner name)$/i,
  heat: /^(heat|heat ?#|heat no\.?|heat number|heat num|event ?#|number|no\.?|#)$/i,
  session: /^(session|session name|block)$/i,
  time: /^(time|start|start time|heat time|scheduled|est\.? time|approx\.? time)$/i,
  date: /^(date|day|heat date)$/i,
  dance: /^(dance|dances|event|event name|style|category|division)$/i,
};

/** The mapping a header row suggests (first header that fits each kind). */
export function guessMapping(columns: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const kind of HEAT_COLUMNS) {
    const found = columns.find((c) => SYNONYMS[kind].test(c.trim()) && !Object.values(mapping).includes(c));
    if (found) mapping[kind] = found;
  }
  return mapping;
}

/** CSV, TSV or heat-sheet text, from the first line that says anything. */
export function detectFormat(text: string): HeatListFormat {
  const first = text.split(/\r?\n/).find((l) => l.trim()) ?? "";
  if (first.split("\t").length >= 3) return "tsv";
  if (first.split(",").length >= 3 && !findTime(first) && Object.keys(guessMapping(first.split(",").map((c) => c.replace(/"/g, "").trim()))).length >= 2) return "csv";
  return "text";
}

export function parseHeatList(text: string, options: ParseOptions): ParsedHeatList {
  const format = detectFormat(text);
  return format === "text" ? parseHeatSheetText(text, options) : parseDelimited(text, format, options);
}

function parseDelimited(text: string, format: "csv" | "tsv", options: ParseOptions): ParsedHeatList {
  const problems: LineProblem[] = [];
  const records = parseCsv(text, {
    delimiter: format === "tsv" ? "\t" : ",",
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    ...(format === "tsv" ? { quote: false } : {}),
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const [header, ...body] = records;
  const columns = (header?.record ?? []).map((c) => c.trim());
  const mapping: ColumnMapping = { ...guessMapping(columns), ...cleanMapping(options.mapping, columns) };
  const missing = (["competitor", "time"] as const).filter((k) => !mapping[k]);
  if (missing.length) return { format, columns, mapping, missing: [...missing], rows: [], problems };
  const at = Object.fromEntries(HEAT_COLUMNS.map((k) => [k, mapping[k] ? columns.indexOf(mapping[k]!) : -1])) as Record<HeatColumn, number>;
  const cell = (record: string[], kind: HeatColumn) => (at[kind] >= 0 ? (record[at[kind]] ?? "").trim() : "");
  const rows: HeatRow[] = [];
  for (const { record, info } of body.slice(0, options.maxLines ?? Infinity)) {
    const line = info.lines;
    const raw = record.join(format === "tsv" ? "\t" : ", ");
    const names = [...splitCompetitors(cell(record, "competitor")), ...splitCompetitors(cell(record, "partner"))];
    const timeCell = cell(record, "time");
    const time = parseTimeCell(timeCell);
    const dateCell = cell(record, "date");
    const date = dateCell ? findDay(dateCell, options.days) : options.days.length === 1 ? options.days[0] : findDay(timeCell, options.days);
    if (!names.length) problems.push({ line, text: raw, reason: "No competitor name" });
    else if (!time) problems.push({ line, text: raw, reason: timeCell ? `"${timeCell}" is not a time` : "No time" });
    else if (!date) problems.push({ line, text: raw, reason: dateCell ? `"${dateCell}" is not a date` : "No date for this heat" });
    else rows.push({ line, heat: cell(record, "heat"), session: cell(record, "session"), date, time, dance: cell(record, "dance"), names });
  }
  return { format, columns, mapping, missing: [], rows, problems };
}

function cleanMapping(mapping: ColumnMapping | undefined, columns: string[]): ColumnMapping {
  if (!mapping) return {};
  return Object.fromEntries(Object.entries(mapping).filter(([, v]) => v && columns.includes(v))) as ColumnMapping;
}

const DANCE_WORDS =
  /\b(waltz|viennese|tango|foxtrot|fox trot|quickstep|cha[\s-]?cha|rumba|samba|jive|paso(?:\s+doble)?|bolero|east coast swing|west coast swing|swing|mambo|hustle|salsa|merengue|peabody|polka|smooth|standard|rhythm|latin|ballroom|american|international|intl|am|pro[\s-]?am|open|closed|newcomer|bronze|silver|gold|novice|pre[\s-]?champ|championship|scholarship|solo|showcase|multi[\s-]?dance|single dance|[0-9]+\s*dance|[a-z]?\d{1,2}[a-z]?)\b\.?/gi;
// A heat line's start: "Heat 61", "#61", "Ht. 61A" or a number of up to three digits (a year leading a title is not one).
const HEAT_START = /^(?:(?:heat|ht\.?|#)\s*#?\s*\S*\d|\d{1,3}[a-z]?\b)/i;
const SESSION_HEADING = /^\s*(?:session\b|(?:morning|afternoon|evening|night)\s+session\b)/i;

/**
 * Heat-sheet text: day headings ("Saturday, December 12") and session headings ("Session 3 – Evening")
 * set the day and session of the heats below them; a heat line has a heat number ("Heat 12", "#12" or a
 * leading number), a time and names, with the dance and other columns separated by tabs, two spaces or
 * a dash. Other lines without a time are headings or titles and are passed over.
 */
function parseHeatSheetText(text: string, options: ParseOptions): ParsedHeatList {
  const rows: HeatRow[] = [];
  const problems: LineProblem[] = [];
  let date: string | null = options.days.length === 1 ? options.days[0] : null;
  let session = "";
  const lines = text.split(/\r\n|\n|\r/);
  const limit = Math.min(lines.length, options.maxLines ?? Infinity);
  for (let i = 0; i < limit; i++) {
    const raw = lines[i].replace(/^\uFEFF/, "");
    const line = i + 1;
    const trimmed = raw.trim();
    if (!trimmed) continue;
    if (SESSION_HEADING.test(trimmed)) {
      session = trimmed.replace(/\s+/g, " ");
      const day = findDay(trimmed, options.days);
      if (day) date = day;
      continue;
    }
    const time = findTime(trimmed);
    if (!time) {
      const day = findDay(trimmed, options.days);
      if (day) date = day;
      // A heat number with no time ("Heat 61  TBA") is listed; a title or heading ("2026 Classic Heat List") is passed over.
      else if (HEAT_START.test(trimmed)) problems.push({ line, text: trimmed, reason: "No heat time on this line" });
      continue;
    }
    const rest = `${trimmed.slice(0, time.index)}  ${trimmed.slice(time.index + time.length)}`;
    const heatMatch = /(?:^|\s)(?:heat|ht\.?|#)\s*#?\s*(\d{1,4}[a-z]?)\b/i.exec(rest) ?? /^\s*(\d{1,4}[a-z]?)(?=[\s.:)\-–]|$)/i.exec(rest);
    if (!heatMatch) {
      problems.push({ line, text: trimmed, reason: "No heat number on this line" });
      continue;
    }
    const afterHeat = `${rest.slice(0, heatMatch.index)}  ${rest.slice(heatMatch.index + heatMatch[0].length)}`;
    const fields = afterHeat
      .split(/\t|\s{2,}|\s+[|–—]\s+|\s+-\s+/)
      .map((f) => f.trim().replace(/^[-–—:.|)]+\s*/, ""))
      .filter(Boolean);
    const inlineDay = fields.map((f) => (/\d/.test(f) || /^(mon|tue|wed|thu|fri|sat|sun)/i.test(f) ? findDay(f, options.days) : null)).find(Boolean);
    const named = fields.filter((f) => /\p{L}/u.test(f.replace(DANCE_WORDS, "")) && !(inlineDay && findDay(f, options.days) === inlineDay && !/[,&/]/.test(f)));
    const nameField = named.find((f) => /[,&/]|\band\b/i.test(f)) ?? named.sort((a, b) => b.length - a.length)[0] ?? "";
    const dance = fields.filter((f) => f !== nameField && !named.includes(f)).join(" ") || (nameField.match(DANCE_WORDS) ?? []).join(" ");
    const names = splitCompetitors(named.length > 1 || /[,&/]/.test(nameField) ? nameField : nameField.replace(DANCE_WORDS, " "));
    const day = inlineDay ?? date;
    if (!names.length) problems.push({ line, text: trimmed, reason: "No competitor name on this line" });
    else if (!day) problems.push({ line, text: trimmed, reason: "No date for this heat (add a day heading above it)" });
    else rows.push({ line, heat: heatMatch[1], session, date: day, time: time.time, dance: dance.replace(/\s+/g, " ").trim(), names });
  }
  if (lines.length > limit) problems.push({ line: limit + 1, text: "", reason: `Only the first ${limit} lines were read` });
  return { format: "text", columns: [], mapping: {}, missing: [], rows, problems };
}
