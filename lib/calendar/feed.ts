// A staff member's private calendar feed (/api/calendar/feed/<token>.ics): their own schedule from
// 30 days back to a year ahead, built on every fetch with ical-generator. One UID per slot, the same
// as the customer's confirmation invite (slotUid), so nobody's calendar holds two copies of a slot.
// No email or phone of a customer goes into it: a subscribed URL can leak.
import { createHash, randomBytes } from "node:crypto";
import ical, { ICalCalendarMethod } from "ical-generator";
import { decode } from "html-entities";
import { prisma, rawRows } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { hasAnyPermission } from "@/lib/auth/permissions";
import { studio } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import { slotUid } from "@/lib/bookings/ics";
import type { CalendarFeedLinks } from "./feed-dto";
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
export async function revokeCalendarFeed(userId: string): Promise<boolean> {
  const { count } = await prisma.calendarFeed.deleteMany({ where: { userId } });
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
  message: string;
  danceStyles: string[];
  additionalServiceTitles: string[];
  eventName: string;
  locationName: string;
  city: string;
  state: string;
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

/**
 * The feed's slots in order, with what each rendered event depends on: its SEQUENCE and the last change of
 * the slot, its booking and its competition (every edit of them bumps an updatedAt; a booking day's service,
 * styles and additional services are fixed when the booking is made). Epoch milliseconds, cheap to read.
 */
export function feedIndexSql(userId: string, from: Date, to: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT s."id", s."sequence",
           (extract(epoch FROM s."updatedAt") * 1000)::float8 AS "updatedAt",
           (extract(epoch FROM GREATEST(b."updatedAt", e."updatedAt")) * 1000)::float8 AS "bookingUpdatedAt"
      ${feedScope(userId, from, to)}
     ORDER BY s."startAt", s."id"`;
}

/** Everything a slot's event shows, for the slots not rendered yet (exported for the benchmark). */
export function feedRowsSql(userId: string, from: Date, to: Date, ids: string[] | null = null): Prisma.Sql {
  return Prisma.sql`
    SELECT s."id", s."serviceTitle", s."startAt", s."endAt", s."sequence", s."updatedAt",
           GREATEST(b."updatedAt", e."updatedAt") AS "bookingUpdatedAt", b."firstName", b."lastName", b."danceLevel"::text AS "danceLevel",
           b."hairAtNight", b."additionalNotes", b."message",
           d."danceStyles"::text[] AS "danceStyles", d."additionalServiceTitles",
           e."eventName", e."locationName", e."city", e."state"
      ${feedScope(userId, from, to)}
      ${ids ? Prisma.sql`AND s."id" = ANY(${ids}::text[])` : Prisma.empty}
     ORDER BY s."startAt", s."id"`;
}

/** The rows behind a feed's events (all of them, or only these slots), straight from pg. */
const readFeedRows = (userId: string, from: Date, to: Date, ids: string[] | null = null) => rawRows<FeedRow>(feedRowsSql(userId, from, to, ids));

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

export function feedDescription(row: Pick<FeedRow, "danceLevel" | "danceStyles" | "hairAtNight" | "additionalNotes" | "message" | "additionalServiceTitles">): string {
  const lines = [
    `Level: ${DANCE_LEVEL_LABELS[fromDbDanceLevel(row.danceLevel)] ?? row.danceLevel}`,
    `Styles: ${row.danceStyles.map((s) => DANCE_STYLE_LABELS[fromDbDanceStyle(s)] ?? s).join(", ") || "—"}`,
    `Hair at night: ${row.hairAtNight ? "yes" : "no"}`,
  ];
  if (row.additionalServiceTitles.length) lines.push(`Additional services: ${row.additionalServiceTitles.map((t) => decode(t)).join(", ")}`);
  if (row.additionalNotes.trim()) lines.push(`Notes: ${row.additionalNotes.trim()}`);
  if (row.message.trim()) lines.push(`Dancer's message: ${row.message.trim()}`);
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

/**
 * Recently built feeds by version, so a calendar app polling an unchanged schedule costs one
 * aggregate query. Only a cache (any instance rebuilds the same bytes from the database), small and bounded.
 */
const builtFeeds = new Map<string, { ics: string; lastModified: Date | null }>();
const BUILT_FEEDS_KEPT = 32;
/** Users whose feed this process has built (their events are likely among renderedEvents). */
const feedsBuilt = new Set<string>();
/** For the benchmark: measure a full build every time. */
export const forgetBuiltFeeds = () => {
  builtFeeds.clear();
  feedsBuilt.clear();
};

/** The feed a token opens; every bad token (malformed, unknown, regenerated, revoked, user gone or no longer staff) → 404. */
export async function calendarFeedFor(token: string, now = new Date(), ifNoneMatch: string | null = null): Promise<CalendarFeedAnswer> {
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
  const [{ count, latest }] = await rawRows<{ count: number; latest: Date | null }>(feedVersionSql(user.id, from, to));
  const version = `${user.id}|${name}|${count}|${latest?.toISOString() ?? ""}`;
  const etag = `"${createHash("sha256").update(version, "utf8").digest("base64url").slice(0, 32)}"`;
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return { etag, lastModified: latest, ics: null };
  let built = builtFeeds.get(version);
  if (!built) {
    // Straight from pg (Prisma's raw-result mapping of a busy year cost more than the query): first the slots
    // in order and their versions, then the full rows of only those never rendered at that version.
    if (!feedsBuilt.has(user.id)) {
      // The first build of this feed in this process: every event is to be rendered, so one read of every row.
      built = buildCalendarFeed(await readFeedRows(user.id, from, to), name);
    } else {
      const index = await rawRows<FeedEntry>(feedIndexSql(user.id, from, to));
      const { texts, missing } = renderedTexts(index);
      const rows = missing.length ? await readFeedRows(user.id, from, to, missing) : [];
      built = assembleFeed(index, texts, renderAll(rows), name);
    }
    feedsBuilt.add(user.id);
    builtFeeds.set(version, built);
    if (builtFeeds.size > BUILT_FEEDS_KEPT) builtFeeds.delete(builtFeeds.keys().next().value!);
  }
  return { etag, lastModified: built.lastModified, ics: built.ics };
}

/**
 * Folds content lines longer than 74 octets (RFC 5545 §3.1) without splitting a UTF-8 sequence.
 * ical-generator folds the whole calendar with a TextEncoder per character, which takes seconds for a
 * year of a busy stylist; its own output is used unchanged, only folded here, line by line.
 */
const ASCII = /^[\x00-\x7f]*$/;

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

/** A slot in the feed's order and the versions its rendered text depends on (epoch ms). */
export interface FeedEntry {
  id: string;
  sequence: number;
  updatedAt: number;
  bookingUpdatedAt: number;
}

const entryKey = (e: FeedEntry) => `${e.id}|${e.sequence}|${e.updatedAt}|${e.bookingUpdatedAt}`;
const entryOf = (row: FeedRow): FeedEntry => ({ id: row.id, sequence: row.sequence, updatedAt: row.updatedAt.getTime(), bookingUpdatedAt: row.bookingUpdatedAt.getTime() });

/**
 * Rendered VEVENTs by slot and version (entryKey), oldest dropped first: ical-generator takes tens of
 * microseconds per event and a busy stylist's year is thousands of them, so after one change only that
 * slot is rendered again.
 */
const renderedEvents = new Map<string, string>();
const RENDERED_EVENTS_KEPT = 50_000;
/** For the benchmark and tests: render every event again. */
export const forgetRenderedEvents = () => renderedEvents.clear();

const newCalendar = (name: string) => ical({ name, prodId: { company: "velvet-and-pins", product: "staff-feed", language: "EN" }, method: ICalCalendarMethod.PUBLISH, ttl: 300 });

/** The texts already rendered for these entries (by key), and the ids of the slots still to render. */
function renderedTexts(index: FeedEntry[]): { texts: Map<string, string>; missing: string[] } {
  const texts = new Map<string, string>();
  const missing: string[] = [];
  for (const entry of index) {
    const key = entryKey(entry);
    const text = renderedEvents.get(key);
    if (text === undefined) missing.push(entry.id);
    else texts.set(key, text);
  }
  return { texts, missing };
}

/** Renders rows into VEVENT text (also kept in renderedEvents); answers the texts by slot id. */
function renderAll(rows: FeedRow[]): Map<string, string> {
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
      summary: `${decode(row.serviceTitle)} — ${dancerShortName(row.firstName, row.lastName)}`,
      location: [row.eventName, [row.city, row.state].filter(Boolean).join(", ")].filter(Boolean).join(", "),
      description: feedDescription(row),
    });
    const text = foldIcsLines(event.toString());
    calendar.clear();
    texts.set(row.id, text);
    renderedEvents.set(entryKey(entryOf(row)), text);
    if (renderedEvents.size > RENDERED_EVENTS_KEPT) renderedEvents.delete(renderedEvents.keys().next().value!);
  }
  return texts;
}

/**
 * The calendar's own lines around the events, in the index's order: each event's text by its key, or
 * else the one just rendered for its slot (a slot changed between the two reads shows its newer text).
 */
function assembleFeed(index: FeedEntry[], known: Map<string, string>, fresh: Map<string, string>, name: string): CalendarFeedBody {
  // The calendar's own lines, without any event: BEGIN:VCALENDAR … END:VCALENDAR.
  const shell = newCalendar(name).toString();
  const closing = shell.lastIndexOf("END:VCALENDAR");
  let latest = 0;
  const events: string[] = [];
  for (const entry of index) {
    const text = known.get(entryKey(entry)) ?? fresh.get(entry.id);
    // A slot gone between the two reads (cancelled, moved away) is left out, as the next fetch would.
    if (text === undefined) continue;
    latest = Math.max(latest, entry.updatedAt, entry.bookingUpdatedAt);
    events.push(text);
  }
  return { ics: shell.slice(0, closing) + events.join("") + shell.slice(closing), lastModified: latest ? new Date(latest) : null };
}

/** The feed text of these rows, in their order (the rows hold everything; tests and the benchmark). */
export function buildCalendarFeed(rows: FeedRow[], name: string): CalendarFeedBody {
  const index = rows.map(entryOf);
  const { texts, missing } = renderedTexts(index);
  const wanted = new Set(missing);
  return assembleFeed(index, texts, renderAll(rows.filter((row) => wanted.has(row.id))), name);
}
