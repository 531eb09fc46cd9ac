// The emails of the competition days: the day-before reminder, heat times for the studio, the
// heat-time nudge, and a fresh private link.
import { studio } from "@/lib/env";
import { formatTimeRangeIn, formatWallTime, zoneTimeWording } from "@/lib/time";
import type { BookingDto } from "@/lib/bookings/dto";
import { displayText } from "@/lib/text/display-text";
import { adminBookingUrl, bookingEmail, CustomerName, DayList, greetingName, Layout, linkedBookingOf, longDate, PrivateLink, privateLinkText, type GreetingSource } from "./parts";

interface ReminderSlot {
  serviceTitle: string;
  startAt: Date | null;
  endAt: Date | null;
  assignedUser: { firstName: string } | null;
}

export function bookingReminderEmail(
  booking: GreetingSource & { event: { eventName: string; locationName: string; address: string; city: string; state: string; timeZone: string } },
  day: string,
  slots: ReminderSlot[],
  linkUrl: string,
) {
  // Times in the competition's zone, named when it is not the studio's.
  const zone = booking.event.timeZone;
  const lines = slots.map((s) => `${formatTimeRangeIn(s.startAt!, s.endAt!, zone, studio.timeZone)}: ${displayText(s.serviceTitle)}${s.assignedUser ? ` with ${s.assignedUser.firstName}` : ""}`);
  const where = [booking.event.locationName, booking.event.address, booking.event.city, booking.event.state].filter(Boolean).join(", ");
  const subject = `Reminder: your appointments on ${longDate(day)} — ${booking.event.eventName}`;
  const html = (
    <Layout title="See you soon">
      <p>
        Dear {greetingName(booking)}, a reminder of your appointments for <strong>{booking.event.eventName}</strong> on {longDate(day)} ({zoneTimeWording(zone, studio.timeZone)}):
      </p>
      <DayList lines={lines} />
      {where ? <p>Where: {where}</p> : null}
      <PrivateLink url={linkUrl} what="booking" />
      <p>Running late or need a change? Call or text {studio.phone}.</p>
    </Layout>
  );
  const text = [
    `Dear ${greetingName(booking)},`,
    "",
    `A reminder of your appointments for ${booking.event.eventName} on ${longDate(day)} (${zoneTimeWording(zone, studio.timeZone)}):`,
    ...lines.map((l) => `- ${l}`),
    where ? `Where: ${where}` : "",
    privateLinkText(linkUrl, "booking"),
    `Running late or need a change? Call or text ${studio.phone}.`,
  ]
    .filter(Boolean)
    .join("\n");
  return bookingEmail(subject, html, text);
}

/** One day's heat time as staff read it ("Friday, December 4th, 2026: first heat 7:10 AM Central — Latin only"). */
export interface HeatLine {
  date: string;
  heatTime: string;
  heatNote: string;
  changed: boolean;
}

const heatLineText = (line: HeatLine, zoneLabel: string) =>
  `${longDate(line.date)}: ${line.heatTime ? `first heat ${formatWallTime(line.heatTime)} ${zoneLabel}` : "no heat time"}${line.heatNote ? ` — ${line.heatNote}` : ""}${line.changed ? " (changed)" : ""}`;

/** A slot that now ends after its day's ready-by, as the studio reads it (times already formatted). */
export interface LateSlotLine {
  date: string;
  service: string;
  stylist: string;
  /** "6:30 AM – 7:15 AM Central". */
  time: string;
  /** "6:15 AM Central". */
  readyBy: string;
}

const lateLineText = (l: LateSlotLine) => `${longDate(l.date)}: ${l.service}${l.stylist ? ` with ${l.stylist}` : ""}, ${l.time} — ends after ready-by ${l.readyBy}`;

/**
 * To the studio when a dancer gives or changes heat times (changes within 10 minutes share one email);
 * when a slot now ends after ready-by it leads with "Late for heat" and the slots to move.
 */
export function bookingHeatTimesStudioEmail(
  booking: { id: string; firstName: string; lastName: string; email: string; phoneNumber: string; eventName: string; confirmed: boolean },
  lines: HeatLine[],
  zoneLabel: string,
  late: LateSlotLine[] = [],
) {
  const name = `${booking.firstName} ${booking.lastName}`;
  const subject = late.length ? `Late for heat: ${name} — ${booking.eventName}` : `Heat times from ${name} — ${booking.eventName}`;
  const editUrl = adminBookingUrl(booking.id);
  const texts = lines.map((l) => heatLineText(l, zoneLabel));
  const lateTexts = late.map(lateLineText);
  const lateIntro = late.length ? "Late for heat: the new heat time leaves these appointments ending after the dancer must be ready. Move them (Suggest times → Re-plan set slots too) and send the updated confirmation:" : "";
  const outdated = booking.confirmed ? "The confirmation already sent is now out of date: check the times against the new ready-by and send it again." : "";
  const html = (
    <Layout title={late.length ? "Late for heat" : "Heat times changed"}>
      {late.length ? (
        <>
          <p>
            <strong>{lateIntro}</strong>
          </p>
          <DayList lines={lateTexts} />
        </>
      ) : null}
      <p>
        <CustomerName booking={booking} />{" "}
        ({booking.email} · {booking.phoneNumber}) gave their heat times for {booking.eventName}:
      </p>
      <DayList lines={texts} />
      {outdated ? <p>{outdated}</p> : null}
      <p>
        <a href={editUrl}>Open the booking</a> to plan the times (Suggest times).
      </p>
    </Layout>
  );
  const text = [
    ...(late.length ? [lateIntro, ...lateTexts.map((l) => `- ${l}`), ""] : []),
    `${booking.firstName} ${booking.lastName} (${booking.email} · ${booking.phoneNumber}) gave their heat times for ${booking.eventName}:`,
    ...texts.map((l) => `- ${l}`),
    outdated,
    `Open the booking: ${editUrl}`,
  ]
    .filter(Boolean)
    .join("\n");
  return bookingEmail(subject, html, text);
}

/** To a confirmed dancer 7 days before the competition when a booking day has no heat time yet. */
export function bookingHeatTimeNudgeEmail(booking: GreetingSource & { eventName: string }, missingDays: string[], zoneLabel: string, linkUrl: string) {
  const subject = `Your heat times for ${booking.eventName}, please`;
  const days = missingDays.map(longDate);
  const html = (
    <Layout title="When is your first heat?">
      <p>
        Dear {greetingName(booking)}, {booking.eventName} is a week away. Once the heat list is out, please tell us your first heat on each day ({zoneLabel} time), so we can
        have you ready in time:
      </p>
      <DayList lines={days} />
      <p>
        <a href={linkUrl}>Enter your heat times</a> — a private link to your booking; please do not share it.
      </p>
      <p>Questions? Call or text {studio.phone}.</p>
    </Layout>
  );
  const text = [
    `Dear ${greetingName(booking)},`,
    "",
    `${booking.eventName} is a week away. Once the heat list is out, please tell us your first heat on each day (${zoneLabel} time), so we can have you ready in time:`,
    ...days.map((d) => `- ${d}`),
    `Enter your heat times (private link, please do not share it): ${linkUrl}`,
    `Questions? Call or text ${studio.phone}.`,
  ].join("\n");
  return bookingEmail(subject, html, text);
}

/** Staff revoked the customer's earlier links (a forwarded email) and send a new one to the current address. */
export function bookingNewLinkEmail(booking: BookingDto, linkUrl: string) {
  const subject = `Your new link to your booking — ${booking.competition.eventName}`;
  const what = linkedBookingOf(booking.status);
  const html = (
    <Layout title="Your new link to your booking">
      <p>
        Dear {booking.firstName}, the studio has replaced the private link to your {what} for <strong>{booking.competition.eventName}</strong>. Earlier links no longer work; use this one.
      </p>
      <PrivateLink url={linkUrl} what={what} />
      <p>Questions? Call or text {studio.phone}.</p>
    </Layout>
  );
  const text = [
    `Dear ${booking.firstName},`,
    "",
    `The studio has replaced the private link to your ${what === "booking" ? "booking" : "booking request"} for ${booking.competition.eventName}. Earlier links no longer work; use this one.`,
    privateLinkText(linkUrl, what),
    `Questions? Call or text ${studio.phone}.`,
  ].join("\n");
  return bookingEmail(subject, html, text);
}
