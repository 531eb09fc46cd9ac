// The run sheet's loader: every slot of one studio day (assigned ones per stylist in time order,
// unassigned ones apart), built from the same booking rows and slot rule as Edit Booking.
import { formatInTimeZone } from "date-fns-tz";
import { decode } from "html-entities";
import { prisma } from "@/lib/db/client";
import { bookingInclude, toBookingDto, type BookingRow } from "@/lib/bookings/dto";
import { DANCE_LEVEL_LABELS, DANCE_STYLE_LABELS, fromDbDanceLevel, fromDbDanceStyle } from "@/lib/bookings/constants";
import { expandBookingSlots, isCompleteSchedule } from "@/lib/bookings/slots";
import { fromDateOnly, studioTimeZone, zonedToUtc } from "@/lib/time";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { formatTimeIn, formatWallTime, timeZoneLabel } from "@/lib/events/time-zones";
import { toDateOnly } from "@/lib/time";
import { calendarStaff, slotHeat } from "./range";
import { depositSummariesOf } from "@/lib/payments";
import { formatMoney } from "@/lib/payments/deposit";
import type { RunSheetDto, RunSheetHeat, RunSheetRow, RunSheetStaffSection } from "./run-sheet-dto";

const clock = (instant: Date, timeZone: string) => formatInTimeZone(instant, timeZone, "h:mm a");
/** Code-point order (ISO instants; an untimed slot, null, last): localeCompare puts punctuation before digits. */
const byInstant = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

/** The day's heat and ready-by, labelled in the competition's zone (named when it is not the studio's). */
function heatOf(booking: BookingRow, day: BookingRow["days"][number], endAt: Date | null, timeZone: string, readyBeforeHeatMinutes: number): RunSheetHeat | null {
  // An untimed slot cannot be late yet: compare as if it ended at the epoch.
  const heat = slotHeat({ endAt: endAt ?? new Date(0) }, { date: toDateOnly(day.date), heatTime: day.heatTime, heatNote: day.heatNote }, booking.event.timeZone, readyBeforeHeatMinutes);
  if (!heat) return null;
  const zoneName = heat.timeZone === timeZone ? "" : timeZoneLabel(heat.timeZone);
  return {
    heat: `${formatWallTime(heat.heatTime)}${zoneName ? ` ${zoneName}` : ""}${heat.note ? ` — ${heat.note}` : ""}`,
    readyBy: formatTimeIn(new Date(heat.readyBy), heat.timeZone, timeZone),
    late: heat.late,
  };
}

function rowOf(booking: BookingRow, day: BookingRow["days"][number], slot: { id: string | null; service: string; startAt: Date | null; endAt: Date | null }, timeZone: string, readyBeforeHeatMinutes: number, balanceDue: string): RunSheetRow {
  return {
    scheduleId: slot.id,
    bookingId: booking.id,
    start: slot.startAt?.toISOString() ?? null,
    end: slot.endAt?.toISOString() ?? null,
    time: slot.startAt && slot.endAt ? `${clock(slot.startAt, timeZone)} – ${clock(slot.endAt, timeZone)}` : "No time yet",
    dancer: `${booking.firstName} ${booking.lastName}`,
    parent: booking.isParentOrGuardian && (booking.parentFirstName || booking.parentLastName) ? `${booking.parentFirstName} ${booking.parentLastName}`.trim() : null,
    service: decode(slot.service),
    additionalServices: day.additionalServiceTitles.map((t) => decode(t)),
    styles: day.danceStyles.map((s) => DANCE_STYLE_LABELS[fromDbDanceStyle(s)] ?? s),
    level: DANCE_LEVEL_LABELS[fromDbDanceLevel(booking.danceLevel)] ?? booking.danceLevel,
    hairAtNight: booking.hairAtNight,
    phone: booking.phoneNumber,
    notes: [booking.additionalNotes.trim(), booking.message.trim() ? `Dancer: ${booking.message.trim()}` : ""].filter(Boolean).join(" · "),
    heat: heatOf(booking, day, slot.endAt, timeZone, readyBeforeHeatMinutes),
    balanceDue,
  };
}

/** The run sheet of `date` (studio zone), optionally one stylist's section only. */
export async function runSheetFor(date: string, options: { staffId?: string | null } = {}, timeZone = studioTimeZone()): Promise<RunSheetDto> {
  const dayStart = zonedToUtc(date, "00:00", timeZone);
  const next = new Date(fromDateOnly(date).getTime() + 86_400_000).toISOString().slice(0, 10);
  const dayEnd = zonedToUtc(next, "00:00", timeZone);
  const readyBeforeHeatMinutes = await getReadyBeforeHeatMinutes();
  const bookings = (await prisma.booking.findMany({
    where: {
      deletedAt: null,
      cancelledAt: null,
      OR: [{ days: { some: { date: fromDateOnly(date) } } }, { schedules: { some: { startAt: { gte: dayStart, lt: dayEnd } } } }],
    },
    include: bookingInclude,
    orderBy: { id: "asc" },
  })) as BookingRow[];

  const deposits = await depositSummariesOf(bookings);
  const balanceOf = (bookingId: string) => {
    const summary = deposits.get(bookingId);
    return summary && summary.balanceCents > 0 ? formatMoney(summary.balanceCents, summary.currency) : "Paid";
  };
  const byStaff = new Map<string, RunSheetStaffSection>();
  const unassigned: RunSheetDto["unassigned"] = [];
  const competitions = new Map<string, RunSheetDto["competitions"][number]>();
  for (const booking of bookings) {
    competitions.set(booking.event.id, { id: booking.event.id, eventName: booking.event.eventName, locationName: booking.event.locationName, city: booking.event.city, state: booking.event.state });
    // Timed slots of this day, wherever their booking day is.
    for (const day of booking.days) {
      for (const schedule of day.schedules) {
        if (!schedule.assignedUser || !schedule.startAt || !schedule.endAt || schedule.endAt <= schedule.startAt) continue;
        if (schedule.startAt < dayStart || schedule.startAt >= dayEnd) continue;
        const user = schedule.assignedUser;
        const section = byStaff.get(user.id) ?? { staff: { id: user.id, firstName: user.firstName, lastName: user.lastName }, rows: [], firstStart: "", lastEnd: "" };
        byStaff.set(user.id, section);
        section.rows.push(rowOf(booking, day, { id: schedule.id, service: schedule.serviceTitle, startAt: schedule.startAt, endAt: schedule.endAt }, timeZone, readyBeforeHeatMinutes, balanceOf(booking.id)));
      }
    }
    // The slot rule's slots of this day that are not complete yet.
    const dto = toBookingDto(booking);
    for (const slot of expandBookingSlots(dto.dayDetails)) {
      if (slot.date !== date || isCompleteSchedule(slot)) continue;
      const day = booking.days[slot.dayIndex];
      const startAt = slot.startDate && slot.startTime ? zonedToUtc(slot.startDate, slot.startTime, timeZone) : null;
      const endAt = slot.endDate && slot.endTime ? zonedToUtc(slot.endDate, slot.endTime, timeZone) : null;
      unassigned.push({ ...rowOf(booking, day, { id: slot._id ?? null, service: slot.service, startAt, endAt }, timeZone, readyBeforeHeatMinutes, balanceOf(booking.id)), staffName: slot.assignedUser ? `${slot.assignedUser.firstName} ${slot.assignedUser.lastName}` : null });
    }
  }

  const sections = [...byStaff.values()]
    .filter((s) => !options.staffId || s.staff.id === options.staffId)
    .map((section) => {
      const rows = [...section.rows].sort((a, b) => byInstant(a.start, b.start) || a.dancer.localeCompare(b.dancer));
      const lastEnd = rows.reduce((latest, r) => (r.end! > latest ? r.end! : latest), rows[0].end!);
      return { ...section, rows, firstStart: clock(new Date(rows[0].start!), timeZone), lastEnd: clock(new Date(lastEnd), timeZone) };
    })
    .sort((a, b) => byInstant(a.rows[0].start, b.rows[0].start) || a.staff.firstName.localeCompare(b.staff.firstName));

  const assignable = await calendarStaff();
  const staffOptions = new Map(assignable.map((s) => [s._id, `${s.firstName} ${s.lastName}`]));
  for (const section of byStaff.values()) if (!staffOptions.has(section.staff.id)) staffOptions.set(section.staff.id, `${section.staff.firstName} ${section.staff.lastName}`);

  // Competitions on this day even without bookings yet.
  const events = await prisma.event.findMany({ where: { deletedAt: null, eventStartDate: { lte: fromDateOnly(date) }, eventEndDate: { gte: fromDateOnly(date) } }, orderBy: { eventStartDate: "asc" } });
  for (const e of events) if (!competitions.has(e.id)) competitions.set(e.id, { id: e.id, eventName: e.eventName, locationName: e.locationName, city: e.city, state: e.state });

  unassigned.sort((a, b) => byInstant(a.start, b.start) || a.dancer.localeCompare(b.dancer) || a.service.localeCompare(b.service));
  return { date, competitions: [...competitions.values()], sections, unassigned, staffOptions: [...staffOptions].map(([id, name]) => ({ id, name })) };
}
