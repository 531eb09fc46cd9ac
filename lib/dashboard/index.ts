// The admin home's "what needs doing": counts from the booking, contact and email modules, only
// those the signed-in user's permissions cover (manage_bookings: requests, messages, emails and the
// next competition's bookings; manage_events alone: the next competition's dates).
import { hasAnyPermission, type PermissionHolder } from "@/lib/auth/permissions";
import { countUpcomingBookingsWithBouncedEmail, nextCompetitionSummary, unassignedRequestsSummary } from "@/lib/bookings";
import { countOpenContactMessages } from "@/lib/contact";
import { countFailedEmails } from "@/lib/email/outbox";

export interface AdminWorkload {
  unassigned: { count: number; oldestCreatedAt: string | null } | null;
  openMessages: number | null;
  failedEmails: number | null;
  bouncedBookings: number | null;
  nextCompetition: {
    eventId: string;
    eventName: string;
    eventStartDate: string;
    eventEndDate: string;
    /** Null when the user may not read bookings (manage_events only). */
    bookings: number | null;
    unassignedSlots: number | null;
  } | null;
}

/** Each part is null when the user may not see it; a failing count is left out rather than failing the page. */
export async function adminWorkload(user: PermissionHolder, now = new Date()): Promise<AdminWorkload> {
  const bookings = hasAnyPermission(user, ["manage_bookings"]);
  const events = bookings || hasAnyPermission(user, ["manage_events"]);
  const quietly = <T,>(work: () => Promise<T>): Promise<T | null> =>
    work().catch((error: unknown) => {
      console.error("Admin home: a count failed", error);
      return null;
    });
  const [unassigned, openMessages, failedEmails, bouncedBookings, next] = await Promise.all([
    bookings ? quietly(unassignedRequestsSummary) : null,
    bookings ? quietly(countOpenContactMessages) : null,
    bookings ? quietly(countFailedEmails) : null,
    bookings ? quietly(() => countUpcomingBookingsWithBouncedEmail(now)) : null,
    events ? quietly(() => nextCompetitionSummary(now)) : null,
  ]);
  return {
    unassigned,
    openMessages,
    failedEmails,
    bouncedBookings,
    nextCompetition: next ? { ...next, bookings: bookings ? next.bookings : null, unassignedSlots: bookings ? next.unassignedSlots : null } : null,
  };
}
