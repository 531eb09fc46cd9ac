// The run sheet's loader: every slot of one competition day (assigned ones per stylist in time order,
// unassigned ones apart), built from the same booking rows and slot rule as Edit Booking. Times are in
// each competition's zone, named when it is not the studio's.
import "server-only";
import { chairNotesFor } from "@/lib/clients";
import type { ChairNotesDto } from "@/lib/clients/dto";
import { prisma } from "@/lib/db/client";
import { bookingInclude, hairChoiceLabelsOfDay, isEveningSessionService, toBookingDto, type BookingRow } from "@/lib/bookings/dto";
import { DANCE_LEVEL_LABELS, DANCE_STYLE_LABELS, fromDbDanceLevel, fromDbDanceStyle } from "@/lib/bookings/dto";
import { expandBookingSlots, isCompleteSchedule } from "@/lib/bookings/dto";
import { loadListedServices } from "@/lib/bookings/slot-recount";
import { displayText } from "@/lib/text/display-text";
import { fromDateOnly, shiftDate, studioTimeZone, zonedInstant } from "@/lib/time";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { formatTimeIn, formatTimeRangeIn, formatWallTimeIn } from "@/lib/time/zoned";
import { studioToday, toDateOnly } from "@/lib/time";
import { calendarStaff, slotHeat } from "./range";
import type { CustomerView } from "@/lib/auth/dto";
import { customerContactFor, seesCustomerContact } from "@/lib/bookings/projection";
import { depositSummariesOf } from "@/lib/payments";
import { chairBalance, type ChairBalance } from "@/lib/payments/dto";
import { textingStatesForBookings } from "@/lib/notify";
import type { TextingStaff } from "@/lib/notify";
import type { TextingState } from "@/lib/notify/dto";
import type { RunSheetDto, RunSheetHeat, RunSheetRow, RunSheetStaffSection } from "./run-sheet-dto";

/** Code-point order (ISO instants; an untimed slot, null, last): localeCompare puts punctuation before digits. */
const byInstant = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

/**
 * The heat a slot serves and its ready-by, labelled in the competition's zone (named when it is not the studio's,
 * `timeZone`): the day's first heat, or for the evening session's hair (hair at night) her evening heat.
 */
function heatOf(booking: BookingRow, day: BookingRow["days"][number], slot: { service: string; endAt: Date | null }, timeZone: string, readyBeforeHeatMinutes: number): RunSheetHeat | null {
  const evening = isEveningSessionService(slot.service);
  // An untimed slot cannot be late yet: compare as if it ended at the epoch.
  const heat = slotHeat({ endAt: slot.endAt ?? new Date(0), serviceTitle: slot.service }, { date: toDateOnly(day.date), heatTime: day.heatTime, heatNote: day.heatNote, eveningHeatTime: day.eveningHeatTime }, booking.event.timeZone, readyBeforeHeatMinutes);
  if (!heat) return null;
  return {
    heat: `${formatWallTimeIn(heat.heatTime, heat.timeZone, timeZone)}${heat.note ? ` — ${heat.note}` : ""}`,
    readyBy: formatTimeIn(new Date(heat.readyBy), heat.timeZone, timeZone),
    late: heat.late,
    ...(day.heatLater.length && !evening ? { later: `Also dances ${day.heatLater.map((t) => formatWallTimeIn(t, heat.timeZone, timeZone)).join(", ")}` } : {}),
  };
}

function rowOf(booking: BookingRow, day: BookingRow["days"][number], slot: { id: string | null; service: string; startAt: Date | null; endAt: Date | null }, timeZone: string, readyBeforeHeatMinutes: number, view: CustomerView, balance: ChairBalance & { owesCents: number }, chair?: ChairNotesDto): RunSheetRow {
  const contact = customerContactFor(view, booking);
  // The client card's allergies (in full, framed under the dancer) and one styling line (both views: what the chair needs).
  return {
    scheduleId: slot.id,
    bookingId: booking.id,
    start: slot.startAt?.toISOString() ?? null,
    end: slot.endAt?.toISOString() ?? null,
    time: slot.startAt && slot.endAt ? formatTimeRangeIn(slot.startAt, slot.endAt, booking.event.timeZone, timeZone) : "No time yet",
    timeZone: booking.event.timeZone,
    dancer: `${booking.firstName} ${booking.lastName}`,
    parent: booking.isParentOrGuardian && (contact.parentFirstName || contact.parentLastName) ? `${contact.parentFirstName ?? ""} ${contact.parentLastName ?? ""}`.trim() : null,
    service: displayText(slot.service),
    additionalServices: day.additionalServiceTitles.map((t) => displayText(t)),
    styles: day.danceStyles.map((s) => DANCE_STYLE_LABELS[fromDbDanceStyle(s)] ?? s),
    level: DANCE_LEVEL_LABELS[fromDbDanceLevel(booking.danceLevel)] ?? booking.danceLevel,
    hairAtNight: booking.hairAtNight,
    hairChoices: hairChoiceLabelsOfDay(booking.hairAtNight, { date: toDateOnly(day.date), hairEveningBefore: day.hairEveningBefore }),
    phone: contact.phoneNumber ?? null,
    allergies: chair?.allergies ?? "",
    notes: [chair?.styling ?? "", displayText(booking.additionalNotes).trim(), contact.message?.trim() ? `Dancer: ${displayText(contact.message).trim()}` : ""].filter(Boolean).join(" · "),
    heat: heatOf(booking, day, slot, timeZone, readyBeforeHeatMinutes),
    balanceDue: balance.due,
    balanceNote: balance.note,
    owesCents: balance.owesCents,
  };
}

/** The texting states of the bookings the sheet shows (one stylist's section leaves the others out). */
function shownOnly(texting: Record<string, TextingState>, sections: RunSheetStaffSection[], unassigned: RunSheetRow[]): Record<string, TextingState> {
  const shown: Record<string, TextingState> = {};
  for (const row of [...sections.flatMap((s) => s.rows), ...unassigned]) if (texting[row.bookingId]) shown[row.bookingId] = texting[row.bookingId];
  return shown;
}

/**
 * The run sheet of `date`, a day of each competition in its own zone (a slot is on the sheet when it starts on
 * that day there), optionally one stylist's section only, as `view` may see it: the stylist view
 * (view_bookings alone) has no unassigned requests, phone, parent or customer message.
 * `timeZone` is the studio's: times in it are not named. `textingFor`: the staff member reading it, whose
 * day-of texts buttons the sheet carries (`texting`), read beside the balances once the bookings are known.
 */
export async function runSheetFor(date: string, options: { staffId?: string | null; view: CustomerView; textingFor?: TextingStaff }, timeZone = studioTimeZone()): Promise<RunSheetDto> {
  const { view } = options;
  const next = shiftDate(date, 1);
  const dayOf = (zone: string) => ({ start: zonedInstant(date, "00:00", zone), end: zonedInstant(next, "00:00", zone) });
  // Every US zone's day lies within UTC 00:00 of `date` + 14 h … UTC 00:00 of the next day + 14 h.
  const dayStart = new Date(fromDateOnly(date).getTime());
  const dayEnd = new Date(fromDateOnly(next).getTime() + 14 * 3_600_000);
  // The reads that do not depend on the day's bookings go out with them, not after them.
  const [readyBeforeHeatMinutes, listed, assignable, events, bookings] = await Promise.all([
    getReadyBeforeHeatMinutes(),
    loadListedServices(prisma),
    calendarStaff(),
    // Competitions on this day even without bookings yet.
    prisma.event.findMany({ where: { deletedAt: null, eventStartDate: { lte: fromDateOnly(date) }, eventEndDate: { gte: fromDateOnly(date) } }, orderBy: { eventStartDate: "asc" } }),
    prisma.booking.findMany({
      where: {
        deletedAt: null,
        cancelledAt: null,
        OR: [{ days: { some: { date: fromDateOnly(date) } } }, { schedules: { some: { startAt: { gte: dayStart, lt: dayEnd } } } }],
      },
      include: bookingInclude,
      orderBy: { id: "asc" },
    }) as Promise<BookingRow[]>,
  ]);

  const [deposits, chair, texting] = await Promise.all([
    depositSummariesOf(bookings),
    chairNotesFor(bookings.map((b) => b.id)),
    options.textingFor ? textingStatesForBookings(bookings.map((b) => b.id), options.textingFor) : undefined,
  ]);
  // The balance once per booking, on the day it is collected (lib/payments/money-status.ts).
  const today = studioToday();
  const bookingsById = new Map(bookings.map((b) => [b.id, b]));
  const balanceOf = (bookingId: string): ChairBalance & { owesCents: number } => {
    const summary = deposits.get(bookingId);
    const booking = bookingsById.get(bookingId);
    if (!summary || !booking) return { due: "—", note: null, owesCents: 0 };
    return { ...chairBalance(summary, booking.days.map((d) => toDateOnly(d.date)), date, today), owesCents: summary.balanceCents };
  };
  const byStaff = new Map<string, RunSheetStaffSection>();
  const unassigned: RunSheetDto["unassigned"] = [];
  const competitions = new Map<string, RunSheetDto["competitions"][number]>();
  for (const booking of bookings) {
    competitions.set(booking.event.id, { id: booking.event.id, eventName: booking.event.eventName, locationName: booking.event.locationName, city: booking.event.city, state: booking.event.state, timeZone: booking.event.timeZone });
    const competitionDay = dayOf(booking.event.timeZone);
    // Timed slots of this day, wherever their booking day is.
    for (const day of booking.days) {
      for (const schedule of day.schedules) {
        if (!schedule.assignedUser || !schedule.startAt || !schedule.endAt || schedule.endAt <= schedule.startAt) continue;
        if (schedule.startAt < competitionDay.start || schedule.startAt >= competitionDay.end) continue;
        const user = schedule.assignedUser;
        const section = byStaff.get(user.id) ?? { staff: { id: user.id, firstName: user.firstName, lastName: user.lastName }, rows: [], firstStart: "", lastEnd: "" };
        byStaff.set(user.id, section);
        section.rows.push(rowOf(booking, day, { id: schedule.id, service: schedule.serviceTitle, startAt: schedule.startAt, endAt: schedule.endAt }, timeZone, readyBeforeHeatMinutes, view, balanceOf(booking.id), chair.get(booking.id)));
      }
    }
    // The slot rule's slots of this day that are not complete yet: manage_bookings business.
    if (!seesCustomerContact(view)) continue;
    const dto = toBookingDto(booking);
    for (const slot of expandBookingSlots(dto.dayDetails, listed)) {
      if (slot.date !== date || isCompleteSchedule(slot)) continue;
      const day = booking.days[slot.dayIndex];
      const startAt = slot.startDate && slot.startTime ? zonedInstant(slot.startDate, slot.startTime, booking.event.timeZone) : null;
      const endAt = slot.endDate && slot.endTime ? zonedInstant(slot.endDate, slot.endTime, booking.event.timeZone) : null;
      unassigned.push({ ...rowOf(booking, day, { id: slot._id ?? null, service: slot.service, startAt, endAt }, timeZone, readyBeforeHeatMinutes, view, balanceOf(booking.id), chair.get(booking.id)), staffName: slot.assignedUser ? `${slot.assignedUser.firstName} ${slot.assignedUser.lastName}` : null });
    }
  }

  const sections = [...byStaff.values()]
    .filter((s) => !options.staffId || s.staff.id === options.staffId)
    .map((section) => {
      const rows = [...section.rows].sort((a, b) => byInstant(a.start, b.start) || a.dancer.localeCompare(b.dancer));
      const last = rows.reduce((latest, r) => (r.end! > latest.end! ? r : latest), rows[0]);
      return { ...section, rows, firstStart: formatTimeIn(new Date(rows[0].start!), rows[0].timeZone, timeZone), lastEnd: formatTimeIn(new Date(last.end!), last.timeZone, timeZone) };
    })
    .sort((a, b) => byInstant(a.rows[0].start, b.rows[0].start) || a.staff.firstName.localeCompare(b.staff.firstName));

  const staffOptions = new Map(assignable.map((s) => [s._id, `${s.firstName} ${s.lastName}`]));
  for (const section of byStaff.values()) if (!staffOptions.has(section.staff.id)) staffOptions.set(section.staff.id, `${section.staff.firstName} ${section.staff.lastName}`);

  for (const e of events) if (!competitions.has(e.id)) competitions.set(e.id, { id: e.id, eventName: e.eventName, locationName: e.locationName, city: e.city, state: e.state, timeZone: e.timeZone });

  unassigned.sort((a, b) => byInstant(a.start, b.start) || a.dancer.localeCompare(b.dancer) || a.service.localeCompare(b.service));
  return { date, view, competitions: [...competitions.values()], sections, unassigned, staffOptions: [...staffOptions].map(([id, name]) => ({ id, name })), ...(texting ? { texting: shownOnly(texting, sections, unassigned) } : {}) };
}
