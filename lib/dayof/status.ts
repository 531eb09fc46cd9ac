// Setting a slot's day-of status: the desk on any slot, a stylist on her own; never on a cancelled
// booking; a phone that saw an older version is told what changed instead of overwriting it.
import "server-only";
import { actorName } from "@/lib/auth/dto";
import { worksOnSlot, type StaffActor } from "@/lib/auth";
import { prisma } from "@/lib/db/client";
import { ConflictError, ForbiddenError, NotFoundError } from "@/lib/errors";
import { fromDateOnly, shiftDate, toDateOnly } from "@/lib/time";
import { zonedParts } from "@/lib/time/zoned";
import { canMoveTo, SLOT_STATUS_LABELS, type LiveSlotDto, type SlotDayStatus } from "./dto";
import { liveHub, type LiveHub } from "./push";
import type { SlotStatusChangeInput } from "./schema";

export const NOT_YOUR_SLOT = "Only the slot's stylist or the desk (manage bookings) can change this slot's status.";
export const CANCELLED_SLOT = "This booking is cancelled: its slot keeps its status.";


export const liveSlotSelect = { id: true, dayStatus: true, dayStatusVersion: true, dayStatusAt: true, dayStatusByName: true } as const;

export function toLiveSlot(row: { id: string; dayStatus: SlotDayStatus; dayStatusVersion: number; dayStatusAt: Date | null; dayStatusByName: string }): LiveSlotDto {
  return { id: row.id, status: row.dayStatus, version: row.dayStatusVersion, changedAt: row.dayStatusAt?.toISOString() ?? null, changedByName: row.dayStatusByName };
}

/** The studio date a slot belongs to: its start's day in its competition's zone, else its booking day. */
export function slotDate(slot: { startAt: Date | null; bookingDay: { date: Date }; booking: { event: { timeZone: string } } }): string {
  return slot.startAt ? zonedParts(slot.startAt, slot.booking.event.timeZone).date : toDateOnly(slot.bookingDay.date);
}

/**
 * Moves one slot to `input.status` under a row lock (the transition rule in ./dto), records the change
 * in its history and pushes it to every instance. The route runs it once per Idempotency-Key.
 */
export async function setSlotStatus(scheduleId: string, input: SlotStatusChangeInput, actor: StaffActor, hub: LiveHub = liveHub()): Promise<LiveSlotDto> {
  const { slot, date } = await prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Schedule" WHERE id = ${scheduleId} FOR UPDATE`;
    if (!locked.length) throw new NotFoundError("Slot not found");
    const row = await tx.schedule.findFirst({
      where: { id: scheduleId, booking: { deletedAt: null } },
      select: { ...liveSlotSelect, assignedUserId: true, startAt: true, bookingDay: { select: { date: true } }, booking: { select: { cancelledAt: true, event: { select: { timeZone: true } } } } },
    });
    if (!row) throw new NotFoundError("Slot not found");
    if (!worksOnSlot(actor, row.assignedUserId)) throw new ForbiddenError(NOT_YOUR_SLOT);
    const current = toLiveSlot(row);
    if (row.booking.cancelledAt) throw new ConflictError(CANCELLED_SLOT, { slot: current });
    if (input.since !== undefined && input.since !== current.version) {
      const who = current.changedByName ? ` by ${current.changedByName}` : "";
      throw new ConflictError(`Changed on another phone: now ${SLOT_STATUS_LABELS[current.status].toLowerCase()}${who}.`, { slot: current });
    }
    if (!canMoveTo(current.status, input.status)) {
      const reason = input.status === "done" ? " Mark the dancer in the chair first." : "";
      throw new ConflictError(`A slot that is ${SLOT_STATUS_LABELS[current.status].toLowerCase()} cannot become ${SLOT_STATUS_LABELS[input.status].toLowerCase()}.${reason}`, { slot: current });
    }
    const byName = actorName(actor);
    const updated = await tx.schedule.update({
      where: { id: scheduleId },
      data: { dayStatus: input.status, dayStatusVersion: { increment: 1 }, dayStatusAt: new Date(), dayStatusById: actor.id, dayStatusByName: byName },
      select: liveSlotSelect,
    });
    await tx.slotStatusEvent.create({
      data: { scheduleId, fromStatus: current.status, toStatus: input.status, version: updated.dayStatusVersion, byId: actor.id, byName, source: input.source ?? "online" },
    });
    return { slot: toLiveSlot(updated), date: slotDate(row) };
  });
  // Pushed after commit; a lost push only delays the others until their next poll.
  await hub.publish({ date, slot }).catch((error) => console.error("Live status push failed:", (error as Error).message));
  return slot;
}

/** Every timed, assigned slot of `date` (each competition's own day) with its status, for any staff reader. */
export async function liveDay(date: string): Promise<LiveSlotDto[]> {
  const next = fromDateOnly(shiftDate(date, 1));
  // Every US zone's day lies within UTC 00:00 of `date` … UTC 00:00 of the next day + 14 h.
  const rows = await prisma.schedule.findMany({
    where: { startAt: { gte: fromDateOnly(date), lt: new Date(next.getTime() + 14 * 3_600_000) }, booking: { deletedAt: null, cancelledAt: null } },
    select: { ...liveSlotSelect, startAt: true, bookingDay: { select: { date: true } }, booking: { select: { event: { select: { timeZone: true } } } } },
    orderBy: [{ startAt: "asc" }, { id: "asc" }],
  });
  return rows.filter((row) => slotDate(row) === date).map(toLiveSlot);
}
