// The close of one competition day, printable: takings by stylist and method with tips, the day's
// figures, the cash count and its difference, then who still owes, refunds and deposits applied.
import { FigureSection } from "@/components/admin/figure-section";
import Link from "@/components/admin/staff-link";
import { format } from "date-fns";
import { apiUrl } from "@/lib/http/contract";
import { TAKING_METHOD_LABELS, type CloseDayDto } from "@/lib/takings/dto";
import { formatAdminInstant, localDay } from "@/lib/time/browser";
import { CashCountForm } from "./cash-count-form";
import { FiguresTable, ListTable, money } from "./figures-table";
import { DayLinks } from "./day-links";
import "./takings.css";

export function CloseDaySheet({ day, studioZone }: { day: CloseDayDto; studioZone: string }) {
  const c = day.currency;
  const count = day.cashCounts[0];
  const t = day.totals;
  const figures: [string, string, string][] = [
    ["Taken", money(t.takenCents, c), "day-taken"],
    ["Tips (the stylists')", money(t.tipsCents, c), "day-tips"],
    ["Refunds", money(t.refundsCents, c), "day-refunds"],
    ["Deposits applied", money(t.depositsAppliedCents, c), "day-deposits"],
    ["Still owed", money(t.owedCents, c), "day-owed"],
    ["Cash expected", money(t.cashExpectedCents, c), "day-cash-expected"],
  ];
  return (
    <div className="takings mx-auto max-w-6xl">
      <DayLinks event={day.event} current={day.date} csvHref={apiUrl("GET /api/takings/:eventId/csv", { params: { eventId: day.event.id }, query: { date: day.date } })} />
      <header className="takings-header">
        <h1 className="font-serif text-title font-semibold">Close the day</h1>
        <p className="text-lg font-semibold">
          {day.event.eventName} · {format(localDay(day.date), "EEEE, MMMM d, yyyy")}
        </p>
        {day.notCountedPayments ? <p className="text-danger">{day.notCountedPayments} payment(s) in another currency are not counted: check them in Edit Booking.</p> : null}
      </header>

      <FigureSection id="takings-stylists" title="By stylist" className="mt-6">
        <FiguresTable
          caption="Takings by stylist and method"
          first="Stylist"
          currency={c}
          testId="takings-stylists"
          rows={[...day.stylists.map((s) => ({ key: s.stylistId ?? "desk", name: s.name, figures: s })), { key: "total", name: "Whole day", figures: t, total: true }]}
        />
      </FigureSection>

      <FigureSection id="takings-day" title="The day" className="mt-6">
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {figures.map(([label, value, id]) => (
            <div key={id} className="rounded-card border border-line bg-white p-3">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid={id}>{value}</dd>
            </div>
          ))}
        </dl>
      </FigureSection>

      <FigureSection id="takings-cash" title="Cash count" className="mt-6">
        <p className="text-sm text-muted">Expected: cash payments and cash tips, less cash refunds. Stylists hand in their cash; tips are paid out from the table above.</p>
        {count ? (
          <p className="mt-2" data-testid="cash-count">
            Counted <strong>{money(count.countedCents, c)}</strong> of {money(count.expectedCents, c)} expected:{" "}
            <strong className={count.differenceCents < 0 ? "text-danger" : undefined} data-testid="cash-difference">
              {count.differenceCents === 0 ? "no difference" : `${count.differenceCents < 0 ? "short" : "over"} ${money(Math.abs(count.differenceCents), c)}`}
            </strong>{" "}
            — {count.countedByName}, {formatAdminInstant(count.countedAt, studioZone)}
            {count.note ? ` (${count.note})` : ""}
            {count.expectedCents !== t.cashExpectedCents ? <span className="block text-danger">Payments changed since this count: count again.</span> : null}
          </p>
        ) : (
          <p className="mt-2">Not counted yet.</p>
        )}
        <CashCountForm eventId={day.event.id} date={day.date} />
        {day.cashCounts.length > 1 ? (
          <details className="mt-2 text-sm">
            <summary>Earlier counts</summary>
            <ul>
              {day.cashCounts.slice(1).map((k) => (
                <li key={k.countedAt}>
                  {money(k.countedCents, c)} (difference {money(k.differenceCents, c)}) — {k.countedByName}, {formatAdminInstant(k.countedAt, studioZone)}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </FigureSection>

      <FigureSection id="takings-owed" title="Still owed" className="mt-6">
        <ListTable
          caption="Still owed at the close of the day"
          heads={["Dancer", "Stylist", "Estimate", "Paid", "Still owed"]}
          empty="Nobody owes anything for this day."
          testId="takings-owed"
          rows={day.owed.map((o) => ({ key: o.bookingId, cells: [<Link key="d" href={`/admin/calendar_bookings/edit/${o.bookingId}`} className="text-accent-dark underline">{o.dancer}</Link>, o.stylists || "—", money(o.estimateCents, c), money(o.paidCents, c), money(o.owedCents, c)] }))}
        />
      </FigureSection>

      <FigureSection id="takings-refunds" title="Refunds" className="mt-6">
        <ListTable
          caption="Refunds given this day"
          heads={["Dancer", "Method", "Amount", "By"]}
          empty="No refunds this day."
          rows={day.refunds.map((r) => ({ key: r.paymentId, cells: [r.dancer, TAKING_METHOD_LABELS[r.method], money(r.amountCents, c), r.recordedByName] }))}
        />
      </FigureSection>

      <FigureSection id="takings-deposits" title="Deposits applied" className="mt-6">
        <ListTable
          caption="Held before the day for the bookings whose first day it is"
          heads={["Dancer", "Held before the day"]}
          empty="No deposits applied this day."
          rows={day.depositsApplied.map((d) => ({ key: d.bookingId, cells: [d.dancer, money(d.amountCents, c)] }))}
        />
      </FigureSection>
    </div>
  );
}
