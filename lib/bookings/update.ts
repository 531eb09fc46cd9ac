// Staff save a booking's schedule (Edit Booking, a drop in My Calendar): checked, clash-guarded, counted.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { hasAnyPermission } from "@/lib/auth";
import { studio } from "@/lib/env";
import { ConflictError, ValidationError } from "@/lib/errors";
import { fromDateOnly, toDateOnly, utcToZonedParts, zonedInstant, zoneSuffix } from "@/lib/time";
import { refuseUnavailableSlots } from "@/lib/availability";
import { revokeBookingLinks } from "@/lib/auth";
import { liveServices, servicesNotPerformed } from "@/lib/users";
import type { Actor } from "@/lib/auth/dto";
import { relinkBookingAfterEmailChange } from "./client-relink";
import type { BookingUpdate } from "./admin-schema";
import type { BookingRow } from "./dto";
import { loadBooking, TX_OPTIONS } from "./read";
import { replanBookingReminders } from "./reminders";
import { loadListedServices } from "./slot-recount";
import { countSlots, serviceKey, storedSlotCount } from "./slots";
import { doesNotPerform, performsService } from "./skills";

interface PlannedSchedule {
  dayId: string;
  dayLabel: string;
  position: number;
  service: string;
  userId: string | null;
  startAt: Date | null;
  endAt: Date | null;
}

/** "Dec 4, 2026, 8:55 AM Central": a clash named in its competition's zone. */
const fmt = (d: Date, zone: string) => `${new Intl.DateTimeFormat("en-US", { timeZone: zone, dateStyle: "medium", timeStyle: "short" }).format(d)}${zoneSuffix(zone, studio.timeZone)}`;

/**
 * A slot's instant from its wall date and time in the competition's zone; `instant` (as read or planned)
 * decides between the two instants of a repeated hour while it still shows as that wall time.
 */
export function slotInstant(date: string, time: string, instant: string | undefined, zone: string): Date | null {
  if (!date || !time) return null;
  if (instant) {
    const given = new Date(instant);
    const shown = utcToZonedParts(given, zone);
    if (shown.date === date && shown.time === time) return given;
  }
  return zonedInstant(date, time, zone);
}

/**
 * A slot given to a stylist who does not perform its service → 409 "Ana Ruiz does not perform Competition Makeup."
 * Only a slot this save gives her (a new slot, or one that had another stylist or none): a slot she already
 * held may still move in time (My Calendar's drag, running late), so a restriction set later strands nothing.
 */
async function refuseServicesNotPerformed(existing: BookingRow, planned: PlannedSchedule[], staff: { id: string; serviceIds: string[] }[], nameOf: (userId: string) => string, db: Pick<Prisma.TransactionClient, "service">): Promise<void> {
  const restricted = staff.filter((u) => u.serviceIds.length);
  if (!restricted.length) return;
  const services = await liveServices(db);
  const skills = new Map(restricted.map((u) => [u.id, { notPerformed: servicesNotPerformed(u.serviceIds, services) }]));
  const stored = existing.days.flatMap((d) => d.schedules);
  for (const p of planned) {
    if (!p.userId || !skills.has(p.userId)) continue;
    const was = stored.find((c) => c.bookingDayId === p.dayId && serviceKey(c.serviceTitle) === serviceKey(p.service));
    if (was?.assignedUserId !== p.userId && !performsService(skills.get(p.userId), p.service)) throw new ConflictError(doesNotPerform(nameOf(p.userId), p.service));
  }
}

export const CANCELLED_IS_READ_ONLY = "This booking is cancelled. Restore it before changing it.";

/**
 * `actor`: the staff member saving (named in the client audit when a new address moves the booking to another client).
 * `loaded`: the booking as the caller already read it (My Calendar's drag), so it is not read again.
 * `inTransaction`: save inside the caller's transaction (the day planner saves many bookings at once).
 * Returns the booking as saved (read once inside the transaction, the same row the reminders are planned from).
 */
export async function updateBooking(id: string, update: BookingUpdate, now = new Date(), actor: Actor | null = null, loaded?: BookingRow, inTransaction?: Prisma.TransactionClient): Promise<BookingRow> {
  const existing = loaded ?? (await loadBooking(id));
  if (existing.cancelledAt) throw new ConflictError(CANCELLED_IS_READ_ONLY);
  if (update.dayDetails.length !== existing.days.length) throw new ValidationError("dayDetails must list every day of the booking.", { dayDetails: "Day count mismatch" });

  const planned: PlannedSchedule[] = [];
  const fields: Record<string, string> = {};
  update.dayDetails.forEach((day, i) => {
    const stored = existing.days[i];
    if (day.date !== toDateOnly(stored.date)) fields[`dayDetails.${i}.date`] = "Days cannot be changed here.";
    day.schedules.forEach((s, position) => {
      // Slot times are entered in the competition's zone.
      const startAt = slotInstant(s.startDate, s.startTime, s.startAt, existing.event.timeZone);
      const endAt = slotInstant(s.endDate, s.endTime, s.endAt, existing.event.timeZone);
      if (startAt && endAt && endAt <= startAt) fields[`dayDetails.${i}.schedules.${position}.endTime`] = `The end must be after the start for ${s.service} on ${day.date}.`;
      planned.push({ dayId: stored.id, dayLabel: day.date, position, service: s.service, userId: s.assignedUser?._id ?? null, startAt, endAt });
    });
  });
  if (Object.keys(fields).length) throw new ValidationError("Please check the schedule.", fields);

  const userIds = [...new Set(planned.map((p) => p.userId).filter((u): u is string => Boolean(u)))].sort();
  const staff = await (inTransaction ?? prisma).user.findMany({ where: { id: { in: userIds } } });
  for (const userId of userIds) {
    const user = staff.find((u) => u.id === userId);
    if (!user || user.accountStatus !== "active" || !hasAnyPermission(user, ["view_bookings"])) {
      throw new ValidationError("Assign only active staff members who can see bookings.", { assignedUser: "Unknown or inactive staff member" });
    }
  }
  const nameOf = (userId: string) => {
    const u = staff.find((s) => s.id === userId)!;
    return `${u.firstName} ${u.lastName}`;
  };

  await refuseServicesNotPerformed(existing, planned, staff, nameOf, inTransaction ?? prisma);

  // Clashes inside this booking.
  const timed = planned.filter((p) => p.userId && p.startAt && p.endAt);
  for (let a = 0; a < timed.length; a += 1) {
    for (let b = a + 1; b < timed.length; b += 1) {
      const x = timed[a];
      const y = timed[b];
      if (x.userId === y.userId && x.startAt! < y.endAt! && y.startAt! < x.endAt!) {
        throw new ConflictError(`${nameOf(x.userId!)} is assigned twice at overlapping times in this booking (${x.service} and ${y.service}, ${fmt(x.startAt!, existing.event.timeZone)}).`);
      }
    }
  }

  const save = async (tx: Prisma.TransactionClient) => {
    // Serialise every save that involves the same staff member, so a clash check and its write
    // cannot interleave with another booking's (two clashing saves → exactly one wins).
    for (const userId of userIds) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff:${userId}`}))`;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${id}`}))`;
    // A new address: every link sent to the old one stops working; staff send a fresh one.
    const newAddress = Boolean(update.email && update.email.toLowerCase() !== existing.email.toLowerCase());
    if (newAddress) await revokeBookingLinks(id, now, tx);

    const stored = existing.days.flatMap((d) => d.schedules);
    const unchanged = (p: PlannedSchedule) => stored.some((c) => c.bookingDayId === p.dayId && c.assignedUserId === p.userId && c.startAt?.getTime() === p.startAt!.getTime() && c.endAt?.getTime() === p.endAt!.getTime());
    const withTimes = planned.filter((p) => p.startAt && p.endAt);
    await refuseUnavailableSlots(tx, existing.eventId, id, withTimes.map((p) => ({ date: p.dayLabel, userId: p.userId, startAt: p.startAt!, endAt: p.endAt!, changed: !unchanged(p) })), nameOf);
    for (const p of timed) await refuseStaffClash(tx, id, { userId: p.userId!, startAt: p.startAt!, endAt: p.endAt! }, nameOf(p.userId!));

    const current = await tx.schedule.findMany({ where: { bookingId: id } });
    const keep = new Set<string>();
    for (const p of planned) {
      const match = current.find((c) => c.bookingDayId === p.dayId && c.serviceTitle.toLowerCase() === p.service.toLowerCase() && !keep.has(c.id));
      const data = { position: p.position, serviceTitle: p.service, assignedUserId: p.userId, startAt: p.startAt, endAt: p.endAt };
      if (match) {
        keep.add(match.id);
        const changed = match.assignedUserId !== p.userId || match.startAt?.getTime() !== p.startAt?.getTime() || match.endAt?.getTime() !== p.endAt?.getTime();
        await tx.schedule.update({ where: { id: match.id }, data: { ...data, sequence: changed ? match.sequence + 1 : match.sequence } });
      } else {
        const created = await tx.schedule.create({ data: { ...data, bookingId: id, bookingDayId: p.dayId } });
        keep.add(created.id);
      }
    }
    await tx.schedule.deleteMany({ where: { bookingId: id, id: { notIn: [...keep] } } });

    const count = countSlots(
      existing.days.map((day, i) => ({ date: toDateOnly(day.date), services: { title: day.serviceTitle }, schedules: update.dayDetails[i].schedules })),
      await loadListedServices(tx),
    );
    await tx.booking.update({
      where: { id },
      data: {
        additionalNotes: update.additionalNotes,
        ...(update.email ? { email: update.email } : {}),
        danceStartDate: update.danceStartDate ? fromDateOnly(update.danceStartDate) : null,
        danceStartTime: update.danceStartTime || null,
        ...storedSlotCount(count),
      },
    });
    // The client is the dancer's name and email together: the booking follows its new key.
    if (newAddress) await relinkBookingAfterEmailChange(tx, id, actor, now);
    const saved = await loadBooking(id, tx);
    await replanBookingReminders(tx, id, now, saved);
    return saved;
  };
  return inTransaction ? save(inTransaction) : prisma.$transaction(save, TX_OPTIONS);
}

/**
 * The double-booking guard: another live booking (not deleted, not cancelled) holding this staff
 * member at an overlapping time → 409 naming who, when and which booking. Callers hold the staff lock.
 */
export async function refuseStaffClash(tx: Prisma.TransactionClient, bookingId: string, slot: { userId: string; startAt: Date; endAt: Date }, staffName: string) {
  const clash = await tx.schedule.findFirst({
    where: { assignedUserId: slot.userId, bookingId: { not: bookingId }, booking: { deletedAt: null, cancelledAt: null }, startAt: { lt: slot.endAt }, endAt: { gt: slot.startAt } },
    include: { booking: { select: { id: true, firstName: true, lastName: true, event: { select: { timeZone: true } } } } },
  });
  if (clash) {
    throw new ConflictError(
      `${staffName} is already booked ${fmt(clash.startAt!, clash.booking.event.timeZone)} – ${fmt(clash.endAt!, clash.booking.event.timeZone)} for ${clash.booking.firstName} ${clash.booking.lastName}'s booking (${clash.bookingId}).`,
    );
  }
}
