// Each booking's deposit summary (lists, CSV, run sheet, dashboard, private page) and its payments panel.
import "server-only";
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { estimateBookingCents } from "./estimate";
import { NotFoundError } from "@/lib/errors";
import { studioToday, toDateOnly } from "@/lib/time";
import { receiptNumber } from "./receipt-dto";
import { depositAmountCents, depositDueDate, refundableCents } from "./deposit";
import { moneyStatus, type MoneyState } from "./money-status";
import type { BookingPaymentsDto, DepositSettingsDto, DepositSummary, PaymentDto } from "./dto";
import type { Db } from "./db";
import { getDepositSettings } from "./settings";

/** A reference staff can find in Stripe's dashboard; never the private link. */
export const paymentReference = (bookingId: string) => `VP-${createHash("sha256").update(bookingId).digest("hex").slice(0, 10).toUpperCase()}`;

/** What a deposit is computed from: a booking row the caller may already hold (export, run sheet). */
export interface BookingMoneyFacts {
  id: string;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  days: { date: Date; serviceId: string | null; additionalServiceIds: string[] }[];
}

async function pricesAndPayments(db: Db, bookings: readonly BookingMoneyFacts[]): Promise<{ prices: Map<string, number>; payments: Payment[] }> {
  const serviceIds = [...new Set(bookings.flatMap((b) => b.days.flatMap((d) => [d.serviceId, ...d.additionalServiceIds].filter((id): id is string => Boolean(id)))))];
  const services = serviceIds.length ? await db.service.findMany({ where: { id: { in: serviceIds } }, select: { id: true, price: true } }) : [];
  const payments = await db.payment.findMany({ where: { bookingId: { in: bookings.map((b) => b.id) } }, orderBy: { createdAt: "asc" } });
  return { prices: new Map(services.map((s) => [s.id, Number(s.price)])), payments };
}

function summarise(settings: DepositSettingsDto, booking: BookingMoneyFacts, prices: Map<string, number>, payments: Payment[], now: Date): DepositSummary {
  const estimateCents = estimateBookingCents(
    booking.days.map((d) => ({ services: d.serviceId ?? "", additionalServices: d.additionalServiceIds })),
    (id) => prices.get(id),
  );
  const amountCents = depositAmountCents(settings, { bookedDays: booking.days.length, estimateCents });
  const dates = booking.days.map((d) => toDateOnly(d.date)).sort();
  const firstDay = dates[0];
  const dueDate = amountCents > 0 && booking.confirmedAt && firstDay ? depositDueDate(settings, studioToday(booking.confirmedAt), firstDay) : null;
  const money = moneyStatus({
    currency: settings.currency,
    payments,
    depositCents: amountCents,
    estimateCents,
    confirmed: booking.confirmedAt !== null,
    cancelled: booking.cancelledAt !== null,
    dueDate,
    lastDay: dates.at(-1) ?? null,
    today: studioToday(now),
  });
  return {
    amountCents,
    currency: settings.currency,
    dueDate,
    state: money.state,
    estimateCents,
    paidCents: money.paidCents,
    refundedCents: money.refundedCents,
    cancelled: booking.cancelledAt !== null,
    balanceCents: money.balanceCents,
    paidAt: money.paidAt,
    hasFlaggedPayment: payments.some((p) => p.flaggedDuplicate),
    hasForeignPayment: payments.some((p) => p.currency.toLowerCase() !== settings.currency.toLowerCase()),
    hasPendingRefund: payments.some((p) => p.kind === "refund" && p.status === "pending"),
  };
}

/** The deposit summary of each booking (lists, CSV, run sheet, dashboard): three queries for any number. */
export async function depositSummaries(bookingIds: readonly string[], now = new Date(), db: Db = prisma): Promise<Map<string, DepositSummary>> {
  if (bookingIds.length === 0) return new Map();
  const bookings = await db.booking.findMany({
    where: { id: { in: [...bookingIds] } },
    select: { id: true, confirmedAt: true, cancelledAt: true, days: { orderBy: { position: "asc" }, select: { date: true, serviceId: true, additionalServiceIds: true } } },
  });
  return depositSummariesOf(bookings, now, db);
}

/** The same for booking rows already read (their days in order): two queries, prices and payments. */
export async function depositSummariesOf(bookings: readonly BookingMoneyFacts[], now = new Date(), db: Db = prisma): Promise<Map<string, DepositSummary>> {
  if (bookings.length === 0) return new Map();
  const settings = await getDepositSettings(db);
  const { prices, payments } = await pricesAndPayments(db, bookings);
  const byBooking = new Map<string, Payment[]>();
  for (const p of payments) byBooking.set(p.bookingId, [...(byBooking.get(p.bookingId) ?? []), p]);
  return new Map(bookings.map((b) => [b.id, summarise(settings, b, prices, byBooking.get(b.id) ?? [], now)]));
}

export type DepositMark = MoneyState;

/** Manage Bookings' deposit mark (and its filter): the booking's money state (./money-status.ts). */
export function depositMark(summary: DepositSummary | undefined): DepositMark {
  return summary?.state ?? "none";
}

/** Each booking with its deposit mark (Manage Bookings). */
export async function withDepositStates<T extends { _id: string }>(bookings: T[], now = new Date()): Promise<(T & { deposit: DepositMark })[]> {
  const summaries = await depositSummaries(bookings.map((b) => b._id), now);
  return bookings.map((b) => ({ ...b, deposit: depositMark(summaries.get(b._id)) }));
}

export async function depositSummary(bookingId: string, now = new Date(), db: Db = prisma): Promise<DepositSummary> {
  const summary = (await depositSummaries([bookingId], now, db)).get(bookingId);
  if (!summary) throw new NotFoundError("Booking not found");
  return summary;
}

function toPaymentDto(payment: Payment & { receipt: { id: string; number: number } | null }, all: Payment[]): PaymentDto {
  const refunds = all.filter((p) => p.kind === "refund" && p.refundOfId === payment.id);
  return {
    _id: payment.id,
    kind: payment.kind,
    method: payment.method,
    status: payment.status,
    amountCents: payment.amountCents,
    currency: payment.currency,
    refundOfId: payment.refundOfId,
    flaggedDuplicate: payment.flaggedDuplicate,
    note: payment.note,
    recordedByName: payment.recordedByName,
    recordedAt: payment.createdAt.toISOString(),
    lastError: payment.lastError,
    refundableCents: payment.kind === "payment" ? refundableCents(payment, refunds) : 0,
    receipt: payment.receipt ? { id: payment.receipt.id, number: receiptNumber(payment.receipt.number) } : null,
  };
}

export async function bookingPayments(bookingId: string, now = new Date()): Promise<BookingPaymentsDto> {
  const booking = await prisma.booking.findFirst({ where: { id: bookingId, deletedAt: null }, select: { id: true } });
  if (!booking) throw new NotFoundError("Booking not found");
  const summary = await depositSummary(bookingId, now);
  const rows = await prisma.payment.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" }, include: { receipt: { select: { id: true, number: true } } } });
  return { summary, payments: rows.map((row) => toPaymentDto(row, rows)) };
}

export async function lockBooking(tx: Prisma.TransactionClient, bookingId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Booking" WHERE id = ${bookingId} FOR UPDATE`;
  return rows.length > 0;
}
