"use client";
import Link from "next/link";
import { formatAdminDate } from "@/lib/events/dates";
import type { EventDto } from "@/lib/events/dto";

interface Props {
  id: string;
  caption: string;
  events: EventDto[] | null;
  emptyText: string;
  pending: ReadonlySet<string>;
  onToggleShow(event: EventDto, showEvent: boolean): void;
  onDelete(event: EventDto): void;
}

/** One of the Manage Events tables: a showEvent checkbox that saves at once and a Delete action per row. */
export function EventsTable({ id, caption, events, emptyText, pending, onToggleShow, onDelete }: Props) {
  if (events === null) return <p className="mt-4 text-muted">Loading events…</p>;
  return (
    <div className="mt-4 overflow-x-auto rounded-card border border-line bg-white">
      <table id={id} className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="px-4 py-3">Show</th>
            <th scope="col" className="px-4 py-3">Event Name</th>
            <th scope="col" className="px-4 py-3">Location</th>
            <th scope="col" className="px-4 py-3">City</th>
            <th scope="col" className="px-4 py-3">State</th>
            <th scope="col" className="px-4 py-3">Start Date</th>
            <th scope="col" className="px-4 py-3">End Date</th>
            <th scope="col" className="px-4 py-3">Actions</th>
          </tr>
        </thead>
        <tbody>
          {events.length === 0 ? (
            <tr className="border-t border-line">
              <td colSpan={8} className="px-4 py-6 text-center text-muted">
                {emptyText}
              </td>
            </tr>
          ) : (
            events.map((event) => (
              <tr key={event._id} className="border-t border-line align-top">
                <td className="px-4 py-3">
                  <input
                    type="checkbox"
                    checked={event.showEvent}
                    disabled={pending.has(event._id)}
                    onChange={(e) => onToggleShow(event, e.target.checked)}
                    aria-label={`Show ${event.eventName} on the schedule`}
                    className="h-4 w-4 accent-accent"
                  />
                </td>
                <td className="px-4 py-3 font-medium">{event.eventName}</td>
                <td className="px-4 py-3">
                  {event.locationName}
                  {event.address ? <span className="block text-xs text-muted">{event.address}</span> : null}
                </td>
                <td className="px-4 py-3">{event.city}</td>
                <td className="px-4 py-3">{event.state}</td>
                <td className="whitespace-nowrap px-4 py-3">{formatAdminDate(event.eventStartDate)}</td>
                <td className="whitespace-nowrap px-4 py-3">{formatAdminDate(event.eventEndDate)}</td>
                <td className="px-4 py-3">
                  <Link
                    href={`/admin/calendar_show/run-sheet?date=${event.eventStartDate}`}
                    className="mb-2 mr-2 inline-block rounded border border-line px-3 py-1 hover:bg-sand"
                    aria-label={`Run sheet of ${event.eventName}`}
                  >
                    Run sheet
                  </Link>
                  <button
                    type="button"
                    onClick={() => onDelete(event)}
                    disabled={pending.has(event._id)}
                    className="rounded border border-danger/40 px-3 py-1 text-danger hover:bg-red-50 disabled:opacity-60"
                    aria-label={`Delete ${event.eventName}`}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
