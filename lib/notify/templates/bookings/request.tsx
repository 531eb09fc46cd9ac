// Booking emails as React components rendered to HTML, each with a plain-text twin: the request's
// life (receipt, studio notice, cancellation, restore; the confirmation: confirmation.tsx). Day-of emails: day.tsx.
import { studio } from "@/lib/env";
import { CONFIRMATION_WINDOW_TEXT, DANCE_LEVEL_LABELS, type DanceLevelName } from "@/lib/bookings/constants";
import type { BookingDto } from "@/lib/bookings/dto";
import { eveningHairLine } from "@/lib/bookings/hair-at-night";
import { displayText } from "@/lib/text/display-text";
import { adminBookingUrl, bookingEmail, CustomerName, DayList, dayLines, greetingName, Layout, PrivateLink, privateLinkText, slotLines } from "./parts";

export { adminBookingUrl, greetingName, viewOrCancelLabel, type GreetingSource } from "./parts";
export * from "./day";
export { bookingConfirmationEmail, type ConfirmationDeposit } from "./confirmation";

export function bookingReceiptEmail(booking: BookingDto, linkUrl?: string) {
  const subject = `We received your booking request — ${booking.competition.eventName}`;
  const lines = dayLines(booking);
  const html = (
    <Layout title="Thank you for your booking request">
      <p>
        Dear {greetingName(booking)}, we have received your request for <strong>{booking.competition.eventName}</strong> ({booking.competition.city}
        {booking.competition.state ? `, ${booking.competition.state}` : ""}).
      </p>
      <DayList lines={lines} />
      <p>Dance level: {DANCE_LEVEL_LABELS[booking.danceLevel as DanceLevelName] ?? booking.danceLevel}.</p>
      <p>{eveningHairLine(booking)}</p>
      <p>{CONFIRMATION_WINDOW_TEXT}</p>
      <PrivateLink url={linkUrl} what="request" />
      <p>Last-minute questions? Text us at {studio.phone}.</p>
    </Layout>
  );
  const text = [
    `Dear ${greetingName(booking)},`,
    "",
    `We have received your booking request for ${booking.competition.eventName}.`,
    ...lines.map((l) => `- ${l}`),
    eveningHairLine(booking),
    "",
    CONFIRMATION_WINDOW_TEXT,
    ...(linkUrl ? [privateLinkText(linkUrl, "request")] : []),
    `Last-minute questions? Text us at ${studio.phone}.`,
    "",
    studio.name,
  ].join("\n");
  return bookingEmail(subject, html, text);
}

export function bookingStudioNoticeEmail(booking: BookingDto) {
  const subject = `New booking request: ${booking.firstName} ${booking.lastName} — ${booking.competition.eventName}`;
  const lines = dayLines(booking);
  const contact = `${booking.email} · ${booking.phoneNumber}`;
  const html = (
    <Layout title="New booking request">
      <p>
        <CustomerName booking={booking} />{" "}
        ({DANCE_LEVEL_LABELS[booking.danceLevel as DanceLevelName] ?? booking.danceLevel}) — {contact}
      </p>
      {booking.isParentOrGuardian ? (
        <p>
          Parent/guardian: {booking.parentFirstName} {booking.parentLastName}
        </p>
      ) : null}
      <p>Competition: {booking.competition.eventName}</p>
      <DayList lines={lines} />
      <p>Stylist preference: {booking.stylistPreference || "none"}</p>
      <p>{eveningHairLine(booking)}</p>
      {booking.message ? <p>Message: {displayText(booking.message)}</p> : null}
      <p>
        <a href={adminBookingUrl(booking._id)}>Open the booking</a> to assign it.
      </p>
    </Layout>
  );
  const text = [
    `New booking request from ${booking.firstName} ${booking.lastName} (${booking.danceLevel}) — ${contact}`,
    booking.isParentOrGuardian ? `Parent/guardian: ${booking.parentFirstName} ${booking.parentLastName}` : "",
    `Competition: ${booking.competition.eventName}`,
    ...lines.map((l) => `- ${l}`),
    `Stylist preference: ${booking.stylistPreference || "none"}`,
    eveningHairLine(booking),
    booking.message ? `Message: ${displayText(booking.message)}` : "",
    `Open the booking: ${adminBookingUrl(booking._id)}`,
  ]
    .filter(Boolean)
    .join("\n");
  return bookingEmail(subject, html, text);
}

/** The stylists holding a timed slot of the booking, by full name, each once (those a cancellation frees). */
export function stylistsWithSlots(booking: BookingDto): string[] {
  const names = booking.dayDetails
    .flatMap((day) => day.schedules)
    .filter((s) => s.assignedUser && s.startDate && s.startTime && s.endDate && s.endTime)
    .map((s) => `${s.assignedUser!.firstName} ${s.assignedUser!.lastName}`.trim());
  return [...new Set(names)];
}

/** What a cancellation did to the money the studio held, as amounts already formatted ("$50"). */
export interface CancelledMoney {
  refunded: string | null;
  kept: string | null;
}

const customerMoneyLines = (money: CancelledMoney | undefined) =>
  [
    money?.refunded ? `Your deposit of ${money.refunded} is being refunded to your card; it usually appears within 5–10 business days.` : "",
    money?.kept ? `The ${money.kept} you paid is not refunded automatically under the studio's refund rule. Call or text us at ${studio.phone} about it.` : "",
  ].filter(Boolean);

export function bookingCancelledCustomerEmail(booking: BookingDto, withCalendar: boolean, money?: CancelledMoney) {
  const subject = `Your booking request is cancelled — ${booking.competition.eventName}`;
  const lines = dayLines(booking);
  const cancelledSlots = withCalendar ? slotLines(booking) : [];
  const moneyLines = customerMoneyLines(money);
  const html = (
    <Layout title="Your booking request is cancelled">
      <p>
        Dear {greetingName(booking)}, your request for <strong>{booking.competition.eventName}</strong> is cancelled, as you asked:
      </p>
      <DayList lines={lines} />
      {cancelledSlots.length ? (
        <>
          <p>Cancelled appointments:</p>
          <DayList lines={cancelledSlots} />
        </>
      ) : null}
      {withCalendar ? <p>The attached calendar update removes the appointments from your calendar.</p> : null}
      {moneyLines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>Changed your mind, or was this not you? Call or text us at {studio.phone}.</p>
    </Layout>
  );
  const text = [
    `Dear ${greetingName(booking)},`,
    "",
    `Your booking request for ${booking.competition.eventName} is cancelled, as you asked:`,
    ...lines.map((l) => `- ${l}`),
    ...(cancelledSlots.length ? ["", "Cancelled appointments:", ...cancelledSlots.map((l) => `- ${l}`)] : []),
    "",
    withCalendar ? "The attached calendar update removes the appointments from your calendar." : "",
    ...moneyLines,
    `Changed your mind, or was this not you? Call or text us at ${studio.phone}.`,
  ]
    .filter((l, i, all) => l !== "" || all[i - 1] !== "")
    .join("\n");
  return bookingEmail(subject, html, text);
}

export function bookingCancelledStudioEmail(booking: BookingDto, money?: CancelledMoney) {
  const subject = `Booking cancelled by the customer: ${booking.firstName} ${booking.lastName} — ${booking.competition.eventName}`;
  const lines = dayLines(booking);
  const reason = booking.cancellationReason || "none given";
  const stylists = stylistsWithSlots(booking);
  const freed = stylists.length ? `Slots freed for: ${stylists.join(", ")}.` : "No stylist had a slot in this booking yet.";
  const moneyLines = [
    money?.refunded ? `Deposit: ${money.refunded} refunded automatically to the customer's card (inside the refund window).` : "",
    money?.kept ? `Still held: ${money.kept}, not refunded automatically. See Payments on the booking.` : "",
  ].filter(Boolean);
  const html = (
    <Layout title="A customer cancelled a booking">
      <p>
        <CustomerName booking={booking} />{" "}
        ({booking.email} · {booking.phoneNumber}) cancelled their booking for {booking.competition.eventName}.
      </p>
      <DayList lines={lines} />
      <p>Reason: {reason}</p>
      <p>{freed}</p>
      {moneyLines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>The booking is kept under Manage Bookings → Cancelled; its times no longer block the stylists.</p>
      <p>
        <a href={adminBookingUrl(booking._id)}>Open the booking</a>
      </p>
    </Layout>
  );
  const text = [
    `${booking.firstName} ${booking.lastName} (${booking.email} · ${booking.phoneNumber}) cancelled their booking for ${booking.competition.eventName}.`,
    ...lines.map((l) => `- ${l}`),
    `Reason: ${reason}`,
    freed,
    ...moneyLines,
    "The booking is kept under Manage Bookings → Cancelled; its times no longer block the stylists.",
    `Open the booking: ${adminBookingUrl(booking._id)}`,
  ].join("\n");
  return bookingEmail(subject, html, text);
}

export function bookingRestoredEmail(booking: BookingDto, linkUrl: string) {
  const subject = `Your booking request is active again — ${booking.competition.eventName}`;
  const lines = dayLines(booking);
  const html = (
    <Layout title="Your booking request is active again">
      <p>
        Dear {greetingName(booking)}, the studio has restored your request for <strong>{booking.competition.eventName}</strong>:
      </p>
      <DayList lines={lines} />
      <p>We will send the confirmed times again. {CONFIRMATION_WINDOW_TEXT}</p>
      <PrivateLink url={linkUrl} what="request" />
      <p>Questions? Call or text {studio.phone}.</p>
    </Layout>
  );
  const text = [
    `Dear ${greetingName(booking)},`,
    "",
    `The studio has restored your booking request for ${booking.competition.eventName}:`,
    ...lines.map((l) => `- ${l}`),
    "",
    `We will send the confirmed times again. ${CONFIRMATION_WINDOW_TEXT}`,
    privateLinkText(linkUrl, "request"),
    `Questions? Call or text ${studio.phone}.`,
  ].join("\n");
  return bookingEmail(subject, html, text);
}
