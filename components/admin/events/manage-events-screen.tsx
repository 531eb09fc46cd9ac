"use client";
import { useState } from "react";
import type { CalendarSettingsDto, EventDto } from "@/lib/events/dto";
import { useAdminApi, useApiData } from "../admin-api";
import { ConfirmDialog } from "../modal";
import { CalendarSettingsForm } from "./calendar-settings-form";
import { CreateEventForm } from "./create-event-form";
import { EditEventDialog } from "./edit-event-dialog";
import { EventsTable } from "./events-table";

export const DELETE_EVENT_CONFIRMATION = "Are you sure you want to delete this event?";

const FALLBACK_SETTINGS: CalendarSettingsDto = { autoDisplay: true, numUpcomingEvents: 1, numberOfEvents: 1, readyBeforeHeatMinutes: 45, applyFittingChangesAtOnce: false };

/** `settings` is loaded by the page on the server (null when that failed): the settings form copies it into its own state. */

export function ManageEventsScreen({ settings: loadedSettings, canViewRunSheet, canManageBookings }: { settings: CalendarSettingsDto | null; canViewRunSheet: boolean; canManageBookings: boolean }) {
  const api = useAdminApi();
  const upcoming = useApiData("GET /api/events/upcoming");
  const past = useApiData("GET /api/events/past");
  // A failed list shows as empty with its own failure message; the settings form falls back to the defaults.
  const lists = { upcoming: upcoming.data ?? (upcoming.error ? [] : null), past: past.data ?? (past.error ? [] : null) };
  const settings = loadedSettings ?? FALLBACK_SETTINGS;
  const loadErrors = [
    upcoming.error ? "Failed to fetch upcoming events" : "",
    past.error ? "Failed to fetch past events" : "",
    loadedSettings ? "" : "Failed to fetch calendar settings",
  ];
  const [actionError, setActionError] = useState("");
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<EventDto | null>(null);
  const [editing, setEditing] = useState<EventDto | null>(null);
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);

  const reloadEvents = () => Promise.all([upcoming.mutate(), past.mutate()]);

  const markPending = (id: string, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const patchLists = (id: string, change: (event: EventDto) => EventDto) => {
    const patch = (current: EventDto[] | undefined) => current?.map((e) => (e._id === id ? change(e) : e));
    void upcoming.mutate(patch, { revalidate: false });
    void past.mutate(patch, { revalidate: false });
  };

  async function toggleShow(event: EventDto, showEvent: boolean) {
    setActionError("");
    markPending(event._id, true);
    patchLists(event._id, (e) => ({ ...e, showEvent }));
    try {
      await api.call("PATCH /api/events/:id/show", { params: { id: event._id }, body: { showEvent } });
    } catch (error) {
      console.error("Failed to update showEvent status", error);
      patchLists(event._id, (e) => ({ ...e, showEvent: !showEvent }));
      setActionError("Failed to update showEvent status");
    } finally {
      markPending(event._id, false);
    }
  }

  async function changeTimeZone(event: EventDto, timeZone: string) {
    setActionError("");
    markPending(event._id, true);
    const before = event.timeZone;
    patchLists(event._id, (e) => ({ ...e, timeZone }));
    try {
      await api.call("PATCH /api/events/:id/time-zone", { params: { id: event._id }, body: { timeZone } });
    } catch (error) {
      console.error("Failed to update the time zone", error);
      patchLists(event._id, (e) => ({ ...e, timeZone: before }));
      setActionError("Failed to update the time zone");
    } finally {
      markPending(event._id, false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    setActionError("");
    try {
      await api.call("PUT /api/events/:id/delete", { params: { id: deleting._id } });
      setDeleting(null);
      await reloadEvents();
    } catch (error) {
      console.error("Failed to delete event", error);
      setDeleting(null);
      setActionError("Failed to delete event");
    } finally {
      setBusy(false);
    }
  }

  function saved(event: EventDto) {
    setEditing(null);
    setNotice(`Event “${event.eventName}” saved.`);
    void reloadEvents();
  }

  const edit = (event: EventDto) => {
    setNotice("");
    setEditing(event);
  };

  const tableProps = { pending, canViewRunSheet, canViewStaffing: canViewRunSheet || canManageBookings, canViewTakings: canManageBookings, canPlanDays: canManageBookings, canManageBookings, onToggleShow: toggleShow, onTimeZone: changeTimeZone, onEdit: edit, onDelete: setDeleting };

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-serif text-title font-semibold">Manage Events</h1>
      <p className="mt-2 text-muted">Competitions shown on the schedule page and offered on the booking form.</p>
      {[...loadErrors, actionError].filter(Boolean).map((message) => (
        <p key={message} role="alert" className="mt-4 rounded border border-danger/30 bg-red-50 px-4 py-2 text-sm text-danger">
          {message}
        </p>
      ))}

      <p role="status" className="mt-4 text-sm text-success empty:hidden">
        {notice}
      </p>

      <div className="mt-8">
        <CreateEventForm onCreated={() => void reloadEvents()} />
      </div>

      <section aria-labelledby="upcoming-heading" className="mt-10">
        <h2 id="upcoming-heading" className="font-serif text-2xl font-semibold">
          Upcoming Events
        </h2>
        <CalendarSettingsForm initial={settings} />
        <EventsTable id="upcoming-events" caption="Upcoming events, soonest first" events={lists.upcoming} emptyText="No upcoming events." {...tableProps} canInvite />
      </section>

      <section aria-labelledby="past-heading" className="mt-10">
        <h2 id="past-heading" className="font-serif text-2xl font-semibold">
          Past Events
        </h2>
        <EventsTable id="past-events" caption="Past events, most recent first" events={lists.past} emptyText="No past events." {...tableProps} />
      </section>

      <EditEventDialog event={editing} canManageBookings={canManageBookings} onClose={() => setEditing(null)} onSaved={saved} />
      <ConfirmDialog open={deleting !== null} message={DELETE_EVENT_CONFIRMATION} busy={busy} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
    </div>
  );
}
