"use client";
// The desk's heat time for one booking day (a phone or walk-up booking's dancer tells the desk): Save and
// Clear through PUT /api/bookings/:id/heats, the private page's rules (the desk may still change a day that
// has started). The page data is refreshed after a save, so "Ready by …" and Suggest times follow.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError, useAdminApi } from "../admin-api";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

const LATE_SAVED = "An appointment of this day now ends after ready-by (Late for heat): move it and send the updated confirmation.";

export function HeatTimeForm({
  bookingId,
  date,
  dayLabel,
  zoneHint,
  heatTime,
  heatNote,
  disabled,
}: {
  bookingId: string;
  /** "YYYY-MM-DD", the booking day. */
  date: string;
  /** "Sat, Dec 19". */
  dayLabel: string;
  /** The competition's zone, named: "Central time (America/Chicago), the competition's zone". */
  zoneHint: string;
  /** "HH:mm" in the competition's zone, "" when not given. */
  heatTime: string;
  /** Kept as it is: the desk changes the time, the dancer's note stays. */
  heatNote: string;
  disabled?: boolean;
}) {
  const api = useAdminApi();
  const router = useRouter();
  const [value, setValue] = useState(heatTime);
  // The stored time changed (this form saved, or the page was refreshed): the field shows it.
  const [shown, setShown] = useState(heatTime);
  if (shown !== heatTime) {
    setShown(heatTime);
    setValue(heatTime);
  }
  const [fieldError, setFieldError] = useState("");
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [pending, setPending] = useState(false);
  const id = `heat-time-${date}`;
  const label = `First heat on ${dayLabel}`;

  async function send(next: string) {
    setPending(true);
    setFieldError("");
    setError("");
    setStatus("");
    try {
      const answer = await api.call("PUT /api/bookings/:id/heats", { params: { id: bookingId }, body: { days: [{ date, heatTime: next, heatNote }] } });
      const done = next ? `Saved: first heat on ${dayLabel}.` : `Cleared the heat time of ${dayLabel}.`;
      setStatus(!answer.changed ? "Nothing had changed." : answer.late ? `${done} ${LATE_SAVED}` : done);
      if (!next) {
        setValue("");
        // Clear goes away with the time: the field keeps the keyboard where it was.
        document.getElementById(id)?.focus();
      }
      router.refresh();
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {};
      setFieldError(fields["days.0.heatTime"] ?? "");
      const others = Object.entries(fields)
        .filter(([key]) => key !== "days.0.heatTime")
        .map(([, message]) => message);
      setError([failure instanceof Error ? failure.message : "The heat time could not be saved. Please try again.", ...others].join(" "));
    } finally {
      setPending(false);
    }
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (!value) {
      setFieldError("Enter the time of the first heat, or use Clear.");
      setStatus("");
      setError("");
      return;
    }
    void send(value);
  }

  const busy = disabled || pending;
  return (
    <form onSubmit={save} noValidate aria-label={`Heat time for ${dayLabel}`} className="mt-3 flex flex-wrap items-end gap-3" data-testid={`heat-form-${date}`}>
      <Field id={id} label={label} type="time" value={value} onChange={(e) => setValue(e.target.value)} hint={zoneHint} error={fieldError || undefined} className="w-full max-w-56" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy} aria-label={`Save first heat on ${dayLabel}`}>
          {pending ? "Saving…" : "Save"}
        </Button>
        {heatTime ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => void send("")} aria-label={`Clear first heat on ${dayLabel}`}>
            Clear
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="w-full rounded bg-red-50 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <p role="status" className="w-full text-sm text-success empty:hidden">
        {status}
      </p>
    </form>
  );
}
