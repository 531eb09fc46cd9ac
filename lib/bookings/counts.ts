// Counts for the admin home and the stored slot counts after a price-list change.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { emailBouncesFor } from "./email-bounces";
import { fromDateOnly, studioToday, toDateOnly } from "@/lib/time";
import { recountBookingSlots } from "./slot-recount";
import { unscheduledSlots } from "./slots";

/**
 * After a service is added, renamed or deleted: the stored counts of bookings whose unscheduled
 * "A & B" day may now split differently (the slot rule reads the price list).
 */
export async function recountSlotsAfterPriceListChange(): Promise<number> {
  return recountBookingSlots(prisma, { onlySplittable: true });
}

/** For the admin home: live, not cancelled bookings with a day still to come whose latest customer email bounced. */
export async function countUpcomingBookingsWithBouncedEmail(now = new Date()): Promise<number> {
  const upcoming = await prisma.booking.findMany({
    where: { deletedAt: null, cancelledAt: null, days: { some: { date: { gte: fromDateOnly(studioToday(now)) } } } },
    select: { id: true },
  });
  return (await emailBouncesFor(upcoming.map((b) => b.id))).size;
}

/** For the admin home: live requests still waiting for a schedule, and when the oldest came in. */
export async function unassignedRequestsSummary(): Promise<{ count: number; oldestCreatedAt: string | null }> {
  const where: Prisma.BookingWhereInput = { deletedAt: null, cancelledAt: null, isAssigned: false };
  const [count, oldest] = await Promise.all([
    prisma.booking.count({ where }),
    prisma.booking.findFirst({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { createdAt: true } }),
  ]);
  return { count, oldestCreatedAt: oldest?.createdAt.toISOString() ?? null };
}

/**
 * For the admin home: the next competition not yet over (studio zone), its live bookings and how
 * many of their slots still lack a complete schedule. Null when none is planned.
 */
export async function nextCompetitionSummary(now = new Date()): Promise<{ eventId: string; eventName: string; eventStartDate: string; eventEndDate: string; bookings: number; unassignedSlots: number } | null> {
  const event = await prisma.event.findFirst({
    where: { deletedAt: null, eventEndDate: { gte: fromDateOnly(studioToday(now)) } },
    orderBy: [{ eventStartDate: "asc" }, { eventEndDate: "asc" }, { createdAt: "asc" }],
  });
  if (!event) return null;
  const totals = await prisma.booking.aggregate({
    where: { eventId: event.id, deletedAt: null, cancelledAt: null },
    _count: { _all: true },
    _sum: { slotCount: true, scheduledCount: true },
  });
  return {
    eventId: event.id,
    eventName: event.eventName,
    eventStartDate: toDateOnly(event.eventStartDate),
    eventEndDate: toDateOnly(event.eventEndDate),
    bookings: totals._count._all,
    unassignedSlots: unscheduledSlots({ slots: totals._sum.slotCount ?? 0, scheduled: totals._sum.scheduledCount ?? 0 }),
  };
}
