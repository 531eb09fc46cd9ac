// Reads what the reports are made of — competitions, their bookings and slots, Payment rows, the waiting
// list, staffing and clients' history — a few queries per report, and hands them to the pure arithmetic.
import "server-only";
import { prisma } from "@/lib/db/client";
import { NotFoundError } from "@/lib/errors";
import { getEventAvailability } from "@/lib/availability";
import { readyByOfDay } from "@/lib/bookings/dto";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { withCountedTips } from "@/lib/payments/tips";
import type { TakingsPayment } from "@/lib/takings/figures";
import { fromDateOnly, toDateOnly } from "@/lib/time";
import type { CompetitionReportDto, ReportCompetition, SeasonReportDto } from "./dto";
import { competitionFigures, occupancyDay, seasonTotals, stylistFigures, utilisationRows, type ReportBooking, type ReportSlot, type StaffedDay, type WaitlistCounts } from "./figures";
import { clientHistory, reportBookingRows, reportPaymentRows } from "./sql";

const competitionSelect = { id: true, eventName: true, city: true, state: true, timeZone: true, eventStartDate: true, eventEndDate: true } as const;

type CompetitionRow = { id: string; eventName: string; city: string; state: string; timeZone: string; eventStartDate: Date; eventEndDate: Date };
const toCompetition = (e: CompetitionRow): ReportCompetition => ({ id: e.id, eventName: e.eventName, city: e.city, state: e.state, timeZone: e.timeZone, startDate: toDateOnly(e.eventStartDate), endDate: toDateOnly(e.eventEndDate) });

/** The studio's currency (the deposit settings'); payments in another are recorded, never counted. */
async function studioCurrency(): Promise<string> {
  return (await prisma.depositSettings.findUnique({ where: { id: 1 }, select: { currency: true } }))?.currency ?? "usd";
}

/** Counted payments (the studio's currency, tips as counted) of the bookings, each with its competition. */
async function loadPayments(eventIds: string[], currency: string): Promise<(TakingsPayment & { eventId: string; refundOfId: string | null })[]> {
  const rows = await reportPaymentRows(eventIds, currency);
  return withCountedTips(rows.map((p) => ({ ...p, takenOn: p.takenOn ? fromDateOnly(p.takenOn) : null })));
}

async function loadWaitlist(eventIds: string[]): Promise<Map<string, WaitlistCounts>> {
  const groups = await prisma.waitlistEntry.groupBy({ by: ["eventId", "status"], where: { eventId: { in: eventIds } }, _count: { _all: true } });
  const counts = new Map<string, WaitlistCounts>();
  for (const g of groups) {
    const c = counts.get(g.eventId) ?? { joins: 0, conversions: 0 };
    c.joins += g._count._all;
    if (g.status === "accepted") c.conversions += g._count._all;
    counts.set(g.eventId, c);
  }
  return counts;
}

function figuresFor(competitions: ReportCompetition[], data: { bookings: ReportBooking[]; payments: (TakingsPayment & { eventId: string })[]; waitlist: Map<string, WaitlistCounts>; noShows: Set<string>; history: Awaited<ReturnType<typeof clientHistory>> }) {
  return competitions.map((competition) =>
    competitionFigures({
      competition,
      bookings: data.bookings.filter((b) => b.eventId === competition.id),
      noShowBookingIds: data.noShows,
      payments: data.payments.filter((p) => p.eventId === competition.id),
      waitlist: data.waitlist.get(competition.id) ?? { joins: 0, conversions: 0 },
      history: data.history.get(competition.id) ?? { returning: 0, rebooked: 0 },
    }),
  );
}

async function loadFigures(competitions: ReportCompetition[], currency: string) {
  const ids = competitions.map((c) => c.id);
  const [rows, payments, waitlist, history] = await Promise.all([reportBookingRows(ids), loadPayments(ids, currency), loadWaitlist(ids), clientHistory(ids)]);
  const bookings: ReportBooking[] = rows.map(({ noShow: _noShow, ...b }) => b);
  const noShows = new Set(rows.filter((b) => b.noShow).map((b) => b.id));
  return { bookings, payments, figures: figuresFor(competitions, { bookings, payments, waitlist, noShows, history }) };
}

/** The season: every competition (not deleted) starting in `year` (default: this year), in date order. */
export async function seasonReport(year?: number, now = new Date()): Promise<SeasonReportDto> {
  const season = year ?? now.getUTCFullYear();
  const [rows, yearRows, currency] = await Promise.all([
    prisma.event.findMany({
      where: { deletedAt: null, eventStartDate: { gte: new Date(Date.UTC(season, 0, 1)), lt: new Date(Date.UTC(season + 1, 0, 1)) } },
      select: competitionSelect,
      orderBy: [{ eventStartDate: "asc" }, { eventName: "asc" }],
    }),
    prisma.$queryRaw<{ year: number }[]>`SELECT DISTINCT extract(year FROM "eventStartDate")::int AS year FROM "Event" WHERE "deletedAt" IS NULL ORDER BY year DESC`,
    studioCurrency(),
  ]);
  const competitions = rows.map(toCompetition);
  const { figures } = await loadFigures(competitions, currency);
  const topByReturning = figures
    .filter((f) => f.returningDancers > 0)
    .map((f) => ({ competitionId: f.competition.id, eventName: f.competition.eventName, returningDancers: f.returningDancers, startDate: f.competition.startDate }))
    .sort((a, b) => b.returningDancers - a.returningDancers || a.startDate.localeCompare(b.startDate))
    .slice(0, 5)
    .map(({ startDate: _startDate, ...row }) => row);
  const years = yearRows.map((r) => r.year);
  return { year: season, years: years.includes(season) ? years : [season, ...years].sort((a, b) => b - a), currency, competitions: figures, totals: seasonTotals(figures), topByReturning };
}

/** One competition: its figures, each stylist's, utilisation per stylist per day and the chairs through each day. */
export async function competitionReport(eventId: string): Promise<CompetitionReportDto> {
  const row = await prisma.event.findFirst({ where: { id: eventId, deletedAt: null }, select: competitionSelect });
  if (!row) throw new NotFoundError("Competition not found");
  const competition = toCompetition(row);
  const currency = await studioCurrency();
  const [{ bookings, payments, figures }, slotRows, availability, staffing, readyBefore] = await Promise.all([
    loadFigures([competition], currency),
    prisma.schedule.findMany({
      where: { booking: { eventId, deletedAt: null, cancelledAt: null } },
      select: {
        id: true,
        bookingId: true,
        assignedUserId: true,
        assignedUser: { select: { firstName: true, lastName: true } },
        startAt: true,
        endAt: true,
        dayStatus: true,
        dayStatusAt: true,
        bookingDay: { select: { date: true, heatTime: true } },
      },
    }),
    getEventAvailability(eventId),
    prisma.staffingDay.findMany({ where: { eventId }, select: { date: true, chairs: true } }),
    getReadyBeforeHeatMinutes(),
  ]);
  const slots: ReportSlot[] = slotRows.map((s) => ({
    id: s.id,
    bookingId: s.bookingId,
    stylistId: s.assignedUserId,
    stylistName: s.assignedUser ? `${s.assignedUser.firstName} ${s.assignedUser.lastName}`.trim() : "",
    date: toDateOnly(s.bookingDay.date),
    startAt: s.startAt,
    endAt: s.endAt,
    status: s.dayStatus,
    statusAt: s.dayStatusAt,
    readyBy: readyByOfDay(s.bookingDay, competition.timeZone, readyBefore),
  }));
  const days: StaffedDay[] = availability.map((day) => ({
    date: day.date,
    staffed: day.staffed,
    minutes: new Map(
      day.staffed
        ? day.stylists.map((s) => [s.userId, { name: `${s.firstName} ${s.lastName}`.trim(), minutes: s.windows.reduce((sum, w) => sum + Math.round((w.end.getTime() - w.start.getTime()) / 60_000), 0) }] as const)
        : [],
    ),
  }));
  const utilisation = utilisationRows(slots, days);
  const chairs = new Map(staffing.map((d) => [toDateOnly(d.date), d.chairs]));
  return {
    currency,
    figures: figures[0],
    stylists: stylistFigures(slots, bookings, utilisation, payments),
    utilisation,
    occupancy: availability.map((day) => occupancyDay(day.date, slots, competition.timeZone, chairs.get(day.date) ?? null)),
  };
}

