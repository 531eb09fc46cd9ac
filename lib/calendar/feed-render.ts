// The staff feed's rendering: one VEVENT per slot (ical-generator, folded by foldIcsLines), the
// calendar around them, and the renderer's fingerprint that keys every stored event (decision 0005).
import "server-only";
import { createHash } from "node:crypto";
import ical, { ICalCalendarMethod } from "ical-generator";
import { displayText } from "@/lib/text/display-text";
import { studio } from "@/lib/env";
import { slotUid } from "@/lib/bookings/ics";
import { readyByInstant } from "@/lib/bookings/dto";
import { DEFAULT_READY_BEFORE_HEAT_MINUTES } from "@/lib/events/dto";
import { formatTimeIn, formatTimeRangeIn, formatWallTimeIn, timeZoneLabel, toDateOnly } from "@/lib/time";
import { DANCE_LEVEL_LABELS, DANCE_STYLE_LABELS, fromDbDanceLevel, fromDbDanceStyle } from "@/lib/bookings/dto";
import { EVENING_SESSION_LABEL } from "@/lib/bookings/dto";

export interface FeedRow {
  id: string;
  serviceTitle: string;
  startAt: Date;
  endAt: Date;
  sequence: number;
  updatedAt: Date;
  bookingUpdatedAt: Date;
  firstName: string;
  lastName: string;
  danceLevel: string;
  hairAtNight: boolean;
  additionalNotes: string;
  danceStyles: string[];
  additionalServiceTitles: string[];
  eventName: string;
  locationName: string;
  city: string;
  state: string;
  /** The competition's zone, and the booking day with the dancer's first heat ("HH:mm" there; null until given). */
  timeZone: string;
  date: Date;
  heatTime: string | null;
  heatNote: string;
}

/** Two slots through every branch of the rendering: the studio's zone without a heat, another zone with a heat, note, extras. */
const PROBE_ROWS: FeedRow[] = [
  { id: "probe-1", serviceTitle: "Hair &amp; Makeup", startAt: new Date("2026-03-08T13:00:00Z"), endAt: new Date("2026-03-08T13:45:00Z"), sequence: 1, updatedAt: new Date("2026-01-01T00:00:00Z"), bookingUpdatedAt: new Date("2026-01-02T00:00:00Z"), firstName: "Ana", lastName: "Ruiz", danceLevel: "pro_am", hairAtNight: false, additionalNotes: "", danceStyles: [], additionalServiceTitles: [], eventName: "Probe Open", locationName: "Hall", city: "Boston", state: "MA", timeZone: "America/New_York", date: new Date("2026-03-08T00:00:00Z"), heatTime: null, heatNote: "" },
  { id: "probe-2", serviceTitle: "Hair", startAt: new Date("2026-11-01T14:00:00Z"), endAt: new Date("2026-11-01T15:30:00Z"), sequence: 3, updatedAt: new Date("2026-02-01T00:00:00Z"), bookingUpdatedAt: new Date("2026-01-01T00:00:00Z"), firstName: "Mia", lastName: "Ng", danceLevel: "amateur", hairAtNight: true, additionalNotes: " Bun, no gel ", danceStyles: ["night_club", "latin"], additionalServiceTitles: ["Lashes"], eventName: "Probe Classic", locationName: "", city: "Phoenix", state: "AZ", timeZone: "America/Phoenix", date: new Date("2026-11-01T00:00:00Z"), heatTime: "09:30", heatNote: "Solo" },
];

let rendererFingerprint: string | undefined;

/**
 * The renderer's own fingerprint, computed once per process from what it makes of the probe slots and
 * from its code: any change of the rendering (fields, labels, format, the library) changes it, so stored
 * texts of an older renderer are rendered again without a version anyone must remember to bump.
 */
export function renderer(): string {
  rendererFingerprint ??= createHash("sha256")
    .update([...renderEvents(PROBE_ROWS, "America/New_York", 45).values()].join(""))
    .update([renderEvents, feedDescription, foldIcsLines, newCalendar, dancerShortName].map(String).join("\n"))
    .digest("base64url")
    .slice(0, 22);
  return rendererFingerprint;
}

/** "Ana R." — first name and last initial: enough for the stylist, little for anyone else. */
export const dancerShortName = (firstName: string, lastName: string) => `${firstName.trim()}${lastName.trim() ? ` ${lastName.trim()[0].toUpperCase()}.` : ""}`;

/**
 * What the stylist needs for the slot, and nothing the customer typed: the customer's message is free
 * text (often a phone number or an address) and a feed is easily synced to third-party servers, so
 * only the staff's own notes travel. The feed panel says what the feed contains.
 * Its time, heat and ready-by are in the competition's zone, named when it is not the studio's:
 * calendar apps show DTSTART in the reader's own zone; these lines say the competition's.
 */
export function feedDescription(
  row: Pick<FeedRow, "danceLevel" | "danceStyles" | "hairAtNight" | "additionalNotes" | "additionalServiceTitles" | "startAt" | "endAt" | "timeZone" | "date" | "heatTime" | "heatNote">,
  studioZone: string,
  readyBeforeHeatMinutes: number,
): string {
  const readyBy = row.heatTime ? readyByInstant(toDateOnly(row.date), row.heatTime, row.timeZone, readyBeforeHeatMinutes) : null;
  const lines = [
    `Time: ${formatTimeRangeIn(row.startAt, row.endAt, row.timeZone, studioZone)}`,
    `Heat: ${row.heatTime ? `${formatWallTimeIn(row.heatTime, row.timeZone, studioZone)}${row.heatNote ? ` — ${row.heatNote}` : ""}` : "not given yet"}`,
    ...(readyBy ? [`Ready by: ${formatTimeIn(readyBy, row.timeZone, studioZone)}`] : []),
    `Time zone: ${row.timeZone} (${timeZoneLabel(row.timeZone)})`,
    `Level: ${DANCE_LEVEL_LABELS[fromDbDanceLevel(row.danceLevel)] ?? row.danceLevel}`,
    `Styles: ${row.danceStyles.map((s) => DANCE_STYLE_LABELS[fromDbDanceStyle(s)] ?? s).join(", ") || "—"}`,
    `Hair at night: ${row.hairAtNight ? EVENING_SESSION_LABEL : "no evening session"}`,
  ];
  if (row.additionalServiceTitles.length) lines.push(`Additional services: ${row.additionalServiceTitles.map((t) => displayText(t)).join(", ")}`);
  if (row.additionalNotes.trim()) lines.push(`Notes: ${row.additionalNotes.trim()}`);
  return lines.join("\n");
}

export interface CalendarFeedBody {
  ics: string;
  lastModified: Date | null;
}

/** A slot of the feed in order and what its event depends on (epoch ms). */
export interface FeedIndexRow {
  id: string;
  sequence: number;
  updatedAt: number;
  bookingUpdatedAt: number;
}

/** A slot's event text is the same while this is: its id, SEQUENCE and the last changes it shows. */
export const versionKey = (v: { id: string; sequence: number; updatedAt: number | Date; bookingUpdatedAt: number | Date }) =>
  `${v.id}|${v.sequence}|${+v.updatedAt}|${+v.bookingUpdatedAt}`;

const ASCII = /^[\x00-\x7f]*$/;

/**
 * Folds content lines longer than 74 octets (RFC 5545 §3.1) without splitting a UTF-8 sequence.
 * ical-generator folds the whole calendar with a TextEncoder per character, which takes seconds for a
 * year of a busy stylist; its own output is used unchanged, only folded here, line by line.
 */
export function foldIcsLines(text: string): string {
  return text
    .split("\r\n")
    .map((line) => {
      // A UTF-16 code unit is at most 3 octets in UTF-8.
      if (line.length <= 24) return line;
      if (ASCII.test(line)) {
        if (line.length <= 74) return line;
        // One octet per character: 74-character pieces, no per-character measuring.
        const pieces: string[] = [];
        for (let at = 0; at < line.length; at += 74) pieces.push(line.slice(at, at + 74));
        return pieces.join("\r\n ");
      }
      if (Buffer.byteLength(line, "utf8") <= 74) return line;
      const out: string[] = [];
      let current = "";
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char, "utf8");
        // 74 octets of content per line (a continuation line's leading space makes 75), as ical-generator does.
        if (octets + size > 74) {
          out.push(current);
          current = "";
          octets = 0;
        }
        current += char;
        octets += size;
      }
      out.push(current);
      return out.join("\r\n ");
    })
    .join("\r\n");
}

const newCalendar = (name: string) => ical({ name, prodId: { company: "velvet-and-pins", product: "staff-feed", language: "EN" }, method: ICalCalendarMethod.PUBLISH, ttl: 300 });

/** Renders rows into VEVENT text (ical-generator, folded by foldIcsLines), by slot id. */
export function renderEvents(rows: FeedRow[], studioZone = studio.timeZone, readyBeforeHeatMinutes = DEFAULT_READY_BEFORE_HEAT_MINUTES): Map<string, string> {
  const texts = new Map<string, string>();
  if (!rows.length) return texts;
  const calendar = newCalendar("");
  for (const row of rows) {
    const modified = row.updatedAt > row.bookingUpdatedAt ? row.updatedAt : row.bookingUpdatedAt;
    const event = calendar.createEvent({
      id: slotUid(row.id),
      sequence: row.sequence,
      start: row.startAt,
      end: row.endAt,
      // DTSTAMP is the last change, not the fetch time: the same data gives the same bytes and ETag.
      stamp: modified,
      lastModified: modified,
      // A competition outside the studio's zone: its local start, named ("· 8:55 AM Central").
      summary: `${displayText(row.serviceTitle)} — ${dancerShortName(row.firstName, row.lastName)}${row.timeZone === studioZone ? "" : ` · ${formatTimeIn(row.startAt, row.timeZone, studioZone)}`}`,
      location: [row.eventName, [row.city, row.state].filter(Boolean).join(", ")].filter(Boolean).join(", "),
      description: feedDescription(row, studioZone, readyBeforeHeatMinutes),
    });
    texts.set(row.id, foldIcsLines(event.toString()));
    calendar.clear();
  }
  return texts;
}

/**
 * The calendar's own lines around the events, in the index's order, each slot's text by its id (a slot
 * gone between the reads has none and is left out, as the next fetch would).
 */
export function assembleFeed(index: Pick<FeedIndexRow, "id" | "updatedAt" | "bookingUpdatedAt">[], texts: Map<string, string>, name: string): CalendarFeedBody {
  // The calendar's own lines, without any event: BEGIN:VCALENDAR … END:VCALENDAR.
  const shell = newCalendar(name).toString();
  const closing = shell.lastIndexOf("END:VCALENDAR");
  let latest = 0;
  const events: string[] = [];
  for (const entry of index) {
    const text = texts.get(entry.id);
    if (text === undefined) continue;
    latest = Math.max(latest, entry.updatedAt, entry.bookingUpdatedAt);
    events.push(text);
  }
  return { ics: shell.slice(0, closing) + events.join("") + shell.slice(closing), lastModified: latest ? new Date(latest) : null };
}
