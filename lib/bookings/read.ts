// Reading one booking: by id for staff screens, and as a given reader may see it.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getReadyBeforeHeatMinutes } from "@/lib/events";
import { emailBouncesFor, textFailuresFor } from "./email-bounces";
import { customerViewOf, type PermissionHolder } from "@/lib/auth";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { bookingInclude, toBookingDto, type BookingDto, type BookingRow, type BookingWithBounce } from "./dto";
import { projectBookingFor, type StaffBookingDto } from "./projection";

// Under a burst (or on the embedded single-process PGlite) transactions queue: wait rather than fail.
export const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

export async function loadBooking(id: string, db: Prisma.TransactionClient | typeof prisma = prisma): Promise<BookingRow> {
  const row = await db.booking.findFirst({ where: { id, deletedAt: null }, include: bookingInclude });
  if (!row) throw new NotFoundError("Booking not found");
  return row as BookingRow;
}

/** The live booking that holds slot `scheduleId` (My Calendar's drag names the slot only). */
export async function loadBookingOfSlot(scheduleId: string): Promise<BookingRow> {
  const row = await prisma.booking.findFirst({ where: { deletedAt: null, schedules: { some: { id: scheduleId } } }, include: bookingInclude });
  if (!row) throw new NotFoundError("This appointment no longer exists.");
  return row as BookingRow;
}

export async function getBooking(id: string): Promise<BookingDto> {
  const [row, readyBefore] = await Promise.all([loadBooking(id), getReadyBeforeHeatMinutes()]);
  return toBookingDto(row, readyBefore);
}

const UNASSIGNED_NEEDS_MANAGE_BOOKINGS = "Only staff who manage bookings can open an unassigned request.";

/**
 * One booking as `reader` may see it: an unassigned request (a customer's contact details that no
 * view_bookings screen shows) is manage_bookings business; an assigned one is also My Calendar's,
 * read through the staff projection (a stylist gets no email, phone, parent or message).
 */
export async function getBookingFor(reader: PermissionHolder, id: string): Promise<StaffBookingDto> {
  const view = customerViewOf(reader);
  const booking = await getBooking(id);
  if (!booking.isAssigned && view !== "desk") throw new ForbiddenError(UNASSIGNED_NEEDS_MANAGE_BOOKINGS);
  const [marked] = await withEmailBounces([booking]);
  return projectBookingFor(view, marked);
}

/** One booking for a desk screen (Edit Booking): every field, for a reader holding manage_bookings only. */
export async function getBookingForDesk(reader: PermissionHolder, id: string): Promise<BookingWithBounce> {
  if (customerViewOf(reader) !== "desk") throw new ForbiddenError(UNASSIGNED_NEEDS_MANAGE_BOOKINGS);
  const [marked] = await withEmailBounces([await getBooking(id)]);
  return projectBookingFor("desk", marked);
}

export async function withEmailBounces(bookings: BookingDto[]): Promise<BookingWithBounce[]> {
  const ids = bookings.map((b) => b._id);
  const [bounces, textFailures] = await Promise.all([emailBouncesFor(ids), textFailuresFor(ids)]);
  return bookings.map((b) => ({ ...b, emailBounce: bounces.get(b._id) ?? null, textFailure: textFailures.get(b._id) ?? null }));
}
