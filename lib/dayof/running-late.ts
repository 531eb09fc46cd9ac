// "Running late": a stylist's remaining slots of the day (not yet in the chair, done or a no-show) move
// by N minutes. The preview lists them and every dancer who would then miss her ready-by; saving moves
// them all through Edit Booking's save in one transaction (the availability and clash guards stay the
// last word: any refusal saves nothing), then tells each customer through the outbox.
import "server-only";
import { actorName } from "@/lib/auth/dto";
import { worksOnSlot, type StaffActor } from "@/lib/auth/permissions";
import { updateBooking, updateMovingSlots } from "@/lib/bookings";
import { loadBooking, TX_OPTIONS } from "@/lib/bookings/read";
import { slotHeat } from "@/lib/calendar";
import { prisma } from "@/lib/db/client";
import { ForbiddenError } from "@/lib/errors";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { displayText } from "@/lib/text/display-text";
import { fromDateOnly, studioTimeZone, toDateOnly } from "@/lib/time";
import { formatTimeIn, formatTimeRangeIn } from "@/lib/time/zoned";
import type { RunningLateAnswer, RunningLateSlot, RunningLateWarning } from "./dto";
import { notifyTimesChanged } from "./notify";
import type { RunningLateInput } from "./schema";
import { liveHub, type LiveHub } from "./push";
import { slotDate } from "./status";

export const NOT_YOUR_DAY = "Only the stylist herself or the desk (manage bookings) can move her day.";
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
      bookingDay: { select: { date: true, heatTime: true, heatNote: true } },
      booking: { select: { id: true, firstName: true, lastName: true, event: { select: { timeZone: true } } } },
    },
    orderBy: [{ startAt: "asc" }, { id: "asc" }],
  });
  return rows.filter((row) => slotDate(row) === date);
}

/** What moving `input.staffId`'s remaining slots of `input.date` by `input.minutes` does; saved unless `input.preview`. */
export async function runningLate(input: RunningLateInput, actor: StaffActor, now = new Date(), hub: LiveHub = liveHub()): Promise<RunningLateAnswer> {
  if (!worksOnSlot(actor, input.staffId)) throw new ForbiddenError(NOT_YOUR_DAY);
  const studioZone = studioTimeZone();
  const [rows, readyBefore] = await Promise.all([remainingSlots(input.date, input.staffId), getReadyBeforeHeatMinutes()]);
  const shift = input.minutes * 60_000;
  const slots: RunningLateSlot[] = [];
  const warnings: RunningLateWarning[] = [];
  for (const row of rows) {
    const zone = row.booking.event.timeZone;
    const start = new Date(row.startAt!.getTime() + shift);
    const end = new Date(row.endAt!.getTime() + shift);
    const dancer = `${row.booking.firstName} ${row.booking.lastName}`;
    slots.push({
      scheduleId: row.id,
      bookingId: row.booking.id,
      dancer,
      service: displayText(row.serviceTitle),
      from: formatTimeRangeIn(row.startAt!, row.endAt!, zone, studioZone),
      to: formatTimeRangeIn(start, end, zone, studioZone),
      start: start.toISOString(),
      end: end.toISOString(),
    });
    const heat = slotHeat({ endAt: end }, { date: toDateOnly(row.bookingDay.date), heatTime: row.bookingDay.heatTime, heatNote: row.bookingDay.heatNote }, zone, readyBefore);
    if (heat?.late) {
      const readyBy = formatTimeIn(new Date(heat.readyBy), zone, studioZone);
      warnings.push({ scheduleId: row.id, dancer, message: `${dancer} would be ready at ${formatTimeIn(end, zone, studioZone)}, after her ready-by ${readyBy}.` });
    }
  }
  if (input.preview || !rows.length) return { applied: false, minutes: input.minutes, slots, warnings };

  const moved = new Map(slots.map((s) => [s.scheduleId, s]));
  const movedAt = new Map([...moved].map(([id, s]) => [id, { start: new Date(s.start), end: new Date(s.end) }]));
  // Latest first, so a slot never lands on the next one of the same stylist before that one has moved.
  const bookingIds = [...new Set([...slots].reverse().map((s) => s.bookingId))];
  await prisma.$transaction(async (tx) => {
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
  return { applied: true, minutes: input.minutes, slots, warnings };
}
