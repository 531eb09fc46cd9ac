"use client";
// Manage Bookings: one search (names, email), competition and deposit filter over the three lists,
// kept in the address (?q=&competition=&deposit=) so a link from the admin home opens them.
import { useEffect, useState } from "react";
import type { EventDto } from "@/lib/events/dto";
import { formatAdminDate } from "@/lib/time/browser";
import { Field, SelectField } from "@/components/ui/field";
import { BookingsTable, type BookingFilter } from "./bookings-table";
import { MONEY_FILTER_STATES, MONEY_STATE_LABELS } from "@/lib/payments/dto";

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const DEPOSIT_FILTERS = MONEY_FILTER_STATES.map((state) => [state, MONEY_STATE_LABELS[state]] as const);

/** `depositsEnabled`: the deposit filter shows only while the studio takes deposits (a "paid" mark needs a deposit). */
export function ManageBookingsScreen({ competitions, initialFilter, depositsEnabled }: { competitions: EventDto[]; initialFilter: BookingFilter; depositsEnabled: boolean }) {
  const [q, setQ] = useState(initialFilter.q);
  const [competition, setCompetition] = useState(initialFilter.competition);
  const [depositChoice, setDeposit] = useState(initialFilter.deposit);
  const deposit = depositsEnabled ? depositChoice : "";
  const search = useDebounced(q.trim(), 300);
  const filter: BookingFilter = { q: search, competition, deposit };

  useEffect(() => {
    const params = new URLSearchParams();
    if (search) params.set("q", search);
    if (competition) params.set("competition", competition);
    if (deposit) params.set("deposit", deposit);
    const query = params.toString();
    window.history.replaceState(window.history.state, "", query ? `?${query}` : window.location.pathname);
  }, [search, competition, deposit]);

  return (
    <>
      <form role="search" aria-label="Find bookings" onSubmit={(e) => e.preventDefault()} className={`grid gap-3 rounded-card border border-line bg-white p-4 ${depositsEnabled ? "sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,12rem)_auto]" : "sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"} sm:items-end`}>
        <Field id="booking-search" label="Search by name or email" type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
        <SelectField id="booking-competition" label="Competition" value={competition} onChange={(e) => setCompetition(e.target.value)}>
          <option value="">All competitions</option>
          {competitions.map((event) => (
            <option key={event._id} value={event._id}>
              {event.eventName} ({formatAdminDate(event.eventStartDate)})
            </option>
          ))}
        </SelectField>
        {depositsEnabled ? (
          <SelectField id="booking-deposit" label="Deposit status" value={deposit} onChange={(e) => setDeposit(e.target.value)}>
            <option value="">Any deposit</option>
            {DEPOSIT_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        ) : null}
        <button
          type="button"
          onClick={() => {
            setQ("");
            setCompetition("");
            setDeposit("");
          }}
          disabled={!q && !competition && !deposit}
          className="rounded border border-line px-4 py-2 disabled:opacity-50"
        >
          Clear
        </button>
      </form>
      <BookingsTable kind="unassigned" title="Unassigned Bookings" filter={filter} />
      <BookingsTable kind="assigned" title="Assigned Bookings" filter={filter} />
      <BookingsTable kind="cancelled" title="Cancelled Bookings" filter={filter} initiallyOpen={false} />
    </>
  );
}
