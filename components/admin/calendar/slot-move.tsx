"use client";
// Moving a schedule slot from My Calendar (manage_bookings only): dragging or resizing it in Day and
// Week views, or "Change time" in its details dialog for keyboard users. Both save through
// PATCH /api/calendar/slots/:id (Edit Booking's rules); a refusal snaps the entry back with the reason.
import { formatInTimeZone } from "date-fns-tz";
import { useCallback, useState } from "react";
import type { EventChangeInfo } from "@fullcalendar/react";
import { slotEndByLength, type CalendarSlotDto } from "@/lib/calendar/dto";
import type { SlotMoved } from "@/lib/calendar/schema";
import { ApiError, useAdminApi } from "../admin-api";
import { ConfirmDialog } from "../modal";
import { StatusMessage, useTimedStatus, type TimedStatus } from "../timed-status";
import { SendUpdatedConfirmation } from "../bookings/send-updated-confirmation";
import { lateForHeatQuestion } from "./calendar-model";
import { endFollowingStart } from "@/lib/bookings/dto";
import { formatTimeRangeIn, zonedInstant, zoneTimeWording } from "@/lib/time/zoned";
import { Button } from "@/components/ui/button";

const NO_LENGTHS: Readonly<Record<string, number>> = {};

type MoveResult = { ok: true; moved: SlotMoved } | { ok: false; message: string };

/** A booking whose confirmation a move left out of date: the offer to send the new times stays until used or dismissed. */
export interface OutdatedOffer {
  bookingId: string;
  competitor: string;
}

/**
 * `studioZone`: times of a competition in another zone are printed in its zone and named ("8:45 AM Central").
 * `minutesByTitle`: service lengths; a dragged slot ends by the one length rule (extras on the day's last slot).
 */
export function useSlotMove(studioZone: string, onSaved: () => void, minutesByTitle: Readonly<Record<string, number>> = NO_LENGTHS) {
  const api = useAdminApi();
  const [status, show] = useTimedStatus(10_000);
  const [question, setQuestion] = useState<{ text: string; answer(yes: boolean): void } | null>(null);
  const [outdated, setOutdated] = useState<OutdatedOffer | null>(null);

  /** Item 7: a move that ends after the dancer's ready-by is saved only when staff say so. */
  const ask = useCallback((text: string) => new Promise<boolean>((resolve) => setQuestion({ text, answer: (yes) => (setQuestion(null), resolve(yes)) })), []);

  const move = useCallback(
    async (slot: CalendarSlotDto, start: Date, end: Date): Promise<MoveResult> => {
      const late = lateForHeatQuestion(slot, end, studioZone);
      if (late && !(await ask(late))) {
        show({ tone: "success", text: "Not moved." });
        return { ok: false, message: "Not moved: it would end after ready-by." };
      }
      try {
        const { moved } = await api.call("PATCH /api/calendar/slots/:id", { params: { id: slot.id }, body: { start: start.toISOString(), end: end.toISOString() } });
        const when = formatTimeRangeIn(start, end, slot.competition.timeZone, studioZone);
        show({ tone: "success", text: `Moved to ${when}.${moved.confirmationOutdated ? " The customer's confirmation is now out of date." : ""}` });
        const competitor = `${slot.competitor.firstName} ${slot.competitor.lastName}`;
        setOutdated((current) => (moved.confirmationOutdated ? { bookingId: moved.bookingId, competitor } : current?.bookingId === moved.bookingId ? null : current));
        onSaved();
        return { ok: true, moved };
      } catch (error) {
        const message = error instanceof ApiError ? error.message : "Could not move the appointment.";
        show({ tone: "danger", text: message });
        return { ok: false, message };
      }
    },
    [api, ask, onSaved, show, studioZone],
  );

  /** FullCalendar's eventDrop / eventResize: save, or put the entry back where it was. */
  const onChange = useCallback(
    async (info: EventChangeInfo) => {
      const { entry } = info.event.extendedProps as { entry?: { kind: string; schedules?: CalendarSlotDto[] } };
      const slot = entry?.kind === "schedule" ? entry.schedules?.[0] : undefined;
      if (!slot || !info.event.start || !info.event.end) return info.revert();
      // A drop keeps the slot's length by the rule (a stored end that left out the extras is put right); a resize is the end staff chose.
      const resized = "endDelta" in info;
      const end = (!resized && slotEndByLength(slot, info.event.start, minutesByTitle)) || info.event.end;
      const result = await move(slot, info.event.start, end);
      if (!result.ok) info.revert();
    },
    [move, minutesByTitle],
  );

  return { move, onChange, status, question, outdated, dismissOutdated: useCallback(() => setOutdated(null), []) };
}

/** The ready-by question of a move (its Cancel snaps the entry back). */
export function LateMoveQuestion({ question }: { question: ReturnType<typeof useSlotMove>["question"] }) {
  return (
    <ConfirmDialog
      open={question !== null}
      message={question?.text ?? ""}
      confirmLabel="Move anyway"
      onConfirm={() => question?.answer(true)}
      onCancel={() => question?.answer(false)}
    />
  );
}

/** After a move left a confirmed booking's confirmation out of date: send the new times from here. */
export function OutdatedConfirmationOffer({ offer, onDismiss, onSent }: { offer: OutdatedOffer | null; onDismiss(): void; onSent(): void }) {
  if (!offer) return null;
  return (
    <div role="group" aria-label="Confirmation out of date" className="mt-2 flex flex-wrap items-center gap-3 rounded border border-danger bg-red-50 px-4 py-3 text-sm" data-testid="outdated-offer">
      <span className="font-semibold text-danger">
        <span aria-hidden="true">✉ </span>
        {offer.competitor}&rsquo;s confirmation is out of date: the customer still has the old times.
      </span>
      <SendUpdatedConfirmation key={offer.bookingId + offer.competitor} bookingId={offer.bookingId} onSent={onSent} />
      <button type="button" onClick={onDismiss} className="ml-auto rounded border border-line bg-white px-3 py-1.5 font-medium hover:bg-sand">
        Dismiss
      </button>
    </div>
  );
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

/**
 * "Change time" in an appointment's details: the same move, typed. The end follows the start
 * (`endFollowingStart`, Edit Booking's rule too) until staff type an end themselves.
 */
export function ChangeSlotTime({
  slot,
  timeZone,
  studioZone,
  move,
  minutesByTitle,
  onMoved,
}: {
  slot: CalendarSlotDto;
  /** The competition's zone: the times are typed and read in it. */
  timeZone: string;
  /** The studio's zone: a competition in another zone is named beside the times ("Central"). */
  studioZone: string;
  move(slot: CalendarSlotDto, start: Date, end: Date): Promise<MoveResult>;
  minutesByTitle: Readonly<Record<string, number>>;
  onMoved?(moved: SlotMoved): void;
}) {
  const date = formatInTimeZone(new Date(slot.start), timeZone, "yyyy-MM-dd");
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(formatInTimeZone(new Date(slot.start), timeZone, "HH:mm"));
  const [end, setEnd] = useState(formatInTimeZone(new Date(slot.end), timeZone, "HH:mm"));
  const [endTyped, setEndTyped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const saved = { startDate: date, startTime: formatInTimeZone(new Date(slot.start), timeZone, "HH:mm"), endDate: formatInTimeZone(new Date(slot.end), timeZone, "yyyy-MM-dd"), endTime: formatInTimeZone(new Date(slot.end), timeZone, "HH:mm") };

  function changeStart(value: string) {
    setStart(value);
    if (endTyped || !value) return;
    // The day's last slot counts the day's extras (rhinestones, a lash upgrade), as the planner and Edit Booking do.
    const followed = endFollowingStart({ service: slot.service, startDate: date, startTime: value }, saved, minutesByTitle, slot.lengthExtras);
    if (followed) setEnd(followed.endTime);
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!start || !end) return setError("Enter a start and an end time.");
    setBusy(true);
    setError("");
    setDone("");
    const result = await move(slot, zonedInstant(date, start, timeZone), zonedInstant(date, end, timeZone));
    setBusy(false);
    if (result.ok) {
      setDone(`Saved: ${formatTimeRangeIn(new Date(result.moved.start), new Date(result.moved.end), timeZone, studioZone)}.`);
      onMoved?.(result.moved);
    } else setError(result.message);
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
          <input type="time" value={start} onChange={(e) => changeStart(e.target.value)} className="mt-1 block rounded border border-line px-2 py-1.5" />
        </label>
        <label className="text-sm font-medium">
          End
          <input
            type="time"
            value={end}
            onChange={(e) => {
              setEndTyped(true);
              setEnd(e.target.value);
            }} className="mt-1 block rounded border border-line px-2 py-1.5" />
        </label>
        <Button size="sm" type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save time"}
        </Button>
      </div>
      {timeZone !== studioZone ? <p className="text-sm text-muted" data-testid="change-time-zone">Times are {zoneTimeWording(timeZone, studioZone)}, the competition&apos;s zone.</p> : null}
      {error ? <p role="alert" className="text-sm text-danger">{error}</p> : null}
      <p role="status" className="text-sm text-success">{done}</p>
    </form>
  );
}
