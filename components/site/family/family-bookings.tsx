// The family page's list: every booking under her address, upcoming first, each with its status, times
// in the competition's zone, the money, and a link to its private page. Renders what lib/bookings gives.
import type { FamilyBookingView } from "@/lib/bookings";
import { apiUrl } from "@/lib/http/contract";
import { buttonClass } from "@/components/ui/button";
import { PayBalanceForm } from "@/components/site/booking/pay-balance-form";
import { AskForChange } from "@/components/site/booking/ask-for-change";
import type { ChangeFormOptions } from "@/lib/change-requests/dto";

const STATUS_CLASS: Record<FamilyBookingView["status"], string> = {
  received: "bg-sand text-ink",
  confirmed: "bg-green-50 text-success",
  changed: "bg-yellow-50 text-ink",
  cancelled: "bg-red-50 text-danger",
};

function FamilyBookingCard({ booking, estimateNote, changeForm }: { booking: FamilyBookingView; estimateNote: string; changeForm?: ChangeFormOptions | null }) {
  const headingId = `family-booking-${booking.id}`;
  return (
    <li className="rounded-card border border-line bg-white p-5 sm:p-6" data-testid="family-booking">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="font-serif text-xl font-semibold">
            {booking.dancer} <span className="block text-base font-normal text-muted sm:inline">· {booking.competition}</span>
          </h3>
          <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_CLASS[booking.status]}`} data-testid="family-booking-status">
            {booking.statusLabel}
          </span>
        </div>
        <p className="mt-1 text-sm text-muted">
          {booking.dates}
          {booking.where ? ` · ${booking.where}` : ""}
        </p>
        <ul className="mt-3 space-y-2">
          {booking.days.map((day) => (
            <li key={day.date} className="rounded bg-sand px-3 py-2 text-sm">
              <strong>{day.label}</strong>: {day.service}
              {day.slots.length ? (
                <ul className="mt-1">
                  {day.slots.map((slot) => (
                    <li key={`${slot.time}-${slot.service}`}>
                      {slot.time}: {slot.service}
                      {slot.stylist ? ` with ${slot.stylist}` : ""}
                    </li>
                  ))}
                </ul>
              ) : booking.status === "cancelled" ? null : (
                <span className="block text-muted">Times to be confirmed by the studio.</span>
              )}
            </li>
          ))}
        </ul>
        {booking.days.some((d) => d.slots.length) ? <p className="mt-2 text-xs text-muted">Times are {booking.timesAre}.</p> : null}
        {booking.money ? (
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="family-booking-money">
            <dt className="text-muted">Estimate</dt>
            <dd>
              {booking.money.estimate} <span className="text-xs text-muted">({estimateNote})</span>
            </dd>
            <dt className="text-muted">Paid</dt>
            <dd>{booking.money.hasPaid ? booking.money.paid : "Nothing yet"}</dd>
            <dt className="text-muted">Still owed</dt>
            <dd>{booking.money.balance}</dd>
          </dl>
        ) : null}
        {booking.canPayBalance && booking.money ? (
          <PayBalanceForm action={apiUrl("POST /api/family/bookings/:id/balance", { params: { id: booking.id } })} balance={booking.money.balance} idPrefix={`balance-${booking.id}`} />
        ) : null}
        {booking.receipts.length ? (
          <div className="mt-4">
            <h4 className="font-medium">Receipts</h4>
            <ul className="mt-1 space-y-1 text-sm" data-testid="family-receipts">
              {booking.receipts.map((receipt) => (
                <li key={receipt.id}>
                  <a href={`/your-bookings/receipts/${receipt.id}`} className="font-medium text-accent-dark underline underline-offset-2">
                    {receipt.number}
                  </a>{" "}
                  · {receipt.issuedOn} · {receipt.kind === "refund" ? "Refund" : "Payment"} {receipt.total} · {receipt.covered}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {changeForm ? (
          <details className="mt-4 rounded border border-line" data-testid="family-change">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium">
              Ask for a change<span className="sr-only">: {booking.dancer}, {booking.competition}</span>
            </summary>
            <div className="p-2">
              <AskForChange target={{ bookingId: booking.id }} options={changeForm} headingLevel={4} />
            </div>
          </details>
        ) : null}
        <a href={apiUrl("GET /api/family/bookings/:id/open", { params: { id: booking.id } })} rel="nofollow noreferrer" className={buttonClass({ variant: "secondary", className: "mt-4 inline-flex min-h-11 items-center" })}>
          Open this booking<span className="sr-only">: {booking.dancer}, {booking.competition}</span>
        </a>
      </article>
    </li>
  );
}

export function FamilyBookings({ bookings, estimateNote, changeForms = {} }: { bookings: FamilyBookingView[]; estimateNote: string; changeForms?: Record<string, ChangeFormOptions | null> }) {
  const upcoming = bookings.filter((b) => b.upcoming);
  const past = bookings.filter((b) => !b.upcoming);
  return (
    <div className="space-y-8">
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="font-serif text-2xl font-semibold">
          Upcoming
        </h2>
        {upcoming.length ? (
          <ul className="mt-4 space-y-4">
            {upcoming.map((booking) => (
              <FamilyBookingCard key={booking.id} booking={booking} estimateNote={estimateNote} changeForm={changeForms[booking.id]} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted">No upcoming bookings under this address.</p>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="past-heading">
          <h2 id="past-heading" className="font-serif text-2xl font-semibold">
            Past
          </h2>
          <ul className="mt-4 space-y-4">
            {past.map((booking) => (
              <FamilyBookingCard key={booking.id} booking={booking} estimateNote={estimateNote} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
