// A staff member's calendar feed link: a credential like a session. The token is shown once and only its
// hash is stored; issuing a new one ends the old one, and a password change or suspension revokes it
// (lib/users, ./password-reset.ts). The feed it opens is built by lib/calendar.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { studio } from "@/lib/env";
import type { CalendarFeedLinks } from "./dto";

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding. */
export const CALENDAR_FEED_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
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
