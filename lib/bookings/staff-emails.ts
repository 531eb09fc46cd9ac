// Customer emails staff send by hand — a resent receipt, a fresh private link after revoking the old
// ones — each recorded with who asked (BookingStaffEmail, shown on Edit Booking) and limited per
// booking and per staff member per day, so the studio's name cannot be used as an email relay.
import "server-only";
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { emailIdempotencyKey, enqueueEmail } from "@/lib/notify";
import { emailBouncesFor } from "./email-bounces";
import { ConflictError, NotFoundError, TooManyRequestsError } from "@/lib/errors";
import { bookingLinkUrl, issueBookingLink, revokeBookingLinks } from "@/lib/auth";
import { bookingInclude, toBookingDto, type BookingRow } from "./dto";
import { bookingNewLinkEmail, bookingReceiptEmail } from "@/lib/notify/templates/bookings/request";
import type { BookingStaffEmailDto, StaffEmailKind } from "./staff-emails-dto";

/** Hand-sent customer emails (receipts and fresh links together) one booking may get in 24 hours. */
export const STAFF_EMAILS_PER_BOOKING_PER_DAY = 3;
/** Hand-sent customer emails one staff member may send in 24 hours, over every booking. */
export const STAFF_EMAILS_PER_USER_PER_DAY = 20;
const DAY_MS = 86_400_000;
const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

export const RESEND_NOT_NEEDED =
  "The receipt reached this address. A receipt is resent only after an email bounced or the address was corrected; to replace the customer's link, use Revoke the customer's links.";

type Actor = Pick<User, "id" | "firstName" | "lastName">;

async function loadLiveBooking(id: string, db: Prisma.TransactionClient | typeof prisma = prisma): Promise<BookingRow> {
  const row = await db.booking.findFirst({ where: { id, deletedAt: null }, include: bookingInclude });
  if (!row) throw new NotFoundError("Booking not found");
  return row as BookingRow;
}

/** Refuses (429) a hand-sent email beyond the per-booking or per-user daily limit; callers hold both locks. */
async function refuseOverLimit(tx: Prisma.TransactionClient, bookingId: string, actor: Actor, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const [forBooking, byUser] = await Promise.all([
    tx.bookingStaffEmail.findMany({ where: { bookingId, createdAt: { gt: since } }, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
    tx.bookingStaffEmail.findMany({ where: { requestedById: actor.id, createdAt: { gt: since } }, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
  ]);
  const retryAfter = (rows: { createdAt: Date }[]) => Math.max(1, Math.ceil((rows[0].createdAt.getTime() + DAY_MS - now.getTime()) / 1000));
  if (forBooking.length >= STAFF_EMAILS_PER_BOOKING_PER_DAY) {
    throw new TooManyRequestsError(`This booking has had ${STAFF_EMAILS_PER_BOOKING_PER_DAY} emails sent by hand in the last 24 hours. Please call the customer instead.`, retryAfter(forBooking));
  }
  if (byUser.length >= STAFF_EMAILS_PER_USER_PER_DAY) {
    throw new TooManyRequestsError(`You have sent ${STAFF_EMAILS_PER_USER_PER_DAY} customer emails by hand in the last 24 hours. Please try again tomorrow.`, retryAfter(byUser));
  }
}

/**
 * One hand-sent customer email with a new private link, under the booking's and the sender's locks:
 * limits checked, `before` run (e.g. revoking the old links), link issued, email queued and recorded
 * in one transaction. A key already used answers the first email (nothing new is written).
 */
async function sendByStaff(
  bookingId: string,
  actor: Actor,
  kind: StaffEmailKind,
  outbox: { kind: string; entityId: string },
  compose: (row: BookingRow, linkUrl: string) => { subject: string; html: string; text: string },
  now: Date,
  before?: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<{ emailId: string; created: boolean; to: string }> {
  const existing = await prisma.emailMessage.findUnique({ where: { idempotencyKey: emailIdempotencyKey(outbox.kind, outbox.entityId) }, select: { id: true, to: true } });
  if (existing) return { emailId: existing.id, created: false, to: existing.to };
  const result = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${bookingId}`}))`;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff-emails:${actor.id}`}))`;
    await refuseOverLimit(tx, bookingId, actor, now);
    await before?.(tx);
    const row = await loadLiveBooking(bookingId, tx);
    const token = await issueBookingLink(tx, row);
    const email = await enqueueEmail({ ...outbox, to: row.email, ...compose(row, bookingLinkUrl(token)) }, tx);
    if (!email.created) throw new ConflictError("This email has just been sent.");
    await tx.bookingStaffEmail.create({
      data: { bookingId, requestedById: actor.id, requestedByName: `${actor.firstName} ${actor.lastName}`.trim(), kind, to: row.email, emailId: email.id, createdAt: now },
    });
    return { emailId: email.id, created: true, to: row.email };
  }, TX_OPTIONS);
  return result;
}

/**
 * The receipt again, to the booking's current address, once per address — only when the latest
 * receipt or confirmation bounced or the address was corrected since it was sent (409 otherwise).
 */
export async function resendReceiptByStaff(bookingId: string, actor: Actor, now = new Date()): Promise<{ emailId: string; created: boolean; to: string }> {
  const row = await loadLiveBooking(bookingId);
  // Outbox keys are `<kind>/<bookingId>[/…]` (as emailBouncesFor reads them).
  const latestCustomerEmail = await prisma.emailMessage.findFirst({
    where: {
      OR: ["booking-receipt", "booking-confirmation"].flatMap((kind) => [{ idempotencyKey: `${kind}/${bookingId}` }, { idempotencyKey: { startsWith: `${kind}/${bookingId}/` } }]),
    },
    orderBy: { createdAt: "desc" },
    select: { to: true },
  });
  const corrected = !latestCustomerEmail || latestCustomerEmail.to.toLowerCase() !== row.email.toLowerCase();
  const bounced = (await emailBouncesFor([bookingId])).has(bookingId);
  if (!corrected && !bounced) throw new ConflictError(RESEND_NOT_NEEDED);
  const addressKey = createHash("sha256").update(row.email.toLowerCase()).digest("hex").slice(0, 12);
  return sendByStaff(bookingId, actor, "receipt", { kind: "booking-receipt", entityId: `${bookingId}/to-${addressKey}` }, (current, linkUrl) => bookingReceiptEmail(toBookingDto(current), linkUrl), now);
}

/**
 * Staff revoke every private link of a booking (a forwarded or misdirected email); with `sendFreshLink`
 * the customer's current address gets a new one in the same transaction (counted like a resend).
 */
export async function revokeCustomerLinks(bookingId: string, options: { sendFreshLink: boolean }, actor: Actor, now = new Date()): Promise<{ revoked: number; sentTo: string | null }> {
  await loadLiveBooking(bookingId);
  if (!options.sendFreshLink) return { revoked: await revokeBookingLinks(bookingId, now), sentTo: null };
  let revoked = 0;
  const { to } = await sendByStaff(bookingId, actor, "fresh-link", { kind: "booking-new-link", entityId: `${bookingId}/${now.getTime().toString(36)}` }, (row, linkUrl) => bookingNewLinkEmail(toBookingDto(row), linkUrl), now, async (tx) => {
    revoked = await revokeBookingLinks(bookingId, now, tx);
  });
  return { revoked, sentTo: to };
}

/** Edit Booking's record of hand-sent customer emails, newest first, with what the outbox did with each. */
export async function listStaffEmails(bookingId: string): Promise<BookingStaffEmailDto[]> {
  const rows = await prisma.bookingStaffEmail.findMany({ where: { bookingId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 50 });
  const emails = await prisma.emailMessage.findMany({ where: { id: { in: rows.map((r) => r.emailId) } }, select: { id: true, status: true, deliveryStatus: true } });
  const byId = new Map(emails.map((e) => [e.id, e]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as StaffEmailKind,
    to: r.to,
    requestedBy: r.requestedByName,
    sentAt: r.createdAt.toISOString(),
    status: byId.get(r.emailId)?.deliveryStatus ?? byId.get(r.emailId)?.status ?? "unknown",
  }));
}
