// Edit Booking's record of customer emails staff sent by hand (lib/bookings/staff-emails.ts) and the
// customer reminders it lists. Client-safe.
export type StaffEmailKind = "receipt" | "fresh-link";

export interface BookingStaffEmailDto {
  id: string;
  kind: StaffEmailKind;
  to: string;
  /** The staff member's name as it was when they sent it. */
  requestedBy: string;
  sentAt: string;
  /** The outbox's send state, or the provider's delivery report once there is one. */
  status: string;
}

export const STAFF_EMAIL_LABELS: Record<StaffEmailKind, string> = { receipt: "Receipt resent", "fresh-link": "New private link" };

/** One of a booking's customer reminders (GET /api/booking/:id/reminders): planned, sent, or not sent. */
export interface BookingReminderDto {
  _id: string;
  /** The booking day it is about ("YYYY-MM-DD", studio zone). */
  day: string;
  status: "pending" | "sending" | "sent" | "failed" | "dropped";
  /** When it is (or was) due: an ISO instant, and as staff read it in the studio zone ("Sat, Mar 7, 6:00 PM"). */
  dueAt: string;
  dueLabel: string;
  sentAt: string | null;
  sentLabel: string | null;
  /** Why it was not sent (too late, booking cancelled, a provider error). */
  lastError: string | null;
}
