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

interface FeedRow {
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

/** The one statement behind a feed (exported for the benchmark's EXPLAIN). */
export function feedSql(userId: string, from: Date, to: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT s."id", s."serviceTitle", s."startAt", s."endAt", s."sequence", s."updatedAt",
           b."updatedAt" AS "bookingUpdatedAt", b."firstName", b."lastName", b."danceLevel"::text AS "danceLevel",
           b."hairAtNight", b."additionalNotes", b."message",
           d."danceStyles"::text[] AS "danceStyles", d."additionalServiceTitles",
           e."eventName", e."locationName", e."city", e."state"
      FROM "Schedule" s
      JOIN "Booking" b ON b."id" = s."bookingId" AND b."deletedAt" IS NULL AND b."cancelledAt" IS NULL
      JOIN "BookingDay" d ON d."id" = s."bookingDayId"
      JOIN "Event" e ON e."id" = b."eventId"
     WHERE s."assignedUserId" = ${userId}
       AND s."startAt" >= ${from}
       AND s."startAt" < ${to}
       AND s."endAt" > s."startAt"
     ORDER BY s."startAt", s."id"`;
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

/** The feed a token opens; every bad token (malformed, unknown, regenerated, revoked, user gone or no longer staff) → 404. */
export async function calendarFeedFor(token: string, now = new Date()): Promise<CalendarFeedBody> {
  if (!CALENDAR_FEED_TOKEN_RE.test(token)) throw new NotFoundError(CALENDAR_FEED_GONE);
  const feed = await prisma.calendarFeed.findUnique({
    where: { tokenHash: hashCalendarFeedToken(token) },
    select: { user: { select: { id: true, firstName: true, accountStatus: true, role: true, isAdministrator: true, permissions: true } } },
  });
  const user = feed?.user;
  if (!user || user.accountStatus !== "active" || !hasAnyPermission(user, ["view_bookings"])) throw new NotFoundError(CALENDAR_FEED_GONE);
  const from = new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000);
  const to = new Date(now.getTime() + FEED_DAYS_AHEAD * 86_400_000);
  const rows = await prisma.$queryRaw<FeedRow[]>(feedSql(user.id, from, to));
  return buildCalendarFeed(rows, `${studio.name} — ${user.firstName}`);
}

export function buildCalendarFeed(rows: FeedRow[], name: string): CalendarFeedBody {
  const calendar = ical({ name, prodId: { company: "velvet-and-pins", product: "staff-feed", language: "EN" }, method: ICalCalendarMethod.PUBLISH, ttl: 300 });
  let lastModified: Date | null = null;
  for (const row of rows) {
    const modified = row.updatedAt > row.bookingUpdatedAt ? row.updatedAt : row.bookingUpdatedAt;
    if (!lastModified || modified > lastModified) lastModified = modified;
    calendar.createEvent({
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
  }
  const ics = calendar.toString();
  const etag = `"${createHash("sha256").update(ics, "utf8").digest("base64url").slice(0, 32)}"`;
  return { ics, etag, lastModified };
}
