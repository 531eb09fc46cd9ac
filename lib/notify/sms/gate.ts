// Whether a text may go, asked again when it is due (consent can be withdrawn, STOP can arrive, a cap can
// fill meanwhile): opted-out numbers and clients without consent are never texted, the daily caps hold (staff's
// texts and automated ones counted apart), and quiet hours defer it to 07:00 in the competition's zone.
// ./send.ts asks the same questions when staff send.
import "server-only";
import { prisma } from "@/lib/db/client";
import { studio } from "@/lib/env";
import { toDateOnly } from "@/lib/time";
import {
  NOT_SENT_BOOKING_CAP, NOT_SENT_NO_CONSENT, NOT_SENT_NUMBER_CAP, NOT_SENT_OPTED_OUT, STAFF_TEXT_KINDS, TEXTS_PER_BOOKING_PER_DAY, TEXTS_PER_NUMBER_PER_DAY,
  isStaffText, quietHoursDeferral, startOfDayIn, type CompetitionDays,
} from "./rules";

/** Answers to HELP and START go to whoever sent the keyword: no consent needed, no quiet hours. */
export const KEYWORD_REPLY_KIND = "text-keyword-reply";
/** A customer who texted the studio may be answered for this long without having ticked consent. */
export const CONVERSATION_WINDOW_MS = 24 * 60 * 60 * 1000;

export type TextRefusal = "opted_out" | "no_consent";

/** A client's consent stands when it was given after any withdrawal. */
export const consentStands = (c: { textConsentAt: Date | null; textOptedOutAt: Date | null }) =>
  Boolean(c.textConsentAt && (!c.textOptedOutAt || c.textOptedOutAt < c.textConsentAt));

/**
 * May this number be texted? Never after STOP (per number, whoever it belongs to). Otherwise when the client
 * (given, or any client with this number) agreed to texts, or the number texted the studio within a day.
 */
export async function canText(phoneE164: string, clientId?: string | null, now = new Date()): Promise<{ ok: true } | { ok: false; reason: TextRefusal }> {
  return (await canTextMany([{ phoneE164, clientId: clientId ?? null }], now))[0];
}

/** `canText` for many numbers at once (a run sheet's rows) in three statements, answers in the order asked. */
export async function canTextMany(asks: readonly { phoneE164: string; clientId: string | null }[], now = new Date()): Promise<({ ok: true } | { ok: false; reason: TextRefusal })[]> {
  if (!asks.length) return [];
  const numbers = [...new Set(asks.map((a) => a.phoneE164))];
  const clientIds = [...new Set(asks.flatMap((a) => (a.clientId ? [a.clientId] : [])))];
  const byNumber = asks.filter((a) => !a.clientId).map((a) => a.phoneE164);
  const [optOuts, clients, recentInbound] = await Promise.all([
    prisma.textOptOut.findMany({ where: { phoneE164: { in: numbers } }, select: { phoneE164: true } }),
    prisma.client.findMany({
      where: { OR: [...(clientIds.length ? [{ id: { in: clientIds } }] : []), ...(byNumber.length ? [{ phoneE164: { in: byNumber }, erasedAt: null, mergedIntoId: null }] : [])] },
      select: { id: true, phoneE164: true, erasedAt: true, mergedIntoId: true, textConsentAt: true, textOptedOutAt: true },
    }),
    prisma.inboundText.findMany({ where: { fromPhone: { in: numbers }, receivedAt: { gte: new Date(now.getTime() - CONVERSATION_WINDOW_MS) } }, select: { fromPhone: true }, distinct: ["fromPhone"] }),
  ]);
  const stopped = new Set(optOuts.map((o) => o.phoneE164));
  const talking = new Set(recentInbound.map((i) => i.fromPhone));
  return asks.map(({ phoneE164, clientId }) => {
    if (stopped.has(phoneE164)) return { ok: false, reason: "opted_out" };
    const theirs = clients.filter((c) => (clientId ? c.id === clientId : c.phoneE164 === phoneE164 && !c.erasedAt && !c.mergedIntoId));
    if (theirs.some(consentStands) || talking.has(phoneE164)) return { ok: true };
    return { ok: false, reason: "no_consent" };
  });
}

/** The zone and days a text is judged in: its booking's competition, else the client's next one, else the studio's zone. */
async function textContext(bookingId: string | null, clientId: string | null, now: Date): Promise<{ zone: string; days: CompetitionDays | null }> {
  const event = bookingId
    ? (await prisma.booking.findUnique({ where: { id: bookingId }, select: { event: { select: { timeZone: true, eventStartDate: true, eventEndDate: true } } } }))?.event
    : clientId
      ? (await prisma.booking.findFirst({
          where: { clientId, deletedAt: null, cancelledAt: null, event: { eventEndDate: { gte: new Date(now.getTime() - 86_400_000) } } },
          orderBy: { event: { eventStartDate: "asc" } },
          select: { event: { select: { timeZone: true, eventStartDate: true, eventEndDate: true } } },
        }))?.event
      : null;
  if (!event) return { zone: studio.timeZone, days: null };
  return { zone: event.timeZone, days: { first: toDateOnly(event.eventStartDate), last: toDateOnly(event.eventEndDate) } };
}

export interface DueText {
  id: string;
  kind: string;
  to: string;
  bookingId: string | null;
  clientId: string | null;
}

export type TextGateOutcome = { send: true } | { refuse: string } | { deferUntil: Date };

/** What the outbox does with a due text now: send it, refuse it for good (with the reason), or wait for 07:00. */
export async function gateDueText(text: DueText, now = new Date()): Promise<TextGateOutcome> {
  const keywordReply = text.kind === KEYWORD_REPLY_KIND;
  if (!keywordReply) {
    const allowed = await canText(text.to, text.clientId, now);
    if (!allowed.ok) return { refuse: allowed.reason === "opted_out" ? NOT_SENT_OPTED_OUT : NOT_SENT_NO_CONSENT };
  }
  const { zone, days } = await textContext(text.bookingId, text.clientId, now);
  const since = startOfDayIn(now, zone);
  // Each class has its caps: the automated texts of a busy day never refuse what staff send, nor the reverse.
  const sameClass = isStaffText(text.kind) ? { in: [...STAFF_TEXT_KINDS] } : { notIn: [...STAFF_TEXT_KINDS] };
  const sentToday = (where: { bookingId: string } | { to: string }) =>
    prisma.emailMessage.count({ where: { ...where, channel: "sms", kind: sameClass, id: { not: text.id }, OR: [{ status: "sent", sentAt: { gte: since } }, { status: "sending" }] } });
  if (text.bookingId && (await sentToday({ bookingId: text.bookingId })) >= TEXTS_PER_BOOKING_PER_DAY) return { refuse: NOT_SENT_BOOKING_CAP };
  if ((await sentToday({ to: text.to })) >= TEXTS_PER_NUMBER_PER_DAY) return { refuse: NOT_SENT_NUMBER_CAP };
  if (keywordReply) return { send: true };
  const until = quietHoursDeferral(now, zone, days);
  return until ? { deferUntil: until } : { send: true };
}
