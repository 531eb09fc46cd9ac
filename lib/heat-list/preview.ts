// What an import would do, before anything is saved: per booked dancer and day the heat time now and after,
// her later heats (and an evening session), what the new time does to her timed slots (fine / now late by
// N min / now far too early), which days it would change, which it leaves because a parent or staff entered
// the time by hand after the last import (saved only with an explicit override), and what changed in the
// organiser's list since the last import. Pure: instants come from lib/bookings/heat-plan's readyByInstant.
import { readyByInstant } from "@/lib/bookings/dto";
import { nameKey, nameWords } from "./names";
import type { BookedDancer, NameMatch } from "./match";
import type { DayPreview, HeatRow, RowsDiff, SlotEffect } from "./dto";

export type { DayPreview, HeatLater, RowsDiff, SlotEffect } from "./dto";

/** A slot ending this long (or more) before ready-by is "far too early". */
export const FAR_TOO_EARLY_MINUTES = 180;

/** A booking day as it is now. */
export interface CurrentDay {
  bookingId: string;
  date: string;
  heatTime: string | null;
  heatNote: string;
  /** When the heat time was last written (by anyone, an import included). */
  heatUpdatedAt: Date | null;
  /** End instants of the day's timed slots. */
  slotEnds: Date[];
}

/** What the last import set for each booking day ("bookingId|date" → "HH:mm"). */
export interface LastImport {
  at: Date;
  byName: string;
  set: Record<string, string>;
  rows: HeatRow[];
}





export interface HeatListPreview {
  days: DayPreview[];
  /** Dancers whose heat time a save would change. */
  changing: number;
  /** Booked dancers with a heat on a day they have no booking for. */
  notBooked: { dancerId: string; name: string; date: string; time: string; line: number }[];
  /** Booked dancers the list does not name on one of their days ("bookingId|date"), after a previous import named them there. */
  dropped: { bookingId: string; name: string; date: string; was: string }[];
  diff: RowsDiff | null;
}

export interface PreviewInput {
  rows: readonly HeatRow[];
  matches: readonly NameMatch[];
  dancers: ReadonlyMap<string, BookedDancer>;
  current: readonly CurrentDay[];
  last: LastImport | null;
  timeZone: string;
  readyBeforeMinutes: number;
  /** "bookingId|date" keys staff chose to overwrite although entered by hand. */
  overrides?: ReadonlySet<string>;
}

const EVENING = /\b(evening|night|pm session)\b/i;
export const isEvening = (row: Pick<HeatRow, "session" | "time">) => EVENING.test(row.session) || row.time >= "17:00";

export function slotEffect(date: string, heatTime: string, slotEnds: readonly Date[], timeZone: string, readyBeforeMinutes: number): SlotEffect {
  const readyBy = readyByInstant(date, heatTime, timeZone, readyBeforeMinutes);
  if (!readyBy || !slotEnds.length) return { kind: "none" };
  const last = Math.max(...slotEnds.map((e) => e.getTime()));
  const minutes = Math.round((last - readyBy.getTime()) / 60_000);
  if (minutes > 0) return { kind: "late", minutes };
  if (-minutes >= FAR_TOO_EARLY_MINUTES) return { kind: "early", minutes: -minutes };
  return { kind: "fine" };
}

export const dayKey = (bookingId: string, date: string) => `${bookingId}|${date}`;
const dancerName = (d: BookedDancer) => `${d.firstName} ${d.lastName}`.trim();

export function previewImport(input: PreviewInput): HeatListPreview {
  const rowByLine = new Map(input.rows.map((r) => [r.line, r]));
  const heats = new Map<string, { dancerId: string; rows: HeatRow[] }>();
  const notBooked: HeatListPreview["notBooked"] = [];
  for (const m of input.matches) {
    if (m.status !== "matched" || !m.dancerId) continue;
    const row = rowByLine.get(m.line)!;
    const dancer = input.dancers.get(m.dancerId)!;
    const bookingId = dancer.bookingByDate[row.date];
    if (!bookingId) {
      notBooked.push({ dancerId: dancer.id, name: dancerName(dancer), date: row.date, time: row.time, line: row.line });
      continue;
    }
    const key = dayKey(bookingId, row.date);
    const entry = heats.get(key) ?? { dancerId: dancer.id, rows: [] };
    if (!entry.rows.includes(row)) entry.rows.push(row);
    heats.set(key, entry);
  }
  const currentOf = new Map(input.current.map((c) => [dayKey(c.bookingId, c.date), c]));
  const days: DayPreview[] = [];
  for (const [key, { dancerId, rows }] of heats) {
    const cur = currentOf.get(key);
    if (!cur) continue;
    rows.sort((a, b) => a.time.localeCompare(b.time) || a.line - b.line);
    const after = rows[0].time;
    const later = rows.slice(1).filter((r, i, all) => r.time !== after && all.findIndex((x) => x.time === r.time) === i);
    const dancer = input.dancers.get(dancerId)!;
    days.push({
      bookingId: cur.bookingId,
      dancerId,
      name: dancerName(dancer),
      date: cur.date,
      now: cur.heatTime,
      after,
      later: later.map((r) => ({ time: r.time, heat: r.heat, session: r.session, dance: r.dance, evening: isEvening(r) })),
      evening: rows.find(isEvening)?.time ?? null,
      effect: slotEffect(cur.date, after, cur.slotEnds, input.timeZone, input.readyBeforeMinutes),
      action: actionFor(cur, after, input.last, input.overrides),
      lines: rows.map((r) => r.line),
    });
  }
  days.sort((a, b) => a.name.localeCompare(b.name) || a.date.localeCompare(b.date));
  const dropped: HeatListPreview["dropped"] = [];
  if (input.last) {
    for (const [key, was] of Object.entries(input.last.set)) {
      if (heats.has(key)) continue;
      const [bookingId, date] = key.split("|");
      const dancer = [...input.dancers.values()].find((d) => d.bookingByDate[date] === bookingId);
      if (dancer) dropped.push({ bookingId, name: dancerName(dancer), date, was });
    }
  }
  const changing = new Set(days.filter((d) => d.action === "set").map((d) => d.dancerId)).size;
  return { days, changing, notBooked, dropped, diff: input.last ? diffRows(input.last.rows, input.rows) : null };
}

function actionFor(cur: CurrentDay, after: string, last: LastImport | null, overrides: ReadonlySet<string> | undefined): DayPreview["action"] {
  if (cur.heatTime === after) return "same";
  const key = dayKey(cur.bookingId, cur.date);
  if (overrides?.has(key)) return "set";
  const lastSet = last?.set[key];
  // The organiser did not move it since the last import: a different time now is someone's later word.
  if (lastSet === after && cur.heatTime !== null) return "kept";
  const byHandSince = cur.heatTime !== null && (!last || (cur.heatUpdatedAt !== null && cur.heatUpdatedAt > last.at));
  if (byHandSince) return "protected";
  return "set";
}

const rowKey = (r: HeatRow) =>
  `${r.date}|${r.heat}|${r.names
    .map((n) => nameKey(nameWords(n)) ?? n)
    .sort()
    .join("+")}`;

/** The organiser's changes between two versions of the list: heats moved (same heat, day and dancers, other time), added, removed. */
export function diffRows(before: readonly HeatRow[], after: readonly HeatRow[]): RowsDiff {
  const old = new Map(before.map((r) => [rowKey(r), r]));
  const now = new Map(after.map((r) => [rowKey(r), r]));
  const diff: RowsDiff = { moved: [], added: [], removed: [] };
  for (const [k, r] of now) {
    const was = old.get(k);
    if (!was) diff.added.push({ heat: r.heat, date: r.date, names: r.names, time: r.time });
    else if (was.time !== r.time) diff.moved.push({ heat: r.heat, date: r.date, names: r.names, from: was.time, to: r.time });
  }
  for (const [k, r] of old) if (!now.has(k)) diff.removed.push({ heat: r.heat, date: r.date, names: r.names, time: r.time });
  return diff;
}
