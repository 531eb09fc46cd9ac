// A customer's booking request becomes a booking: checked against the catalogue, stored with its emails.
import "server-only";
import { randomBytes } from "node:crypto";
import { decode } from "html-entities";
import type { Event, Prisma } from "@/lib/generated/prisma/client";
import { claimedForDelivery, outboxRow, type EnqueueEmailInput } from "@/lib/notify";
import { prisma } from "@/lib/db/client";
import { studio } from "@/lib/env";
import { attributeBookingToInvitation, recordMarketingConsent } from "@/lib/invitations";
import { ValidationError } from "@/lib/errors";
import { fromDateOnly, studioToday, toDateOnly } from "@/lib/time";
import { phoneE164 } from "@/lib/text/phone-number";
import { bookingLinkUrl, newBookingLink } from "@/lib/auth";
import { actorName, type Actor } from "@/lib/auth/dto";
import { toDbChannel, type BookingChannelName } from "./constants";
import { toDbDanceLevel, toDbDanceStyle } from "./constants";
import { toBookingDto, type BookingDto, type BookingRow } from "./dto";
import { bookingReceiptEmail, bookingStudioNoticeEmail } from "@/lib/notify/templates/bookings/request";
import type { BookingRequest } from "./schema";
import { countSlots } from "./slots";
import { refuseUnstaffedEveningBefore } from "./evening-before";
import { catalogueFromRow, catalogueSql, insertBooking, readCatalogue, readCatalogueRow, type CatalogueRow, type CatalogueService } from "./sql";

/** The services a request names (its days' services and extras), once each. */
const requestedServiceIds = (request: BookingRequest) => [...new Set(request.dayDetails.flatMap((d) => [d.services, ...d.additionalServices]))];

/** The catalogue read a request needs, for a caller that sends it in a statement of its own (the Idempotency-Key claim's). */
export const bookingCatalogueSql = (request: BookingRequest) => catalogueSql(request.competition, requestedServiceIds(request));
/** The same row in a statement of its own (a request without an Idempotency-Key). */
export const readBookingCatalogue = (request: BookingRequest) => readCatalogueRow(request.competition, requestedServiceIds(request));

/** The truths only the server knows; throws ValidationError with field messages. */
async function checkAgainstCatalogue(request: BookingRequest, now: Date, read?: CatalogueRow) {
  const fields: Record<string, string> = {};
  const { event, services, listed } = read ? catalogueFromRow(read) : await readCatalogue(request.competition, requestedServiceIds(request));
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
  if (request.textConsent && !phoneE164(request.phoneNumber)) fields.phoneNumber = PHONE_CANNOT_TEXT;
  if (Object.keys(fields).length) throw new ValidationError("Please check the highlighted fields.", fields);
  await refuseUnstaffedEveningBefore(event.id, request.dayDetails.flatMap((d, i) => (d.hairEveningBefore ? [{ date: d.date, field: `dayDetails.${i}.hairEveningBefore` }] : [])));
  return { event, byId, listed };
}

export const PHONE_CANNOT_TEXT = "This number cannot receive texts. Check it, or untick “Text me about my appointments”.";

/** A collision-resistant row id in the shape of Prisma's cuid() (25 lowercase characters starting with "c"). */
export function newRowId(): string {
  return `c${Date.now().toString(36).padStart(8, "0")}${randomBytes(8).toString("hex")}`;
}

/**
 * Stores a booking request: the booking, its days, its private link and its two outbox emails in one
 * SQL statement (`insertBooking`); `commitWith` adds a statement of the caller's to it (the public
 * submission's Idempotency-Key answer), so neither is ever stored without the other. The ORM version (a
 * transaction with eleven queries, each compiled by Prisma's query compiler) cost most of the ~27 ms of
 * CPU a booking took (docs/BENCHMARKS.md); the row is built here from what is inserted, not read back.
 */
export async function createBooking(request: BookingRequest, now = new Date(), options: CreateOptions = {}): Promise<BookingDto> {
  const { event, byId, listed } = await checkAgainstCatalogue(request, now, options.catalogue);
  const { slots: slotCount } = countSlots(request.dayDetails.map((day) => ({ date: day.date, services: { title: byId.get(day.services)!.title }, schedules: [] })), listed);
  const at = new Date(); // stored times are the real clock's, as the database's now() was (`now` may be a test's)
  const row = newBookingRow(request, event, byId, slotCount, at, options);
  const dto = toBookingDto(row);
  const link = newBookingLink(row);
  const send = options.emails ?? ["booking-receipt", "booking-studio-notice"];
  const emails: EnqueueEmailInput[] = [];
  const dueAt = options.holdEmailsUntil;
  // Delivered right after the response, stored already claimed for it (no claim statement); null outside a request.
  const delivery = !dueAt && send.length ? claimedForDelivery() : null;
  if (send.includes("booking-receipt")) emails.push({ kind: "booking-receipt", entityId: row.id, bookingId: row.id, to: row.email, dueAt, ...bookingReceiptEmail(dto, bookingLinkUrl(link.token)) });
  if (send.includes("booking-studio-notice")) emails.push({ kind: "booking-studio-notice", entityId: row.id, bookingId: row.id, to: studio.email, replyTo: row.email, dueAt, ...bookingStudioNoticeEmail(dto) });
  const outbox = emails.map((e) => ({ id: newRowId(), ...outboxRow(e), ...delivery?.claim }));
  const storedDays = await insertBooking(
    {
      ...row,
      danceLevel: request.danceLevel,
      channel: row.channel,
      slotCount,
      at,
      days: row.days.map((d, i) => ({
        id: d.id,
        position: d.position,
        date: toDateOnly(d.date),
        serviceId: d.serviceId,
        serviceTitle: d.serviceTitle,
        danceStyles: request.dayDetails[i].danceStyle,
        additionalServiceIds: d.additionalServiceIds,
        additionalServiceTitles: d.additionalServiceTitles,
        hairEveningBefore: d.hairEveningBefore,
      })),
      link: { id: newRowId(), tokenHash: link.tokenHash, expiresAt: link.expiresAt },
      outbox,
    },
    options.commitWith?.(dto) ?? null,
  ).catch((error) => {
    delivery?.stored([]);
    throw error;
  });
  if (storedDays !== row.days.length) {
    delivery?.stored([]);
    throw new Error("The booking was not stored completely.");
  }
  delivery?.stored(outbox);
  if (request.marketingConsent || request.invitation) await recordInvitationChoices(row.id, request, options.channel ?? "web");
  return dto;
}

/**
 * After the booking is stored: "Tell me about new competitions" on her client (ticked only; unticked changes
 * nothing), and the invitation the form was opened from. The booking stands whatever happens here.
 */
async function recordInvitationChoices(bookingId: string, request: BookingRequest, channel: BookingChannelName): Promise<void> {
  try {
    if (request.invitation) await attributeBookingToInvitation(bookingId, request.invitation);
    if (!request.marketingConsent) return;
    const booking = await prisma.booking.findUnique({ where: { id: bookingId }, select: { clientId: true } });
    if (booking?.clientId) await recordMarketingConsent(booking.clientId, true, channel === "web" ? "booking_form" : "staff");
  } catch (error) {
    console.error(`[bookings] invitation choices of ${bookingId} not recorded: ${(error as Error).message}`);
  }
}

/** How a booking came in: the public form, or the desk on the customer's behalf. */
export interface CreateOptions {
  /** The catalogue row of `bookingCatalogueSql(request)`, already read by the caller (in the Idempotency-Key claim's statement). */
  catalogue?: CatalogueRow;
  /** A statement of the caller's committed with the booking (the public submission's Idempotency-Key answer). */
  commitWith?: (booking: BookingDto) => Prisma.Sql;
  /** "web" unless staff entered it. */
  channel?: BookingChannelName;
  /** The staff member who entered it (desk bookings). */
  enteredBy?: Actor | null;
  /** Which of the two creation emails to queue (default both: the customer's receipt and the studio's notice). */
  emails?: ("booking-receipt" | "booking-studio-notice")[];
  /** Queue the emails to go no earlier than this (the desk releases them once the slots are saved). */
  holdEmailsUntil?: Date;
}

/** The stored row a request becomes, before any staff work: no schedules, nothing confirmed. */
function newBookingRow(request: BookingRequest, event: Event, byId: Map<string, CatalogueService>, slotCount: number, at: Date, options: CreateOptions): BookingRow {
  const bookingId = newRowId();
  return {
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
    phoneE164: phoneE164(request.phoneNumber),
    textConsent: Boolean(request.textConsent),
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
    confirmationBase: null,
    cancelledAt: null,
    cancellationReason: "",
    heatChangedAt: null,
    deletedAt: null,
    createdAt: at,
    updatedAt: at,
    channel: toDbChannel(options.channel ?? "web"),
    enteredById: options.enteredBy?.id ?? null,
    enteredByName: options.enteredBy ? actorName(options.enteredBy) : "",
    invitationId: null, // attributed after the insert (lib/invitations)
    clientId: null, // set by the insert (./client-link.ts); the DTO does not carry it
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
      hairEveningBefore: day.hairEveningBefore,
      eveningHeatTime: null,
      heatTime: null,
      heatNote: "",
      heatUpdatedAt: null,
      heatLater: [],
      schedules: [],
    })),
  };
}
