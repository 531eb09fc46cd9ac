// The reports' arithmetic, pure: every figure is a count or a sum over the rows the loader read
// (./load.ts). Money is the takings' rule (lib/takings/figures.ts): succeeded rows in the studio's
// currency, tips as counted (lib/payments/tips.ts); a payment taken at a chair has its competition day
// (takenOn), every other payment is a deposit or a payment before the day.
import { stylistTakings, type TakingsPayment } from "@/lib/takings/figures";
import { zonedParts } from "@/lib/time/zoned";
import { REPORT_CHANNELS, ratio, type CompetitionFigures, type OccupancyDay, type ReportChannel, type ReportCompetition, type RevenueFigures, type StylistFigures, type UtilisationRow } from "./dto";

export interface ReportBooking {
  id: string;
  eventId: string;
  clientId: string | null;
  channel: ReportChannel;
  cancelled: boolean;
  isAssigned: boolean;
}

export interface ReportSlot {
  id: string;
  bookingId: string;
  stylistId: string | null;
  stylistName: string;
  /** The booking day's date ("YYYY-MM-DD", the competition's zone). */
  date: string;
  startAt: Date | null;
  endAt: Date | null;
  status: "expected" | "checked_in" | "in_chair" | "done" | "no_show";
  statusAt: Date | null;
  /** The day's ready-by (first heat less the ready-before minutes); null without a heat time. */
  readyBy: Date | null;
}

/** Clients' history around one competition: who had booked an earlier one, who booked a later one (./sql.ts). */
export interface ClientHistory {
  returning: number;
  rebooked: number;
}

export interface WaitlistCounts {
  joins: number;
  conversions: number;
}

/** The dancer a booking is for: its client, or the booking itself when no client is linked (erased). */
export const dancerKey = (b: Pick<ReportBooking, "id" | "clientId">) => b.clientId ?? `booking:${b.id}`;

const MINUTE = 60_000;
export const slotMinutes = (s: Pick<ReportSlot, "startAt" | "endAt">) => (s.startAt && s.endAt ? Math.max(0, Math.round((s.endAt.getTime() - s.startAt.getTime()) / MINUTE)) : 0);

export function revenueOf(payments: readonly TakingsPayment[]): RevenueFigures {
  let depositsCents = 0;
  let atChairCents = 0;
  let refundsCents = 0;
  let tipsCents = 0;
  for (const p of payments) {
    if (p.status !== "succeeded") continue;
    if (p.kind === "refund") refundsCents += p.amountCents;
    else {
      if (p.takenOn) atChairCents += p.amountCents;
      else depositsCents += p.amountCents;
      tipsCents += p.tipCents;
    }
  }
  return { depositsCents, atChairCents, refundsCents, tipsCents, netCents: depositsCents + atChairCents - refundsCents };
}

/** One competition's figures from its bookings, their no-show slots, counted payments, waiting list and clients' history. */
export function competitionFigures(input: {
  competition: ReportCompetition;
  bookings: readonly ReportBooking[];
  noShowBookingIds: ReadonlySet<string>;
  payments: readonly TakingsPayment[];
  waitlist: WaitlistCounts;
  history: ClientHistory;
}): CompetitionFigures {
  const byChannel = Object.fromEntries(REPORT_CHANNELS.map((c) => [c, 0])) as Record<ReportChannel, number>;
  const live = input.bookings.filter((b) => !b.cancelled);
  for (const b of input.bookings) byChannel[b.channel] += 1;
  const dancers = new Set(live.map(dancerKey)).size;
  const revenue = revenueOf(input.payments);
  return {
    competition: input.competition,
    requested: input.bookings.length,
    placed: live.filter((b) => b.isAssigned).length,
    cancellations: input.bookings.length - live.length,
    dancers,
    byChannel,
    revenue,
    averagePerDancerCents: dancers ? Math.round(revenue.netCents / dancers) : null,
    noShows: live.filter((b) => input.noShowBookingIds.has(b.id)).length,
    waitlistJoins: input.waitlist.joins,
    waitlistConversions: input.waitlist.conversions,
    newDancers: dancers - input.history.returning,
    returningDancers: input.history.returning,
    rebookedDancers: input.history.rebooked,
    rebookingRate: ratio(input.history.rebooked, dancers),
  };
}

/** The season's column sums (averages and rates over the sums). */
export function seasonTotals(rows: readonly CompetitionFigures[]) {
  const sum = (f: (r: CompetitionFigures) => number) => rows.reduce((total, r) => total + f(r), 0);
  const byChannel = Object.fromEntries(REPORT_CHANNELS.map((c) => [c, sum((r) => r.byChannel[c])])) as Record<ReportChannel, number>;
  const revenue: RevenueFigures = {
    depositsCents: sum((r) => r.revenue.depositsCents),
    atChairCents: sum((r) => r.revenue.atChairCents),
    refundsCents: sum((r) => r.revenue.refundsCents),
    tipsCents: sum((r) => r.revenue.tipsCents),
    netCents: sum((r) => r.revenue.netCents),
  };
  const dancers = sum((r) => r.dancers);
  const rebookedDancers = sum((r) => r.rebookedDancers);
  return {
    requested: sum((r) => r.requested),
    placed: sum((r) => r.placed),
    cancellations: sum((r) => r.cancellations),
    dancers,
    byChannel,
    revenue,
    averagePerDancerCents: dancers ? Math.round(revenue.netCents / dancers) : null,
    noShows: sum((r) => r.noShows),
    waitlistJoins: sum((r) => r.waitlistJoins),
    waitlistConversions: sum((r) => r.waitlistConversions),
    newDancers: sum((r) => r.newDancers),
    returningDancers: sum((r) => r.returningDancers),
    rebookedDancers,
    rebookingRate: ratio(rebookedDancers, dancers),
  };
}

export interface StaffedDay {
  date: string;
  /** False: no shifts set that day (no staffed measure). */
  staffed: boolean;
  /** Each working stylist's minutes that day (breaks cut out). */
  minutes: ReadonlyMap<string, { name: string; minutes: number }>;
}

/** Booked against staffed minutes per stylist per day: every stylist on a shift, and every stylist with a slot. */
export function utilisationRows(slots: readonly ReportSlot[], days: readonly StaffedDay[]): UtilisationRow[] {
  const rows: UtilisationRow[] = [];
  for (const day of days) {
    const booked = new Map<string, { name: string; minutes: number }>();
    for (const s of slots) {
      if (s.date !== day.date || !s.stylistId || !s.startAt) continue;
      const entry = booked.get(s.stylistId) ?? { name: s.stylistName, minutes: 0 };
      entry.minutes += slotMinutes(s);
      booked.set(s.stylistId, entry);
    }
    const ids = new Set([...day.minutes.keys(), ...booked.keys()]);
    for (const id of ids) {
      const staffedMinutes = day.staffed ? (day.minutes.get(id)?.minutes ?? 0) : null;
      const bookedMinutes = booked.get(id)?.minutes ?? 0;
      rows.push({ stylistId: id, name: day.minutes.get(id)?.name ?? booked.get(id)!.name, date: day.date, bookedMinutes, staffedMinutes, utilisation: ratio(bookedMinutes, staffedMinutes) });
    }
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** Each stylist's competition: utilisation over her staffed days, dancers styled, takings and tips, on-time rate. */
export function stylistFigures(slots: readonly ReportSlot[], bookings: readonly ReportBooking[], utilisation: readonly UtilisationRow[], payments: readonly TakingsPayment[]): StylistFigures[] {
  const dancerOf = new Map(bookings.map((b) => [b.id, dancerKey(b)]));
  const takings = new Map(stylistTakings(payments).flatMap((t) => (t.stylistId ? [[t.stylistId, t] as const] : [])));
  const ids = new Set([...utilisation.map((u) => u.stylistId), ...takings.keys()]);
  return [...ids]
    .map((id): StylistFigures => {
      const mine = utilisation.filter((u) => u.stylistId === id);
      const measured = mine.filter((u) => u.staffedMinutes !== null);
      const bookedMinutes = mine.reduce((sum, u) => sum + u.bookedMinutes, 0);
      const staffedMinutes = measured.reduce((sum, u) => sum + (u.staffedMinutes ?? 0), 0);
      const measuredBooked = measured.reduce((sum, u) => sum + u.bookedMinutes, 0);
      const done = slots.filter((s) => s.stylistId === id && s.status === "done");
      const timed = done.filter((s) => s.readyBy && s.statusAt);
      const onTime = timed.filter((s) => s.statusAt!.getTime() <= s.readyBy!.getTime()).length;
      const money = takings.get(id);
      return {
        stylistId: id,
        name: mine[0]?.name ?? money?.name ?? "",
        bookedMinutes,
        staffedMinutes,
        utilisation: ratio(measuredBooked, staffedMinutes),
        dancersStyled: new Set(done.map((s) => dancerOf.get(s.bookingId) ?? s.bookingId)).size,
        takingsCents: money?.takenCents ?? 0,
        tipsCents: money?.tipsCents ?? 0,
        measuredSlots: timed.length,
        onTimeSlots: onTime,
        onTimeRate: ratio(onTime, timed.length),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

const QUARTER = 15 * MINUTE;

/**
 * A competition day's chairs per quarter hour, from its first slot's start to its last slot's end (slots
 * that start on the day in the competition's zone: the night before is not the morning): the slots
 * running then (no-shows left out) and, of them, those the live statuses have in the chair or done.
 */
export function occupancyDay(date: string, slots: readonly ReportSlot[], timeZone: string, chairs: number | null): OccupancyDay {
  const timed = slots.filter((s) => s.date === date && s.startAt && s.endAt && s.status !== "no_show" && zonedParts(s.startAt, timeZone).date === date);
  if (timed.length === 0) return { date, rows: [] };
  const first = Math.floor(Math.min(...timed.map((s) => s.startAt!.getTime())) / QUARTER) * QUARTER;
  const last = Math.ceil(Math.max(...timed.map((s) => s.endAt!.getTime())) / QUARTER) * QUARTER;
  const rows = [];
  for (let t = first; t < last; t += QUARTER) {
    const running = timed.filter((s) => s.startAt!.getTime() < t + QUARTER && s.endAt!.getTime() > t);
    rows.push({ time: zonedParts(new Date(t), timeZone).time, occupied: running.length, started: running.filter((s) => s.status === "in_chair" || s.status === "done").length, chairs });
  }
  return { date, rows };
}
