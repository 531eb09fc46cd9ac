// Reminders for confirmed bookings: one email per booking day, due the day before at the settings'
// reminder time (studio zone), planned as outbox rows with a due time and re-planned whenever the
// booking changes. The outbox sends each row once (FOR UPDATE SKIP LOCKED + a unique key), and a
// day whose reminder is already being sent or was sent is never planned again.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueEmail } from "@/lib/notify";
import { enqueueText } from "@/lib/notify";
import { getReminderSettings, type ReminderSettings } from "@/lib/events";
import { shiftDate, studioTimeZone, utcToZonedParts, zonedInstant } from "@/lib/time";
import { formatInTimeZone } from "date-fns-tz";
import { formatTimeIn } from "@/lib/time/zoned";
import { bookingInclude, bookingStatus, type BookingReminderDto, type BookingRow } from "./dto";
import { bookingLinkUrl, issueBookingLink } from "@/lib/auth";
import { bookingReminderEmail } from "@/lib/notify/templates/bookings/request";
import { bookingReminderText, bookingTextNumber, REMINDER_TEXT_KIND } from "@/lib/notify/templates/bookings/texts";

export const REMINDER_KIND = "booking-reminder";

export interface PlannedReminder {
  /** The booking day (studio zone) the reminder is about: the day of its first slot. */
  day: string;
  dueAt: Date;
  /** The first slot's start: a reminder not sent by then is dropped. */
  notAfter: Date;
}

const previousDay = (day: string) => shiftDate(day, -1);

/**
 * When each day's reminder is due: the day before the day's first slot (a day of the competition's zone,
 * `dayZone`) at `reminderTime` in the studio zone. Days whose reminder time has passed at `now` get none
 * (also for a booking confirmed late).
 */
export function planReminderTimes(slotStarts: Date[], settings: Pick<ReminderSettings, "sendReminders" | "reminderTime">, now: Date, dayZone = studioTimeZone()): PlannedReminder[] {
  if (!settings.sendReminders) return [];
  const firstByDay = new Map<string, Date>();
  for (const start of slotStarts) {
    const day = utcToZonedParts(start, dayZone).date;
    const first = firstByDay.get(day);
    if (!first || start < first) firstByDay.set(day, start);
  }
  return [...firstByDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, first]) => ({ day, dueAt: zonedInstant(previousDay(day), settings.reminderTime, studioTimeZone()), notAfter: first }))
    .filter((r) => r.dueAt > now && r.dueAt < r.notAfter);
}

const reminderKeyPrefix = (kind: string, bookingId: string) => `${kind}/${bookingId}/`;

/**
 * Drops the booking's unsent reminders and plans them again from its current slots. Call inside the
 * transaction that changed the booking (it holds the booking's advisory lock). `saved`: the booking as
 * the caller just read it inside `tx`, after its changes (so it is not read again).
 */
export async function replanBookingReminders(tx: Prisma.TransactionClient, bookingId: string, now = new Date(), saved?: BookingRow): Promise<PlannedReminder[]> {
  const kinds = [REMINDER_KIND, REMINDER_TEXT_KIND];
  const ofBooking = { OR: kinds.map((kind) => ({ kind, idempotencyKey: { startsWith: reminderKeyPrefix(kind, bookingId) } })) };
  // Only rows nobody has claimed: a row being sent or sent stays, and its day is not planned again (per channel).
  await tx.emailMessage.deleteMany({ where: { ...ofBooking, status: "pending", attempts: 0 } });
  const row = saved ?? ((await tx.booking.findFirst({ where: { id: bookingId, deletedAt: null }, include: bookingInclude })) as BookingRow | null);
  if (!row || bookingStatus(row) !== "confirmed") return [];
  // A restored booking: the reminders dropped when it was cancelled are planned afresh.
  await tx.emailMessage.deleteMany({ where: { ...ofBooking, status: "dropped" } });
  const kept = await tx.emailMessage.findMany({ where: ofBooking, select: { kind: true, idempotencyKey: true } });
  const daysDone = (kind: string) => new Set(kept.filter((k) => k.kind === kind).map((k) => k.idempotencyKey.slice(reminderKeyPrefix(kind, bookingId).length).split("/")[0]));
  const slots = row.days.flatMap((d) => d.schedules).filter((s) => s.startAt && s.endAt);
  const settings = await getReminderSettings(tx);
  const planned = planReminderTimes(slots.map((s) => s.startAt!), settings, now, row.event.timeZone);
  // By text where the dancer agreed (and the studio texts reminders); by email unless she is texted and the studio chose texts only.
  const textTo = settings.reminderChannels === "email" ? null : await bookingTextNumber(tx, row);
  const byEmail = !(textTo && settings.reminderChannels === "text");
  const emailDone = daysDone(REMINDER_KIND), textDone = daysDone(REMINDER_TEXT_KIND);
  const queued: PlannedReminder[] = [];
  for (const reminder of planned) {
    const daySlots = slots.filter((s) => utcToZonedParts(s.startAt!, row.event.timeZone).date === reminder.day).sort((a, b) => a.startAt!.getTime() - b.startAt!.getTime());
    const entityId = `${bookingId}/${reminder.day}/${reminder.dueAt.getTime().toString(36)}`;
    const timing = { bookingId, dueAt: reminder.dueAt, notAfter: reminder.notAfter };
    const email = byEmail && !emailDone.has(reminder.day), text = Boolean(textTo) && !textDone.has(reminder.day);
    if (email || text) queued.push(reminder);
    if (email) {
      const token = await issueBookingLink(tx, row);
      await enqueueEmail({ kind: REMINDER_KIND, entityId, to: row.email, ...bookingReminderEmail(row, reminder.day, daySlots, bookingLinkUrl(token)), ...timing }, tx);
    }
    if (text) {
      const token = await issueBookingLink(tx, row);
      await enqueueText({ kind: REMINDER_TEXT_KIND, idempotencyKey: entityId, to: textTo!, body: bookingReminderText(row, reminder.day, daySlots, bookingLinkUrl(token)), clientId: row.clientId ?? undefined, ...timing }, tx);
    }
  }
  return queued;
}

const studioWhen = (instant: Date) => `${formatInTimeZone(instant, studioTimeZone(), "EEE, MMM d")}, ${formatTimeIn(instant, studioTimeZone(), studioTimeZone())}`;

/**
 * The booking's reminders for Edit Booking, by day: planned (pending, with their due time), sent, and
 * those that ended unsent. A row's due time is its first `nextAttemptAt` until it is claimed; after that
 * the day before's reminder time is no longer stored, so a sent or failed row shows when it was created to be due.
 */
export async function listBookingReminders(bookingId: string): Promise<BookingReminderDto[]> {
  const rows = await prisma.emailMessage.findMany({
    where: { kind: REMINDER_KIND, idempotencyKey: { startsWith: reminderKeyPrefix(REMINDER_KIND, bookingId) } },
    select: { id: true, idempotencyKey: true, status: true, nextAttemptAt: true, sentAt: true, lastError: true },
  });
  return rows
    .map((row) => {
      // Key: booking-reminder/<booking>/<day>/<due instant, base 36>
      const [day, due] = row.idempotencyKey.slice(reminderKeyPrefix(REMINDER_KIND, bookingId).length).split("/");
      const dueAt = due ? new Date(parseInt(due, 36)) : row.nextAttemptAt;
      return { _id: row.id, day, status: row.status, dueAt: dueAt.toISOString(), dueLabel: studioWhen(dueAt), sentAt: row.sentAt?.toISOString() ?? null, sentLabel: row.sentAt ? studioWhen(row.sentAt) : null, lastError: row.lastError };
    })
    .sort((a, b) => a.day.localeCompare(b.day) || a.dueAt.localeCompare(b.dueAt));
}

/** After the reminder settings change: re-plans every confirmed booking that still has a slot ahead; returns how many. */
export async function replanUpcomingReminders(now = new Date()): Promise<number> {
  const bookings = await prisma.booking.findMany({
    where: { deletedAt: null, cancelledAt: null, confirmedAt: { not: null }, schedules: { some: { startAt: { gt: now } } } },
    select: { id: true },
  });
  for (const { id } of bookings) {
    await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${id}`}))`;
      await replanBookingReminders(tx, id, now);
    }, { maxWait: 15_000, timeout: 20_000 });
  }
  return bookings.length;
}
