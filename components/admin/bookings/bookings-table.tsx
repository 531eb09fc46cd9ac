"use client";
import { AdminTable, Cell } from "@/components/admin/admin-table";
import Link from "@/components/admin/staff-link";
import { useState } from "react";
import { format } from "date-fns";
import type { BookingDto } from "@/lib/bookings/dto";
import { localDay } from "@/lib/time/browser";
import { displayText } from "@/lib/text/display-text";
import { MONEY_STATE_LABELS } from "@/lib/payments/dto";
import { useApiPage } from "../admin-api";
import { useStudioZone } from "../studio-zone";
import { formatAdminDateTime } from "@/lib/time/zoned";
import { bookingListRequest, type BookingFilter, type BookingListKind } from "./booking-list-request";

export type { BookingFilter } from "./booking-list-request";

/** Each day of a booking with its services: "12-04-2026: Competition Hair + Lash Upgrade". */
function DaysAndServices({ booking }: { booking: Pick<BookingDto, "dayDetails"> }) {
  return (
    <ul className="space-y-1">
      {booking.dayDetails.map((day) => (
        <li key={day.date}>
          <span className="whitespace-nowrap font-medium">{format(localDay(day.date), "MM-dd-yyyy")}</span>: {displayText(day.services.title)}
          {day.additionalServices.length ? <span className="text-muted"> + {day.additionalServices.map((a) => displayText(a.title)).join(", ")}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function BookingsTable({ kind, title, filter, initiallyOpen = true }: { kind: BookingListKind; title: string; filter: BookingFilter; initiallyOpen?: boolean }) {
  const studioZone = useStudioZone();
  const [open, setOpen] = useState(initiallyOpen);
  // A new search or competition starts again on page 1.
  const filterKey = JSON.stringify([filter.q, filter.competition, filter.deposit]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const list = useApiPage(`GET /api/booking/${kind}`, bookingListRequest(filter, page), { keepPreviousData: true });
  const state = list.data ? { bookings: list.data.items, total: list.data.total, pages: list.data.pages } : null;
  const error = list.error ? `Failed to fetch ${kind} bookings` : "";
  const filtered = Boolean(filter.q || filter.competition || filter.deposit);

  const headingId = `${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-white">
      <h2 id={headingId} className="m-0">
        <button type="button" aria-expanded={open} aria-controls={`${kind}-panel`} onClick={() => setOpen((v) => !v)} className="flex w-full items-center justify-between px-5 py-4 text-left font-serif text-2xl font-semibold">
          <span>
            {title} {state ? <span className="ml-2 rounded-full bg-sand px-2 py-0.5 font-sans text-sm font-medium text-muted">{state.total}</span> : null}
          </span>
          <span aria-hidden="true">{open ? "▾" : "▸"}</span>
        </button>
      </h2>
      <div id={`${kind}-panel`} hidden={!open} className="border-t border-line">
        {error ? <p role="alert" className="p-5 text-danger">{error}</p> : null}
        {!state && !error ? <p className="p-5 text-muted">Loading bookings…</p> : null}
        {state && state.bookings.length === 0 ? <p className="p-5 text-muted">{filtered ? `No ${kind} bookings match.` : `No ${kind} bookings.`}</p> : null}
        {state && state.bookings.length > 0 ? (
          <div tabIndex={0} role="region" aria-label={`${kind} bookings, scrollable`} className="overflow-x-auto focus:outline-2 focus:outline-accent">
            <AdminTable columns={["Competitor", "Competition", "Days and services", kind === "cancelled" ? "Cancelled" : "Created", kind === "cancelled" ? "Reason" : "Progress", "Actions"]} minWidth="56rem">
              {state.bookings.map((b) => (
                <tr key={b._id} className="border-t border-line align-top">
                  <Cell label="Competitor" className="font-medium">
                    {b.firstName} {b.lastName}
                    <span className="block text-xs font-normal text-muted [overflow-wrap:anywhere]">{b.email}</span>
                    {b.emailBounce ? (
                      <span className="mt-1 inline-block whitespace-nowrap rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800" title={`Email to ${b.emailBounce.to} bounced`}>
                        Email bounced
                      </span>
                    ) : null}
                    {b.textFailure ? (
                      <span className="mt-1 inline-block whitespace-nowrap rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800" title={`Text to ${b.textFailure.to} not delivered`}>
                        Text failed
                      </span>
                    ) : null}
                    {b.confirmationOutdated && kind !== "cancelled" ? (
                      <span className="mt-1 mr-1 inline-block whitespace-nowrap rounded-full border border-dotted border-red-800 bg-white px-2 py-0.5 text-xs font-semibold text-red-800" title="Staff changed a time or stylist after the confirmation was sent">
                        <span aria-hidden="true">✉ </span>Confirmation out of date
                      </span>
                    ) : null}
                    {b.deposit && b.deposit !== "none" ? (
                      <span
                        data-testid="deposit-mark"
                        className={`mt-1 mr-1 inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${b.deposit === "paid" ? "bg-green-100 text-green-900" : b.deposit === "overdue" ? "bg-red-100 text-red-800" : b.deposit === "refunded" ? "bg-gray-100 text-gray-800" : "bg-amber-100 text-amber-900"}`}
                      >
                        {MONEY_STATE_LABELS[b.deposit]}
                      </span>
                    ) : null}
                    {b.lateForHeat && kind !== "cancelled" ? (
                      <span className="mt-1 ml-1 inline-block whitespace-nowrap rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800" title="A slot ends after the dancer's ready-by time">
                        Late for heat
                      </span>
                    ) : null}
                  </Cell>
                  <Cell label="Competition">{b.competition.eventName}</Cell>
                  <Cell label="Days and services">
                    <DaysAndServices booking={b} />
                  </Cell>
                  <Cell label={kind === "cancelled" ? "Cancelled" : "Created"} className="whitespace-nowrap">
                    {formatAdminDateTime(kind === "cancelled" && b.cancelledAt ? b.cancelledAt : b.bookingCreateDate, studioZone)}
                  </Cell>
                  <Cell label={kind === "cancelled" ? "Reason" : "Progress"}>{kind === "cancelled" ? b.cancellationReason || "No reason given" : `${b.progress.scheduled} of ${b.progress.slots} scheduled`}</Cell>
                  <Cell>
                    <Link href={`/admin/calendar_bookings/edit/${b._id}`} className="inline-block rounded bg-ink px-3 py-1.5 text-white hover:bg-black" aria-label={`Manage booking of ${b.firstName} ${b.lastName}`}>
                      Manage
                    </Link>
                  </Cell>
                </tr>
              ))}
            </AdminTable>
          </div>
        ) : null}
        {state && state.pages > 1 ? (
          <nav aria-label={`${title} pages`} className="flex items-center justify-between border-t border-line px-5 py-3 text-sm">
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="rounded border border-line px-3 py-1 disabled:opacity-50">Previous</button>
            <span>Page {page} of {state.pages}</span>
            <button type="button" disabled={page >= state.pages} onClick={() => setPage(page + 1)} className="rounded border border-line px-3 py-1 disabled:opacity-50">Next</button>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
