// Booking requests and their administration. Everything a customer sends is stored first, in
// one transaction with the emails it triggers (a transactional outbox); nothing is hard-deleted.
import { createHash } from "node:crypto";
import { decode } from "html-entities";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readEditablePage } from "@/lib/content";
import { emailBouncesFor } from "@/lib/email/booking-bounces";
import { enqueueEmail, scheduleOutboxDelivery } from "@/lib/email/outbox";
import { studio } from "@/lib/env";
import { hasAnyPermission, type PermissionHolder } from "@/lib/auth/permissions";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { dateFromIso, dateOnly, studioToday, zonedToUtc } from "@/lib/time/studio-time";
import { toDbDanceLevel, toDbDanceStyle } from "./constants";
import { bookingInclude, toBookingDto, type BookingDto, type BookingRow, type BookingWithBounce } from "./dto";
import { bookingConfirmationEmail, bookingReceiptEmail, bookingStudioNoticeEmail } from "./emails";
import { buildBookingIcs } from "./ics";
import type { BookingRequest } from "./schema";
import type { BookingUpdate } from "./admin-schema";
import { countSlots } from "./slots";

// Under a burst (or on the embedded single-process PGlite) transactions queue: wait rather than fail.
const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

import { EMAIL_NOT_SENT_MESSAGE as EMAIL_NOT_SENT } from "./messages";

async function loadBooking(id: string, db: Prisma.TransactionClient | typeof prisma = prisma): Promise<BookingRow> {
  const row = await db.booking.findFirst({ where: { id, deletedAt: null }, include: bookingInclude });
  if (!row) throw new NotFoundError("Booking not found");
  return row as BookingRow;
}

export async function getBooking(id: string): Promise<BookingDto> {
  return toBookingDto(await loadBooking(id));
}

const UNASSIGNED_NEEDS_MANAGE_BOOKINGS = "Only staff who manage bookings can open an unassigned request.";

/**
 * One booking as `reader` may see it: an unassigned request (a customer's contact details that no
 * view_bookings screen shows) is manage_bookings business; an assigned one is also My Calendar's.
 */
export async function getBookingFor(reader: PermissionHolder, id: string): Promise<BookingWithBounce> {
  const booking = await getBooking(id);
  if (!booking.isAssigned && !hasAnyPermission(reader, ["manage_bookings"])) throw new ForbiddenError(UNASSIGNED_NEEDS_MANAGE_BOOKINGS);
  const [marked] = await withEmailBounces([booking]);
  return marked;
}

/** The truths only the server knows; throws ValidationError with field messages. */
async function checkAgainstCatalogue(request: BookingRequest, now: Date) {
  const fields: Record<string, string> = {};
  const event = await prisma.event.findFirst({ where: { id: request.competition, deletedAt: null } });
  if (!event || dateOnly(event.eventEndDate) < studioToday(now)) {
    throw new ValidationError("This competition is not open for booking.", { competition: "Please select an upcoming competition." });
  }
  const start = dateOnly(event.eventStartDate);
  const end = dateOnly(event.eventEndDate);
  request.selectedEventDays.forEach((day, i) => {
    if (day < start || day > end) fields[`selectedEventDays.${i}`] = `${day} is not a day of ${event.eventName}.`;
  });
  const ids = [...new Set(request.dayDetails.flatMap((d) => [d.services, ...d.additionalServices]))];
  const services = await prisma.service.findMany({ where: { id: { in: ids }, deletedAt: null } });
  const byId = new Map(services.map((s) => [s.id, s]));
  request.dayDetails.forEach((day, i) => {
    if (!byId.has(day.services)) fields[`dayDetails.${i}.services`] = `Please select a service for day ${i + 1}.`;
    day.additionalServices.forEach((extra, j) => {
      const service = byId.get(extra);
      if (!service || service.category !== "Additional") fields[`dayDetails.${i}.additionalServices.${j}`] = "Please choose additional services from the list.";
    });
  });
  if (Object.keys(fields).length) throw new ValidationError("Please check the highlighted fields.", fields);
  return { event, byId };
}

/** What POST /api/booking/create answers for a stored booking (and what a repeated key gets back). */
export function bookingCreatedAnswer(booking: Pick<BookingDto, "_id" | "bookingCreateDate">) {
  return { status: 201, body: { success: true, _id: booking._id, bookingCreateDate: booking.bookingCreateDate } };
}

/**
 * Stores a booking request. With `idempotency`, the answer for that key is written in the same
 * transaction as the booking, so a booking is never stored without the answer a retry will get.
 */
export async function createBooking(request: BookingRequest, now = new Date(), idempotency?: { scope: string; key: string | null }): Promise<BookingDto> {
  const { event, byId } = await checkAgainstCatalogue(request, now);
  const { slots: slotCount } = countSlots(request.dayDetails.map((day) => ({ date: day.date, services: { title: byId.get(day.services)!.title }, schedules: [] })));
  const booking = await prisma.$transaction(async (tx) => {
    const created = await tx.booking.create({
      data: {
        eventId: event.id,
        danceLevel: toDbDanceLevel(request.danceLevel),
        isParentOrGuardian: request.isParentOrGuardian,
        parentFirstName: request.isParentOrGuardian ? request.parentFirstName : "",
        parentLastName: request.isParentOrGuardian ? request.parentLastName : "",
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phoneNumber: request.phoneNumber,
        stylistPreference: request.stylistPreference,
        hairAtNight: request.hairAtNight === "yes",
        message: request.message,
        slotCount,
        days: {
          create: request.dayDetails.map((day, position) => ({
            position,
            date: dateFromIso(day.date),
            serviceId: day.services,
            serviceTitle: decode(byId.get(day.services)!.title),
            danceStyles: day.danceStyle.map(toDbDanceStyle),
            additionalServiceIds: day.additionalServices,
            additionalServiceTitles: day.additionalServices.map((id) => decode(byId.get(id)!.title)),
          })),
        },
      },
      include: bookingInclude,
    });
    const dto = toBookingDto(created as BookingRow);
    const receipt = bookingReceiptEmail(dto);
    const notice = bookingStudioNoticeEmail(dto);
    await enqueueEmail({ kind: "booking-receipt", entityId: created.id, to: created.email, ...receipt }, tx);
    await enqueueEmail({ kind: "booking-studio-notice", entityId: created.id, to: studio.email, replyTo: created.email, ...notice }, tx);
    if (idempotency?.key) {
      const answer = bookingCreatedAnswer(dto);
      await tx.idempotencyRecord.updateMany({ where: { scope: idempotency.scope, key: idempotency.key }, data: { status: answer.status, body: answer.body } });
    }
    return dto;
  }, TX_OPTIONS);
  scheduleOutboxDelivery();
  return booking;
}

export async function listBookings(options: { assigned: boolean; page: number; pageSize: number }): Promise<{ bookings: BookingDto[]; total: number }> {
  const where = { deletedAt: null, isAssigned: options.assigned };
  const [total, rows] = await Promise.all([
    prisma.booking.count({ where }),
    prisma.booking.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (options.page - 1) * options.pageSize,
      take: options.pageSize,
      include: bookingInclude,
    }),
  ]);
  return { bookings: (rows as BookingRow[]).map(toBookingDto), total };
}

export async function deleteBooking(id: string): Promise<void> {
  const { count } = await prisma.booking.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
  if (count === 0) throw new NotFoundError("Booking not found");
}

interface PlannedSchedule {
  dayId: string;
  dayLabel: string;
  position: number;
  service: string;
  userId: string | null;
  startAt: Date | null;
  endAt: Date | null;
}

const fmt = (d: Date) => new Intl.DateTimeFormat("en-US", { timeZone: studio.timeZone, dateStyle: "medium", timeStyle: "short" }).format(d);

export async function updateBooking(id: string, update: BookingUpdate): Promise<void> {
  const existing = await loadBooking(id);
  if (update.dayDetails.length !== existing.days.length) throw new ValidationError("dayDetails must list every day of the booking.", { dayDetails: "Day count mismatch" });

  const planned: PlannedSchedule[] = [];
  const fields: Record<string, string> = {};
  update.dayDetails.forEach((day, i) => {
    const stored = existing.days[i];
    if (day.date !== dateOnly(stored.date)) fields[`dayDetails.${i}.date`] = "Days cannot be changed here.";
    day.schedules.forEach((s, position) => {
      const startAt = s.startDate && s.startTime ? zonedToUtc(s.startDate, s.startTime) : null;
      const endAt = s.endDate && s.endTime ? zonedToUtc(s.endDate, s.endTime) : null;
      if (startAt && endAt && endAt <= startAt) fields[`dayDetails.${i}.schedules.${position}.endTime`] = `The end must be after the start for ${s.service} on ${day.date}.`;
      planned.push({ dayId: stored.id, dayLabel: day.date, position, service: s.service, userId: s.assignedUser?._id ?? null, startAt, endAt });
    });
  });
  if (Object.keys(fields).length) throw new ValidationError("Please check the schedule.", fields);

  const userIds = [...new Set(planned.map((p) => p.userId).filter((u): u is string => Boolean(u)))].sort();
  const staff = await prisma.user.findMany({ where: { id: { in: userIds } } });
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

  // Clashes inside this booking.
  const timed = planned.filter((p) => p.userId && p.startAt && p.endAt);
  for (let a = 0; a < timed.length; a += 1) {
    for (let b = a + 1; b < timed.length; b += 1) {
      const x = timed[a];
      const y = timed[b];
      if (x.userId === y.userId && x.startAt! < y.endAt! && y.startAt! < x.endAt!) {
        throw new ConflictError(`${nameOf(x.userId!)} is assigned twice at overlapping times in this booking (${x.service} and ${y.service}, ${fmt(x.startAt!)}).`);
      }
    }
  }

  await prisma.$transaction(async (tx) => {
    // Serialise every save that involves the same staff member, so a clash check and its write
    // cannot interleave with another booking's (two clashing saves → exactly one wins).
    for (const userId of userIds) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff:${userId}`}))`;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${id}`}))`;

    for (const p of timed) {
      const clash = await tx.schedule.findFirst({
        where: { assignedUserId: p.userId, bookingId: { not: id }, booking: { deletedAt: null }, startAt: { lt: p.endAt! }, endAt: { gt: p.startAt! } },
        include: { booking: { select: { id: true, firstName: true, lastName: true } } },
      });
      if (clash) {
        throw new ConflictError(
          `${nameOf(p.userId!)} is already booked ${fmt(clash.startAt!)} – ${fmt(clash.endAt!)} for ${clash.booking.firstName} ${clash.booking.lastName}'s booking (${clash.bookingId}).`,
        );
      }
    }

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

    const { slots, scheduled } = countSlots(existing.days.map((day, i) => ({ date: dateOnly(day.date), services: { title: day.serviceTitle }, schedules: update.dayDetails[i].schedules })));
    await tx.booking.update({
      where: { id },
      data: {
        additionalNotes: update.additionalNotes,
        ...(update.email ? { email: update.email } : {}),
        danceStartDate: update.danceStartDate ? dateFromIso(update.danceStartDate) : null,
        danceStartTime: update.danceStartTime || null,
        slotCount: slots,
        scheduledCount: scheduled,
        isAssigned: slots > 0 && scheduled >= slots,
      },
    });
  }, TX_OPTIONS);
}

const stripHtml = (html: string) => decode(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();

/** Queues the customer's confirmation with an .ics; refused until every slot is scheduled. */
export async function queueBookingConfirmation(id: string): Promise<{ emailId: string; created: boolean }> {
  const row = await loadBooking(id);
  const booking = toBookingDto(row);
  const schedules = row.days.flatMap((d) => d.schedules);
  if (!row.isAssigned || schedules.length === 0 || !schedules.every((s) => s.assignedUserId && s.startAt && s.endAt)) {
    throw new ValidationError(EMAIL_NOT_SENT);
  }
  const location = [row.event.locationName, row.event.address, row.event.city, row.event.state].filter(Boolean).join(", ");
  const ics = buildBookingIcs(
    schedules.map((s) => ({ scheduleId: s.id, sequence: s.sequence, title: s.serviceTitle, start: s.startAt!, end: s.endAt!, staffFirstName: s.assignedUser?.firstName ?? "", location })),
  );
  const page = await readEditablePage("page_services").catch(() => ({}) as Record<string, string>);
  const email = bookingConfirmationEmail(booking, { booking: stripHtml(page.servicesBookingPolicy ?? ""), cancellation: stripHtml(page.servicesCancellationPolicy ?? "") });
  // Same schedule → same key (a double click sends once); a changed schedule → a new email.
  // The recipient is part of it: after staff correct a bounced address, sending again reaches the new one.
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([row.email, ...schedules.map((s) => [s.id, s.sequence, s.assignedUserId, s.startAt?.toISOString(), s.endAt?.toISOString()])]))
    .digest("hex")
    .slice(0, 16);
  const result = await enqueueEmail({
    kind: "booking-confirmation",
    entityId: `${id}/${fingerprint}`,
    to: row.email,
    ...email,
    attachments: [{ filename: "appointments.ics", content: Buffer.from(ics).toString("base64"), contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
  });
  return { emailId: result.id, created: result.created };
}

/** After staff correct a bounced address: the receipt again, to the booking's current address (once per address). */
export async function resendBookingReceipt(id: string): Promise<{ emailId: string; created: boolean }> {
  const booking = toBookingDto(await loadBooking(id));
  const addressKey = createHash("sha256").update(booking.email.toLowerCase()).digest("hex").slice(0, 12);
  const result = await enqueueEmail({ kind: "booking-receipt", entityId: `${id}/to-${addressKey}`, to: booking.email, ...bookingReceiptEmail(booking) });
  return { emailId: result.id, created: result.created };
}

/** Marks bookings whose latest reported receipt or confirmation bounced (address and reason for staff). */
export async function withEmailBounces(bookings: BookingDto[]): Promise<BookingWithBounce[]> {
  const bounces = await emailBouncesFor(bookings.map((b) => b._id));
  return bookings.map((b) => ({ ...b, emailBounce: bounces.get(b._id) ?? null }));
}

