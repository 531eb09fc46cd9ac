"use client";
// Moving a schedule slot from My Calendar (manage_bookings only): dragging or resizing it in Day and
// Week views, or "Change time" in its details dialog for keyboard users. Both save through
// PATCH /api/calendar/slots/:id (Edit Booking's rules); a refusal snaps the entry back with the reason.
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { useCallback, useState } from "react";
import type { EventChangeInfo } from "@fullcalendar/react";
import type { CalendarSlotDto } from "@/lib/calendar/dto";
import type { SlotMoved } from "@/lib/calendar/reschedule-schema";
import { ApiError, useAdminApi } from "../admin-api";
import { StatusMessage, useTimedStatus, type TimedStatus } from "../timed-status";

type MoveResult = { ok: true; moved: SlotMoved } | { ok: false; message: string };

export function useSlotMove(timeZone: string, onSaved: () => void) {
  const api = useAdminApi();
  const [status, show] = useTimedStatus(10_000);

  const move = useCallback(
    async (scheduleId: string, start: Date, end: Date): Promise<MoveResult> => {
      try {
        const { moved } = await api.send<{ moved: SlotMoved }>("PATCH", `/api/calendar/slots/${scheduleId}`, { start: start.toISOString(), end: end.toISOString() });
        const when = `${formatInTimeZone(start, timeZone, "h:mm a")} – ${formatInTimeZone(end, timeZone, "h:mm a")}`;
        show({ tone: "success", text: `Moved to ${when}.${moved.confirmationOutdated ? " The customer's confirmation is now out of date: send it again from Edit Booking." : ""}` });
        onSaved();
        return { ok: true, moved };
      } catch (error) {
        const message = error instanceof ApiError ? error.message : "Could not move the appointment.";
        show({ tone: "danger", text: message });
        return { ok: false, message };
      }
    },
    [api, onSaved, show, timeZone],
  );

  /** FullCalendar's eventDrop / eventResize: save, or put the entry back where it was. */
  const onChange = useCallback(
    async (info: EventChangeInfo) => {
      const { entry } = info.event.extendedProps as { entry?: { kind: string; schedules?: CalendarSlotDto[] } };
      const slot = entry?.kind === "schedule" ? entry.schedules?.[0] : undefined;
      if (!slot || !info.event.start || !info.event.end) return info.revert();
      const result = await move(slot.id, info.event.start, info.event.end);
      if (!result.ok) info.revert();
    },
    [move],
  );

  return { move, onChange, status };
}

/** The outcome of the last move, announced (an error as an alert). */
export function SlotMoveStatus({ status }: { status: TimedStatus | null }) {
  return status?.tone === "danger" ? (
    <p role="alert" className="mt-2 rounded bg-red-50 px-4 py-3 text-sm font-semibold text-danger" data-testid="slot-move-status">
      {status.text}
    </p>
  ) : (
    <StatusMessage status={status} look="banner" className="mt-2 text-sm font-semibold" />
  );
}

/** "Change time" in an appointment's details: the same move, typed. */
export function ChangeSlotTime({ slot, timeZone, move }: { slot: CalendarSlotDto; timeZone: string; move(scheduleId: string, start: Date, end: Date): Promise<MoveResult> }) {
  const date = formatInTimeZone(new Date(slot.start), timeZone, "yyyy-MM-dd");
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(formatInTimeZone(new Date(slot.start), timeZone, "HH:mm"));
  const [end, setEnd] = useState(formatInTimeZone(new Date(slot.end), timeZone, "HH:mm"));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!start || !end) return setError("Enter a start and an end time.");
    setBusy(true);
    setError("");
    setDone("");
    const result = await move(slot.id, fromZonedTime(`${date}T${start}:00`, timeZone), fromZonedTime(`${date}T${end}:00`, timeZone));
    setBusy(false);
    if (result.ok) setDone(`Saved: ${formatInTimeZone(new Date(result.moved.start), timeZone, "h:mm a")} – ${formatInTimeZone(new Date(result.moved.end), timeZone, "h:mm a")}.`);
    else setError(result.message);
  }

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="rounded border border-line px-3 py-1.5 text-sm font-medium hover:bg-sand">
        Change time
      </button>
    );
  }
  return (
    <form onSubmit={save} noValidate className="space-y-2 rounded border border-line p-3" aria-label="Change time">
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          Start
          <input type="time" value={start} onChange={(e) => setStart(e.target.value)} className="mt-1 block rounded border border-line px-2 py-1.5" />
        </label>
        <label className="text-sm font-medium">
          End
          <input type="time" value={end} onChange={(e) => setEnd(e.target.value)} className="mt-1 block rounded border border-line px-2 py-1.5" />
        </label>
        <button type="submit" disabled={busy} className="rounded bg-accent px-4 py-2 text-sm font-medium text-white disabled:opacity-60">
          {busy ? "Saving…" : "Save time"}
        </button>
      </div>
      {error ? <p role="alert" className="text-sm text-danger">{error}</p> : null}
      <p role="status" className="text-sm text-success">{done}</p>
    </form>
  );
}
