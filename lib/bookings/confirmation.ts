// The customer's confirmation (with its calendar file and a private link), first or updated.
import "server-only";
import { createHash } from "node:crypto";
import { decode } from "html-entities";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readEditablePage } from "@/lib/content";
import { emailIdempotencyKey, enqueueEmail, holdWaitingEmail, rewriteHeldEmail, type EnqueueEmailInput } from "@/lib/notify";
import { ConflictError, DomainError } from "@/lib/errors";
import { formatDay, localDay } from "@/lib/time";
import { depositSummary } from "@/lib/payments";
import { formatMoney } from "@/lib/payments/dto";
import { bookingLinkUrl, issueBookingLink } from "@/lib/auth";
import { confirmedSlotsOf, slotDaysOf, toBookingDto, type BookingRow, type SlotAsSent } from "./dto";
import { loadListedServices } from "./slot-recount";
import { daysMissingSlots } from "./slots";
import { confirmationUpdateOf } from "./confirmation-changes";
import { bookingConfirmationEmail, type ConfirmationDeposit, type ConfirmationUpdateView } from "@/lib/notify/templates/bookings/confirmation";
import { readCustomerMoney } from "./customer-money";
import { buildBookingIcs, icsSlotsOf } from "./ics";
import { EMAIL_NOT_SENT_MESSAGE as EMAIL_NOT_SENT } from "./messages";
import { loadBooking, TX_OPTIONS } from "./read";
import { replanBookingReminders } from "./reminders";
import { queueUpdatedConfirmationText } from "@/lib/notify/templates/bookings/texts";
import { CANCELLED_IS_READ_ONLY } from "./update";

const stripHtml = (html: string) => decode(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();

/** The deposit the confirmation states (read after confirmedAt is set: the due date counts from it); none when deposits are off. */
async function confirmationDeposit(id: string, now: Date, tx: Prisma.TransactionClient): Promise<ConfirmationDeposit | undefined> {
  const summary = await depositSummary(id, now, tx);
  if (summary.amountCents <= 0) return undefined;
  return {
    owed: formatMoney(Math.max(0, summary.amountCents - summary.paidCents), summary.currency),
    paid: formatMoney(summary.paidCents, summary.currency),
    dueDate: summary.dueDate,
    isPaid: summary.state === "paid",
  };
}

/** What changed since the last confirmation, with the first names of the stylists it named; null for a first confirmation. */
async function confirmationUpdate(row: BookingRow, schedules: SlotAsSent[], tx: Prisma.TransactionClient): Promise<ConfirmationUpdateView | null> {
  const update = confirmationUpdateOf(row, schedules);
  if (!update) return null;
  const ids = [...update.changes.values()].flatMap((c) => (c.kind === "changed" && c.stylistChanged && c.was.assignedUserId ? [c.was.assignedUserId] : []));
  const users = ids.length ? await tx.user.findMany({ where: { id: { in: ids } }, select: { id: true, firstName: true } }) : [];
  return { ...update, stylistNames: Object.fromEntries(users.map((u) => [u.id, u.firstName])) };
}

/** The customer's confirmation, first or updated (its outbox kind). */
const CONFIRMATION_KIND = "booking-confirmation";

export interface ConfirmationTiming {
  /** Not sent before this instant (default: at once): a day-of change waits for the next one of the same booking. */
  dueAt?: Date;
}

/**
 * Queues the customer's confirmation with an .ics; refused until every slot is scheduled. An updated
 * confirmation still waiting for its time (a batch of day-of changes) is rewritten with the newest times
 * rather than joined by another email: the changes it lists are against what the customer was last sent.
 */
export async function queueBookingConfirmation(id: string, now = new Date(), { dueAt }: ConfirmationTiming = {}): Promise<{ emailId: string; created: boolean }> {
  const row = await loadBooking(id);
  if (row.cancelledAt) throw new ConflictError(CANCELLED_IS_READ_ONLY);
  const booking = toBookingDto(row);
  const schedules = row.days.flatMap((d) => d.schedules);
  if (!row.isAssigned || schedules.length === 0 || !schedules.every((s) => s.assignedUserId && s.startAt && s.endAt)) {
    // The specification's message, and which days still lack a time (a two-day booking planned one day at a time).
    const missing = daysMissingSlots(slotDaysOf(row.days, row.event.timeZone), await loadListedServices(prisma));
    throw new DomainError(EMAIL_NOT_SENT, 400, undefined, { missingDays: missing.map((date) => ({ date, label: formatDay(localDay(date), "EEEE, MMMM d") })) });
  }
  const page = await readEditablePage("page_services").catch(() => ({}) as Record<string, string>);
  const policies = { booking: stripHtml(page.servicesBookingPolicy ?? ""), cancellation: stripHtml(page.servicesCancellationPolicy ?? "") };
  // Same schedule → same key (a double click sends once); a changed schedule → a new email.
  // The recipient is part of it: after staff correct a bounced address, sending again reaches the new one.
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([row.email, ...schedules.map((s) => [s.id, s.sequence, s.assignedUserId, s.startAt?.toISOString(), s.endAt?.toISOString()])]))
    .digest("hex")
    .slice(0, 16);
  const entityId = `${id}/${fingerprint}`;
  const existing = await prisma.emailMessage.findUnique({ where: { idempotencyKey: emailIdempotencyKey(CONFIRMATION_KIND, entityId) }, select: { id: true } });
  if (existing) return { emailId: existing.id, created: false };
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking:${id}`}))`;
    const waiting = await holdWaitingEmail(tx, id, CONFIRMATION_KIND, now);
    // What the customer was last sent, read before this confirmation overwrites it: with one still
    // waiting, what she had before that one (its times never reached her).
    const sent = await tx.booking.findUniqueOrThrow({ where: { id }, select: { confirmedAt: true, confirmedSlots: true, confirmationBase: true } });
    const before = sent.confirmedAt ? (sent.confirmedSlots ?? "") : "";
    const base = waiting && sent.confirmationBase !== null ? sent.confirmationBase : before;
    const update = await confirmationUpdate({ ...row, confirmedAt: sent.confirmedAt, confirmedSlots: base }, schedules, tx);
    await tx.booking.update({ where: { id }, data: { confirmedAt: now, confirmedSlots: confirmedSlotsOf(schedules), confirmationBase: base } });
    await replanBookingReminders(tx, id, now);
    // Times changed since she was last sent them: the dancer who agreed to texts is texted as well (its own private link).
    await queueUpdatedConfirmationText(tx, row, update ? { slots: schedules, entityId, dueAt } : null, now);
    const money = await readCustomerMoney(id, now, tx);
    const ics = buildBookingIcs(icsSlotsOf(row), "PUBLISH", money);
    const email: EnqueueEmailInput = {
      kind: CONFIRMATION_KIND,
      entityId,
      bookingId: id,
      to: row.email,
      ...bookingConfirmationEmail(booking, policies, bookingLinkUrl(await issueBookingLink(tx, row)), await confirmationDeposit(id, now, tx), { money, update }),
      attachments: [{ filename: "appointments.ics", content: Buffer.from(ics).toString("base64"), contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
      // Queued to wait: both times on the caller's clock (a later change finds it still waiting by them).
      ...(dueAt ? { dueAt, createdAt: now } : {}),
    };
    const result = waiting ? await rewriteHeldEmail(tx, waiting, email, now) : await enqueueEmail(email, tx);
    return { emailId: result.id, created: result.created };
  }, TX_OPTIONS);
}
