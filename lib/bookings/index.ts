// Booking requests and their administration. Everything a customer sends is stored first, in
// one transaction with the emails it triggers (a transactional outbox); nothing is hard-deleted.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { decode } from "html-entities";
import { prisma, rawRows } from "@/lib/db/client";
import { Prisma, type Event } from "@/lib/generated/prisma/client";
import { readEditablePage } from "@/lib/content";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { emailBouncesFor } from "@/lib/email/booking-bounces";
import { dropUnsentBookingEmails, emailIdempotencyKey, enqueueEmail, outboxRow, scheduleOutboxDelivery, type EnqueueEmailInput } from "@/lib/email/outbox";
import { idempotentAnswerUpdateSql } from "@/lib/idempotency";
import { studio } from "@/lib/env";
import { hasAnyPermission, type PermissionHolder } from "@/lib/auth/permissions";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { fromDateOnly, toDateOnly, studioToday, zonedToUtc, zoneSuffix } from "@/lib/time";
import { toDbDanceLevel, toDbDanceStyle } from "./constants";
import { bookingInclude, confirmedSlotsOf, toBookingDto, type BookingDto, type BookingRow, type BookingWithBounce } from "./dto";
import { bookingCancelledCustomerEmail, bookingCancelledStudioEmail, bookingConfirmationEmail, bookingReceiptEmail, bookingRestoredEmail, bookingStudioNoticeEmail } from "./emails";
import { buildBookingIcs, icsSlotsOf } from "./ics";
import { bookingLinkUrl, issueBookingLink, newBookingLink, revokeBookingLinks } from "./access-links";
import { replanBookingReminders } from "./reminders";
import type { BookingRequest } from "./schema";
import type { BookingUpdate } from "./admin-schema";
import { countSlots, listedServices, storedSlotCount, unscheduledSlots, type ListedServices } from "./slots";
import { loadListedServices, recountBookingSlots } from "./slot-recount";

// Under a burst (or on the embedded single-process PGlite) transactions queue: wait rather than fail.
const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

import { EMAIL_NOT_SENT_MESSAGE as EMAIL_NOT_SENT } from "./messages";
import { withDepositStates } from "@/lib/payments";
import { LINKED_CLIENT_ID, linkClientCte } from "@/lib/clients/link";

async function loadBooking(id: string, db: Prisma.TransactionClient | typeof prisma = prisma): Promise<BookingRow> {
  const row = await db.booking.findFirst({ where: { id, deletedAt: null }, include: bookingInclude });
  if (!row) throw new NotFoundError("Booking not found");
  return row as BookingRow;
}

export async function getBooking(id: string): Promise<BookingDto> {
  const [row, readyBefore] = await Promise.all([loadBooking(id), getReadyBeforeHeatMinutes()]);
  return toBookingDto(row, readyBefore);
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

type CatalogueService = { id: string; title: string; category: string };

/**
 * The competition (a full Event row) and the named live services, in one raw query: this runs for
 * every booking, and two ORM queries cost a round trip and a query compilation each.
 */
async function readCatalogue(eventId: string, serviceIds: string[]): Promise<{ event: Event | null; services: CatalogueService[]; listed: ListedServices }> {
  const [row] = await rawRows<{ event: Record<string, unknown> | null; services: CatalogueService[]; listedTitles: string[] }>(Prisma.sql`
    SELECT
      (SELECT row_to_json(e) FROM "Event" e WHERE e."id" = ${eventId} AND e."deletedAt" IS NULL) AS "event",
      (SELECT coalesce(json_agg(json_build_object('id', s."id", 'title', s."title", 'category', s."category")), '[]'::json)
         FROM "Service" s WHERE s."id" = ANY(${serviceIds}::text[]) AND s."deletedAt" IS NULL) AS "services",
      (SELECT coalesce(json_agg(s."title"), '[]'::json) FROM "Service" s WHERE s."deletedAt" IS NULL) AS "listedTitles"`);
  const e = row?.event;
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value).length === 10 ? `${value}T00:00:00.000Z` : String(value)));
  const event: Event | null = e
    ? {
        id: String(e.id),
        eventName: String(e.eventName),
        locationName: String(e.locationName),
        address: String(e.address),
        city: String(e.city),
        state: String(e.state),
        eventStartDate: date(e.eventStartDate)!,
        eventEndDate: date(e.eventEndDate)!,
        showEvent: Boolean(e.showEvent),
        timeZone: String(e.timeZone),
        timeZoneSetByStaff: Boolean(e.timeZoneSetByStaff),
        deletedAt: date(e.deletedAt),
        createdAt: date(e.createdAt)!,
        updatedAt: date(e.updatedAt)!,
      }
    : null;
  return { event, services: row?.services ?? [], listed: listedServices(row?.listedTitles ?? []) };
}

/** The truths only the server knows; throws ValidationError with field messages. */
async function checkAgainstCatalogue(request: BookingRequest, now: Date) {
  const fields: Record<string, string> = {};
  const ids = [...new Set(request.dayDetails.flatMap((d) => [d.services, ...d.additionalServices]))];
  const { event, services, listed } = await readCatalogue(request.competition, ids);
  if (!event || toDateOnly(event.eventEndDate) < studioToday(now)) {
    throw new ValidationError("This competition is not open for booking.", { competition: "Please select an upcoming competition." });
  }
  const start = toDateOnly(event.eventStartDate);
  const end = toDateOnly(event.eventEndDate);
  request.selectedEventDays.forEach((day, i) => {
    if (day < start || day > end) fields[`selectedEventDays.${i}`] = `${day} is not a day of ${event.eventName}.`;
  });
  const byId = new Map(services.map((s) => [s.id, s]));
  request.dayDetails.forEach((day, i) => {
    if (!byId.has(day.services)) fields[`dayDetails.${i}.services`] = `Please select a service for day ${i + 1}.`;
    day.additionalServices.forEach((extra, j) => {
      const service = byId.get(extra);
      if (!service || service.category !== "Additional") fields[`dayDetails.${i}.additionalServices.${j}`] = "Please choose additional services from the list.";
    });
  });
  if (Object.keys(fields).length) throw new ValidationError("Please check the highlighted fields.", fields);
  return { event, byId, listed };
}

/** What POST /api/booking/create answers for a stored booking (and what a repeated key gets back). */
export function bookingCreatedAnswer(booking: Pick<BookingDto, "_id" | "bookingCreateDate">) {
  return { status: 201, body: { success: true, _id: booking._id, bookingCreateDate: booking.bookingCreateDate } };
}

/** A collision-resistant row id in the shape of Prisma's cuid() (25 lowercase characters starting with "c"). */
export function newRowId(): string {
  return `c${Date.now().toString(36).padStart(8, "0")}${randomBytes(8).toString("hex")}`;
}

/**
 * Stores a booking request. With `idempotency`, the answer for that key is written in the same
 * statement as the booking, so a booking is never stored without the answer a retry will get.
 *
 * The booking, its days, its private link, its two outbox emails and the idempotency answer are one
 * SQL statement (data-modifying CTEs: atomic, one round trip). The ORM version (a transaction with
 * eleven queries, each compiled by Prisma's query compiler) cost most of the ~27 ms of CPU a booking
 * took (see docs/BENCHMARKS.md); the row is built here from what was inserted instead of read back.
 */
export async function createBooking(request: BookingRequest, now = new Date(), idempotency?: { scope: string; key: string | null }): Promise<BookingDto> {
  const { event, byId, listed } = await checkAgainstCatalogue(request, now);
  const { slots: slotCount } = countSlots(request.dayDetails.map((day) => ({ date: day.date, services: { title: byId.get(day.services)!.title }, schedules: [] })), listed);
  const at = new Date(); // stored times are the real clock's, as the database's now() was (`now` may be a test's)
  const bookingId = newRowId();
  const row: BookingRow = {
    id: bookingId,
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
    additionalNotes: "",
    danceStartDate: null,
    danceStartTime: null,
    slotCount,
    scheduledCount: 0,
    isAssigned: false,
    confirmedAt: null,
    confirmedSlots: null,
    cancelledAt: null,
    cancellationReason: "",
    heatChangedAt: null,
    deletedAt: null,
    createdAt: at,
    updatedAt: at,
    clientId: null, // set by the insert (lib/clients/link.ts); the DTO does not carry it
    event,
    days: request.dayDetails.map((day, position) => ({
      id: newRowId(),
      bookingId,
      position,
      date: fromDateOnly(day.date),
      serviceId: day.services,
      serviceTitle: decode(byId.get(day.services)!.title),
      danceStyles: day.danceStyle.map(toDbDanceStyle),
      additionalServiceIds: day.additionalServices,
      additionalServiceTitles: day.additionalServices.map((id) => decode(byId.get(id)!.title)),
      heatTime: null,
      heatNote: "",
      heatUpdatedAt: null,
      schedules: [],
    })),
  };
  const dto = toBookingDto(row);
  const link = newBookingLink(row);
  const emails: EnqueueEmailInput[] = [
    { kind: "booking-receipt", entityId: bookingId, bookingId, to: row.email, ...bookingReceiptEmail(dto, bookingLinkUrl(link.token)) },
    { kind: "booking-studio-notice", entityId: bookingId, bookingId, to: studio.email, replyTo: row.email, ...bookingStudioNoticeEmail(dto) },
  ];
  const answer = bookingCreatedAnswer(dto);
  // Raw SQL sees the enums' database labels ("pro-am", "night-club"), which are the API's values, not Prisma's names.
  const days = row.days.map((d, i) => ({
    id: d.id,
    position: d.position,
    date: toDateOnly(d.date),
    serviceId: d.serviceId,
    serviceTitle: d.serviceTitle,
    danceStyles: request.dayDetails[i].danceStyle,
    additionalServiceIds: d.additionalServiceIds,
    additionalServiceTitles: d.additionalServiceTitles,
  }));
  const outbox = emails.map((e) => ({ id: newRowId(), ...outboxRow(e) }));
  const idemScope = idempotency?.key ? idempotency.scope : null;
  const idemKey = idempotency?.key ?? null;
  const [stored] = await rawRows<{ days: number }>(Prisma.sql`
    WITH ${linkClientCte(row, at)} b AS (
      INSERT INTO "Booking" ("id", "eventId", "danceLevel", "isParentOrGuardian", "parentFirstName", "parentLastName", "firstName", "lastName",
        "email", "phoneNumber", "stylistPreference", "hairAtNight", "message", "slotCount", "createdAt", "updatedAt", "clientId")
      VALUES (${bookingId}, ${event.id}, ${request.danceLevel}::"DanceLevel", ${row.isParentOrGuardian}, ${row.parentFirstName}, ${row.parentLastName},
        ${row.firstName}, ${row.lastName}, ${row.email}, ${row.phoneNumber}, ${row.stylistPreference}, ${row.hairAtNight}, ${row.message},
        ${slotCount}, ${at}, ${at}, ${LINKED_CLIENT_ID})
      RETURNING "id"
    ), d AS (
      INSERT INTO "BookingDay" ("id", "bookingId", "position", "date", "serviceId", "serviceTitle", "danceStyles", "additionalServiceIds", "additionalServiceTitles")
      SELECT x."id", b."id", x."position", x."date"::date, x."serviceId", x."serviceTitle",
        ARRAY(SELECT jsonb_array_elements_text(x."danceStyles"))::"DanceStyle"[],
        ARRAY(SELECT jsonb_array_elements_text(x."additionalServiceIds")),
        ARRAY(SELECT jsonb_array_elements_text(x."additionalServiceTitles"))
      FROM b, jsonb_to_recordset(${JSON.stringify(days)}::jsonb) AS x("id" text, "position" int, "date" text, "serviceId" text, "serviceTitle" text,
        "danceStyles" jsonb, "additionalServiceIds" jsonb, "additionalServiceTitles" jsonb)
      RETURNING "id"
    ), l AS (
      INSERT INTO "BookingAccessLink" ("id", "bookingId", "tokenHash", "expiresAt", "createdAt")
      SELECT ${newRowId()}, b."id", ${link.tokenHash}, ${link.expiresAt}, ${at} FROM b
    ), e AS (
      INSERT INTO "EmailMessage" ("id", "kind", "idempotencyKey", "to", "replyTo", "subject", "html", "text", "attachments", "notAfter", "bookingId", "nextAttemptAt", "createdAt", "updatedAt")
      SELECT x."id", x."kind", x."idempotencyKey", x."to", x."replyTo", x."subject", x."html", x."text", x."attachments", NULL, b."id", ${at}, ${at}, ${at}
      FROM b, jsonb_to_recordset(${JSON.stringify(outbox)}::jsonb) AS x("id" text, "kind" text, "idempotencyKey" text, "to" text, "replyTo" text,
        "subject" text, "html" text, "text" text, "attachments" jsonb)
      ON CONFLICT ("idempotencyKey") DO NOTHING
    ), i AS (
      ${idempotentAnswerUpdateSql({ scope: idemScope, key: idemKey }, answer)}
    )
    SELECT (SELECT count(*) FROM d)::int AS "days"`);
  if (stored?.days !== days.length) throw new Error("The booking was not stored completely.");
  scheduleOutboxDelivery();
  return dto;
}

export type BookingList = "assigned" | "unassigned" | "cancelled";

/** What a Manage Bookings search matches: every word in one of the names or the email. */
function bookingSearchWhere(q: string, competition: string): Prisma.BookingWhereInput[] {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 6);
  const filters: Prisma.BookingWhereInput[] = words.map((word) => ({
    OR: (["firstName", "lastName", "email", "parentFirstName", "parentLastName"] as const).map((field) => ({ [field]: { contains: word, mode: "insensitive" } })),
  }));
  if (competition) filters.push({ eventId: competition });
  return filters;
}

/**
 * One of the Manage Bookings groups: live requests newest first; cancelled ones by cancellation,
 * newest first; optionally only those matching `q` (names, email) and one competition.
 */
export async function listBookings(options: { list: BookingList; page: number; pageSize: number; q?: string; competition?: string }): Promise<{ bookings: BookingDto[]; total: number }> {
  const base: Prisma.BookingWhereInput =
    options.list === "cancelled" ? { deletedAt: null, cancelledAt: { not: null } } : { deletedAt: null, cancelledAt: null, isAssigned: options.list === "assigned" };
  const where: Prisma.BookingWhereInput = { AND: [base, ...bookingSearchWhere(options.q ?? "", options.competition ?? "")] };
  const orderBy: Prisma.BookingOrderByWithRelationInput[] = options.list === "cancelled" ? [{ cancelledAt: "desc" }, { id: "desc" }] : [{ createdAt: "desc" }, { id: "desc" }];
  const [total, rows, readyBefore] = await Promise.all([
    prisma.booking.count({ where }),
    prisma.booking.findMany({
      where,
      orderBy,
      skip: (options.page - 1) * options.pageSize,
      take: options.pageSize,
      include: bookingInclude,
    }),
    getReadyBeforeHeatMinutes(),
  ]);
  return { bookings: (rows as BookingRow[]).map((row) => toBookingDto(row, readyBefore)), total };
}

export async function deleteBooking(id: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${id}`}))`;
    const { count } = await tx.booking.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
    if (count === 0) throw new NotFoundError("Booking not found");
    await dropUnsentBookingEmails(tx, id, "deleted");
    await replanBookingReminders(tx, id);
  }, TX_OPTIONS);
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

/** "Dec 4, 2026, 8:55 AM Central": a clash named in its competition's zone (issue 30). */
const fmt = (d: Date, zone: string) => `${new Intl.DateTimeFormat("en-US", { timeZone: zone, dateStyle: "medium", timeStyle: "short" }).format(d)}${zoneSuffix(zone, studio.timeZone)}`;

export const CANCELLED_IS_READ_ONLY = "This booking is cancelled. Restore it before changing it.";

export async function updateBooking(id: string, update: BookingUpdate, now = new Date()): Promise<void> {
  const existing = await loadBooking(id);
  if (existing.cancelledAt) throw new ConflictError(CANCELLED_IS_READ_ONLY);
  if (update.dayDetails.length !== existing.days.length) throw new ValidationError("dayDetails must list every day of the booking.", { dayDetails: "Day count mismatch" });

  const planned: PlannedSchedule[] = [];
  const fields: Record<string, string> = {};
  update.dayDetails.forEach((day, i) => {
    const stored = existing.days[i];
    if (day.date !== toDateOnly(stored.date)) fields[`dayDetails.${i}.date`] = "Days cannot be changed here.";
    day.schedules.forEach((s, position) => {
      // Slot times are entered in the competition's zone (issue 30).
      const startAt = s.startDate && s.startTime ? zonedToUtc(s.startDate, s.startTime, existing.event.timeZone) : null;
      const endAt = s.endDate && s.endTime ? zonedToUtc(s.endDate, s.endTime, existing.event.timeZone) : null;
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
        throw new ConflictError(`${nameOf(x.userId!)} is assigned twice at overlapping times in this booking (${x.service} and ${y.service}, ${fmt(x.startAt!, existing.event.timeZone)}).`);
      }
    }
  }

  await prisma.$transaction(async (tx) => {
    // Serialise every save that involves the same staff member, so a clash check and its write
    // cannot interleave with another booking's (two clashing saves → exactly one wins).
    for (const userId of userIds) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff:${userId}`}))`;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${id}`}))`;
    // A new address: every link sent to the old one stops working (issue 32); staff send a fresh one.
    if (update.email && update.email.toLowerCase() !== existing.email.toLowerCase()) await revokeBookingLinks(id, now, tx);

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
    await replanBookingReminders(tx, id, now);
  }, TX_OPTIONS);
}

/**
 * The double-booking guard: another live booking (not deleted, not cancelled) holding this staff
 * member at an overlapping time → 409 naming who, when and which booking. Callers hold the staff lock.
 */
async function refuseStaffClash(tx: Prisma.TransactionClient, bookingId: string, slot: { userId: string; startAt: Date; endAt: Date }, staffName: string) {
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

const stripHtml = (html: string) => decode(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();

/** Queues the customer's confirmation with an .ics; refused until every slot is scheduled. */
export async function queueBookingConfirmation(id: string, now = new Date()): Promise<{ emailId: string; created: boolean }> {
  const row = await loadBooking(id);
  if (row.cancelledAt) throw new ConflictError(CANCELLED_IS_READ_ONLY);
  const booking = toBookingDto(row);
  const schedules = row.days.flatMap((d) => d.schedules);
  if (!row.isAssigned || schedules.length === 0 || !schedules.every((s) => s.assignedUserId && s.startAt && s.endAt)) {
    throw new ValidationError(EMAIL_NOT_SENT);
  }
  const ics = buildBookingIcs(icsSlotsOf(row));
  const page = await readEditablePage("page_services").catch(() => ({}) as Record<string, string>);
  const policies = { booking: stripHtml(page.servicesBookingPolicy ?? ""), cancellation: stripHtml(page.servicesCancellationPolicy ?? "") };
  // Same schedule → same key (a double click sends once); a changed schedule → a new email.
  // The recipient is part of it: after staff correct a bounced address, sending again reaches the new one.
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([row.email, ...schedules.map((s) => [s.id, s.sequence, s.assignedUserId, s.startAt?.toISOString(), s.endAt?.toISOString()])]))
    .digest("hex")
    .slice(0, 16);
  return enqueueWithPrivateLink(row, "booking-confirmation", `${id}/${fingerprint}`, async (linkUrl, tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${id}`}))`;
    await tx.booking.update({ where: { id }, data: { confirmedAt: now, confirmedSlots: confirmedSlotsOf(schedules) } });
    await replanBookingReminders(tx, id, now);
    return {
      ...bookingConfirmationEmail(booking, policies, linkUrl),
      attachments: [{ filename: "appointments.ics", content: Buffer.from(ics).toString("base64"), contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
    };
  });
}

/**
 * Queues a customer email that carries a private link, once per kind/entityId. Each such email gets
 * its own link (only hashes are stored, so an earlier link cannot be put in a new email), created in
 * the same transaction as the email row; `compose` may write more in that transaction.
 */
async function enqueueWithPrivateLink(
  row: BookingRow,
  kind: string,
  entityId: string,
  compose: (linkUrl: string, tx: Prisma.TransactionClient) => Promise<Omit<EnqueueEmailInput, "kind" | "entityId" | "to">>,
): Promise<{ emailId: string; created: boolean }> {
  const existing = await prisma.emailMessage.findUnique({ where: { idempotencyKey: emailIdempotencyKey(kind, entityId) }, select: { id: true } });
  if (existing) return { emailId: existing.id, created: false };
  return prisma.$transaction(async (tx) => {
    const token = await issueBookingLink(tx, row);
    const email = await compose(bookingLinkUrl(token), tx);
    const result = await enqueueEmail({ kind, entityId, bookingId: row.id, to: row.email, ...email }, tx);
    return { emailId: result.id, created: result.created };
  }, TX_OPTIONS);
}

export const CANCELLATION_REASON_MAX = 500;

/**
 * The customer cancels through their private link: the booking is kept and marked cancelled, each
 * timed slot's SEQUENCE goes up, and the studio notice and the customer's cancellation (with a
 * METHOD:CANCEL calendar file for the slots their calendar holds) are queued in the same transaction.
 * Cancelling twice answers the first cancellation.
 */
export async function cancelBookingByCustomer(bookingId: string, reason: string, now = new Date()): Promise<{ cancelledAt: string; alreadyCancelled: boolean }> {
  const result = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${bookingId}`}))`;
    const before = await loadBooking(bookingId, tx);
    if (before.cancelledAt) return { cancelledAt: before.cancelledAt.toISOString(), alreadyCancelled: true };
    const lastDay = before.days.map((d) => toDateOnly(d.date)).sort().at(-1)!;
    if (lastDay < studioToday(now)) throw new ConflictError(`This booking has already taken place. Please call or text the studio at ${studio.phone}.`);
    await tx.schedule.updateMany({ where: { bookingId, startAt: { not: null }, endAt: { not: null } }, data: { sequence: { increment: 1 } } });
    await tx.booking.update({ where: { id: bookingId }, data: { cancelledAt: now, cancellationReason: reason } });
    // Before the cancellation's own emails are queued: those still go out.
    await dropUnsentBookingEmails(tx, bookingId, "cancelled", now);
    await replanBookingReminders(tx, bookingId, now);
    const row = await loadBooking(bookingId, tx);
    const dto = toBookingDto(row);
    // The customer's calendar holds the slots only once the confirmation (with its invite) went out.
    const slots = before.confirmedAt ? icsSlotsOf(row) : [];
    const customer = bookingCancelledCustomerEmail(dto, slots.length > 0);
    const stamp = now.getTime().toString(36);
    await enqueueEmail(
      {
        kind: "booking-cancelled",
        entityId: `${bookingId}/${stamp}`,
        bookingId,
        to: row.email,
        ...customer,
        attachments: slots.length
          ? [{ filename: "cancelled-appointments.ics", content: Buffer.from(buildBookingIcs(slots, "CANCEL")).toString("base64"), contentType: "text/calendar; charset=utf-8; method=CANCEL" }]
          : [],
      },
      tx,
    );
    await enqueueEmail({ kind: "booking-cancelled-studio-notice", entityId: `${bookingId}/${stamp}`, bookingId, to: studio.email, replyTo: row.email, ...bookingCancelledStudioEmail(dto) }, tx);
    return { cancelledAt: now.toISOString(), alreadyCancelled: false };
  }, TX_OPTIONS);
  if (!result.alreadyCancelled) scheduleOutboxDelivery();
  return result;
}

/**
 * Staff restore a cancelled booking: back to unassigned/assigned as its schedules say, waiting for a
 * new confirmation (the customer's calendar entries were cancelled). Refused with 409 when one of
 * its slots now clashes with another live booking; the customer is emailed with a fresh link.
 */
export async function restoreBooking(bookingId: string): Promise<void> {
  const before = await loadBooking(bookingId);
  if (!before.cancelledAt) throw new ConflictError("This booking is not cancelled.");
  const timed = before.days.flatMap((d) => d.schedules).filter((s) => s.assignedUserId && s.startAt && s.endAt);
  const userIds = [...new Set(timed.map((s) => s.assignedUserId!))].sort();
  await prisma.$transaction(async (tx) => {
    for (const userId of userIds) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff:${userId}`}))`;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${bookingId}`}))`;
    for (const s of timed) {
      await refuseStaffClash(tx, bookingId, { userId: s.assignedUserId!, startAt: s.startAt!, endAt: s.endAt! }, `${s.assignedUser?.firstName ?? ""} ${s.assignedUser?.lastName ?? ""}`.trim());
    }
    const { count } = await tx.booking.updateMany({ where: { id: bookingId, cancelledAt: { not: null } }, data: { cancelledAt: null, cancellationReason: "", confirmedAt: null, confirmedSlots: null } });
    if (count === 0) throw new ConflictError("This booking is not cancelled.");
    const row = await loadBooking(bookingId, tx);
    const token = await issueBookingLink(tx, row);
    await enqueueEmail(
      { kind: "booking-restored", entityId: `${bookingId}/${Date.now().toString(36)}`, bookingId, to: row.email, ...bookingRestoredEmail(toBookingDto(row), bookingLinkUrl(token)) },
      tx,
    );
  }, TX_OPTIONS);
  scheduleOutboxDelivery();
}

/** Marks bookings whose latest reported receipt or confirmation bounced (address and reason for staff). */
/** An admin list page with each booking's bounce mark (Manage Bookings). */
export async function listBookingsForAdmin(list: BookingList, query: { page: number; pageSize: number; q?: string; competition?: string }): Promise<{ bookings: BookingWithBounce[]; total: number }> {
  const { bookings, total } = await listBookings({ list, ...query });
  return { bookings: await withDepositStates(await withEmailBounces(bookings)), total };
}

export async function withEmailBounces(bookings: BookingDto[]): Promise<BookingWithBounce[]> {
  const bounces = await emailBouncesFor(bookings.map((b) => b._id));
  return bookings.map((b) => ({ ...b, emailBounce: bounces.get(b._id) ?? null }));
}


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
