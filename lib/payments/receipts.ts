// A receipt for every payment and refund: issued in the transaction (or right after) where the Payment row
// reaches "succeeded" — Stripe's webhook and the return from Checkout, a chair payment with its tip, an
// offline payment, a refund — exactly once per row (PaymentReceipt.paymentId is unique, so Stripe's retries
// and the webhook racing the return add nothing). It keeps what it said (content), is numbered, and is sent
// through the outbox: an email to the booking's address and, where she agreed to texts, a text with the
// printable page's link (/receipt/<token>: 32 random bytes, stored as SHA-256 only). Staff can resend one.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { enqueueEmail } from "@/lib/notify";
import { canText } from "@/lib/notify";
import { studio } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { enqueueText } from "@/lib/notify";
import { displayText } from "@/lib/text/display-text";
import { formatDay, localDay, toDateOnly } from "@/lib/time/days";
import { zonedParts } from "@/lib/time/zoned";
import { formatMoney } from "./deposit";
import { PAYMENT_METHOD_LABELS } from "./dto";
import { receiptEmail, receiptText } from "@/lib/notify/templates/payments/receipt";
import { receiptNumber, type ReceiptContent, type ReceiptListItem } from "./receipt-dto";
import { depositSummary } from "./summaries";

type Db = Prisma.TransactionClient | typeof prisma;

export const RECEIPT_KIND = "payment-receipt";
export const RECEIPT_TEXT_KIND = "payment-receipt-text";
export const RECEIPT_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const hashReceiptToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
export const receiptUrl = (token: string) => `${studio.siteUrl}/receipt/${token}`;

const listOf = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);
const dayLabel = (date: Date) => formatDay(localDay(toDateOnly(date)), "EEEE, MMMM d");
const issuedOn = (at: Date) => formatDay(localDay(zonedParts(at, studio.timeZone).date), "MMMM d, yyyy");

/** What the receipt says, from the payment, its booking and the booking's money just after it. */
async function receiptContent(db: Db, payment: Payment, number: number, now: Date): Promise<ReceiptContent> {
  const booking = await db.booking.findUniqueOrThrow({
    where: { id: payment.bookingId },
    select: { firstName: true, lastName: true, event: { select: { eventName: true } }, days: { orderBy: { position: "asc" }, select: { date: true, serviceId: true, serviceTitle: true, additionalServiceIds: true, additionalServiceTitles: true } } },
  });
  const serviceIds = [...new Set(booking.days.flatMap((d) => [d.serviceId, ...d.additionalServiceIds].filter((id): id is string => Boolean(id))))];
  const prices = new Map((await db.service.findMany({ where: { id: { in: serviceIds } }, select: { id: true, price: true } })).map((s) => [s.id, Math.round(Number(s.price) * 100)]));
  const summary = await depositSummary(payment.bookingId, now, db);
  const currency = payment.currency;
  const money = (cents: number) => formatMoney(cents, currency);
  const services = booking.days.flatMap((day) => {
    const titles = [[day.serviceId, day.serviceTitle], ...day.additionalServiceIds.map((id, i) => [id, day.additionalServiceTitles[i] ?? ""])] as [string | null, string][];
    return titles.filter(([, title]) => title).map(([id, title]) => ({ day: dayLabel(day.date), label: displayText(title), price: id && prices.has(id) ? money(prices.get(id)!) : "—" }));
  });
  let covered: string;
  let reverses: string | null = null;
  if (payment.kind === "refund") {
    const original = payment.refundOfId ? await db.payment.findUnique({ where: { id: payment.refundOfId }, include: { receipt: { select: { number: true } } } }) : null;
    reverses = original?.receipt ? receiptNumber(original.receipt.number) : null;
    covered = original
      ? `Refund of ${reverses ? `receipt ${reverses}: ` : ""}the ${PAYMENT_METHOD_LABELS[original.method].toLowerCase()} payment of ${formatMoney(original.amountCents, original.currency)} on ${issuedOn(original.createdAt)}`
      : "Refund of a card payment";
  } else {
    const paidBefore = summary.paidCents - payment.amountCents;
    if (payment.amountCents <= 0) covered = "A tip only";
    else if (summary.amountCents > 0 && paidBefore < summary.amountCents) {
      if (summary.paidCents < summary.amountCents) covered = "Part of the deposit";
      else if (summary.paidCents >= summary.estimateCents) covered = "The deposit and the balance — paid in full";
      else covered = summary.paidCents > summary.amountCents ? "The deposit and part of the balance" : "Deposit";
    }
    else covered = summary.balanceCents <= 0 ? "The balance — paid in full" : "Part of the balance";
  }
  const takenBy = payment.takenByName || (payment.recordedByName === "Stripe" ? "Online payment (Stripe)" : payment.recordedByName);
  return {
    number: receiptNumber(number),
    issuedAt: now.toISOString(),
    issuedOn: issuedOn(now),
    kind: payment.kind,
    studio: { name: studio.name, phone: studio.phone, email: studio.email },
    dancer: `${displayText(booking.firstName)} ${displayText(booking.lastName)}`.trim(),
    competition: displayText(booking.event.eventName),
    days: listOf(booking.days.map((d) => dayLabel(d.date))),
    services,
    covered,
    amount: money(payment.amountCents),
    tip: payment.tipCents > 0 ? money(payment.tipCents) : null,
    total: money(payment.amountCents + payment.tipCents),
    method: PAYMENT_METHOD_LABELS[payment.method],
    takenBy,
    stillOwed: money(Math.max(0, summary.balanceCents)),
    reverses,
  };
}

/** Queues the receipt's email and, where she agreed to texts, its text (outbox keys carry `round`: 0 first, then each resend). */
async function sendReceipt(tx: Prisma.TransactionClient, receipt: { id: string; bookingId: string; content: ReceiptContent }, token: string, round: string): Promise<void> {
  const booking = await tx.booking.findUniqueOrThrow({ where: { id: receipt.bookingId }, select: { email: true, phoneE164: true, clientId: true } });
  const url = receiptUrl(token);
  await enqueueEmail({ kind: RECEIPT_KIND, entityId: `${receipt.id}/${round}`, bookingId: receipt.bookingId, to: booking.email, ...receiptEmail(receipt.content, url) }, tx);
  if (booking.phoneE164 && (await canText(booking.phoneE164, booking.clientId)).ok) {
    await enqueueText({ kind: RECEIPT_TEXT_KIND, idempotencyKey: `${receipt.id}/${round}`, to: booking.phoneE164, body: receiptText(receipt.content, url), bookingId: receipt.bookingId, clientId: booking.clientId ?? undefined }, tx);
  }
}

/**
 * The payment's receipt, issued and sent once it has succeeded (call it in the transaction that records
 * it, under the booking's lock where there is one). A second call — Stripe's retry, the return racing the
 * webhook — finds it and does nothing. Returns the receipt's id, or null when the payment has not succeeded.
 */
export async function issueReceipt(tx: Prisma.TransactionClient, paymentId: string, now = new Date()): Promise<string | null> {
  const payment = await tx.payment.findUnique({ where: { id: paymentId } });
  if (!payment || payment.status !== "succeeded" || payment.amountCents + payment.tipCents <= 0) return null;
  const existing = await tx.paymentReceipt.findUnique({ where: { paymentId }, select: { id: true } });
  if (existing) return existing.id;
  // Numbered first (the sequence), then written with what it says; a concurrent second insert does nothing.
  const [{ number }] = await tx.$queryRaw<{ number: number }[]>`SELECT nextval(pg_get_serial_sequence('"PaymentReceipt"', 'number'))::int AS number`;
  const content = await receiptContent(tx, payment, number, now);
  const token = randomBytes(32).toString("base64url");
  const { count } = await tx.paymentReceipt.createMany({
    data: [{ number, paymentId, bookingId: payment.bookingId, tokenHash: hashReceiptToken(token), content: content as unknown as Prisma.InputJsonValue, createdAt: now }],
    skipDuplicates: true,
  });
  const receipt = await tx.paymentReceipt.findUniqueOrThrow({ where: { paymentId }, select: { id: true } });
  if (count === 1) await sendReceipt(tx, { id: receipt.id, bookingId: payment.bookingId, content }, token, "0");
  return receipt.id;
}

/** issueReceipt in its own transaction, then delivery (a refund Stripe accepted later, outside any transaction). */
export async function issueReceiptNow(paymentId: string, now = new Date()): Promise<string | null> {
  return prisma.$transaction((tx) => issueReceipt(tx, paymentId, now));
}

/** Staff → "Resend receipt": the same receipt again (a new link; the old one keeps working), by email and text where agreed. */
export async function resendReceipt(bookingId: string, receiptId: string, now = new Date()): Promise<{ resent: true; to: string }> {
  const result = await prisma.$transaction(async (tx) => {
    const row = await tx.paymentReceipt.findFirst({ where: { id: receiptId, bookingId, booking: { deletedAt: null } } });
    if (!row) throw new NotFoundError("Receipt not found");
    const token = randomBytes(32).toString("base64url");
    // The printable page answers to its newest link; an older text or email still names the same receipt.
    await tx.paymentReceipt.update({ where: { id: row.id }, data: { tokenHash: hashReceiptToken(token) } });
    await sendReceipt(tx, { id: row.id, bookingId, content: row.content as unknown as ReceiptContent }, token, now.getTime().toString(36));
    return { resent: true as const, to: (await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { email: true } })).email };
  });
  return result;
}

/** The receipt a printable page's token opens, or null for any bad link. */
export async function receiptByToken(token: string): Promise<ReceiptContent | null> {
  if (!RECEIPT_TOKEN_RE.test(token)) return null;
  const row = await prisma.paymentReceipt.findUnique({ where: { tokenHash: hashReceiptToken(token) }, select: { content: true, booking: { select: { deletedAt: true } } } });
  return row && !row.booking.deletedAt ? (row.content as unknown as ReceiptContent) : null;
}

/** One receipt of a booking (the family page checks the booking is hers first). */
export async function receiptOfBooking(bookingId: string, receiptId: string): Promise<ReceiptContent> {
  const row = await prisma.paymentReceipt.findFirst({ where: { id: receiptId, bookingId }, select: { content: true } });
  if (!row) throw new NotFoundError("Receipt not found");
  return row.content as unknown as ReceiptContent;
}

/** The receipts of some bookings, newest first, by booking. */
export async function receiptsOfBookings(bookingIds: readonly string[]): Promise<Map<string, ReceiptListItem[]>> {
  const rows = await prisma.paymentReceipt.findMany({ where: { bookingId: { in: [...bookingIds] } }, orderBy: { number: "desc" }, select: { id: true, bookingId: true, content: true } });
  const byBooking = new Map<string, ReceiptListItem[]>();
  for (const row of rows) {
    const c = row.content as unknown as ReceiptContent;
    byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), { id: row.id, number: c.number, issuedOn: c.issuedOn, kind: c.kind, total: c.total, covered: c.covered }]);
  }
  return byBooking;
}
