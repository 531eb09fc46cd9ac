// What the texts screens read and change: whether a booking's dancer can be texted (and why not) for the
// day-of buttons, the private page's consent checkbox, and the client card's consent. The rules are the
// outbox's own (canText, recordConsent); this file only asks them for the screens.
import "server-only";
import { prisma } from "@/lib/db/client";
import { ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { customerViewOf, hasAnyPermission } from "@/lib/auth";
import { canText, canTextMany, type TextRefusal } from "@/lib/notify/sms/gate";
import { displayE164 } from "@/lib/text/phone";
import { phoneE164 } from "@/lib/text/phone-number";
import { clientTextConsent, recordConsent } from "./consent";
import type { TextMessageDto } from "./dto";
import { projectTextFor, type StaffTextMessageDto } from "./projection";
import { textPhoneParamSchema } from "./schema";
import { NOT_YOUR_BOOKING, sendStaffText, type TextingStaff } from "./send";
import { bookingTexts, markThreadRead, textThread } from "./threads";
import type { CustomerTextingDto, TextingState } from "./screens-dto";

export const TEXTING_REASONS: Record<TextRefusal | "no_number", string> = {
  opted_out: "Texts off: this number replied STOP.",
  no_consent: "No consent to texts: the dancer has not ticked “Text me about my appointments”.",
  no_number: "No mobile number that can receive texts.",
};

/** Whether a number (of a client) can be texted now, with the reason staff read when it cannot. */
export async function textingStateOf(number: string | null, clientId: string | null): Promise<TextingState> {
  if (!number) return { canText: false, reason: TEXTING_REASONS.no_number };
  const answer = await canText(number, clientId);
  return answer.ok ? { canText: true, reason: null } : { canText: false, reason: TEXTING_REASONS[answer.reason] };
}

/** The number a booking's texts go to (as sendStaffText picks it): the stored E.164, else the typed number parsed. */
export const bookingNumber = (booking: { phoneE164: string | null; phoneNumber: string }) => booking.phoneE164 ?? phoneE164(booking.phoneNumber);

/** Why a stylist's buttons are off on a dancer who is not hers. */
export const NOT_HER_DANCER = "Only the desk or the dancer's stylist texts her.";

/** The mutual rule of reading and sending: the desk texts any dancer, a stylist one she has a slot with. */
const mayText = (staff: TextingStaff, booking: { schedules: { assignedUserId: string | null }[] }) => hasAnyPermission(staff, ["manage_bookings"]) || booking.schedules.some((s) => s.assignedUserId === staff.id);

/** The texting state of each booking (the run sheet's rows) for the staff member reading it, by booking id. */
export async function textingStatesForBookings(bookingIds: readonly string[], viewer: TextingStaff): Promise<Record<string, TextingState>> {
  const ids = [...new Set(bookingIds)];
  if (!ids.length) return {};
  const rows = await prisma.booking.findMany({ where: { id: { in: ids } }, select: { id: true, phoneNumber: true, phoneE164: true, clientId: true, schedules: { select: { assignedUserId: true } } } });
  const states: Record<string, TextingState> = {};
  const asks: { bookingId: string; phoneE164: string; clientId: string | null }[] = [];
  for (const row of rows) {
    const number = bookingNumber(row);
    if (!mayText(viewer, row)) states[row.id] = { canText: false, reason: NOT_HER_DANCER };
    else if (!number) states[row.id] = { canText: false, reason: TEXTING_REASONS.no_number };
    else asks.push({ bookingId: row.id, phoneE164: number, clientId: row.clientId });
  }
  // One answer for every row in three statements, by the same rule the sending asks.
  const answers = await canTextMany(asks);
  asks.forEach((ask, i) => {
    const answer = answers[i];
    states[ask.bookingId] = answer.ok ? { canText: true, reason: null } : { canText: false, reason: TEXTING_REASONS[answer.reason] };
  });
  return states;
}

interface CustomerNumber {
  phoneE164: string | null;
  phoneNumber: string;
  clientId: string | null;
}

/** The private page's texts: on when the client's consent stands and the number has not replied STOP. */
export async function customerTexting(booking: CustomerNumber): Promise<CustomerTextingDto> {
  const number = bookingNumber(booking);
  if (!number) return { on: false, display: null, optedOut: false };
  const [consent, optOut] = await Promise.all([
    booking.clientId ? clientTextConsent(booking.clientId) : null,
    prisma.textOptOut.findUnique({ where: { phoneE164: number }, select: { phoneE164: true } }),
  ]);
  return { on: Boolean(consent?.consented) && !optOut, display: displayE164(number), optedOut: Boolean(optOut) };
}

/** The private page's checkbox: tick records consent, untick withdraws it (source private_page). */
export async function setCustomerTextConsent(booking: CustomerNumber, consent: boolean): Promise<CustomerTextingDto> {
  const number = bookingNumber(booking);
  if (!number || !booking.clientId) {
    throw new ValidationError("Your phone number cannot receive texts. Ask the studio to change it to a mobile number.", { consent: "This number cannot receive texts." });
  }
  await recordConsent({ clientId: booking.clientId, phoneE164: number, action: consent ? "consent" : "withdraw", source: "private_page" });
  return customerTexting(booking);
}

/** The client card's texts: the number, the consent with its history, and whether the number replied STOP. */
export async function clientTexting(clientId: string) {
  const client = await prisma.client.findUnique({ where: { id: clientId }, select: { phoneE164: true } });
  const phoneE164 = client?.phoneE164 ?? null;
  const [consent, optOut] = await Promise.all([clientTextConsent(clientId), phoneE164 ? prisma.textOptOut.findUnique({ where: { phoneE164 }, select: { phoneE164: true } }) : null]);
  return { consent, phoneE164, optedOut: Boolean(optOut) };
}

/** A number from the Inbox's path ("+13125550100" or "%2B13125550100"), or a 400 naming it. */
export function conversationPhone(raw: string): string {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Left as given: the check below refuses it.
  }
  const parsed = textPhoneParamSchema.safeParse(decoded);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0].message, { phone: parsed.error.issues[0].message });
  return parsed.data;
}

/** The Inbox opens a conversation: its texts both directions and whether a reply can go. A read: it changes nothing. */
export async function openTextConversation(raw: string): Promise<{ phone: string; messages: TextMessageDto[]; texting: TextingState }> {
  const phone = conversationPhone(raw);
  const [messages, texting] = await Promise.all([textThread(phone), textingStateOf(phone, null)]);
  return { phone, messages, texting };
}

/** The desk has read a conversation (POST with the CSRF header): its inbound texts count as read. */
export async function markConversationRead(raw: string, now = new Date()): Promise<{ marked: number }> {
  return { marked: await markThreadRead(conversationPhone(raw), now) };
}

/** A reply from the Inbox: through the outbox at once, refused (409) when the number may not be texted. */
export function replyToConversation(raw: string, body: string, staff: TextingStaff): Promise<StaffTextMessageDto> {
  return sendStaffText({ to: conversationPhone(raw), body, staff });
}

/**
 * A booking's texts for Edit Booking and My Calendar: the desk reads any, a stylist one she has a slot on —
 * through the staff projection (no number, no reply bodies for a stylist).
 */
export async function bookingTextsFor(bookingId: string, staff: TextingStaff): Promise<{ texting: TextingState; messages: StaffTextMessageDto[] }> {
  const booking = await prisma.booking.findFirst({
    where: { id: bookingId, deletedAt: null },
    select: { phoneNumber: true, phoneE164: true, clientId: true, cancelledAt: true, schedules: { select: { assignedUserId: true } } },
  });
  if (!booking) throw new NotFoundError("Booking not found");
  if (!mayText(staff, booking)) throw new ForbiddenError(NOT_YOUR_BOOKING);
  const [texting, messages] = await Promise.all([
    booking.cancelledAt ? { canText: false, reason: "This booking is cancelled." } : textingStateOf(bookingNumber(booking), booking.clientId),
    bookingTexts(bookingId),
  ]);
  const view = customerViewOf(staff);
  return { texting, messages: messages.map((m) => projectTextFor(view, m)) };
}
