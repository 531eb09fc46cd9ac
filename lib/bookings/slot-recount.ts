// Keeps the stored slotCount / scheduledCount / isAssigned of bookings equal to what the slot rule
// says now. A booking's count is written by every save (createBooking, updateBooking); it can only
// go stale when the rule's input changes without a save of the booking: the price list (a service
// added, renamed or deleted changes how an unscheduled "A & B" title splits) or the rule itself
// (rows stored before it). So the service handlers recount the bookings a list change can
// touch, and `npm run db:seed` (run after every `db:migrate`) recounts them all. Takes its client,
// not the app's, so the seed can run it.
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { bookingInclude, slotDaysOf } from "./dto";
import { countSlots, listedServices, storedSlotCount, type ListedServices } from "./slots";

type Db = PrismaClient | Prisma.TransactionClient;

const BATCH = 500;

/** The price list the slot rule splits titles against: every service not deleted. */
export async function loadListedServices(db: Db): Promise<ListedServices> {
  const rows = await db.service.findMany({ where: { deletedAt: null }, select: { title: true } });
  return listedServices(rows.map((r) => r.title));
}

/**
 * Recounts live bookings (not deleted; cancelled ones too, Restore brings them back) and writes the
 * counts that differ. `onlySplittable` limits it to bookings with an unscheduled day whose title has
 * an & (the only ones a price-list change can move). A booking saved meanwhile is left alone: its
 * save wrote its own count (the write is conditional on `updatedAt`). Returns how many rows changed.
 */
export async function recountBookingSlots(db: PrismaClient, options: { onlySplittable?: boolean } = {}): Promise<number> {
  const listed = await loadListedServices(db);
  const where: Prisma.BookingWhereInput = { deletedAt: null, ...(options.onlySplittable ? { days: { some: { serviceTitle: { contains: "&" }, schedules: { none: {} } } } } : {}) };
  let cursor: string | undefined;
  let changed = 0;
  for (;;) {
    const batch = await db.booking.findMany({
      where,
      select: {
        id: true,
        updatedAt: true,
        slotCount: true,
        scheduledCount: true,
        isAssigned: true,
        days: bookingInclude.days,
        event: { select: { timeZone: true } },
      },
      orderBy: { id: "asc" },
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (batch.length === 0) break;
    cursor = batch[batch.length - 1].id;
    for (const booking of batch) {
      const stored = storedSlotCount(countSlots(slotDaysOf(booking.days, booking.event.timeZone), listed));
      if (stored.slotCount === booking.slotCount && stored.scheduledCount === booking.scheduledCount && stored.isAssigned === booking.isAssigned) continue;
      const { count } = await db.booking.updateMany({ where: { id: booking.id, updatedAt: booking.updatedAt }, data: stored });
      changed += count;
    }
    if (batch.length < BATCH) break;
  }
  return changed;
}
