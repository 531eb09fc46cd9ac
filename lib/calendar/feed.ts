// A staff member's private calendar feed (/api/calendar/feed/<token>.ics): their own schedule from
// 30 days back to a year ahead, built on every fetch with ical-generator. One UID per slot, the same
// as the customer's confirmation invite (slotUid), so nobody's calendar holds two copies of a slot.
// No email or phone of a customer goes into it: a subscribed URL can leak.
import { createHash, randomBytes } from "node:crypto";
import ical, { ICalCalendarMethod } from "ical-generator";
import { decode } from "html-entities";
import { prisma } from "@/lib/db/client";
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

/** The one statement behind a feed's text (exported for the benchmark's EXPLAIN). */
export function feedSql(userId: string, from: Date, to: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT s."id", s."serviceTitle", s."startAt", s."endAt", s."sequence", s."updatedAt",
           GREATEST(b."updatedAt", e."updatedAt") AS "bookingUpdatedAt", b."firstName", b."lastName", b."danceLevel"::text AS "danceLevel",
           b."hairAtNight", b."additionalNotes", b."message",
           d."danceStyles"::text[] AS "danceStyles", d."additionalServiceTitles",
           e."eventName", e."locationName", e."city", e."state"
      ${feedScope(userId, from, to)}
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
  etag: string;
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
/** For the benchmark: measure a full build every time. */
export const forgetBuiltFeeds = () => builtFeeds.clear();

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
  const [{ count, latest }] = await prisma.$queryRaw<{ count: number; latest: Date | null }[]>(feedVersionSql(user.id, from, to));
  const version = `${user.id}|${name}|${count}|${latest?.toISOString() ?? ""}`;
  const etag = `"${createHash("sha256").update(version, "utf8").digest("base64url").slice(0, 32)}"`;
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return { etag, lastModified: latest, ics: null };
  let built = builtFeeds.get(version);
  if (!built) {
    const { ics, lastModified } = buildCalendarFeed(await prisma.$queryRaw<FeedRow[]>(feedSql(user.id, from, to)), name);
    built = { ics, lastModified };
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
export function foldIcsLines(text: string): string {
  return text
    .split("\r\n")
    .map((line) => {
      if (line.length <= 18 || Buffer.byteLength(line, "utf8") <= 74) return line;
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

/**
 * Rendered VEVENTs by their whole feed row (every field the event shows, its SEQUENCE and updatedAt), oldest
 * dropped first: ical-generator takes about 0.1 ms per event, a busy stylist's year is thousands of them.
 */
const renderedEvents = new Map<string, string>();
const RENDERED_EVENTS_KEPT = 50_000;
/** For the benchmark and tests: render every event again. */
export const forgetRenderedEvents = () => renderedEvents.clear();

export function buildCalendarFeed(rows: FeedRow[], name: string): CalendarFeedBody {
  const calendar = ical({ name, prodId: { company: "velvet-and-pins", product: "staff-feed", language: "EN" }, method: ICalCalendarMethod.PUBLISH, ttl: 300 });
  // The calendar's own lines, before any event is added: BEGIN:VCALENDAR … END:VCALENDAR.
  const shell = calendar.toString();
  const closing = shell.lastIndexOf("END:VCALENDAR");
  let lastModified: Date | null = null;
  const events: string[] = [];
  for (const row of rows) {
    const modified = row.updatedAt > row.bookingUpdatedAt ? row.updatedAt : row.bookingUpdatedAt;
    if (!lastModified || modified > lastModified) lastModified = modified;
    // A slot whose row is unchanged renders to the same bytes: after one change only that slot is rendered again.
    const key = JSON.stringify(row);
    const rendered = renderedEvents.get(key);
    if (rendered !== undefined) {
      events.push(rendered);
      continue;
    }
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
    renderedEvents.set(key, text);
    if (renderedEvents.size > RENDERED_EVENTS_KEPT) renderedEvents.delete(renderedEvents.keys().next().value!);
    events.push(text);
  }
  const ics = shell.slice(0, closing) + events.join("") + shell.slice(closing);
  const etag = `"${createHash("sha256").update(ics, "utf8").digest("base64url").slice(0, 32)}"`;
  return { ics, etag, lastModified };
}
