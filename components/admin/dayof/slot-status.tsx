"use client";
// A slot's status on the day with one-tap buttons for the next allowed ones (44 px targets): "In the
// chair · 7:12 AM by Bea Lane". Each tap carries an Idempotency-Key and the version this screen saw, so
// a retry never applies twice and a change made meanwhile on another phone is shown, not overwritten.
import { useEffect, useState } from "react";
import { queueSlotStatus, useQueuedStatusOf } from "@/components/admin/offline/status-queue";
import { actionLabel, NEXT_STATUSES, SLOT_STATUS_LABELS, type LiveSlotDto, type SlotDayStatus } from "@/lib/dayof/dto";
import { formatTimeIn } from "@/lib/time/zoned";
import { useLiveDayState, useLiveSlot } from "./live-day";
import "./day-actions.css";

const CHIP: Record<SlotDayStatus, string> = {
  expected: "border-line bg-white text-ink",
  checked_in: "border-blue-700 bg-blue-50 text-blue-900",
  in_chair: "border-amber-700 bg-amber-50 text-amber-900",
  done: "border-green-700 bg-green-50 text-green-900",
  no_show: "border-danger bg-red-50 text-danger",
};

const untouched = (id: string): LiveSlotDto => ({ id, status: "expected", version: 0, changedAt: null, changedByName: "" });

/** "In the chair · 7:12 AM by Bea Lane", or just "Expected" before anyone touched it. */
export function statusLine(slot: LiveSlotDto, timeZone: string, studioZone: string): string {
  const label = SLOT_STATUS_LABELS[slot.status];
  if (!slot.changedAt) return label;
  return `${label} · ${formatTimeIn(new Date(slot.changedAt), timeZone, studioZone)}${slot.changedByName ? ` by ${slot.changedByName}` : ""}`;
}

export function SlotStatus({ scheduleId, dancer, canChange, timeZone, studioZone, className }: { scheduleId: string; dancer: string; canChange: boolean; timeZone: string; studioZone: string; className?: string }) {
  const live = useLiveDayState();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState("");
  const known = useLiveSlot(scheduleId) ?? untouched(scheduleId);
  // A change tapped with no network waits on this phone (components/admin/offline): shown as the status until sent.
  const queued = useQueuedStatusOf(scheduleId);
  const slot = queued ? { ...known, status: queued.status } : known;
  const register = live?.register;
  useEffect(() => register?.(scheduleId, dancer), [register, scheduleId, dancer]);

  async function moveTo(status: SlotDayStatus) {
    setPending(true);
    setMessage("");
    try {
      // Stored on the phone with its Idempotency-Key first, then sent (at once, or when the network returns).
      const answer = await queueSlotStatus(scheduleId, status, known.version, dancer);
      if (answer.kind === "sent") {
        live?.apply([answer.slot]);
        live?.announce(`${dancer}: ${SLOT_STATUS_LABELS[answer.slot.status].toLowerCase()}`);
      } else if (answer.kind === "queued") live?.announce(`${dancer}: ${SLOT_STATUS_LABELS[status].toLowerCase()}, saved on this phone`);
      else {
        if (answer.change.theirs) live?.apply([answer.change.theirs]);
        setMessage(answer.change.error ?? "The status could not be saved.");
      }
    } catch {
      setMessage("The status could not be saved.");
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={["slot-status mt-1", className].filter(Boolean).join(" ")} data-testid="slot-status" data-status={slot.status}>
      <p className={`slot-chip ${CHIP[slot.status]}`} data-testid="slot-status-line">
        {queued ? `${SLOT_STATUS_LABELS[queued.status]} · Saved on this phone — will send when online` : statusLine(slot, timeZone, studioZone)}
      </p>
      {canChange && NEXT_STATUSES[slot.status].length ? (
        <div role="group" aria-label={`Status of ${dancer}`} className="day-actions mt-1">
          {NEXT_STATUSES[slot.status].map((next) => (
            <button
              key={next}
              type="button"
              disabled={pending}
              onClick={() => void moveTo(next)}
              className="day-action day-action-status"
            >
              {actionLabel(slot.status, next)}
            </button>
          ))}
        </div>
      ) : null}
      {message ? (
        <p className="mt-1 text-sm text-danger" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
