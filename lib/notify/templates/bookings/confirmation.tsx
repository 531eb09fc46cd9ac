// The customer's confirmation, first or updated: every slot with all its services, the estimate and
// what is paid, the deposit; an update says so in its subject and strikes the old times through.
import { format } from "date-fns";
import { studio } from "@/lib/env";
import { formatTimeRangeIn, formatWallTimeRangeIn, localDay, utcToZonedParts, zoneTimeWording } from "@/lib/time";
import type { BookingDto } from "@/lib/bookings/dto";
import { eveningHairLine, hairChoiceLabels } from "@/lib/bookings/hair-at-night";
import type { ConfirmationUpdate, SentSlot } from "@/lib/bookings/confirmation-changes";
import { customerMoneyLines, slotServicesLabel, type CustomerMoney } from "@/lib/bookings/customer-lines";
import { bookingEmail, greetingName, Layout, longDate, PrivateLink, privateLinkText } from "./parts";

/** The deposit as the confirmation states it: amounts formatted, the due date "YYYY-MM-DD" (studio zone). */
export interface ConfirmationDeposit {
  owed: string;
  paid: string;
  dueDate: string | null;
  isPaid: boolean;
}

function depositLines(deposit: ConfirmationDeposit | undefined): string[] {
  if (!deposit) return [];
  if (deposit.isPaid) return [`Deposit received: ${deposit.paid}. Thank you!`];
  const due = deposit.dueDate ? `, due by ${format(localDay(deposit.dueDate), "MMMM d, yyyy")}` : "";
  return [`Deposit: ${deposit.owed}${due}. It holds your stylist's time; pay it securely with "Pay deposit" on your private page.`];
}

/** An updated confirmation's changes, with the first names of the stylists the last one named. */
export interface ConfirmationUpdateView extends ConfirmationUpdate {
  stylistNames: Readonly<Record<string, string>>;
}

export interface ConfirmationExtras {
  money?: CustomerMoney | null;
  update?: ConfirmationUpdateView | null;
}

const STRUCK = { textDecoration: "line-through", color: "#57534e" } as const;

type Line = { key: string; html: React.ReactNode; text: string };

/** Each slot of the booking as one line (HTML and text): new times, and for an update what they were. */
function slotLinesOf(booking: BookingDto, update: ConfirmationUpdateView | null | undefined): Line[] {
  const zone = booking.competition.timeZone;
  const range = (start: string, end: string) => formatWallTimeRangeIn(start, end, zone, studio.timeZone);
  return booking.dayDetails.flatMap((day) =>
    day.schedules.map((s, position) => {
      const services = slotServicesLabel(s.service, day.additionalServices.map((a) => a.title), position === 0);
      const stylist = s.assignedUser?.firstName ?? "our team";
      const now = `${longDate(s.startDate)}, ${range(s.startTime, s.endTime)}`;
      const change = s._id ? update?.changes.get(s._id) : undefined;
      if (!change) return { key: s._id ?? now, html: `${now}: ${services} with ${stylist}`, text: `${now}: ${services} with ${stylist}` };
      if (change.kind === "added") return { key: s._id!, html: <><strong>New:</strong> {`${now}: ${services} with ${stylist}`}</>, text: `New: ${now}: ${services} with ${stylist}` };
      const was = wasText(change.was, zone, s.startDate);
      const sameDay = utcToZonedParts(change.was.start, zone).date === s.startDate;
      const oldStylist = update?.stylistNames[change.was.assignedUserId ?? ""] ?? "";
      const stylistHtml = change.stylistChanged && oldStylist ? <><span style={STRUCK}><del>{oldStylist}</del></span> {stylist}</> : stylist;
      // The day first when it stayed, then the old time struck through beside the new one.
      return {
        key: s._id!,
        html: (
          <>
            <strong>Changed:</strong> {sameDay ? `${longDate(s.startDate)}, ` : null}
            {change.timeChanged ? <><span style={STRUCK}><del>{was}</del></span>{" "}</> : null}
            <strong>{sameDay ? range(s.startTime, s.endTime) : now}</strong>: {services} with {stylistHtml}
          </>
        ),
        text: `Changed: ${now}: ${services} with ${stylist}${change.timeChanged ? ` (was ${was})` : ""}${change.stylistChanged && oldStylist ? ` (was with ${oldStylist})` : ""}`,
      };
    }),
  );
}

/** A time the last confirmation stated, with its day when that differs from the new one. */
function wasText(was: SentSlot, zone: string, newDate: string): string {
  const time = formatTimeRangeIn(was.start, was.end, zone, studio.timeZone);
  const day = utcToZonedParts(was.start, zone).date;
  return day === newDate ? time : `${longDate(day)}, ${time}`;
}

export function bookingConfirmationEmail(
  booking: BookingDto,
  policies: { booking: string; cancellation: string },
  linkUrl?: string,
  deposit?: ConfirmationDeposit,
  { money, update }: ConfirmationExtras = {},
) {
  const zone = booking.competition.timeZone;
  const event = booking.competition.eventName;
  const lines = slotLinesOf(booking, update);
  const removed = (update?.removed ?? []).map((s) => `${longDate(utcToZonedParts(s.start, zone).date)}, ${formatTimeRangeIn(s.start, s.end, zone, studio.timeZone)}`);
  const moneyLines = customerMoneyLines(money ?? null);
  const depositText = depositLines(deposit);
  const subject = update ? `Updated: your appointments — ${event}` : `Your appointments are confirmed — ${event}`;
  const title = update ? "Your appointments have changed" : "Your appointments are confirmed";
  const intro = update
    ? `the studio changed your appointments for ${event}. These are your times now (${zoneTimeWording(zone, studio.timeZone)}); the old ones are struck through`
    : `here are your appointments for ${event} (times are ${zoneTimeWording(zone, studio.timeZone)})`;
  const html = (
    <Layout title={title}>
      <p>
        Dear {greetingName(booking)}, {intro}:
      </p>
      <ul>
        {lines.map((line) => (
          <li key={line.key} data-slot="">
            {line.html}
          </li>
        ))}
        {removed.map((when) => (
          <li key={when}>
            <strong>No longer booked:</strong>{" "}
            <span style={STRUCK}>
              <del>{when}</del>
            </span>
          </li>
        ))}
      </ul>
      {hairChoiceLabels({ hairAtNight: booking.hairAtNight, days: booking.dayDetails }).length ? <p>{eveningHairLine(booking)}</p> : null}
      <p>{update ? "The attached calendar invitation updates your calendar." : "A calendar invitation is attached."}</p>
      {moneyLines.length ? (
        <p data-money="">
          {moneyLines.map((line, i) => (
            <span key={line}>
              {i > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ) : null}
      {depositText.map((line) => (
        <p key={line} data-deposit="">
          <strong>{line}</strong>
        </p>
      ))}
      {depositText.length && linkUrl && !deposit?.isPaid ? (
        <p>
          <a href={`${linkUrl}#deposit-heading`}>Pay deposit {deposit?.owed}</a>
        </p>
      ) : null}
      <PrivateLink url={linkUrl} what="booking" />
      {policies.booking ? <p>Booking policy: {policies.booking}</p> : null}
      {policies.cancellation ? <p>Cancellation policy: {policies.cancellation}</p> : null}
      <p>Questions? Call or text {studio.phone}.</p>
    </Layout>
  );
  const text = [
    `Dear ${greetingName(booking)},`,
    "",
    update ? `The studio changed your appointments for ${event}. Your times now (${zoneTimeWording(zone, studio.timeZone)}):` : `Your appointments for ${event} (times are ${zoneTimeWording(zone, studio.timeZone)}):`,
    ...lines.map((l) => `- ${l.text}`),
    ...removed.map((when) => `- No longer booked: ${when}`),
    ...(hairChoiceLabels({ hairAtNight: booking.hairAtNight, days: booking.dayDetails }).length ? [eveningHairLine(booking)] : []),
    "",
    update ? "The attached calendar invitation updates your calendar." : "A calendar invitation is attached.",
    ...moneyLines,
    ...depositText,
    privateLinkText(linkUrl, "booking"),
    policies.booking ? `Booking policy: ${policies.booking}` : "",
    policies.cancellation ? `Cancellation policy: ${policies.cancellation}` : "",
    `Questions? Call or text ${studio.phone}.`,
  ]
    .filter((l) => l !== "")
    .join("\n");
  return bookingEmail(subject, html, text);
}
