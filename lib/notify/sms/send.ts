// Texts go through the notification outbox (../outbox.ts) like emails: stored first, then delivered by the
// outbox, which asks consent, caps and quiet hours again when each is due. Staff's texts (day-of messages,
// free texts, Inbox replies) are refused at once when the number may not be texted, and otherwise sent at once.
import "server-only";
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { customerViewOf, hasAnyPermission, type PermissionHolder } from "@/lib/auth";
import { enqueueEmail, sendStoredNow, type EnqueueEmailInput } from "../outbox";
import { gateDueText } from "@/lib/notify/sms/gate";
import { NOT_SENT_BOOKING_CAP, NOT_SENT_NO_CONSENT, NOT_SENT_NUMBER_CAP, NOT_SENT_OPTED_OUT, STAFF_TEXT_KIND, TEXTS_PER_BOOKING_PER_DAY, TEXTS_PER_NUMBER_PER_DAY } from "@/lib/notify/sms/rules";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { E164_RE, phoneE164 } from "@/lib/text/phone-number";
import { projectTextFor, type StaffTextMessageDto } from "./projection";
import { getTextMessage } from "./threads";
import { readyForYouText, runningLateText, staffText } from "@/lib/notify/templates/texts";

type Db = Prisma.TransactionClient;

export const TEXT_OPTED_OUT = "This number has opted out of texts";
export const TEXT_NO_CONSENT = "This client has not agreed to texts";
export const TEXT_NO_NUMBER = "This booking's phone number cannot receive texts";
export const NOT_YOUR_BOOKING = "Only the desk (manage bookings) or a stylist with a slot on this booking can text the dancer.";

/** The outbox's reasons, as staff read them when they send. */
const REFUSALS: Record<string, string> = {
  [NOT_SENT_OPTED_OUT]: TEXT_OPTED_OUT,
  [NOT_SENT_NO_CONSENT]: TEXT_NO_CONSENT,
  [NOT_SENT_BOOKING_CAP]: `This booking has had ${TEXTS_PER_BOOKING_PER_DAY} texts today, the daily limit`,
  [NOT_SENT_NUMBER_CAP]: `This number has had ${TEXTS_PER_NUMBER_PER_DAY} texts today, the daily limit`,
};

export interface EnqueueTextInput {
  kind: string;
  /** E.164 */
  to: string;
  body: string;
  bookingId?: string;
  clientId?: string;
  dueAt?: Date;
  notAfter?: Date;
  /** When it was queued, by the caller's clock (default: the database's), as for an email. */
  createdAt?: Date;
  /** With `kind`, the outbox key: the same twice stores one text. */
  idempotencyKey: string;
}

/** A text as an outbox row (enqueueText stores it; a waiting one can be rewritten with it). */
export function outboxText(input: EnqueueTextInput): EnqueueEmailInput {
  if (!E164_RE.test(input.to)) throw new ValidationError("A text needs a number in E.164 form.", { to: "Not an E.164 number." });
  return { channel: "sms", kind: input.kind, entityId: input.idempotencyKey, to: input.to, subject: "", html: "", text: input.body, bookingId: input.bookingId, clientId: input.clientId, dueAt: input.dueAt, notAfter: input.notAfter, createdAt: input.createdAt };
}

/** Stores a text in the outbox (in `tx` when given); the outbox sends it when due. */
export async function enqueueText(input: EnqueueTextInput, tx?: Db): Promise<{ id: string; created: boolean }> {
  return enqueueEmail(outboxText(input), tx);
}

export interface TextingStaff extends PermissionHolder {
  id: string;
}

const bookingForText = (id: string) =>
  prisma.booking.findFirst({
    where: { id, deletedAt: null },
    select: {
      id: true, firstName: true, phoneNumber: true, phoneE164: true, clientId: true, cancelledAt: true,
      event: { select: { timeZone: true } },
      schedules: { select: { startAt: true, assignedUserId: true, assignedUser: { select: { firstName: true } } }, orderBy: { startAt: "asc" } },
    },
  });
type BookingForText = NonNullable<Awaited<ReturnType<typeof bookingForText>>>;

/** The booking, checked for this staff member: the desk texts any, a stylist only a dancer she has a slot with. */
async function textableBooking(bookingId: string, staff: TextingStaff): Promise<BookingForText & { to: string }> {
  const booking = await bookingForText(bookingId);
  if (!booking) throw new NotFoundError("Booking not found");
  if (!hasAnyPermission(staff, ["manage_bookings"]) && !booking.schedules.some((s) => s.assignedUserId === staff.id)) throw new ForbiddenError(NOT_YOUR_BOOKING);
  if (booking.cancelledAt) throw new ConflictError("This booking is cancelled.");
  const to = booking.phoneE164 ?? phoneE164(booking.phoneNumber);
  if (!to) throw new ConflictError(TEXT_NO_NUMBER);
  return { ...booking, to };
}

export interface StaffTextInput {
  /** An E.164 number (Inbox reply) or a booking (its dancer's number). */
  to?: string;
  bookingId?: string;
  body: string;
  staff: TextingStaff;
  kind?: string;
}

/**
 * A text staff write (free text, Inbox reply, or a day-of template): refused with 409 when the number opted
 * out, has no consent or reached a daily cap; otherwise stored and sent at once (or at 07:00 in quiet hours).
 */
export async function sendStaffText({ to, bookingId, body, staff, kind = STAFF_TEXT_KIND.free }: StaffTextInput): Promise<StaffTextMessageDto> {
  let target: { to: string; bookingId?: string; clientId?: string };
  if (bookingId) {
    const booking = await textableBooking(bookingId, staff);
    target = { to: booking.to, bookingId: booking.id, clientId: booking.clientId ?? undefined };
  } else {
    if (!to || !E164_RE.test(to)) throw new ValidationError("Give a number in E.164 form or a booking.", { to: "Not an E.164 number." });
    if (!hasAnyPermission(staff, ["manage_bookings"])) throw new ForbiddenError(NOT_YOUR_BOOKING);
    const client = await prisma.client.findFirst({ where: { phoneE164: to, erasedAt: null, mergedIntoId: null }, orderBy: { updatedAt: "desc" }, select: { id: true } });
    target = { to, clientId: client?.id };
  }
  const gate = await gateDueText({ id: "", kind, to: target.to, bookingId: target.bookingId ?? null, clientId: target.clientId ?? null });
  if ("refuse" in gate) throw new ConflictError(REFUSALS[gate.refuse] ?? gate.refuse);
  const { id } = await enqueueText({ kind, to: target.to, body: staffText(body), bookingId: target.bookingId, clientId: target.clientId, idempotencyKey: randomUUID() });
  await sendStoredNow(id);
  // Answered through the staff projection: a stylist's send does not read back the dancer's number.
  return projectTextFor(customerViewOf(staff), await getTextMessage(id));
}

type TimedSlot = BookingForText["schedules"][number] & { startAt: Date };
const timedSlots = (booking: BookingForText) => booking.schedules.filter((s): s is TimedSlot => Boolean(s.startAt));
/** The dancer's next slot today: her first slot still ahead (or begun within 3 hours). */
const nextSlot = (slots: readonly TimedSlot[], now: Date) => slots.find((s) => s.startAt.getTime() >= now.getTime() - 3 * 3600_000) ?? null;

/**
 * "Mia, your stylist Bea is ready for you at the chair", one tap from the run sheet or My Calendar: the stylist is
 * the sender when she has a slot with the dancer (she is the one ready), else the stylist of the dancer's next slot.
 */
export async function textReadyForYou(bookingId: string, staff: TextingStaff, now = new Date()): Promise<StaffTextMessageDto> {
  const booking = await textableBooking(bookingId, staff);
  const timed = timedSlots(booking);
  const slot = booking.schedules.find((s) => s.assignedUserId === staff.id) ?? nextSlot(timed, now) ?? timed.at(-1) ?? null;
  const body = readyForYouText({ dancer: booking.firstName, stylist: slot?.assignedUser?.firstName });
  return sendStaffText({ bookingId, body, staff, kind: STAFF_TEXT_KIND.ready });
}

/** "Running N minutes late" for the dancer's next slot today (her first slot still ahead, or the latest begun). */
export async function textRunningLate(bookingId: string, minutes: number, staff: TextingStaff, now = new Date()): Promise<StaffTextMessageDto> {
  const booking = await textableBooking(bookingId, staff);
  const slot = nextSlot(timedSlots(booking), now);
  return sendStaffText({ bookingId, body: runningLateText(minutes, slot ? { startAt: slot.startAt, zone: booking.event.timeZone } : null), staff, kind: STAFF_TEXT_KIND.late });
}
