import { formatAdminInstant } from "@/lib/time/staff-dates";
/** A moment in the studio's zone (`zone`: useStudioZone), never the viewer's browser zone. */
export const formatWhen = (iso: string | null, zone: string) => (iso ? formatAdminInstant(iso, zone) : "—");

const KIND_LABELS: Record<string, string> = {
  "contact-notification": "Contact notification",
  "booking-receipt": "Booking receipt (customer)",
  "booking-studio-notice": "New booking (studio)",
  "booking-confirmation": "Booking confirmation (customer)",
  "booking-reminder": "Reminder (customer)",
  "password-reset": "Password reset (staff)",
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind.replace(/[-_]+/g, " ").replace(/^./, (c) => c.toUpperCase());
}
