// Edit Booking's read-only part: who, which competition, and each day's services and styles.
import { format } from "date-fns";
import { DANCE_LEVEL_LABELS, DANCE_STYLE_LABELS, EVENING_SESSION_LABEL, hairEveningBeforeLabel, type DanceLevelName, type DanceStyleName } from "@/lib/bookings/dto";
import type { BookingWithBounce } from "@/lib/bookings/dto";
import { localDay } from "@/lib/time/browser";
import { displayText } from "@/lib/text/display-text";
import { useStudioZone } from "../studio-zone";
import { formatAdminDateTime } from "@/lib/time/zoned";

export const prettyDay = (iso: string) => format(localDay(iso), "MMMM do, yyyy");

function Detail({ label, value, className }: { label: string; value: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-0.5 break-words">{value || "—"}</dd>
    </div>
  );
}

export function BookingDetails({ booking }: { booking: BookingWithBounce }) {
  const studioZone = useStudioZone();
  return (
    <section aria-labelledby="details-heading" className="rounded-card border border-line bg-white p-6">
      <h2 id="details-heading" className="font-serif text-2xl font-semibold">Booking details</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Competitor" value={`${booking.firstName} ${booking.lastName}`} />
        {booking.isParentOrGuardian ? <Detail label="Parent / guardian" value={`${booking.parentFirstName} ${booking.parentLastName}`} /> : null}
        <Detail label="Email" value={<a className="text-accent underline" href={`mailto:${booking.email}`}>{booking.email}</a>} />
        <Detail label="Phone" value={booking.phoneNumber} />
        <Detail label="Competition" value={`${booking.competition.eventName} (${booking.competition.city}${booking.competition.state ? `, ${booking.competition.state}` : ""})`} />
        <Detail label="Dance level" value={DANCE_LEVEL_LABELS[booking.danceLevel as DanceLevelName] ?? booking.danceLevel} />
        <Detail label="Stylist preference" value={booking.stylistPreference} />
        <Detail label="Hair at night" value={booking.hairAtNight === "yes" ? EVENING_SESSION_LABEL : "No evening session"} />
        <Detail label="Requested" value={formatAdminDateTime(booking.bookingCreateDate, studioZone)} />
        <Detail label="Came in by" value={booking.enteredVia} />
        <Detail label="Message" value={displayText(booking.message)} className="sm:col-span-2 lg:col-span-3" />
      </dl>
      <ul className="mt-6 space-y-2">
        {booking.dayDetails.map((day) => (
          <li key={day.date} className="rounded bg-sand px-4 py-3 text-sm">
            <strong>{prettyDay(day.date)}</strong>: {displayText(day.services.title)}
            {day.additionalServices.length ? ` + ${day.additionalServices.map((a) => displayText(a.title)).join(", ")}` : ""} — {day.danceStyle.map((s) => DANCE_STYLE_LABELS[s as DanceStyleName] ?? s).join(", ")}
            {day.hairEveningBefore ? ` · ${hairEveningBeforeLabel(day.date)}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
