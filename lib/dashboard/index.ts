// The admin home's "what needs doing": counts from the booking, change-request, contact, email and texts modules, only
// those the signed-in user's permissions cover (manage_bookings: requests, messages, emails, slots
// late for a heat and the next competition's bookings; manage_events alone: the next competition's dates).
import "server-only";
import { hasAnyPermission, type PermissionHolder } from "@/lib/auth";
import { countUpcomingBookingsWithBouncedEmail, nextCompetitionSummary, unassignedRequestsSummary } from "@/lib/bookings";
import { bookingsLateForHeat } from "@/lib/bookings/heat-times";
import { countOpenContactMessages } from "@/lib/contact";
import { countFailedEmails } from "@/lib/notify";
import { monthlyTextCount, unreadTextCount } from "@/lib/notify";
import { pendingChangeRequests } from "@/lib/change-requests";
import { prisma } from "@/lib/db/client";
import { studio } from "@/lib/env";
import { formatTimeIn, utcToZonedParts } from "@/lib/time";
import type { AdminWorkload } from "./dto";

/** The first timed slot of a competition's live bookings, in its zone (named when it is not the studio's). */
export async function firstAppointmentOf(eventId: string, studioZone = studio.timeZone): Promise<{ timeZone: string; firstAppointment: { date: string; time: string } | null }> {
  const [event, first] = await Promise.all([
    prisma.event.findUnique({ where: { id: eventId }, select: { timeZone: true } }),
    prisma.schedule.findFirst({
      where: { startAt: { not: null }, endAt: { not: null }, booking: { eventId, deletedAt: null, cancelledAt: null } },
      orderBy: [{ startAt: "asc" }, { id: "asc" }],
      select: { startAt: true },
    }),
  ]);
  const zone = event?.timeZone ?? studioZone;
  return { timeZone: zone, firstAppointment: first?.startAt ? { date: utcToZonedParts(first.startAt, zone).date, time: formatTimeIn(first.startAt, zone, studioZone) } : null };
}

/** How many late bookings the home names (soonest first); the rest are counted. */
const LATE_NAMED = 5;

/** Each part is null when the user may not see it; a failing count is left out rather than failing the page. */
export async function adminWorkload(user: PermissionHolder, now = new Date()): Promise<AdminWorkload> {
  const bookings = hasAnyPermission(user, ["manage_bookings"]);
  const events = bookings || hasAnyPermission(user, ["manage_events"]);
  const quietly = <T,>(work: () => Promise<T>): Promise<T | null> =>
    work().catch((error: unknown) => {
      console.error("Admin home: a count failed", error);
      return null;
    });
  const [unassigned, openMessages, failedEmails, bouncedBookings, next, late, unreadTexts, textsThisMonth, changes] = await Promise.all([
    bookings ? quietly(unassignedRequestsSummary) : null,
    bookings ? quietly(countOpenContactMessages) : null,
    bookings ? quietly(countFailedEmails) : null,
    bookings ? quietly(() => countUpcomingBookingsWithBouncedEmail(now)) : null,
    events ? quietly(() => nextCompetitionSummary(now)) : null,
    bookings ? quietly(() => bookingsLateForHeat(now)) : null,
    bookings ? quietly(unreadTextCount) : null,
    bookings ? quietly(() => monthlyTextCount(now)) : null,
    bookings ? quietly(() => pendingChangeRequests(LATE_NAMED)) : null,
  ]);
  const first = next ? await quietly(() => firstAppointmentOf(next.eventId)) : null;
  return {
    unassigned,
    openMessages,
    failedEmails,
    bouncedBookings,
    unreadTexts,
    textsThisMonth,
    changeRequests: changes ? { count: changes.count, oldest: changes.oldest.map((r) => ({ bookingId: r.bookingId, sentence: r.sentence, competition: r.competition })) } : null,
    lateForHeat: late ? { count: late.length, soonest: late.slice(0, LATE_NAMED).map((b) => ({ bookingId: b.id, name: b.name, eventName: b.eventName })) } : null,
    nextCompetition: next
      ? {
          ...next,
          bookings: bookings ? next.bookings : null,
          unassignedSlots: bookings ? next.unassignedSlots : null,
          timeZone: first?.timeZone ?? studio.timeZone,
          firstAppointment: bookings ? (first?.firstAppointment ?? null) : null,
        }
      : null,
  };
}
