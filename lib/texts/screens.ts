// What the texts screens read and change: whether a booking's dancer can be texted (and why not) for the
// day-of buttons, the private page's consent checkbox, and the client card's consent. The rules are the
// outbox's own (canText, recordConsent); this file only asks them for the screens.
import "server-only";
import { prisma } from "@/lib/db/client";
import { ValidationError } from "@/lib/errors";
import { canText, type TextRefusal } from "@/lib/email/text-gate";
import { displayE164 } from "@/lib/text/phone";
import { phoneE164 } from "@/lib/text/phone-number";
import { clientTextConsent, recordConsent } from "./consent";
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

/** The texting state of each booking (the run sheet's rows), by booking id. */
export async function textingStatesForBookings(bookingIds: readonly string[]): Promise<Record<string, TextingState>> {
  const ids = [...new Set(bookingIds)];
  if (!ids.length) return {};
  const rows = await prisma.booking.findMany({ where: { id: { in: ids } }, select: { id: true, phoneNumber: true, phoneE164: true, clientId: true } });
  const states = await Promise.all(rows.map(async (row) => [row.id, await textingStateOf(bookingNumber(row), row.clientId)] as const));
  return Object.fromEntries(states);
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
