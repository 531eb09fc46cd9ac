"use client";
import Link from "@/components/admin/staff-link";
import { AdminTable, Cell } from "@/components/admin/admin-table";
import { formatAdminDate } from "@/lib/time/browser";
import type { EventDto } from "@/lib/events/dto";
import { EVENT_TIME_ZONE_IDS, EVENT_TIME_ZONES, timeZoneLabel } from "@/lib/time/zoned";

interface Props {
  id: string;
  caption: string;
  events: EventDto[] | null;
  emptyText: string;
  pending: ReadonlySet<string>;
  /** The run sheet shows dancers and phones: its link only for view_bookings. */
  canViewRunSheet: boolean;
  /** manage_bookings or view_bookings: the competition's staffing (who works each day and when). */
  canViewStaffing: boolean;
  /** Upcoming competitions: a published one offers "Invite clients" (lib/invitations). */
  canInvite?: boolean;
  /** manage_bookings: a link to plan the competition's days. */
  canPlanDays?: boolean;
  /** Desk staff (manage_bookings) reach each competition's waiting lists from here. */
  canManageBookings?: boolean;
  /** Takings (close the day, the season) are desk business: manage_bookings. */
  canViewTakings?: boolean;
  onToggleShow(event: EventDto, showEvent: boolean): void;
  onTimeZone(event: EventDto, timeZone: string): void;
  onEdit(event: EventDto): void;
  onDelete(event: EventDto): void;
}

const COLUMNS = ["Show", "Event Name", "Location", "City", "State", "Time zone", "Start Date", "End Date", "Actions"];

/** One of the Manage Events tables: a showEvent checkbox that saves at once, Edit and Delete per row; stacked cards on a phone. */
export function EventsTable({ id, caption, events, emptyText, pending, canViewRunSheet, canViewStaffing, canPlanDays = false, canManageBookings = false, canViewTakings = false, canInvite = false, onToggleShow, onTimeZone, onEdit, onDelete }: Props) {
  if (events === null) return <p className="mt-4 text-muted">Loading events…</p>;
  return (
    <div tabIndex={0} role="region" aria-label={`${caption}, scrollable`} className="mt-4 overflow-x-auto rounded-card border border-line bg-white focus:outline-2 focus:outline-accent">
      <AdminTable id={id} caption={caption} columns={COLUMNS} minWidth="60rem">
        {events.length === 0 ? (
          <tr className="border-t border-line">
            <Cell colSpan={9} className="py-6 text-center text-muted">
              {emptyText}
            </Cell>
          </tr>
        ) : (
          events.map((event) => (
            <tr key={event._id} className="border-t border-line align-top">
              <Cell label="Show">
                <input
                  type="checkbox"
                  checked={event.showEvent}
                  disabled={pending.has(event._id)}
                  onChange={(e) => onToggleShow(event, e.target.checked)}
                  aria-label={`Show ${event.eventName} on the schedule`}
                  className="h-4 w-4 accent-accent"
                />
              </Cell>
              <Cell label="Event Name" className="font-medium">{event.eventName}</Cell>
              <Cell label="Location">
                {event.locationName}
                {event.address ? <span className="block text-xs text-muted">{event.address}</span> : null}
              </Cell>
              <Cell label="City">{event.city}</Cell>
              <Cell label="State">{event.state}</Cell>
              <Cell label="Time zone">
                <select
                  value={event.timeZone}
                  disabled={pending.has(event._id)}
                  onChange={(e) => onTimeZone(event, e.target.value)}
                  aria-label={`Time zone of ${event.eventName}`}
                  className="rounded border border-line bg-white px-2 py-1"
                >
                  {EVENT_TIME_ZONE_IDS.includes(event.timeZone as never) ? null : <option value={event.timeZone}>{timeZoneLabel(event.timeZone)}</option>}
                  {EVENT_TIME_ZONE_IDS.map((zone) => (
                    <option key={zone} value={zone}>
                      {EVENT_TIME_ZONES[zone]}
                    </option>
                  ))}
                </select>
              </Cell>
              <Cell label="Start Date" className="whitespace-nowrap">{formatAdminDate(event.eventStartDate)}</Cell>
              <Cell label="End Date" className="whitespace-nowrap">{formatAdminDate(event.eventEndDate)}</Cell>
              <Cell>
                {canViewRunSheet ? (
                  <Link
                    href={`/admin/calendar_show/run-sheet?date=${event.eventStartDate}`}
                    className="mb-2 mr-2 inline-block rounded border border-line px-3 py-1 hover:bg-sand"
                    aria-label={`Run sheet of ${event.eventName}`}
                  >
                    Run sheet
                  </Link>
                ) : null}
                {canViewStaffing ? (
                  <Link href={`/admin/staffing/${event._id}`} className="mb-2 mr-2 inline-block rounded border border-line px-3 py-1 hover:bg-sand" aria-label={`Staffing of ${event.eventName}`}>
                    Staffing
                  </Link>
                ) : null}
                {canPlanDays ? (
                  <Link
                    href={`/admin/calendar_show/plan?event=${event._id}&date=${event.eventStartDate}`}
                    className="mb-2 mr-2 inline-block rounded border border-line px-3 py-1 hover:bg-sand"
                    aria-label={`Plan the days of ${event.eventName}`}
                  >
                    Plan days
                  </Link>
                ) : null}
                {canPlanDays ? (
                  <Link
                    href={`/admin/calendar_show/heat-list?event=${event._id}`}
                    className="mb-2 mr-2 inline-block rounded border border-line px-3 py-1 hover:bg-sand"
                    aria-label={`Import the heat list of ${event.eventName}`}
                  >
                    Import heat list
                  </Link>
                ) : null}
                {canManageBookings ? (
                  <Link
                    href={`/admin/waitlist?event=${event._id}&date=${event.eventStartDate}`}
                    className="mb-2 mr-2 inline-block rounded border border-line px-3 py-1 hover:bg-sand"
                    aria-label={`Waiting lists of ${event.eventName}`}
                  >
                    Waiting list
                  </Link>
                ) : null}
                {canInvite && event.showEvent ? (
                  <Link href={`/admin/calendar_events/invite?event=${event._id}`} className="mb-2 mr-2 inline-block rounded border border-line px-3 py-1 hover:bg-sand" aria-label={`Invite clients to ${event.eventName}`}>
                    Invite clients
                  </Link>
                ) : null}
                {canViewTakings ? (
                  <Link href={`/admin/takings?event=${event._id}`} className="mb-2 mr-2 inline-block rounded border border-line px-3 py-1 hover:bg-sand" aria-label={`Takings of ${event.eventName}`}>
                    Takings
                  </Link>
                ) : null}
                <button
                  type="button"
                  onClick={() => onEdit(event)}
                  disabled={pending.has(event._id)}
                  className="mb-2 mr-2 rounded border border-line px-3 py-1 hover:bg-sand disabled:opacity-60"
                  aria-label={`Edit ${event.eventName}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(event)}
                  disabled={pending.has(event._id)}
                  className="rounded border border-danger/40 px-3 py-1 text-danger hover:bg-red-50 disabled:opacity-60"
                  aria-label={`Delete ${event.eventName}`}
                >
                  Delete
                </button>
              </Cell>
            </tr>
          ))
        )}
      </AdminTable>
    </div>
  );
}
