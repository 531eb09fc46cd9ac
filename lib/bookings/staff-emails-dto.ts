// Edit Booking's record of customer emails staff sent by hand (lib/bookings/staff-emails.ts). Client-safe.
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
