// A staff member's private calendar feed (/api/calendar/feed/<token>.ics): their own schedule from
// 30 days back to a year ahead, built on every fetch with ical-generator. One UID per slot, the same
// as the customer's confirmation invite (slotUid), so nobody's calendar holds two copies of a slot.
// No email or phone of a customer goes into it: a subscribed URL can leak.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import ical, { ICalCalendarMethod } from "ical-generator";
import { displayText } from "@/lib/text/display-text";
import { after } from "next/server";
import { prisma, rawExecute, rawRows } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { hasAnyPermission } from "@/lib/auth/permissions";
import { studio } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import { slotUid } from "@/lib/bookings/ics";
import type { CalendarFeedLinks } from "./feed-dto";
import { readyByInstant } from "@/lib/bookings/heat-plan";
import { DEFAULT_READY_BEFORE_HEAT_MINUTES } from "@/lib/events/dto";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { formatTimeIn, formatTimeRangeIn, formatWallTimeIn, timeZoneLabel, toDateOnly } from "@/lib/time";
import { DANCE_LEVEL_LABELS, DANCE_STYLE_LABELS, fromDbDanceLevel, fromDbDanceStyle } from "@/lib/bookings/constants";

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding. */
export const CALENDAR_FEED_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 365;
/** What every bad feed link answers: no hint whether it never existed, was regenerated or revoked. */
export const CALENDAR_FEED_GONE = "This calendar link is not valid.";

export const hashCalendarFeedToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");


export function calendarFeedUrls(token: string): { url: string; webcalUrl: string } {
  const url = `${studio.siteUrl}/api/calendar/feed/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, "webcal://") };
}

/** Creates the user's feed link, or replaces it (the old one stops at once). The token is returned once and never stored. */
export async function issueCalendarFeed(userId: string, now = new Date()): Promise<CalendarFeedLinks> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const tokenHash = hashCalendarFeedToken(token);
  await prisma.calendarFeed.upsert({ where: { userId }, create: { userId, tokenHash, createdAt: now }, update: { tokenHash, createdAt: now } });
  return { ...calendarFeedUrls(token), createdAt: now.toISOString() };
}

/** Whether the user has a live feed link (its URL cannot be shown again: only its hash is stored). */
export async function calendarFeedStatus(userId: string): Promise<{ createdAt: string } | null> {
  const feed = await prisma.calendarFeed.findUnique({ where: { userId }, select: { createdAt: true } });
  return feed ? { createdAt: feed.createdAt.toISOString() } : null;
}

/** Revokes a user's feed (admins in Users); answers whether there was one. */
export async function revokeCalendarFeed(userId: string, db: Pick<typeof prisma, "calendarFeed"> = prisma): Promise<boolean> {
  const { count } = await db.calendarFeed.deleteMany({ where: { userId } });
  return count > 0;
}

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

const feedScope = (userId: string, from: Date, to: Date) => Prisma.sql`
      FROM "Schedule" s
      JOIN "Booking" b ON b."id" = s."bookingId" AND b."deletedAt" IS NULL AND b."cancelledAt" IS NULL
      JOIN "BookingDay" d ON d."id" = s."bookingDayId"
      JOIN "Event" e ON e."id" = b."eventId"
     WHERE s."assignedUserId" = ${userId}
       AND s."startAt" >= ${from}
       AND s."startAt" < ${to}
       AND s."endAt" > s."startAt"`;

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

/**
 * The renderer, what it reads besides the rows (the studio's zone, "Ready before heat") and the UID's host:
 * stored events of another renderer are rendered again.
 */
const rendererId = (readyBeforeHeatMinutes: number) => `${renderer()}:${studio.timeZone}:${readyBeforeHeatMinutes}@${slotUid("")}`;

/**
 * The feed's slots in order, each with what its rendered event depends on: its SEQUENCE and the last
 * change (epoch ms) of the slot and of its booking and competition (every edit of them bumps an updatedAt;
 * a booking day's service, styles and additional services are fixed when the booking is made). Cheap to
 * read: no event text. Exported for the benchmark.
 */
export function feedIndexSql(userId: string, from: Date, to: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT s."id", s."sequence",
           (extract(epoch FROM s."updatedAt") * 1000)::float8 AS "updatedAt",
           (extract(epoch FROM GREATEST(b."updatedAt", e."updatedAt")) * 1000)::float8 AS "bookingUpdatedAt"
      ${feedScope(userId, from, to)}
     ORDER BY s."startAt", s."id"`;
}

/** The stored events of these slots by this renderer, with what each was rendered from. */
const storedEventsSql = (ids: string[], renderer: string) => Prisma.sql`
    SELECT c."scheduleId" AS "id", c."ics", c."sequence",
           (extract(epoch FROM c."slotUpdatedAt") * 1000)::float8 AS "updatedAt",
           (extract(epoch FROM c."bookingUpdatedAt") * 1000)::float8 AS "bookingUpdatedAt"
      FROM "CalendarFeedEvent" c
     WHERE c."scheduleId" = ANY(${ids}::text[]) AND c."renderer" = ${renderer}`;

/** Everything a slot's event shows, for the slots without a stored event at their version (exported for the benchmark). */
export function feedRowsSql(userId: string, from: Date, to: Date, ids: string[] | null = null): Prisma.Sql {
  return Prisma.sql`
    SELECT s."id", s."serviceTitle", s."startAt", s."endAt", s."sequence", s."updatedAt",
           GREATEST(b."updatedAt", e."updatedAt") AS "bookingUpdatedAt", b."firstName", b."lastName", b."danceLevel"::text AS "danceLevel",
           b."hairAtNight", b."additionalNotes",
           d."danceStyles"::text[] AS "danceStyles", d."additionalServiceTitles",
           e."eventName", e."locationName", e."city", e."state", e."timeZone", d."date", d."heatTime", d."heatNote"
      ${feedScope(userId, from, to)}
      ${ids ? Prisma.sql`AND s."id" = ANY(${ids}::text[])` : Prisma.empty}
     ORDER BY s."startAt", s."id"`;
}

/**
 * What the feed's text depends on, in one cheap aggregate: how many slots and the latest change of
 * any of them, their bookings and competitions. Every edit bumps an updatedAt; a slot leaving
 * (cancelled, deleted, reassigned, out of the window) changes the count.
 */
export function feedVersionSql(userId: string, from: Date, to: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT count(*)::int AS "count", max(GREATEST(s."updatedAt", b."updatedAt", e."updatedAt")) AS "latest"
      ${feedScope(userId, from, to)}`;
}

/** "Ana R." — first name and last initial: enough for the stylist, little for anyone else. */
export const dancerShortName = (firstName: string, lastName: string) => `${firstName.trim()}${lastName.trim() ? ` ${lastName.trim()[0].toUpperCase()}.` : ""}`;

/**
 * What the stylist needs for the slot, and nothing the customer typed: the customer's message is free
 * text (often a phone number or an address) and a feed is easily synced to third-party servers, so
 * only the staff's own notes travel (issue 32). The feed panel says what the feed contains.
 * Its time, heat and ready-by are in the competition's zone, named when it is not the studio's (issue 30):
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
    `Hair at night: ${row.hairAtNight ? "yes" : "no"}`,
  ];
  if (row.additionalServiceTitles.length) lines.push(`Additional services: ${row.additionalServiceTitles.map((t) => displayText(t)).join(", ")}`);
  if (row.additionalNotes.trim()) lines.push(`Notes: ${row.additionalNotes.trim()}`);
  return lines.join("\n");
}

export interface CalendarFeedBody {
  ics: string;
  lastModified: Date | null;
}

export interface CalendarFeedAnswer {
  etag: string;
  lastModified: Date | null;
  /** null when the caller's If-None-Match already names this version (304). */
  ics: string | null;
}

/** Runs work after the answer is sent (Next's `after`); outside a request (scripts, tests) at once, unawaited. */
export type AfterResponse = (task: () => Promise<void>) => void;
const afterResponse: AfterResponse = (task) => {
  try {
    after(task);
  } catch {
    void task();
  }
};

/**
 * Recently built feeds by version, so a calendar app polling an unchanged schedule costs one
 * aggregate query. Only a cache (any instance rebuilds the same bytes from the database), small and bounded.
 */
const builtFeeds = new Map<string, { ics: string; lastModified: Date | null }>();
const BUILT_FEEDS_KEPT = 32;
/** For the benchmark: measure a full build every time. */
export const forgetBuiltFeeds = () => builtFeeds.clear();

/** The feed a token opens; every bad token (malformed, unknown, regenerated, revoked, user gone or no longer staff) → 404. */
export async function calendarFeedFor(token: string, now = new Date(), ifNoneMatch: string | null = null, schedule: AfterResponse = afterResponse): Promise<CalendarFeedAnswer> {
  if (!CALENDAR_FEED_TOKEN_RE.test(token)) throw new NotFoundError(CALENDAR_FEED_GONE);
  const feed = await prisma.calendarFeed.findUnique({
    where: { tokenHash: hashCalendarFeedToken(token) },
    select: { user: { select: { id: true, firstName: true, accountStatus: true, role: true, isAdministrator: true, permissions: true } } },
  });
  const user = feed?.user;
  if (!user || user.accountStatus !== "active" || !hasAnyPermission(user, ["view_bookings"])) throw new NotFoundError(CALENDAR_FEED_GONE);
  const from = new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000);
  const to = new Date(now.getTime() + FEED_DAYS_AHEAD * 86_400_000);
  const name = `${studio.name} — ${user.firstName}`;
  const [[{ count, latest }], readyBefore] = await Promise.all([rawRows<{ count: number; latest: Date | null }>(feedVersionSql(user.id, from, to)), getReadyBeforeHeatMinutes()]);
  const renderer = rendererId(readyBefore);
  const version = `${user.id}|${name}|${renderer}|${count}|${latest?.toISOString() ?? ""}`;
  const etag = `"${createHash("sha256").update(version, "utf8").digest("base64url").slice(0, 32)}"`;
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return { etag, lastModified: latest, ics: null };
  let built = builtFeeds.get(version);
  if (!built) {
    // Straight from pg (Prisma's raw-result mapping of a busy year cost more than the query): the slots in
    // order with their versions; each event's text then comes from this process's memory, else from the
    // events every instance stores, else it is rendered now from its full row (and stored after the answer).
    const index = await rawRows<FeedIndexRow>(feedIndexSql(user.id, from, to));
    const texts = new Map<string, string>();
    const notInMemory: FeedIndexRow[] = [];
    for (const entry of index) {
      const text = recentEvents.get(`${renderer}|${versionKey(entry)}`);
      if (text !== undefined) texts.set(entry.id, text);
      else notInMemory.push(entry);
    }
    const toRender: string[] = [];
    if (notInMemory.length) {
      const wanted = new Map(notInMemory.map((entry) => [entry.id, versionKey(entry)]));
      for (const stored of await rawRows<FeedIndexRow & { ics: string }>(storedEventsSql([...wanted.keys()], renderer))) {
        // Only if rendered from what the slot shows now.
        if (wanted.get(stored.id) === versionKey(stored)) texts.set(stored.id, stored.ics);
      }
      for (const entry of notInMemory) if (!texts.has(entry.id)) toRender.push(entry.id);
    }
    const rows = toRender.length ? await rawRows<FeedRow>(feedRowsSql(user.id, from, to, toRender)) : [];
    const fresh = renderEvents(rows, studio.timeZone, readyBefore);
    for (const [id, text] of fresh) texts.set(id, text);
    for (const entry of index) {
      const text = texts.get(entry.id);
      if (text !== undefined) rememberEvent(`${renderer}|${versionKey(entry)}`, text);
    }
    built = assembleFeed(index, texts, name);
    if (fresh.size) schedule(() => storeRenderedEvents(rows, fresh, readyBefore));
    builtFeeds.set(version, built);
    if (builtFeeds.size > BUILT_FEEDS_KEPT) builtFeeds.delete(builtFeeds.keys().next().value!);
  }
  return { etag, lastModified: built.lastModified, ics: built.ics };
}

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

/**
 * This process's recently used event texts by slot and version, oldest dropped first: a rebuild after one
 * change then reads only the slots' versions, not every stored text.
 */
const recentEvents = new Map<string, string>();
const RECENT_EVENTS_KEPT = 50_000;
const rememberEvent = (key: string, text: string) => {
  if (recentEvents.has(key)) return;
  recentEvents.set(key, text);
  if (recentEvents.size > RECENT_EVENTS_KEPT) recentEvents.delete(recentEvents.keys().next().value!);
};
/** For the benchmark: as if this process had just started. */
export const forgetRecentEvents = () => recentEvents.clear();

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

const STORE_BATCH = 500;

/**
 * Keeps rendered events by slot and version, so no instance renders them again while they are current
 * (ical-generator takes tens of microseconds per event; a busy stylist's year is thousands). Only a cache:
 * a failure is logged, the next fetch renders again.
 */
export async function storeRenderedEvents(rows: FeedRow[], texts: Map<string, string>, readyBeforeHeatMinutes = DEFAULT_READY_BEFORE_HEAT_MINUTES): Promise<void> {
  try {
    const renderer = rendererId(readyBeforeHeatMinutes);
    for (let at = 0; at < rows.length; at += STORE_BATCH) {
      const batch = rows.slice(at, at + STORE_BATCH).filter((row) => texts.has(row.id));
      await rawExecute(Prisma.sql`
        INSERT INTO "CalendarFeedEvent" ("scheduleId", "renderer", "sequence", "slotUpdatedAt", "bookingUpdatedAt", "ics")
        SELECT x."id", ${renderer}, x."sequence", x."slotUpdatedAt", x."bookingUpdatedAt", x."ics"
          FROM unnest(${batch.map((r) => r.id)}::text[], ${batch.map((r) => r.sequence)}::int[], ${batch.map((r) => r.updatedAt)}::timestamptz[],
                      ${batch.map((r) => r.bookingUpdatedAt)}::timestamptz[], ${batch.map((r) => texts.get(r.id)!)}::text[])
            AS x("id", "sequence", "slotUpdatedAt", "bookingUpdatedAt", "ics")
         WHERE EXISTS (SELECT 1 FROM "Schedule" s WHERE s."id" = x."id")
        ON CONFLICT ("scheduleId") DO UPDATE SET "renderer" = EXCLUDED."renderer", "sequence" = EXCLUDED."sequence",
          "slotUpdatedAt" = EXCLUDED."slotUpdatedAt", "bookingUpdatedAt" = EXCLUDED."bookingUpdatedAt", "ics" = EXCLUDED."ics"`);
    }
  } catch (error) {
    console.error(`[calendar feed] storing rendered events failed: ${(error as Error).message}`);
  }
}

/** The feed text of these rows, in their order, all rendered now (tests and the benchmark). */
export function buildCalendarFeed(rows: FeedRow[], name: string, studioZone = studio.timeZone, readyBeforeHeatMinutes = DEFAULT_READY_BEFORE_HEAT_MINUTES): CalendarFeedBody {
  const index = rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.getTime(), bookingUpdatedAt: row.bookingUpdatedAt.getTime() }));
  return assembleFeed(index, renderEvents(rows, studioZone, readyBeforeHeatMinutes), name);
}
