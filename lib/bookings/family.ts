// "Your bookings": one page for a family. She types her email or number; when it has bookings she gets a
// sign-in link (lib/auth's family-links.ts): by email, or by text where she agreed to texts. The answer is
// the same, at the same cost, whether or not the address has bookings (the lookup runs after the answer),
// and requests are limited per network and per address typed. Signed in, she reads every booking under
// that address, across competitions, and opens each one's private page through a fresh private link.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { FAMILY_LINK_VALID_MINUTES, familySignInUrl, issueFamilySignIn, issueBookingLink, type FamilyContact } from "@/lib/auth";
import { enqueueEmail } from "@/lib/notify";
import { NotFoundError, ValidationError } from "@/lib/errors";
import { consumeOrThrow, limiterFor } from "@/lib/rate-limit";
import { displayText } from "@/lib/text/display-text";
import { canText, enqueueText, phoneE164 } from "@/lib/notify";
import { formatDay, formatEventDateRange, localDay, studioTimeZone, studioToday, toDateOnly } from "@/lib/time";
import { depositSummary, receiptOfBooking, receiptsOfBookings, type ReceiptContent, type ReceiptListItem } from "@/lib/payments";
import { customerMarketing } from "@/lib/invitations";
import type { CustomerMarketingDto } from "@/lib/invitations/dto";
import { customerMoneyFrom, type CustomerMoney } from "./customer-lines";
import { bookingInclude, toCustomerBookingView, type BookingRow } from "./dto";
import { familySignInEmail, familySignInText } from "@/lib/notify/templates/bookings/family";

export const FAMILY_SIGN_IN_KIND = "family-sign-in";
export const FAMILY_SIGN_IN_TEXT_KIND = "family-sign-in-text";
export const FAMILY_SIGN_IN_REQUESTED = `If that email or number has bookings with us, a sign-in link is on its way. It works once, for ${FAMILY_LINK_VALID_MINUTES} minutes.`;
export const TOO_MANY_FAMILY_REQUESTS = "Too many sign-in requests. Please try again later.";
export const FAMILY_CONTACT_INVALID = "Enter your email address or mobile number.";
export const FAMILY_BOOKING_NOT_FOUND = "Booking not found";

export const FAMILY_REQUESTS_PER_NETWORK = 20;
export const FAMILY_REQUESTS_PER_ADDRESS = 5;
const WINDOW_SECONDS = 60 * 60;
const networkLimiter = () => limiterFor("family-sign-in-network", { limit: FAMILY_REQUESTS_PER_NETWORK, windowSeconds: WINDOW_SECONDS, blockSeconds: WINDOW_SECONDS });
// Keyed by the address typed in, so an unknown address is limited exactly like a known one.
const addressLimiter = () => limiterFor("family-sign-in-address", { limit: FAMILY_REQUESTS_PER_ADDRESS, windowSeconds: WINDOW_SECONDS, blockSeconds: WINDOW_SECONDS });

/** What she typed as an address: an email (lower-cased) or a US/E.164 number; anything else → 400. */
export function familyContactOf(input: string): FamilyContact {
  const typed = input.trim();
  if (typed.includes("@")) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed)) throw new ValidationError(FAMILY_CONTACT_INVALID, { contact: FAMILY_CONTACT_INVALID });
    return { kind: "email", value: typed.toLowerCase() };
  }
  const phone = phoneE164(typed);
  if (!phone) throw new ValidationError(FAMILY_CONTACT_INVALID, { contact: FAMILY_CONTACT_INVALID });
  return { kind: "phone", value: phone };
}

/** The live bookings under an address (any case of the email; the parsed number). */
const underContact = (contact: FamilyContact): Prisma.BookingWhereInput =>
  contact.kind === "email" ? { deletedAt: null, email: { equals: contact.value, mode: "insensitive" } } : { deletedAt: null, phoneE164: contact.value };

type DeferWork = (task: () => Promise<void>) => void;

/** Sends the link when the address has bookings (a number only where a dancer of it agreed to texts). */
async function sendFamilySignIn(contact: FamilyContact, now: Date): Promise<void> {
  const bookings = await prisma.booking.findMany({ where: underContact(contact), select: { id: true, clientId: true }, orderBy: { createdAt: "desc" }, take: 50 });
  if (!bookings.length) return;
  let textClientId: string | null = null;
  if (contact.kind === "phone") {
    const clientIds = [...new Set(bookings.map((b) => b.clientId).filter((id): id is string => Boolean(id)))];
    for (const clientId of clientIds) {
      if ((await canText(contact.value, clientId, now)).ok) {
        textClientId = clientId;
        break;
      }
    }
    if (!textClientId) return;
  }
  await prisma.$transaction(async (tx) => {
    const link = await issueFamilySignIn(tx, contact, now);
    const content = { url: familySignInUrl(link.token), validMinutes: FAMILY_LINK_VALID_MINUTES };
    if (contact.kind === "email") {
      await enqueueEmail({ kind: FAMILY_SIGN_IN_KIND, entityId: link.id, to: contact.value, ...familySignInEmail(content), notAfter: link.expiresAt, createdAt: now }, tx);
    } else {
      await enqueueText({ kind: FAMILY_SIGN_IN_TEXT_KIND, idempotencyKey: link.id, to: contact.value, body: familySignInText(content), clientId: textClientId!, notAfter: link.expiresAt, createdAt: now }, tx);
    }
  });
}

/**
 * "Your bookings" → "Send me a link": answers nothing about whether the address has bookings. The answer
 * waits only for the limits; the lookup, the link and its message run after it (`afterResponse`), or are
 * awaited when it is not given (scripts, tests).
 */
export async function requestFamilySignIn(typed: string, address: string, options: { afterResponse?: DeferWork; now?: Date } = {}): Promise<void> {
  const contact = familyContactOf(typed);
  await consumeOrThrow(networkLimiter(), address, TOO_MANY_FAMILY_REQUESTS);
  await consumeOrThrow(addressLimiter(), `${contact.kind}:${contact.value}`, TOO_MANY_FAMILY_REQUESTS);
  const now = options.now ?? new Date();
  const work = () => sendFamilySignIn(contact, now);
  if (!options.afterResponse) return work();
  options.afterResponse(() => work().catch((error: Error) => console.error(`[family] sending a sign-in link failed: ${error.message}`)));
}

export type FamilyBookingStatus = "received" | "confirmed" | "changed" | "cancelled";
export const FAMILY_STATUS_LABELS: Record<FamilyBookingStatus, string> = { received: "Request received", confirmed: "Confirmed", changed: "Times changed", cancelled: "Cancelled" };

/** One booking as the family page lists it. */
export interface FamilyBookingView {
  id: string;
  dancer: string;
  competition: string;
  where: string;
  dates: string;
  firstDay: string;
  lastDay: string;
  upcoming: boolean;
  status: FamilyBookingStatus;
  statusLabel: string;
  /** "in Eastern Time" and the like: the competition's zone. */
  timesAre: string;
  days: { date: string; label: string; service: string; slots: { time: string; service: string; stylist: string }[] }[];
  money: CustomerMoney | null;
  /** Confirmed, not cancelled, something owed: "Pay the balance" is offered. */
  canPayBalance: boolean;
  /** Its receipts, newest first. */
  receipts: ReceiptListItem[];
}

function toFamilyView(row: BookingRow, money: CustomerMoney | null, balanceCents: number, receipts: ReceiptListItem[], today: string, now: Date): FamilyBookingView {
  const view = toCustomerBookingView(row, now, studioTimeZone());
  const dates = view.days.map((d) => d.date).sort();
  const firstDay = dates[0] ?? toDateOnly(row.event.eventStartDate);
  const lastDay = dates.at(-1) ?? toDateOnly(row.event.eventEndDate);
  const status: FamilyBookingStatus = view.timesChanged ? "changed" : view.status;
  return {
    id: row.id,
    dancer: `${displayText(row.firstName)} ${displayText(row.lastName)}`.trim(),
    competition: displayText(row.event.eventName),
    where: [row.event.locationName, row.event.city, row.event.state].map((part) => displayText(part ?? "")).filter(Boolean).join(", "),
    dates: formatEventDateRange(firstDay, lastDay),
    firstDay,
    lastDay,
    upcoming: lastDay >= today,
    status,
    statusLabel: FAMILY_STATUS_LABELS[status],
    timesAre: view.timesAre,
    days: view.days.map((day) => ({
      date: day.date,
      label: formatDay(localDay(day.date), "EEEE, MMMM d"),
      service: [day.service, ...day.additionalServices].filter(Boolean).join(" + "),
      slots: view.slots.filter((s) => s.date === day.date).map((s) => ({ time: s.time, service: s.service, stylist: s.stylistFirstName })),
    })),
    money: view.status === "cancelled" ? null : money,
    canPayBalance: view.status === "confirmed" && balanceCents > 0 && Boolean(money),
    receipts,
  };
}

/** Every booking under the address: upcoming first (soonest first), then past ones (latest first). */
export async function listFamilyBookings(contact: FamilyContact, now = new Date()): Promise<FamilyBookingView[]> {
  const rows = (await prisma.booking.findMany({ where: underContact(contact), include: bookingInclude, take: 200 })) as BookingRow[];
  const today = studioToday(now);
  const receipts = await receiptsOfBookings(rows.map((r) => r.id));
  const views = await Promise.all(
    rows.map(async (row) => {
      const summary = await depositSummary(row.id, now);
      return toFamilyView(row, customerMoneyFrom(summary), summary.balanceCents, receipts.get(row.id) ?? [], today, now);
    }),
  );
  return views.sort((a, b) => {
    if (a.upcoming !== b.upcoming) return a.upcoming ? -1 : 1;
    const byDay = a.upcoming ? a.firstDay.localeCompare(b.firstDay) : b.firstDay.localeCompare(a.firstDay);
    return byDay || a.dancer.localeCompare(b.dancer);
  });
}

/** One dancer's "new competitions" choice on the family page: her newest booking carries the change. */
export interface FamilyMarketingChoice {
  bookingId: string;
  dancer: string;
  marketing: CustomerMarketingDto;
}

/** Each dancer (client) under the address, once, with her marketing consent: the family page's "New competitions". */
export async function familyMarketingChoices(contact: FamilyContact): Promise<FamilyMarketingChoice[]> {
  const rows = await prisma.booking.findMany({ where: { AND: [underContact(contact), { clientId: { not: null } }] }, select: { id: true, clientId: true, firstName: true, lastName: true }, orderBy: { createdAt: "desc" }, take: 200 });
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!newest.has(row.clientId!)) newest.set(row.clientId!, row);
  const choices = await Promise.all([...newest.values()].map(async (row) => ({ bookingId: row.id, dancer: displayText(`${row.firstName} ${row.lastName}`), marketing: await customerMarketing(row.clientId) })));
  return choices.sort((a, b) => a.dancer.localeCompare(b.dancer));
}

/** One booking of the family's: another address's booking (or none) is the same 404. */
export async function requireFamilyBooking(contact: FamilyContact, bookingId: string): Promise<BookingRow> {
  const row = await prisma.booking.findFirst({ where: { AND: [{ id: bookingId }, underContact(contact)] }, include: bookingInclude });
  if (!row) throw new NotFoundError(FAMILY_BOOKING_NOT_FOUND);
  return row as BookingRow;
}

/** "Open" on the family page: a fresh private link to that booking's page (revoked with the others by staff). */
export async function openFamilyBooking(contact: FamilyContact, bookingId: string): Promise<string> {
  const row = await requireFamilyBooking(contact, bookingId);
  return issueBookingLink(prisma, row);
}

/** One of the family's receipts (its printable page): a receipt of another address's booking is the same 404. */
export async function familyReceipt(contact: FamilyContact, receiptId: string): Promise<ReceiptContent> {
  const receipt = await prisma.paymentReceipt.findUnique({ where: { id: receiptId }, select: { bookingId: true } });
  if (!receipt) throw new NotFoundError("Receipt not found");
  await requireFamilyBooking(contact, receipt.bookingId).catch(() => {
    throw new NotFoundError("Receipt not found");
  });
  return receiptOfBooking(receipt.bookingId, receiptId);
}
