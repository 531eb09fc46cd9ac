// Loads a competition's bookings and Payment rows once and builds the close of one day, or the season.
import "server-only";
import { prisma } from "@/lib/db/client";
import { NotFoundError, ValidationError } from "@/lib/errors";
import { depositSummariesOf } from "@/lib/payments";
import { estimateBookingCents } from "@/lib/payments/dto";
import { withCountedTips } from "@/lib/payments/tips";
import { datesBetween, studioToday, toDateOnly } from "@/lib/time";
import { format } from "date-fns";
import { localDay } from "@/lib/time/days";
import type { CashCountDto, CloseDayDto, SeasonDayRow, SeasonDto, TakingsEvent } from "./dto";
import { cashExpected, dayOf, dayTakings, moneyFigures, owedNow, stylistTakings, type TakingsBooking, type TakingsPayment } from "./figures";

export const NOT_A_DAY_OF = "That date is not a day of this competition.";

interface Loaded {
  event: TakingsEvent;
  currency: string;
  bookings: TakingsBooking[];
  counted: TakingsPayment[];
  notCounted: number;
}

async function load(eventId: string): Promise<Loaded> {
  const row = await prisma.event.findFirst({ where: { id: eventId, deletedAt: null } });
  if (!row) throw new NotFoundError("Competition not found");
  const startDate = toDateOnly(row.eventStartDate);
  const endDate = toDateOnly(row.eventEndDate);
  const event: TakingsEvent = { id: row.id, eventName: row.eventName, timeZone: row.timeZone, startDate, endDate, days: datesBetween(startDate, endDate, 60) };
  const rows = await prisma.booking.findMany({
    where: { eventId, deletedAt: null },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      confirmedAt: true,
      cancelledAt: true,
      days: { orderBy: { position: "asc" }, select: { date: true, serviceId: true, additionalServiceIds: true, schedules: { where: { startAt: { not: null } }, select: { id: true }, take: 1 } } },
      schedules: { select: { assignedUser: { select: { firstName: true, lastName: true } } } },
    },
    orderBy: { id: "asc" },
  });
  const summaries = await depositSummariesOf(rows);
  const serviceIds = [...new Set(rows.flatMap((b) => b.days.flatMap((d) => [d.serviceId, ...d.additionalServiceIds].filter((id): id is string => Boolean(id)))))];
  const prices = new Map((await prisma.service.findMany({ where: { id: { in: serviceIds } }, select: { id: true, price: true } })).map((s) => [s.id, Number(s.price)]));
  const payments = await prisma.payment.findMany({ where: { bookingId: { in: rows.map((b) => b.id) } }, orderBy: { createdAt: "asc" } });
  const currency = summaries.values().next().value?.currency ?? (await prisma.depositSettings.findUnique({ where: { id: 1 } }))?.currency ?? "usd";
  const bookings = rows.map((b): TakingsBooking => {
    const summary = summaries.get(b.id)!;
    const days = [...new Set(b.days.map((d) => toDateOnly(d.date)))].sort();
    const stylists = [...new Set(b.schedules.flatMap((s) => (s.assignedUser ? [`${s.assignedUser.firstName} ${s.assignedUser.lastName}`] : [])))].join(", ");
    const dueByDay: Record<string, number> = {};
    for (const d of b.days.filter((day) => day.schedules.length > 0)) {
      const date = toDateOnly(d.date);
      dueByDay[date] = (dueByDay[date] ?? 0) + estimateBookingCents([{ services: d.serviceId ?? "", additionalServices: d.additionalServiceIds }], (id) => prices.get(id));
    }
    return {
      id: b.id,
      dancer: `${b.firstName} ${b.lastName}`,
      dueByDay,
      stylists,
      cancelled: b.cancelledAt !== null,
      days,
      facts: { currency, depositCents: summary.amountCents, estimateCents: summary.estimateCents, confirmed: b.confirmedAt !== null, cancelled: b.cancelledAt !== null, dueDate: summary.dueDate, lastDay: days.at(-1) ?? null },
    };
  });
  const isCounted = (p: { currency: string }) => p.currency.toLowerCase() === currency.toLowerCase();
  return { event, currency, bookings, counted: withCountedTips(payments.filter(isCounted)), notCounted: payments.filter((p) => !isCounted(p)).length };
}

const toCount = (c: { countedCents: number; expectedCents: number; note: string; countedByName: string; createdAt: Date }): CashCountDto => ({
  countedCents: c.countedCents,
  expectedCents: c.expectedCents,
  differenceCents: c.countedCents - c.expectedCents,
  note: c.note,
  countedByName: c.countedByName,
  countedAt: c.createdAt.toISOString(),
});

export async function closeDay(eventId: string, date: string): Promise<CloseDayDto> {
  const loaded = await load(eventId);
  if (!loaded.event.days.includes(date)) throw new ValidationError(NOT_A_DAY_OF, { date: NOT_A_DAY_OF });
  const day = dayTakings(date, loaded.bookings, loaded.counted, loaded.event.timeZone);
  const dancers = new Map(loaded.bookings.map((b) => [b.id, b.dancer]));
  const counts = await prisma.cashCount.findMany({ where: { eventId, date: new Date(`${date}T00:00:00Z`) }, orderBy: { createdAt: "desc" } });
  return {
    event: loaded.event,
    date,
    currency: loaded.currency,
    stylists: day.stylists,
    totals: day.figures,
    owed: day.owed,
    depositsApplied: day.depositsApplied,
    refunds: day.rows
      .filter((p) => p.kind === "refund" && p.status === "succeeded")
      .map((p) => ({ paymentId: p.id, bookingId: p.bookingId, dancer: dancers.get(p.bookingId) ?? "", method: p.method === "card" ? ("stripe" as const) : p.method, amountCents: p.amountCents, recordedByName: p.recordedByName, at: p.createdAt.toISOString() })),
    cashCounts: counts.map(toCount),
    notCountedPayments: loaded.notCounted,
  };
}

/** The cash the sheet expects on that day now (what a count is compared with). */
export async function expectedCash(eventId: string, date: string): Promise<number> {
  const loaded = await load(eventId);
  if (!loaded.event.days.includes(date)) throw new ValidationError(NOT_A_DAY_OF, { date: NOT_A_DAY_OF });
  return cashExpected(loaded.counted.filter((p) => dayOf(p, loaded.event.timeZone) === date));
}

/** Every day of the competition, money taken before or after it, and the whole: the same columns. */
export async function seasonTakings(eventId: string, now = new Date()): Promise<SeasonDto> {
  const { event, currency, bookings, counted } = await load(eventId);
  const counts = await prisma.cashCount.findMany({ where: { eventId }, orderBy: { createdAt: "desc" } });
  const standing = new Map<string, CashCountDto>();
  for (const c of counts) if (!standing.has(toDateOnly(c.date))) standing.set(toDateOnly(c.date), toCount(c));
  const days: SeasonDayRow[] = event.days.map((date) => {
    const { figures } = dayTakings(date, bookings, counted, event.timeZone);
    return { ...figures, date, label: format(localDay(date), "EEE, MMM d"), cashDifferenceCents: standing.get(date)?.differenceCents ?? null };
  });
  const outside = (label: string, rows: TakingsPayment[]): SeasonDayRow[] =>
    rows.length ? [{ ...moneyFigures(rows), depositsAppliedCents: 0, owedCents: 0, cashExpectedCents: cashExpected(rows), date: null, label, cashDifferenceCents: null }] : [];
  const before = counted.filter((p) => dayOf(p, event.timeZone) < event.startDate);
  const after = counted.filter((p) => dayOf(p, event.timeZone) > event.endDate);
  const all = [...outside("Before the competition", before), ...days, ...outside("After the competition", after)];
  const totals = {
    ...moneyFigures(counted),
    depositsAppliedCents: days.reduce((sum, d) => sum + d.depositsAppliedCents, 0),
    owedCents: owedNow(bookings, counted, studioToday(now)),
    cashExpectedCents: all.reduce((sum, d) => sum + d.cashExpectedCents, 0),
  };
  return { event, currency, days: all, totals, stylists: stylistTakings(counted) };
}

/** The competitions to choose from (newest first) when no competition is named. */
export async function takingsCompetitions(limit = 30): Promise<{ id: string; eventName: string; startDate: string; endDate: string }[]> {
  const rows = await prisma.event.findMany({ where: { deletedAt: null }, orderBy: { eventStartDate: "desc" }, take: limit, select: { id: true, eventName: true, eventStartDate: true, eventEndDate: true } });
  return rows.map((e) => ({ id: e.id, eventName: e.eventName, startDate: toDateOnly(e.eventStartDate), endDate: toDateOnly(e.eventEndDate) }));
}
