// A booking's texts (the text channel beside ./emails.tsx): the evening-before reminder and the updated
// confirmation, short and plain, times in the competition's zone through the one formatter, with the
// private link. Texts go only to a dancer who agreed to them; the outbox asks again when each is due.
import "server-only";
import { format } from "date-fns";
import type { Prisma } from "@/lib/generated/prisma/client";
import { studio } from "@/lib/env";
import { consentStands, enqueueText } from "@/lib/texts";
import { localDay, utcToZonedParts } from "@/lib/time";
import { formatTimeIn } from "@/lib/time/zoned";
import type { BookingRow } from "./dto";

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

export function bookingReminderText(row: Pick<BookingRow, "event">, day: string, daySlots: TimedSlot[], linkUrl: string): string {
  const first = daySlots.find((s) => s.startAt)?.startAt;
  const when = first ? `, first appointment ${formatTimeIn(first, row.event.timeZone, studio.timeZone)}` : "";
  return `${studio.name}: reminder: your styling for ${row.event.eventName} is on ${shortDay(day)}${when}. Details: ${linkUrl}`;
}

export function bookingUpdatedText(row: Pick<BookingRow, "event">, slots: TimedSlot[], linkUrl: string): string {
  const zone = row.event.timeZone;
  const times = slots
    .filter((s): s is { startAt: Date } => Boolean(s.startAt))
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime())
    .map((s) => `${shortDay(utcToZonedParts(s.startAt, zone).date)} ${formatTimeIn(s.startAt, zone, studio.timeZone)}`);
  return `${studio.name}: your times for ${row.event.eventName} changed: ${times.join("; ")}. Details: ${linkUrl}`;
}

/** Queues the updated confirmation's text in `tx` (same key as its email: a double click texts once). */
export async function queueUpdatedConfirmationText(tx: Db, row: BookingRow, slots: TimedSlot[], entityId: string, linkUrl: string): Promise<boolean> {
  const to = await bookingTextNumber(tx, row);
  if (!to) return false;
  const { created } = await enqueueText({ kind: CONFIRMATION_TEXT_KIND, to, body: bookingUpdatedText(row, slots, linkUrl), bookingId: row.id, clientId: row.clientId ?? undefined, idempotencyKey: entityId }, tx);
  return created;
}
