// Texts as conversations (both directions, by the customer's number) for the Inbox and the booking screen,
// and the counts of the admin home: texts sent this month (what the studio pays for), unread inbound texts.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { NotFoundError } from "@/lib/errors";
import { studioTimeZone } from "@/lib/time";
import { zonedInstant, zonedParts } from "@/lib/time/zoned";
import { formatInTimeZone } from "date-fns-tz";
import { redactPrivateLinks, STAFF_HIDDEN_LINK } from "@/lib/notify/redact";
import type { TextConversationDto, TextMessageDto } from "./dto";

const OUTBOUND_SELECT = {
  id: true, to: true, text: true, status: true, deliveryStatus: true, lastError: true, kind: true, bookingId: true, clientId: true, sentAt: true, createdAt: true, nextAttemptAt: true,
} as const satisfies Prisma.EmailMessageSelect;
type OutboundRow = Prisma.EmailMessageGetPayload<{ select: typeof OUTBOUND_SELECT }>;
type InboundRow = Prisma.InboundTextGetPayload<object>;

const label = (at: Date) => formatInTimeZone(at, studioTimeZone(), "EEE, MMM d, h:mm a");

function outbound(row: OutboundRow): TextMessageDto {
  const at = row.sentAt ?? (row.status === "pending" ? row.nextAttemptAt : row.createdAt);
  // A text not sent yet still holds its private link (the outbox removes it at sending): no staff read shows it.
  return { _id: row.id, direction: "outbound", phone: row.to, body: redactPrivateLinks(row.text, STAFF_HIDDEN_LINK), at: at.toISOString(), atLabel: label(at), status: row.status, delivery: row.deliveryStatus, lastError: row.lastError, kind: row.kind, bookingId: row.bookingId, clientId: row.clientId, read: true };
}

function inbound(row: InboundRow): TextMessageDto {
  return { _id: row.id, direction: "inbound", phone: row.fromPhone, body: row.body, at: row.receivedAt.toISOString(), atLabel: label(row.receivedAt), status: "received", delivery: null, lastError: null, kind: "inbound", bookingId: row.bookingId, clientId: row.clientId, read: row.readAt !== null };
}

const byTime = (a: TextMessageDto, b: TextMessageDto) => a.at.localeCompare(b.at) || a._id.localeCompare(b._id);

export async function getTextMessage(id: string): Promise<TextMessageDto> {
  const row = await prisma.emailMessage.findFirst({ where: { id, channel: "sms" }, select: OUTBOUND_SELECT });
  if (!row) throw new NotFoundError("Text not found");
  return outbound(row);
}

/** One number's texts, both directions, oldest first (the last 200). */
export async function textThread(phoneE164: string): Promise<TextMessageDto[]> {
  const [out, inb] = await Promise.all([
    prisma.emailMessage.findMany({ where: { channel: "sms", to: phoneE164 }, select: OUTBOUND_SELECT, orderBy: { createdAt: "desc" }, take: 200 }),
    prisma.inboundText.findMany({ where: { fromPhone: phoneE164 }, orderBy: { receivedAt: "desc" }, take: 200 }),
  ]);
  return [...out.map(outbound), ...inb.map(inbound)].sort(byTime).slice(-200);
}

/** A booking's texts, both directions, oldest first: what Edit Booking lists. */
export async function bookingTexts(bookingId: string): Promise<TextMessageDto[]> {
  const [out, inb] = await Promise.all([
    prisma.emailMessage.findMany({ where: { channel: "sms", bookingId }, select: OUTBOUND_SELECT, orderBy: { createdAt: "desc" }, take: 200 }),
    prisma.inboundText.findMany({ where: { bookingId }, orderBy: { receivedAt: "desc" }, take: 200 }),
  ]);
  return [...out.map(outbound), ...inb.map(inbound)].sort(byTime);
}

/** Staff opened the conversation: its inbound texts count as read. */
export async function markThreadRead(phoneE164: string, now = new Date()): Promise<number> {
  const { count } = await prisma.inboundText.updateMany({ where: { fromPhone: phoneE164, readAt: null }, data: { readAt: now } });
  return count;
}

/** The Inbox's conversations, most recent first: one per number that texted or was texted. */
export async function textConversations({ limit = 100 }: { limit?: number } = {}): Promise<TextConversationDto[]> {
  const latest = await prisma.$queryRaw<{ phone: string; at: Date }[]>`
    SELECT phone, max(at) AS at FROM (
      SELECT "to" AS phone, "createdAt" AS at FROM "EmailMessage" WHERE "channel" = 'sms'
      UNION ALL
      SELECT "fromPhone" AS phone, "receivedAt" AS at FROM "InboundText"
    ) AS texts GROUP BY phone ORDER BY max(at) DESC LIMIT ${limit}`;
  const phones = latest.map((l) => l.phone);
  if (!phones.length) return [];
  const [out, inb, clients, optOuts] = await Promise.all([
    prisma.emailMessage.findMany({ where: { channel: "sms", to: { in: phones } }, select: OUTBOUND_SELECT, orderBy: { createdAt: "desc" }, distinct: ["to"] }),
    prisma.inboundText.findMany({ where: { fromPhone: { in: phones } }, orderBy: { receivedAt: "desc" }, distinct: ["fromPhone"] }),
    prisma.client.findMany({ where: { phoneE164: { in: phones }, erasedAt: null, mergedIntoId: null }, select: { id: true, firstName: true, lastName: true, phoneE164: true }, orderBy: { updatedAt: "desc" } }),
    prisma.textOptOut.findMany({ where: { phoneE164: { in: phones } }, select: { phoneE164: true } }),
  ]);
  const unread = await prisma.inboundText.groupBy({ by: ["fromPhone"], where: { fromPhone: { in: phones }, readAt: null }, _count: { _all: true } });
  return latest.map(({ phone }) => {
    const candidates = [...out.filter((o) => o.to === phone).map(outbound), ...inb.filter((i) => i.fromPhone === phone).map(inbound)].sort(byTime);
    const last = candidates[candidates.length - 1];
    const client = clients.find((c) => c.phoneE164 === phone);
    const clientId = client?.id ?? last.clientId;
    return {
      phone,
      clientId: clientId ?? null,
      clientName: client ? `${client.firstName} ${client.lastName}`.trim() : null,
      bookingId: [...candidates].reverse().find((m) => m.bookingId)?.bookingId ?? null,
      last,
      unread: unread.find((u) => u.fromPhone === phone)?._count._all ?? 0,
      optedOut: optOuts.some((o) => o.phoneE164 === phone),
    };
  });
}

/** Texts sent this calendar month (studio zone): one per message handed to the provider. */
export async function monthlyTextCount(now = new Date()): Promise<number> {
  const zone = studioTimeZone();
  const firstOfMonth = zonedInstant(`${zonedParts(now, zone).date.slice(0, 7)}-01`, "00:00", zone);
  return prisma.emailMessage.count({ where: { channel: "sms", status: "sent", sentAt: { gte: firstOfMonth } } });
}

/** Inbound texts nobody has opened yet: the admin home's "what needs doing". */
export async function unreadTextCount(): Promise<number> {
  return prisma.inboundText.count({ where: { readAt: null } });
}
