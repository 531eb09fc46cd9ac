// "Running late": a stylist's remaining slots of the day (not yet in the chair, done or a no-show) move
// by N minutes. The preview lists them, marks the ones that would end outside her hours, and every dancer
// who would then miss her ready-by; staff then move them all, move only those they pick (the ones that
// fit, say), or extend her hours that day by what the move needs. Saving goes through Edit Booking's save
// in one transaction (the availability and clash guards stay the last word: any refusal saves nothing),
// then tells each customer through the outbox.
import "server-only";
import { actorName } from "@/lib/auth/dto";
import { hasAnyPermission, worksOnSlot, type StaffActor } from "@/lib/auth";
import { updateBooking, updateMovingSlots } from "@/lib/bookings";
import { loadBooking, TX_OPTIONS } from "@/lib/bookings/read";
import { slotHeat } from "@/lib/calendar";
import { prisma } from "@/lib/db/client";
import { getDayAvailability, stylistFree, type DayAvailability } from "@/lib/availability";
import { ForbiddenError, ValidationError } from "@/lib/errors";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { displayText } from "@/lib/text/display-text";
import { fromDateOnly, studioTimeZone, toDateOnly, zonedInstant } from "@/lib/time";
import { formatTimeIn, formatTimeRangeIn, zonedParts } from "@/lib/time/zoned";
import type { RunningLateAnswer, RunningLateSlot, RunningLateWarning } from "./dto";
import { notifyTimesChanged } from "./notify";
import type { RunningLateInput } from "./schema";
import { liveHub, type LiveHub } from "./push";
import { slotDate } from "./status";

export const NOT_YOUR_DAY = "Only the stylist herself or the desk (manage bookings) can move her day.";
export const DESK_EXTENDS_HOURS = "Only the desk (manage bookings) can extend a stylist's hours.";
const REMAINING = ["expected", "checked_in"] as const;

async function remainingSlots(date: string, staffId: string) {
  const from = fromDateOnly(date);
  const rows = await prisma.schedule.findMany({
    where: {
      assignedUserId: staffId,
      dayStatus: { in: [...REMAINING] },
      startAt: { gte: from, lt: new Date(from.getTime() + 38 * 3_600_000) },
      endAt: { not: null },
      booking: { deletedAt: null, cancelledAt: null },
    },
    select: {
      id: true,
      serviceTitle: true,
      startAt: true,
      endAt: true,
      bookingDay: { select: { date: true, heatTime: true, heatNote: true, eveningHeatTime: true } },
      booking: { select: { id: true, firstName: true, lastName: true, event: { select: { id: true, timeZone: true } } } },
    },
    orderBy: [{ startAt: "asc" }, { id: "asc" }],
  });
  return rows.filter((row) => slotDate(row) === date);
}

/** Her shift that day at each competition of her slots (none on a day without staffing). */
async function shiftsOf(staffId: string, date: string, eventIds: string[]) {
  return prisma.staffShift.findMany({ where: { userId: staffId, staffingDay: { eventId: { in: eventIds }, date: fromDateOnly(date) } }, select: { id: true, endTime: true, staffingDay: { select: { eventId: true } } } });
}

/** What moving `input.staffId`'s remaining slots of `input.date` by `input.minutes` does; saved unless `input.preview`. */
export async function runningLate(input: RunningLateInput, actor: StaffActor, now = new Date(), hub: LiveHub = liveHub()): Promise<RunningLateAnswer> {
  if (!worksOnSlot(actor, input.staffId)) throw new ForbiddenError(NOT_YOUR_DAY);
  if (input.extendHours && !hasAnyPermission(actor, ["manage_bookings"])) throw new ForbiddenError(DESK_EXTENDS_HOURS);
  const studioZone = studioTimeZone();
  const [all, readyBefore] = await Promise.all([remainingSlots(input.date, input.staffId), getReadyBeforeHeatMinutes()]);
  const picked = input.scheduleIds ? new Set(input.scheduleIds) : null;
  if (picked && [...picked].some((id) => !all.some((row) => row.id === id))) throw new ValidationError("Choose among her remaining appointments of that day.");
  const rows = picked ? all.filter((row) => picked.has(row.id)) : all;
  const eventIds = [...new Set(rows.map((row) => row.booking.event.id))];
  const days = new Map<string, DayAvailability | null>(await Promise.all(eventIds.map(async (id) => [id, await getDayAvailability(id, input.date).catch(() => null)] as const)));
  const shift = input.minutes * 60_000;
  const slots: RunningLateSlot[] = [];
  const warnings: RunningLateWarning[] = [];
  for (const row of rows) {
    const zone = row.booking.event.timeZone;
    const start = new Date(row.startAt!.getTime() + shift);
    const end = new Date(row.endAt!.getTime() + shift);
    const dancer = `${row.booking.firstName} ${row.booking.lastName}`;
    const day = days.get(row.booking.event.id);
    slots.push({
      scheduleId: row.id,
      bookingId: row.booking.id,
      dancer,
      service: displayText(row.serviceTitle),
      from: formatTimeRangeIn(row.startAt!, row.endAt!, zone, studioZone),
      to: formatTimeRangeIn(start, end, zone, studioZone),
      start: start.toISOString(),
      end: end.toISOString(),
      fits: !day?.staffed || stylistFree(day, input.staffId, { start, end }),
    });
    const heat = slotHeat({ endAt: end, serviceTitle: row.serviceTitle }, { date: toDateOnly(row.bookingDay.date), heatTime: row.bookingDay.heatTime, heatNote: row.bookingDay.heatNote, eveningHeatTime: row.bookingDay.eveningHeatTime }, zone, readyBefore);
    if (heat?.late) {
      const readyBy = formatTimeIn(new Date(heat.readyBy), zone, studioZone);
      warnings.push({ scheduleId: row.id, dancer, message: `${dancer} would be ready at ${formatTimeIn(end, zone, studioZone)}, after her ready-by ${readyBy}.` });
    }
  }
  // Her hours, and the end that would hold every moved slot (the latest end among those outside them).
  const outside = rows.filter((row, i) => !slots[i].fits);
  const shifts = outside.length ? await shiftsOf(input.staffId, input.date, eventIds) : [];
  const extensions = shifts.flatMap((sh) => {
    const mine = outside.filter((row) => row.booking.event.id === sh.staffingDay.eventId);
    if (!mine.length) return [];
    const zone = mine[0].booking.event.timeZone;
    const latest = new Date(Math.max(...mine.map((row) => row.endAt!.getTime() + shift)));
    const wall = zonedParts(latest, zone);
    return [{ id: sh.id, zone, endsAt: zonedInstant(input.date, sh.endTime, zone), latest, endTime: wall.date === input.date ? wall.time : null }];
  });
  const widest = extensions.sort((a, b) => b.latest.getTime() - a.latest.getTime())[0];
  const hours = widest ? { endsAt: formatTimeIn(widest.endsAt, widest.zone, studioZone), extendTo: formatTimeIn(widest.latest, widest.zone, studioZone) } : null;
  if (input.preview || !rows.length) return { applied: false, minutes: input.minutes, slots, warnings, hours };
  if (input.extendHours && extensions.some((e) => !e.endTime)) throw new ValidationError("Her hours cannot be extended past midnight: move fewer appointments.");

  const moved = new Map(slots.map((s) => [s.scheduleId, s]));
  const movedAt = new Map([...moved].map(([id, s]) => [id, { start: new Date(s.start), end: new Date(s.end) }]));
  // Latest first, so a slot never lands on the next one of the same stylist before that one has moved.
  const bookingIds = [...new Set([...slots].reverse().map((s) => s.bookingId))];
  await prisma.$transaction(async (tx) => {
    // Extended hours first: the availability guard of the save reads them in this transaction.
    if (input.extendHours) for (const e of extensions) await tx.staffShift.update({ where: { id: e.id }, data: { endTime: e.endTime! } });
    for (const bookingId of bookingIds) {
      const booking = await loadBooking(bookingId, tx);
      const update = updateMovingSlots(booking, movedAt);
      await updateBooking(bookingId, update, now, actor, booking, tx);
    }
    await tx.schedule.updateMany({ where: { id: { in: [...moved.keys()] } }, data: { dayDelayMinutes: { increment: input.minutes } } });
  }, TX_OPTIONS);
  // Every screen of the day reloads the times (pushed after commit; a lost push leaves them until a reload).
  const times = { staffId: input.staffId, minutes: input.minutes, slotIds: [...moved.keys()], byName: actorName(actor) };
  await hub.publish({ date: input.date, times }).catch((error) => console.error("Live times push failed:", (error as Error).message));
  for (const bookingId of bookingIds) await notifyTimesChanged(bookingId, now);
  return { applied: true, minutes: input.minutes, slots, warnings, hours };
}
