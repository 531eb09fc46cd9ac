"use client";
// The desk's heat time for one booking day (a phone or walk-up booking's dancer tells the desk): Save and
// Clear through PUT /api/bookings/:id/heats, the private page's rules (the desk may still change a day that
// has started). The page data is refreshed after a save, so "Ready by …" and Suggest times follow.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError, useAdminApi } from "../admin-api";
import { useHydrated } from "../use-hydrated";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { EVENING_HEAT_LABEL, HAIR_EVENING_BEFORE_CHOICE } from "@/lib/bookings/dto";

const LATE_SAVED = "An appointment of this day now ends after ready-by (Late for heat): move it and send the updated confirmation.";

export function HeatTimeForm({
  bookingId,
  date,
  dayLabel,
  zoneHint,
  heatTime,
  heatNote,
  hairAtNight = false,
  eveningHeatTime = "",
  hairEveningBefore = false,
  eveningBeforeOffered = true,
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
  /** Hair at night (an evening session that day): the form asks for the evening heat too. */
  hairAtNight?: boolean;
  /** "HH:mm" of the evening session's heat, "" when not given. */
  eveningHeatTime?: string;
  /** That day's hair is done the evening before. */
  hairEveningBefore?: boolean;
  /** Someone works the evening before this day: the choice is offered (kept while ticked, so it can be unticked). */
  eveningBeforeOffered?: boolean;
  disabled?: boolean;
}) {
  const api = useAdminApi();
  const router = useRouter();
  const [value, setValue] = useState(heatTime);
  const [evening, setEvening] = useState(eveningHeatTime);
  const [before, setBefore] = useState(hairEveningBefore);
  // The stored values changed (this form saved, or the page was refreshed): the fields show them.
  const stored = `${heatTime}|${eveningHeatTime}|${hairEveningBefore}`;
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    setValue(heatTime);
    setEvening(eveningHeatTime);
    setBefore(hairEveningBefore);
  }
  const [fieldError, setFieldError] = useState("");
  const [eveningError, setEveningError] = useState("");
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [pending, setPending] = useState(false);
  const id = `heat-time-${date}`;
  const label = `First heat on ${dayLabel}`;
  const eveningId = `evening-heat-time-${date}`;
  const beforeId = `hair-evening-before-${date}`;

  async function send(next: string) {
    setPending(true);
    setFieldError("");
    setEveningError("");
    setError("");
    setStatus("");
    try {
      const day = { date, heatTime: next, heatNote, hairEveningBefore: before, ...(hairAtNight ? { eveningHeatTime: evening } : {}) };
      const answer = await api.call("PUT /api/bookings/:id/heats", { params: { id: bookingId }, body: { days: [day] } });
      const done = next ? `Saved: first heat on ${dayLabel}.` : heatTime ? `Cleared the heat time of ${dayLabel}.` : `Saved: evening hair of ${dayLabel}.`;
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
      setEveningError(fields["days.0.eveningHeatTime"] ?? "");
      const others = Object.entries(fields)
        .filter(([key]) => key !== "days.0.heatTime" && key !== "days.0.eveningHeatTime")
        .map(([, message]) => message);
      setError([failure instanceof Error ? failure.message : "The heat time could not be saved. Please try again.", ...others].join(" "));
    } finally {
      setPending(false);
    }
  }

  const hydrated = useHydrated();

  function save(event: React.FormEvent) {
    event.preventDefault();
    // Only the evening choices changed: they save without a first heat.
    const choicesChanged = before !== hairEveningBefore || (hairAtNight && evening !== eveningHeatTime);
    if (!value && (heatTime || !choicesChanged)) {
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
      {/* Inert until hydrated: a time typed before React takes over the input would be reset to the saved one. */}
      <fieldset disabled={!hydrated} className="contents">
        <Field id={id} label={label} type="time" value={value} onChange={(e) => setValue(e.target.value)} hint={zoneHint} error={fieldError || undefined} className="w-full max-w-56" />
        {hairAtNight ? (
          <Field id={eveningId} label={`${EVENING_HEAT_LABEL} on ${dayLabel}`} type="time" value={evening} onChange={(e) => setEvening(e.target.value)} hint="Optional: her second hair appointment ends before it" error={eveningError || undefined} className="w-full max-w-56" />
        ) : null}
        {eveningBeforeOffered || hairEveningBefore ? (
          <label htmlFor={beforeId} className="flex w-full items-start gap-2 text-sm">
            <input id={beforeId} type="checkbox" className="mt-1" checked={before} onChange={(e) => setBefore(e.target.checked)} />
            <span>{HAIR_EVENING_BEFORE_CHOICE}</span>
          </label>
        ) : null}
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
      </fieldset>
      <FormAlert message={error} className="w-full" />
      <p role="status" className="w-full text-sm text-success empty:hidden">
        {status}
      </p>
    </form>
  );
}
