// The customer's private page for one booking request (private links are
// credentials, docs/SECURITY.md): server-rendered per
// request, never cached or indexed, linked only from the customer's own emails. Every bad link —
// malformed, unknown, revoked, expired — renders the same 404 (not-found.tsx beside this file).
import { rateLimitedPage } from "@/components/site/rate-limited-page";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { format } from "date-fns";
import { CancelBookingRequest } from "@/components/site/booking/cancel-booking-request";
import { BookingStatusHeading } from "@/components/site/booking/booking-status-heading";
import { DepositPanel, type DepositNotice } from "@/components/site/booking/deposit-panel";
import { HeatTimesForm } from "@/components/site/booking/heat-times-form";
import { PayBalanceForm, type BalanceNotice } from "@/components/site/booking/pay-balance-form";
import { TextConsentPanel } from "@/components/site/booking/text-consent-panel";
import { MarketingConsentPanel } from "@/components/site/booking/marketing-consent-panel";
import { customerMarketing } from "@/lib/invitations";
import { customerTexting } from "@/lib/notify";
import { JoinWaitlistFromBooking } from "@/components/site/waitlist/join-from-booking";
import { AskForChange } from "@/components/site/booking/ask-for-change";
import { changeFormOptions } from "@/lib/change-requests";
import { timeZoneLabel } from "@/lib/time/zoned";
import { findLinkAndBooking, customerMoneyFrom, ESTIMATE_NOTE } from "@/lib/bookings";
import { DANCE_STYLE_LABELS, type DanceStyleName, toCustomerBookingView, type BookingStatus, hairChoiceLabelsOfDay } from "@/lib/bookings/dto";
import { studio } from "@/lib/env";
import { apiUrl } from "@/lib/http/contract";
import { localDay, studioTimeZone, studioToday } from "@/lib/time";
import { cancellationRefundNotice } from "@/lib/payments/dto";
import { confirmCheckoutReturn, depositSummary, getDepositSettings } from "@/lib/payments";
import { bookAgainRef } from "@/lib/clients";
import { telHref } from "@/lib/text/phone";
import { customerDayStatus } from "@/lib/dayof/dto";
import { getPublicServices } from "@/lib/cache/public-reads";
import { daysCapacity } from "@/lib/waitlist";
import { decode } from "html-entities";
import { datesBetween, toDateOnly } from "@/lib/time";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your booking",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

// `heading` names the page for the booking as it stands: a request, appointments, or a cancelled booking.
const STATUS: Record<BookingStatus | "changed", { heading: string; label: string; text: string; className: string }> = {
  received: { heading: "Your booking request", label: "Received", text: "The studio has your request and will confirm the times within 24 to 48 hours.", className: "bg-sand text-ink" },
  confirmed: { heading: "Your appointments", label: "Confirmed", text: "Your appointments are confirmed. The times are below.", className: "bg-green-50 text-success" },
  // Confirmed, then staff changed a slot: the new times are not shown as confirmed until the studio sends them.
  changed: { heading: "Your appointments", label: "Times changed", text: "Your times changed — the studio will confirm the new times by email.", className: "bg-yellow-50 text-ink" },
  // Booking again is offered once, by the "Book again" section below.
  cancelled: { heading: "Cancelled booking", label: "Cancelled", text: "This booking is cancelled and its appointments were released.", className: "bg-red-50 text-danger" },
};

function StudioContact() {
  const tel = telHref(studio.phone);
  return (
    <section aria-labelledby="studio-contact-heading" className="rounded-card bg-sand p-6">
      <h2 id="studio-contact-heading" className="font-serif text-xl font-semibold">
        Questions or changes?
      </h2>
      <p className="mt-2">
        Call or text{" "}
        <a href={tel} className="font-medium text-accent underline underline-offset-2">
          {studio.phone}
        </a>{" "}
        or email{" "}
        <a href={`mailto:${studio.email}`} className="font-medium text-accent underline underline-offset-2">
          {studio.email}
        </a>
        .
      </p>
      <p className="mt-3 text-sm" data-testid="erasure-line">
        To have your personal data erased (names, contact details, notes and emails we keep), ask the studio by phone or email; we confirm once it is done.
      </p>
    </section>
  );
}

const DEPOSIT_NOTICES = new Set(["paid", "cancelled", "unavailable"]);
const BALANCE_NOTICES = new Set(["invalid", "refused", "unavailable"]);

export default async function PrivateBookingPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await params;
  const query = await searchParams;
  const limited = await rateLimitedPage();
  if (limited) return limited;
  const opened = await findLinkAndBooking(token);
  if (!opened) notFound();
  const { row, linkId } = opened;
  const view = toCustomerBookingView(row, new Date(), studioTimeZone());
  // Days of the same competition she has not booked and that have not passed: she may wait for a place on one.
  const otherDays = datesBetween(toDateOnly(row.event.eventStartDate), toDateOnly(row.event.eventEndDate)).filter((date) => date >= studioToday() && !view.days.some((d) => d.date === date));
  // Back from Stripe Checkout: record the payment now if Stripe says it is paid (the webhook may be later).
  const returnedSession = typeof query.session_id === "string" ? query.session_id : null;
  if (query.deposit === "paid" && returnedSession) await confirmCheckoutReturn(row.id, returnedSession);
  const [deposit, depositSettings] = await Promise.all([depositSummary(row.id), getDepositSettings()]);
  const money = customerMoneyFrom(deposit);
  const depositNotice = (typeof query.deposit === "string" && DEPOSIT_NOTICES.has(query.deposit) ? query.deposit : null) as DepositNotice;
  const balanceNotice = (typeof query.balance === "string" && BALANCE_NOTICES.has(query.balance) ? query.balance : null) as BalanceNotice;
  const firstDay = view.days.map((d) => d.date).sort()[0] ?? studioToday();
  const refundNotice = cancellationRefundNotice(depositSettings, deposit.paidCents, studioToday(), firstDay);
  const status = STATUS[view.timesChanged ? "changed" : view.status];
  const zone = studio.timeZone;
  // On the competition day: each appointment's live status (checked in, in the chair, running late…).
  const now = new Date();
  const liveStatus = new Map(row.days.flatMap((d) => d.schedules).map((s) => [s.id, customerDayStatus(s, row.event.timeZone, zone, now)]));
  const changeOptions = view.status === "cancelled" ? null : await changeFormOptions(row.id);
  const where = [view.competition.locationName, view.competition.city, view.competition.state].filter(Boolean).join(", ");

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-5 py-10 sm:py-14">
      <header>
        <p className="text-sm uppercase tracking-[0.3em] text-muted" data-testid="private-page-heading">
          {status.heading}
        </p>
        <h1 className="mt-3 font-serif text-title font-semibold">{view.competition.eventName}</h1>
        {where ? <p className="mt-2 text-muted">{where}</p> : null}
      </header>

      <section aria-labelledby="status-heading" className={`rounded-card p-6 ${status.className}`}>
        <BookingStatusHeading label={status.label} />
        <p className="mt-2">{status.text}</p>
      </section>

      <DepositPanel
        token={token}
        summary={deposit}
        confirmed={view.status === "confirmed"}
        cancelled={view.status === "cancelled"}
        dueDays={depositSettings.dueDays}
        refundPolicy={depositSettings.refundPolicy}
        autoRefundDaysBefore={depositSettings.autoRefundDaysBefore}
        timeZone={zone}
        notice={depositNotice}
      />

      {view.status === "confirmed" && !view.timesChanged ? (
        <section aria-labelledby="appointments-heading" className="rounded-card border border-line bg-white p-6">
          <h2 id="appointments-heading" className="font-serif text-2xl font-semibold">
            Your appointments
          </h2>
          <p className="mt-1 text-sm text-muted">Times are {view.timesAre}.</p>
          <ul className="mt-4 space-y-3">
            {view.slots.map((slot) => (
              <li key={slot.id} className="rounded bg-sand px-4 py-3">
                <strong>{format(localDay(slot.date), "EEEE, MMMM d, yyyy")}</strong>
                <br />
                {slot.time}: {slot.service}
                {slot.stylistFirstName ? ` with ${slot.stylistFirstName}` : ""}
                {liveStatus.get(slot.id) ? (
                  <span className="mt-1 block font-semibold" data-testid="live-status">
                    {liveStatus.get(slot.id)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <a
            href={apiUrl("GET /api/booking/link/:token/calendar", { params: { token } })}
            download="appointments.ics"
            rel="nofollow noreferrer"
            className="mt-5 inline-block rounded-full bg-accent px-5 py-2 font-medium text-white hover:bg-accent-dark"
          >
            Add to calendar
          </a>
        </section>
      ) : null}

      <section aria-labelledby="request-heading" className="rounded-card border border-line bg-white p-6">
        <h2 id="request-heading" className="font-serif text-2xl font-semibold">
          What you asked for
        </h2>
        <ul className="mt-4 space-y-3">
          {view.days.map((day) => (
            <li key={day.date} className="rounded border border-line px-4 py-3">
              <strong>{format(localDay(day.date), "EEEE, MMMM d, yyyy")}</strong>
              <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="text-muted">Service</dt>
                <dd>{day.service}</dd>
                <dt className="text-muted">Styles</dt>
                <dd>{day.danceStyles.map((s) => DANCE_STYLE_LABELS[s as DanceStyleName] ?? s).join(", ") || "—"}</dd>
                <dt className="text-muted">Additional services</dt>
                <dd>{day.additionalServices.join(", ") || "None"}</dd>
                <dt className="text-muted">Evening hair</dt>
                <dd>{hairChoiceLabelsOfDay(view.hairAtNight, day).join(" · ") || "None"}</dd>
              </dl>
            </li>
          ))}
        </ul>
        {money && view.status !== "cancelled" ? (
          <dl className="mt-4 grid gap-x-4 gap-y-1 rounded bg-sand px-4 py-3 sm:grid-cols-[auto_1fr]" data-testid="customer-money">
            <dt className="text-muted">Estimate</dt>
            <dd>
              <strong>{money.estimate}</strong> <span className="text-sm text-muted">({ESTIMATE_NOTE})</span>
            </dd>
            <dt className="text-muted">Paid</dt>
            <dd>{money.hasPaid ? money.paid : "Nothing yet"}</dd>
            <dt className="text-muted">Balance at the chair</dt>
            <dd>{money.balance}</dd>
          </dl>
        ) : null}
        {view.status === "confirmed" && deposit.balanceCents > 0 && money ? (
          <div id="pay-balance">
            <PayBalanceForm action={apiUrl("POST /api/booking/link/:token/balance", { params: { token } })} balance={money.balance} idPrefix="balance" notice={balanceNotice} />
          </div>
        ) : null}
      </section>

      {view.status !== "cancelled" ? (
        <HeatTimesForm
          token={token}
          zoneLabel={timeZoneLabel(view.competition.timeZone)}
          zoneId={view.competition.timeZone}
          hairAtNight={view.hairAtNight}
          days={view.days.map((day) => ({ ...day, label: format(localDay(day.date), "EEEE, MMMM d") }))}
        />
      ) : null}

      {view.status !== "cancelled" && otherDays.length ? (
        <JoinWaitlistFromBooking
          token={token}
          days={await anotherDayOptions(row.eventId, otherDays)}
          services={(await getPublicServices()).filter((s) => !s.deleted && s.category !== "Additional").map((s) => ({ id: s._id, title: decode(s.title) }))}
          zoneLabel={timeZoneLabel(view.competition.timeZone)}
        />
      ) : null}

      {changeOptions ? <AskForChange target={{ token }} options={changeOptions} /> : null}

      {view.status !== "cancelled" ? <TextConsentPanel token={token} initial={await customerTexting(row)} parent={row.isParentOrGuardian} /> : null}

      {row.clientId ? <MarketingConsentPanel target={{ token }} initial={await customerMarketing(row.clientId)} /> : null}

      {view.status !== "cancelled" ? <CancelBookingRequest token={token} refundNotice={refundNotice} confirmed={view.status === "confirmed"} /> : null}

      <section aria-labelledby="book-again-heading" className="rounded-card border border-line bg-white p-6">
        <h2 id="book-again-heading" className="font-serif text-xl font-semibold">
          {view.status === "cancelled" ? "Would you like to book again?" : "Dancing at another competition?"}
        </h2>
        <p className="mt-2">
          {view.status === "cancelled" ? "Send a new request for this competition or another. " : ""}
          The booking form opens with the dancer&apos;s and contact details filled in (the link works for two hours).
        </p>
        <a href={`/bookanappointment?again=${encodeURIComponent(bookAgainRef(linkId))}`} rel="nofollow" className="mt-4 inline-flex min-h-11 items-center rounded bg-ink px-5 py-2 font-medium text-white">
          {view.status === "cancelled" ? "Book again" : "Book another competition"}
        </a>
      </section>

      <StudioContact />
    </div>
  );
}

/** The days she may ask for, each with whether it is full (a full day's answer is its waiting list). */
async function anotherDayOptions(eventId: string, dates: string[]) {
  const states = await daysCapacity(eventId, dates).catch(() => []);
  return dates.map((date) => ({ date, label: format(localDay(date), "EEEE, MMMM d"), full: states.some((d) => d.date === date && d.state === "full") }));
}
