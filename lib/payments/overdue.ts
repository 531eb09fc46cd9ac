// The overdue deposit reminder, planned by the outbox tick from each booking's current state.
import "server-only";
import { prisma } from "@/lib/db/client";
import { emailIdempotencyKey, enqueueEmail } from "@/lib/notify";
import { bookingLinkUrl, issueBookingLink } from "@/lib/auth";
import { fromDateOnly, studioToday } from "@/lib/time";
import { depositOverdueEmail } from "@/lib/notify/templates/payments/overdue";
import { formatMoney } from "./deposit";
import type { DepositSummary } from "./dto";
import { getDepositSettings } from "./settings";
import { depositSummariesOf, lockBooking } from "./summaries";

export const DEPOSIT_OVERDUE_KIND = "deposit-overdue";

/** Live, confirmed bookings with a day still to come whose deposit is overdue (nothing when deposits are off). */
export async function overdueDeposits(now = new Date()): Promise<{ bookingId: string; summary: DepositSummary }[]> {
  const settings = await getDepositSettings();
  if (!settings.enabled) return [];
  const rows = await prisma.booking.findMany({
    where: { deletedAt: null, cancelledAt: null, confirmedAt: { not: null }, isAssigned: true, days: { some: { date: { gte: fromDateOnly(studioToday(now)) } } } },
    select: { id: true, confirmedAt: true, cancelledAt: true, days: { orderBy: { position: "asc" }, select: { date: true, serviceId: true, additionalServiceIds: true } } },
  });
  const summaries = await depositSummariesOf(rows, now);
  return [...summaries].filter(([, s]) => s.state === "overdue").map(([bookingId, summary]) => ({ bookingId, summary }));
}

/**
 * The overdue reminder: one email per booking and due date (the outbox key), the day after the due
 * date, with a fresh private link. Planned by the outbox tick from the booking's current state, so a
 * change of the booking (a new confirmation, a payment, a cancellation) is taken into account; staff
 * decide what happens to the hold — nothing is released automatically.
 */
export async function queueOverdueDepositReminders(now = new Date()): Promise<number> {
  let queued = 0;
  for (const { bookingId, summary } of await overdueDeposits(now)) {
    const entityId = `${bookingId}/${summary.dueDate}`;
    if (await prisma.emailMessage.findUnique({ where: { idempotencyKey: emailIdempotencyKey(DEPOSIT_OVERDUE_KIND, entityId) }, select: { id: true } })) continue;
    const created = await prisma.$transaction(async (tx) => {
      if (!(await lockBooking(tx, bookingId))) return false;
      const row = await tx.booking.findFirst({ where: { id: bookingId, deletedAt: null, cancelledAt: null }, select: { id: true, firstName: true, email: true, event: { select: { eventName: true } }, days: { select: { date: true } } } });
      if (!row) return false;
      const token = await issueBookingLink(tx, row);
      const owed = formatMoney(summary.amountCents - summary.paidCents, summary.currency);
      const email = depositOverdueEmail({ firstName: row.firstName, eventName: row.event.eventName, owed, dueDate: summary.dueDate!, link: bookingLinkUrl(token) });
      return (await enqueueEmail({ kind: DEPOSIT_OVERDUE_KIND, entityId, to: row.email, ...email }, tx)).created;
    });
    if (created) queued += 1;
  }
  return queued;
}
