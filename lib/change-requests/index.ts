// Changes a family asks for on a booking (its private page or the family page): stored as requests the desk
// accepts or declines. Accepting applies the change through Edit Booking's own save (updateBooking), so every
// guard of a save applies, and a refusal leaves the request waiting. Either way the family is told, by email
// and by text where she agreed. With the studio's setting on, a day or an extra that fits is applied at once.
import "server-only";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { BookingChangeRequest } from "@/lib/generated/prisma/client";
import { bookingLinkUrl, issueBookingLink, type FamilyContact } from "@/lib/auth";
import { actorName, type Actor } from "@/lib/auth/dto";
import { bookingTextNumber, greetingName, loadBooking, requireBookingByLink, requireFamilyBooking, TX_OPTIONS, updateBooking, updateMovingSlots } from "@/lib/bookings";
import { bookingInclude, DANCE_LEVEL_LABELS, DANCE_STYLE_LABELS, toDbDanceLevel, toDbDanceStyle, type BookingRow } from "@/lib/bookings/dto";
import { enqueueEmail } from "@/lib/notify";
import { studio } from "@/lib/env";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { getCalendarSettings } from "@/lib/events";
import { enqueueText } from "@/lib/notify";
import { datesBetween, formatDay, formatWallTimeIn, fromDateOnly, localDay, studioToday, timeZoneLabel, toDateOnly, zonedInstant } from "@/lib/time";
import { displayText } from "@/lib/text/display-text";
import { daysCapacity } from "@/lib/waitlist";
import { weekdayOf } from "@/lib/waitlist/day";
import { changeSentence, changeWording, CHANGE_STATUS_LABELS, type ChangeFormOptions, type ChangeParts, type ChangeRequestAnswer, type ChangeRequestDto, type ChangeRequestKind } from "./dto";
import { changeNoticeEmail, changeNoticeText, type ChangeOutcome } from "@/lib/notify/templates/change-requests";
import { CHANGE_PAYLOADS, type ChangePayload, type ChangeRequestInput } from "./schema";

type Db = Prisma.TransactionClient;

export const CHANGE_ALREADY_ASKED = "You already asked for this kind of change and the studio has not answered yet.";
export const CHANGE_NOT_PENDING = "This change was already answered.";
export const CHANGE_SENT = "Sent to the studio. We email you when they answer.";
export const CHANGE_DONE = "Done: your booking now includes it. We sent you the details by email.";

const AT_ONCE_KINDS: readonly ChangeRequestKind[] = ["add_day", "add_service"];

const payloadOf = <K extends ChangeRequestKind>(request: { kind: K; payload: unknown }) => CHANGE_PAYLOADS[request.kind].parse(request.payload) as ChangePayload<K>;

async function serviceTitles(ids: string[], db: Db | typeof prisma = prisma): Promise<Map<string, { title: string; category: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.service.findMany({ where: { id: { in: ids }, deletedAt: null }, select: { id: true, title: true, category: true } });
  return new Map(rows.map((r) => [r.id, { title: displayText(r.title), category: r.category }]));
}

const bookedDay = (row: BookingRow, date: string) => row.days.find((d) => toDateOnly(d.date) === date);

/** The request's parts with services, days and styles named, for its sentence. */
async function partsOf(row: Pick<BookingRow, "event">, kind: ChangeRequestKind, payload: unknown, titles?: Map<string, { title: string }>): Promise<ChangeParts> {
  const p = CHANGE_PAYLOADS[kind].parse(payload) as Record<string, unknown> & { date?: string };
  const weekday = p.date ? weekdayOf(p.date) : undefined;
  switch (kind) {
    case "add_day": {
      const { service, additionalServices } = p as ChangePayload<"add_day">;
      const named = titles ?? (await serviceTitles([service, ...additionalServices]));
      return { weekday, services: [service, ...additionalServices].map((id) => named.get(id)?.title ?? "a service") };
    }
    case "add_service":
    case "remove_service": {
      const { service } = p as ChangePayload<"add_service">;
      const named = titles ?? (await serviceTitles([service]));
      return { weekday, services: [named.get(service)?.title ?? "a service"] };
    }
    case "other_time":
      return { weekday, time: formatWallTimeIn((p as ChangePayload<"other_time">).time, row.event.timeZone, studio.timeZone) };
    case "other_stylist":
      return { weekday, stylist: (p as ChangePayload<"other_stylist">).stylist };
    case "level_styles": {
      const { danceLevel, danceStyle } = p as ChangePayload<"level_styles">;
      return { level: danceLevel ? DANCE_LEVEL_LABELS[danceLevel] : undefined, styles: danceStyle?.map((s) => DANCE_STYLE_LABELS[s]) };
    }
  }
}

async function toDto(request: BookingChangeRequest, row: Pick<BookingRow, "firstName" | "lastName" | "event">): Promise<ChangeRequestDto> {
  const parts = await partsOf(row, request.kind, request.payload);
  return {
    _id: request.id,
    bookingId: request.bookingId,
    kind: request.kind,
    status: request.status,
    statusLabel: CHANGE_STATUS_LABELS[request.status],
    sentence: changeSentence(displayText(row.firstName), request.kind, parts),
    note: request.note,
    dancer: `${displayText(row.firstName)} ${displayText(row.lastName)}`.trim(),
    competition: displayText(row.event.eventName),
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    decidedByName: request.decidedByName,
    decisionNote: request.decisionNote,
  };
}

/** What the family may ask for on this booking: refused with the reason when it makes no sense for it (400/409). */
async function refuseUnfitRequest(row: BookingRow, input: ChangeRequestInput, today: string): Promise<void> {
  if (row.cancelledAt) throw new ConflictError("This booking is cancelled.");
  if (row.days.every((d) => toDateOnly(d.date) < today)) throw new ConflictError(`This booking has already taken place. Please call or text the studio at ${studio.phone}.`);
  const days = datesBetween(toDateOnly(row.event.eventStartDate), toDateOnly(row.event.eventEndDate));
  const payload = input.payload as { date?: string; service?: string; additionalServices?: string[] };
  if (payload.date) {
    if (input.kind === "add_day") {
      if (!days.includes(payload.date) || payload.date < today) throw new ValidationError("Choose a day of this competition that is still to come.", { date: "Not a day of this competition" });
      if (bookedDay(row, payload.date)) throw new ConflictError(`Your booking already includes ${weekdayOf(payload.date)}.`);
    } else if (!bookedDay(row, payload.date)) {
      throw new ValidationError("Choose one of your booked days.", { date: "Not one of your booked days" });
    }
  }
  const ids = [payload.service, ...(payload.additionalServices ?? [])].filter((id): id is string => Boolean(id));
  const named = await serviceTitles(ids);
  if (ids.some((id) => !named.has(id))) throw new ValidationError("Choose a service from the price list.", { service: "Unknown service" });
  if (input.kind === "add_service" || input.kind === "remove_service") {
    const day = bookedDay(row, payload.date!)!;
    const has = day.additionalServiceIds.includes(payload.service!) || day.serviceId === payload.service;
    if (input.kind === "add_service" && has) throw new ConflictError(`${named.get(payload.service!)!.title} is already booked on ${weekdayOf(payload.date!)}.`);
    if (input.kind === "remove_service" && !day.additionalServiceIds.includes(payload.service!)) {
      throw new ValidationError(`Choose one of the extras booked on ${weekdayOf(payload.date!)} (to drop the day's main service, ask the studio by phone).`, { service: "Not an extra of that day" });
    }
  }
}

/** A new day or extra that fits without moving anyone: the day is not full (an extra never moves anyone). */
async function fitsAtOnce(row: BookingRow, input: ChangeRequestInput, now: Date): Promise<boolean> {
  if (!AT_ONCE_KINDS.includes(input.kind)) return false;
  if (input.kind !== "add_day") return true;
  const states = await daysCapacity(row.eventId, [input.payload.date], now).catch(() => []);
  return states.some((d) => d.date === input.payload.date && d.state !== "full");
}

/** The booking's schedule as it stands, in Edit Booking's save shape: a save that moves nothing. */
const unchangedSchedule = (row: BookingRow) => updateMovingSlots(row, new Map());

/**
 * Applies the change inside `tx` and saves the booking through Edit Booking's save (availability, chairs,
 * clashes and the rest refuse it there; the caller's transaction then rolls back whole).
 */
async function applyChange(tx: Db, request: Pick<BookingChangeRequest, "kind" | "payload" | "bookingId">, actor: Actor | null, now: Date): Promise<BookingRow> {
  const row = await loadBooking(request.bookingId, tx);
  const titles = async (ids: string[]) => {
    const named = await serviceTitles(ids, tx);
    const missing = ids.find((id) => !named.has(id));
    if (missing) throw new ConflictError("A service of this request is no longer on the price list.");
    return named;
  };
  switch (request.kind) {
    case "add_day": {
      const p = payloadOf({ kind: "add_day", payload: request.payload });
      if (bookedDay(row, p.date)) throw new ConflictError(`The booking already includes ${weekdayOf(p.date)}.`);
      if (!datesBetween(toDateOnly(row.event.eventStartDate), toDateOnly(row.event.eventEndDate)).includes(p.date)) throw new ConflictError(`${weekdayOf(p.date)} is no longer a day of ${row.event.eventName}.`);
      const named = await titles([p.service, ...p.additionalServices]);
      await tx.bookingDay.create({
        data: {
          bookingId: row.id,
          position: Math.max(-1, ...row.days.map((d) => d.position)) + 1,
          date: fromDateOnly(p.date),
          serviceId: p.service,
          serviceTitle: named.get(p.service)!.title,
          danceStyles: p.danceStyle.map(toDbDanceStyle),
          additionalServiceIds: p.additionalServices,
          additionalServiceTitles: p.additionalServices.map((id) => named.get(id)!.title),
        },
      });
      const grown = await loadBooking(row.id, tx);
      return updateBooking(row.id, unchangedSchedule(grown), now, actor, grown, tx);
    }
    case "add_service":
    case "remove_service": {
      const p = payloadOf({ kind: "add_service", payload: request.payload });
      const day = bookedDay(row, p.date);
      if (!day) throw new ConflictError(`The booking no longer includes ${weekdayOf(p.date)}.`);
      const named = await titles([p.service]);
      const ids = request.kind === "add_service" ? [...new Set([...day.additionalServiceIds, p.service])] : day.additionalServiceIds.filter((id) => id !== p.service);
      const kept = day.additionalServiceIds.map((id, i) => [id, day.additionalServiceTitles[i] ?? ""] as const);
      const titleOf = (id: string) => kept.find(([k]) => k === id)?.[1] || named.get(id)?.title || "";
      await tx.bookingDay.update({ where: { id: day.id }, data: { additionalServiceIds: ids, additionalServiceTitles: ids.map(titleOf) } });
      const changed = await loadBooking(row.id, tx);
      return updateBooking(row.id, unchangedSchedule(changed), now, actor, changed, tx);
    }
    case "other_time": {
      const p = payloadOf({ kind: "other_time", payload: request.payload });
      const day = bookedDay(row, p.date);
      const timed = (day?.schedules ?? []).filter((s) => s.startAt && s.endAt).sort((a, b) => a.startAt!.getTime() - b.startAt!.getTime());
      if (!timed.length) throw new ConflictError(`${weekdayOf(p.date)} has no times yet: give it times in Assign Booking, then accept.`);
      const shift = zonedInstant(p.date, p.time, row.event.timeZone).getTime() - timed[0].startAt!.getTime();
      const moves = new Map(timed.map((s) => [s.id, { start: new Date(s.startAt!.getTime() + shift), end: new Date(s.endAt!.getTime() + shift) }]));
      return updateBooking(row.id, updateMovingSlots(row, moves), now, actor, row, tx);
    }
    case "other_stylist": {
      const p = payloadOf({ kind: "other_stylist", payload: request.payload });
      const day = bookedDay(row, p.date);
      if (!day?.schedules.length) throw new ConflictError(`${weekdayOf(p.date)} has no appointments yet: assign them in Assign Booking, then accept.`);
      const wanted = p.stylist.toLowerCase().replace(/\s+/g, " ");
      const staff = await tx.user.findMany({ where: { accountStatus: "active" }, select: { id: true, firstName: true, lastName: true } });
      const matches = staff.filter((u) => u.firstName.toLowerCase() === wanted || `${u.firstName} ${u.lastName}`.toLowerCase() === wanted);
      if (matches.length !== 1) throw new ConflictError(`${matches.length ? "More than one" : "No"} stylist is named "${p.stylist}": assign the stylist in Assign Booking, then accept.`);
      const update = unchangedSchedule(row);
      const index = row.days.indexOf(day);
      update.dayDetails[index].schedules = update.dayDetails[index].schedules.map((s) => ({ ...s, assignedUser: { _id: matches[0].id } }));
      return updateBooking(row.id, update, now, actor, row, tx);
    }
    case "level_styles": {
      const p = payloadOf({ kind: "level_styles", payload: request.payload });
      if (p.danceLevel) await tx.booking.update({ where: { id: row.id }, data: { danceLevel: toDbDanceLevel(p.danceLevel) } });
      if (p.danceStyle?.length) await tx.bookingDay.updateMany({ where: { bookingId: row.id }, data: { danceStyles: p.danceStyle.map(toDbDanceStyle) } });
      const changed = await loadBooking(row.id, tx);
      return updateBooking(row.id, unchangedSchedule(changed), now, actor, changed, tx);
    }
  }
}

/** Queues, in `tx`, the family's email and (where she agreed to texts) text about the answer: one of each per request. */
async function tellFamily(tx: Db, request: BookingChangeRequest, row: BookingRow, outcome: ChangeOutcome): Promise<void> {
  const parts = await partsOf(row, request.kind, request.payload);
  const notice = {
    outcome,
    greeting: greetingName(row),
    dancer: row.firstName,
    competition: row.event.eventName,
    asked: `${row.firstName} asked ${changeWording(request.kind, parts)}`,
    decisionNote: request.decisionNote,
    url: bookingLinkUrl(await issueBookingLink(tx, row)),
  };
  const kind = `booking-change-${outcome}`;
  await enqueueEmail({ kind, entityId: request.id, bookingId: row.id, to: row.email, replyTo: studio.email, ...changeNoticeEmail(notice) }, tx);
  const to = await bookingTextNumber(tx, row);
  if (to) await enqueueText({ kind: `${kind}-text`, to, body: changeNoticeText(notice), bookingId: row.id, clientId: row.clientId ?? undefined, idempotencyKey: `${kind}-text:${request.id}` }, tx);
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/**
 * The family asks for a change on `row` (already authorised by its private link or her session). One request
 * of each kind waits at a time (409). With the studio's setting on, a day or an extra that fits is applied at
 * once; when the save refuses it, the request waits for the desk like any other.
 */
export async function askForChange(row: BookingRow, input: ChangeRequestInput, now = new Date()): Promise<ChangeRequestAnswer> {
  const today = studioToday(now);
  await refuseUnfitRequest(row, input, today);
  let request: BookingChangeRequest;
  try {
    request = await prisma.bookingChangeRequest.create({ data: { bookingId: row.id, kind: input.kind, pendingKind: input.kind, payload: input.payload, note: input.note, createdAt: now } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(CHANGE_ALREADY_ASKED);
    throw error;
  }
  if ((await getCalendarSettings()).applyFittingChangesAtOnce && (await fitsAtOnce(row, input, now))) {
    const applied = await decide(row.id, request.id, "applied", null, "", now).catch((error: unknown) => {
      if (error instanceof ConflictError || error instanceof ValidationError) return null; // the desk decides
      throw error;
    });
    if (applied) return { request: applied, applied: true, message: CHANGE_DONE };
  }
  return { request: await toDto(request, row), applied: false, message: CHANGE_SENT };
}

/** From the private page: the link is the credential (a bad link → 404). */
export async function askForChangeByLink(token: string, input: ChangeRequestInput, now = new Date()): Promise<ChangeRequestAnswer> {
  return askForChange(await requireBookingByLink(token, now), input, now);
}

/** From the family page: another address's booking is a 404. */
export async function askForChangeByFamily(contact: FamilyContact, bookingId: string, input: ChangeRequestInput, now = new Date()): Promise<ChangeRequestAnswer> {
  return askForChange(await requireFamilyBooking(contact, bookingId), input, now);
}

/** Accepted or applied: the change is saved through Edit Booking's save; declined: nothing changes. The family is told in the same transaction. */
async function decide(bookingId: string, requestId: string, outcome: ChangeOutcome, actor: Actor | null, note: string, now: Date): Promise<ChangeRequestDto> {
  const saved = await prisma.$transaction(async (tx) => {
    const decision = { status: outcome, pendingKind: null, decidedAt: now, decidedById: actor?.id ?? null, decidedByName: actor ? actorName(actor) : "", decisionNote: note };
    // Claims the request: a second answer (another tab, a double click) finds it answered.
    const { count } = await tx.bookingChangeRequest.updateMany({ where: { id: requestId, bookingId, status: "pending" }, data: decision });
    if (count === 0) {
      const exists = await tx.bookingChangeRequest.count({ where: { id: requestId, bookingId } });
      throw exists ? new ConflictError(CHANGE_NOT_PENDING) : new NotFoundError("Change request not found");
    }
    const request = await tx.bookingChangeRequest.findUniqueOrThrow({ where: { id: requestId } });
    const row = outcome === "declined" ? await loadBooking(request.bookingId, tx) : await applyChange(tx, request, actor, now);
    await tellFamily(tx, request, row, outcome);
    return { request, row };
  }, TX_OPTIONS);
  return toDto(saved.request, saved.row);
}

/** The desk accepts: the change goes through Edit Booking's save; a guard's refusal (409/400) leaves it waiting. */
export const acceptChangeRequest = (bookingId: string, requestId: string, actor: Actor, now = new Date()) => decide(bookingId, requestId, "accepted", actor, "", now);

/** The desk declines, with an optional note the family reads. */
export const declineChangeRequest = (bookingId: string, requestId: string, actor: Actor, note: string, now = new Date()) => decide(bookingId, requestId, "declined", actor, note, now);

/** A booking's requests, newest first (Edit Booking's panel and the booking's pages). */
export async function changeRequestsOfBooking(bookingId: string): Promise<ChangeRequestDto[]> {
  const row = await prisma.booking.findUnique({ where: { id: bookingId }, select: { firstName: true, lastName: true, event: true } });
  if (!row) return [];
  const requests = await prisma.bookingChangeRequest.findMany({ where: { bookingId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 50 });
  return Promise.all(requests.map((r) => toDto(r, row)));
}

/** What needs doing: the waiting requests of live bookings, oldest first (`limit` named, all counted). */
export async function pendingChangeRequests(limit = 5): Promise<{ count: number; oldest: ChangeRequestDto[] }> {
  const where = { status: "pending" as const, booking: { deletedAt: null, cancelledAt: null } };
  const [count, rows] = await Promise.all([
    prisma.bookingChangeRequest.count({ where }),
    prisma.bookingChangeRequest.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: limit, include: { booking: { select: { firstName: true, lastName: true, event: true } } } }),
  ]);
  return { count, oldest: await Promise.all(rows.map(({ booking, ...r }) => toDto(r, booking))) };
}


/** "Ask for a change" on one booking: null for a cancelled or past booking (nothing to change). */
export async function changeFormOptions(bookingId: string, now = new Date()): Promise<ChangeFormOptions | null> {
  const row = await prisma.booking.findFirst({ where: { id: bookingId, deletedAt: null, cancelledAt: null }, include: bookingInclude });
  if (!row) return null;
  const today = studioToday(now);
  const booked = (row as BookingRow).days.filter((d) => toDateOnly(d.date) >= today);
  if (!booked.length) return null;
  const catalogue = await prisma.service.findMany({ where: { deletedAt: null }, orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, title: true, category: true } });
  const option = (s: { id: string; title: string }) => ({ id: s.id, title: displayText(s.title) });
  const label = (date: string) => formatDay(localDay(date), "EEEE, MMMM d");
  const bookedDates = new Set(row.days.map((d) => toDateOnly(d.date)));
  return {
    bookingId: row.id,
    bookedDays: booked.map((d) => ({ date: toDateOnly(d.date), label: label(toDateOnly(d.date)), extras: d.additionalServiceIds.map((id, i) => ({ id, title: displayText(d.additionalServiceTitles[i] ?? "") })) })),
    otherDays: datesBetween(toDateOnly(row.event.eventStartDate), toDateOnly(row.event.eventEndDate)).filter((d) => d >= today && !bookedDates.has(d)).map((date) => ({ date, label: label(date) })),
    services: catalogue.filter((s) => s.category !== "Additional").map(option),
    addable: [...catalogue.filter((s) => s.category === "Additional"), ...catalogue.filter((s) => s.category !== "Additional")].map(option),
    zoneLabel: timeZoneLabel(row.event.timeZone),
    requests: await changeRequestsOfBooking(row.id),
  };
}
