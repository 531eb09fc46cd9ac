"use client";
import { AdminTable } from "@/components/admin/admin-table";
import Link from "next/link";
import { useState } from "react";
import { format } from "date-fns";
import type { BookingWithBounce } from "@/lib/bookings/dto";
import { displayDay } from "@/lib/time/studio-time";
import { adminPageFetcher, useAdminData } from "../admin-api";

const PAGE_SIZE = 20;

export function BookingsTable({ kind, title, initiallyOpen = true }: { kind: "assigned" | "unassigned" | "cancelled"; title: string; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [page, setPage] = useState(1);
  const list = useAdminData(`/api/booking/${kind}?page=${page}&pageSize=${PAGE_SIZE}`, { keepPreviousData: true }, adminPageFetcher<BookingWithBounce>);
  const state = list.data ? { bookings: list.data.items, total: list.data.total, pages: list.data.pages } : null;
  const error = list.error ? `Failed to fetch ${kind} bookings` : "";

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
        {state && state.bookings.length === 0 ? <p className="p-5 text-muted">No {kind} bookings.</p> : null}
        {state && state.bookings.length > 0 ? (
          <div tabIndex={0} role="region" aria-label={`${kind} bookings, scrollable`} className="overflow-x-auto focus:outline-2 focus:outline-accent">
            <AdminTable columns={["Competitor", "Competition", "Days", kind === "cancelled" ? "Cancelled" : "Created", kind === "cancelled" ? "Reason" : "Progress", "Actions"]} minWidth="48rem">
                {state.bookings.map((b) => (
                  <tr key={b._id} className="border-t border-line">
                    <td className="px-4 py-3 font-medium">
                      {b.firstName} {b.lastName}
                      {b.emailBounce ? (
                        <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800" title={`Email to ${b.emailBounce.to} bounced`}>
                          Email bounced
                        </span>
                      ) : null}
                      {b.lateForHeat && kind !== "cancelled" ? (
                        <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800" title="A slot ends after the dancer's ready-by time">
                          Late for heat
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">{b.competition.eventName}</td>
                    <td className="px-4 py-3">{b.dayDetails.map((d) => format(displayDay(d.date), "MM-dd-yyyy")).join(", ")}</td>
                    <td className="px-4 py-3">{format(new Date(kind === "cancelled" && b.cancelledAt ? b.cancelledAt : b.bookingCreateDate), "MM-dd-yyyy h:mm a")}</td>
                    <td className="px-4 py-3">{kind === "cancelled" ? b.cancellationReason || "No reason given" : `${b.progress.scheduled} of ${b.progress.slots} scheduled`}</td>
                    <td className="px-4 py-3">
                      <Link href={`/admin/calendar_bookings/edit/${b._id}`} className="rounded bg-ink px-3 py-1.5 text-white hover:bg-black" aria-label={`Manage booking of ${b.firstName} ${b.lastName}`}>
                        Manage
                      </Link>
                    </td>
                  </tr>
                ))}
            </AdminTable>
          </div>
        ) : null}
        {state && state.pages > 1 ? (
          <nav aria-label={`${title} pages`} className="flex items-center justify-between border-t border-line px-5 py-3 text-sm">
            <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)} className="rounded border border-line px-3 py-1 disabled:opacity-50">Previous</button>
            <span>Page {page} of {state.pages}</span>
            <button type="button" disabled={page >= state.pages} onClick={() => setPage((p) => p + 1)} className="rounded border border-line px-3 py-1 disabled:opacity-50">Next</button>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
