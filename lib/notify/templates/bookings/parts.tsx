// The pieces every booking email is made of: greeting, layout, the finished document, the private link, day and slot lines.
import { EmailLayout, textFooter } from "@/lib/notify/templates/layout";
import { renderStaticMarkup } from "@/lib/notify/templates/static-markup";
import { format } from "date-fns";
import { studio } from "@/lib/env";
import { formatWallTimeRangeIn, localDay } from "@/lib/time";
import { DANCE_STYLE_LABELS, type DanceStyleName } from "@/lib/bookings/constants";
import type { BookingDto } from "@/lib/bookings/dto";
import { displayText } from "@/lib/text/display-text";

/** Who an email to the customer greets: whoever filled in the form — the parent or guardian when ticked, else the dancer. */
export interface GreetingSource {
  firstName: string;
  isParentOrGuardian: boolean;
  parentFirstName: string;
}

export function greetingName(booking: GreetingSource): string {
  return booking.isParentOrGuardian && booking.parentFirstName.trim() ? booking.parentFirstName.trim() : booking.firstName;
}

/** Staff's Edit Booking screen for a booking, as an absolute link for emails to the studio. */
export const adminBookingUrl = (bookingId: string) => `${studio.siteUrl}/admin/calendar_bookings/edit/${bookingId}`;

export const longDate = (iso: string) => format(localDay(iso), "EEEE, MMMM do, yyyy");

export function Layout({ title, children }: { title: string; children: React.ReactNode }) {
  return <EmailLayout heading={title}>{children}</EmailLayout>;
}

/** An email as the outbox takes it: the HTML document, and its plain-text twin ending with the studio's footer. */
export function bookingEmail(subject: string, html: React.ReactNode, text: string) {
  return { subject, html: "<!DOCTYPE html>" + renderStaticMarkup(html), text: `${text.trim()}${textFooter()}` };
}

/** The customer as emails to the studio first name them, in bold. */
export function CustomerName({ booking }: { booking: { firstName: string; lastName: string } }) {
  return (
    <strong>
      {booking.firstName} {booking.lastName}
    </strong>
  );
}

/** What the private link opens: a request until the studio confirms it, then a booking. */
export type LinkedBooking = "request" | "booking";

/** "View or cancel your request" while it is a request; "View or cancel your booking" once confirmed. */
export const viewOrCancelLabel = (what: LinkedBooking) => `View or cancel your ${what}`;

/** A booking's word in the emails by its status: confirmed → "booking", otherwise "request". */
export const linkedBookingOf = (status: string): LinkedBooking => (status === "confirmed" ? "booking" : "request");

export function PrivateLink({ url, what }: { url: string | undefined; what: LinkedBooking }) {
  if (!url) return null;
  return (
    <p>
      <a href={url}>{viewOrCancelLabel(what)}</a> — a private link to your {what}; please do not share it.
    </p>
  );
}

export const privateLinkText = (url: string | undefined, what: LinkedBooking) => (url ? `${viewOrCancelLabel(what)} (private link, please do not share it): ${url}` : "");

export function DayList({ lines }: { lines: string[] }) {
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function dayLines(booking: BookingDto): string[] {
  return booking.dayDetails.map((day) => {
    const styles = day.danceStyle.map((s) => DANCE_STYLE_LABELS[s as DanceStyleName] ?? s).join(", ");
    const extras = day.additionalServices.map((a) => displayText(a.title)).join(", ");
    return `${longDate(day.date)}: ${displayText(day.services.title)}${extras ? ` + ${extras}` : ""} (${styles})`;
  });
}

/** The timed slots of a booking as the customer reads them, in the competition's zone (named when it is not the studio's). */
export function slotLines(booking: BookingDto): string[] {
  const zone = booking.competition.timeZone;
  return booking.dayDetails
    .flatMap((day) => day.schedules)
    .filter((s) => s.startDate && s.startTime && s.endDate && s.endTime)
    .map((s) => `${longDate(s.startDate)}, ${formatWallTimeRangeIn(s.startTime, s.endTime, zone, studio.timeZone)}: ${s.service}`);
}
