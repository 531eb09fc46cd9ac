// A staff member's private calendar feed (/api/calendar/feed/<token>.ics): their own schedule from
// 30 days back to a year ahead, built on every fetch with ical-generator. One UID per slot, the same
// as the customer's confirmation invite (slotUid), so nobody's calendar holds two copies of a slot.
// No email or phone of a customer goes into it: a subscribed URL can leak.
import "server-only";
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { CALENDAR_FEED_TOKEN_RE, hasAnyPermission, hashCalendarFeedToken } from "@/lib/auth";
import type { DeferWork } from "@/lib/users";
import { studio } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import { slotUid } from "@/lib/bookings/ics";
import { DEFAULT_READY_BEFORE_HEAT_MINUTES } from "@/lib/events/dto";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { assembleFeed, renderer, renderEvents, versionKey, type CalendarFeedBody, type FeedIndexRow, type FeedRow } from "./feed-render";
import { feedIndex, feedRows, feedVersion, storedFeedEvents, storeFeedEvents } from "./sql";

export { assembleFeed, dancerShortName, feedDescription, foldIcsLines, renderer, renderEvents, versionKey } from "./feed-render";
export type { CalendarFeedBody, FeedIndexRow, FeedRow } from "./feed-render";

export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 365;
/** What every bad feed link answers: no hint whether it never existed, was regenerated or revoked. */
export const CALENDAR_FEED_GONE = "This calendar link is not valid.";

/**
 * The renderer, what it reads besides the rows (the studio's zone, "Ready before heat") and the UID's host:
 * stored events of another renderer are rendered again.
 */
const rendererId = (readyBeforeHeatMinutes: number) => `${renderer()}:${studio.timeZone}:${readyBeforeHeatMinutes}@${slotUid("")}`;

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

/**
 * The feed a token opens; every bad token (malformed, unknown, regenerated, revoked, user gone or no longer staff) → 404.
 * Rendered events are stored through `schedule` (the route passes Next's after-the-answer; elsewhere at once, unawaited).
 */
export async function calendarFeedFor(token: string, now = new Date(), ifNoneMatch: string | null = null, schedule: DeferWork = (task) => void task()): Promise<CalendarFeedAnswer> {
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
  const [{ count, latest }, readyBefore] = await Promise.all([feedVersion(user.id, from, to), getReadyBeforeHeatMinutes()]);
  const renderer = rendererId(readyBefore);
  const version = `${user.id}|${name}|${renderer}|${count}|${latest?.toISOString() ?? ""}`;
  const etag = `"${createHash("sha256").update(version, "utf8").digest("base64url").slice(0, 32)}"`;
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return { etag, lastModified: latest, ics: null };
  let built = builtFeeds.get(version);
  if (!built) {
    // Straight from pg (Prisma's raw-result mapping of a busy year cost more than the query): the slots in
    // order with their versions; each event's text then comes from this process's memory, else from the
    // events every instance stores, else it is rendered now from its full row (and stored after the answer).
    const index = await feedIndex(user.id, from, to);
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
      for (const stored of await storedFeedEvents([...wanted.keys()], renderer)) {
        // Only if rendered from what the slot shows now.
        if (wanted.get(stored.id) === versionKey(stored)) texts.set(stored.id, stored.ics);
      }
      for (const entry of notInMemory) if (!texts.has(entry.id)) toRender.push(entry.id);
    }
    const rows = toRender.length ? await feedRows(user.id, from, to, toRender) : [];
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
      await storeFeedEvents(renderer, batch, texts);
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
