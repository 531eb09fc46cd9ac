// A booking's texts (the text channel beside ./request.tsx): the evening-before reminder and the updated
// confirmation, short and plain, times in the competition's zone through the one formatter, with the
// private link. Texts go only to a dancer who agreed to them; the outbox asks again when each is due.
import "server-only";
import { format } from "date-fns";
import type { Prisma } from "@/lib/generated/prisma/client";
import { studio } from "@/lib/env";
import { bookingLinkUrl, issueBookingLink } from "@/lib/auth";
import { consentStands, dropHeldEmail, enqueueText, holdWaitingEmail, outboxText, rewriteHeldEmail } from "@/lib/notify";
import { localDay, toDateOnly, utcToZonedParts } from "@/lib/time";
import { hairChoiceLabelsOfDay } from "@/lib/bookings/hair-at-night";
import { formatTimeIn } from "@/lib/time/zoned";
import type { BookingRow } from "@/lib/bookings/dto";

export const REMINDER_TEXT_KIND = "booking-reminder-text";
export const CONFIRMATION_TEXT_KIND = "booking-confirmation-text";

type Db = Prisma.TransactionClient;
interface TimedSlot {
  startAt: Date | null;
}

const shortDay = (day: string) => format(localDay(day), "EEE, MMM d");

/** The number a booking's texts go to, when its dancer agreed to texts (her client's consent; the form's tick without a client). */
export async function bookingTextNumber(tx: Db, row: Pick<BookingRow, "phoneE164" | "textConsent" | "clientId">): Promise<string | null> {
  if (!row.phoneE164) return null;
  if (!row.clientId) return row.textConsent ? row.phoneE164 : null;
  const client = await tx.client.findUnique({ where: { id: row.clientId }, select: { textConsentAt: true, textOptedOutAt: true } });
  return client && consentStands(client) ? row.phoneE164 : null;
}

export function bookingReminderText(row: Pick<BookingRow, "event"> & Partial<Pick<BookingRow, "hairAtNight" | "days">>, day: string, daySlots: TimedSlot[], linkUrl: string): string {
  const first = daySlots.find((s) => s.startAt)?.startAt;
  const when = first ? `, first appointment ${formatTimeIn(first, row.event.timeZone, studio.timeZone)}` : "";
  // Which evening hair this day has, as every screen says it ("Evening session: …", "Hair the evening before (…)").
  const theDay = row.days?.find((d) => toDateOnly(d.date) === day);
  const hair = hairChoiceLabelsOfDay(row.hairAtNight ?? false, { date: day, hairEveningBefore: theDay?.hairEveningBefore }).join("; ");
  return `${studio.name}: reminder: your styling for ${row.event.eventName} is on ${shortDay(day)}${when}.${hair ? ` ${hair}.` : ""} Details: ${linkUrl}`;
}

export function bookingUpdatedText(row: Pick<BookingRow, "event">, slots: TimedSlot[], linkUrl: string): string {
  const zone = row.event.timeZone;
  const times = slots
    .filter((s): s is { startAt: Date } => Boolean(s.startAt))
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime())
    .map((s) => `${shortDay(utcToZonedParts(s.startAt, zone).date)} ${formatTimeIn(s.startAt, zone, studio.timeZone)}`);
  return `${studio.name}: your times for ${row.event.eventName} changed: ${times.join("; ")}. Details: ${linkUrl}`;
}

export interface UpdatedConfirmationText {
  slots: TimedSlot[];
  /** Its email's: the same key, so a double click texts once. */
  entityId: string;
  dueAt?: Date;
}

/**
 * Queues the updated confirmation's text in `tx`. One still waiting for its time is rewritten with the
 * newest times rather than joined by another text; with no update (`null`: her times are back to what she
 * was sent) or no number to text, the waiting one is dropped.
 */
export async function queueUpdatedConfirmationText(tx: Db, row: BookingRow, update: UpdatedConfirmationText | null, now: Date): Promise<void> {
  const waiting = await holdWaitingEmail(tx, row.id, CONFIRMATION_TEXT_KIND, now);
  const to = update && (await bookingTextNumber(tx, row));
  if (!update || !to) {
    if (waiting) await dropHeldEmail(tx, waiting, now);
    return;
  }
  const body = bookingUpdatedText(row, update.slots, bookingLinkUrl(await issueBookingLink(tx, row)));
  // Queued to wait: both times on the caller's clock, as its email's.
  const timing = update.dueAt ? { dueAt: update.dueAt, createdAt: now } : {};
  const text = { kind: CONFIRMATION_TEXT_KIND, to, body, bookingId: row.id, clientId: row.clientId ?? undefined, idempotencyKey: update.entityId, ...timing };
  if (waiting) await rewriteHeldEmail(tx, waiting, outboxText(text), now);
  else await enqueueText(text, tx);
}
