"use client";
import { useState } from "react";
import type { CalendarSettingsDto } from "@/lib/events/dto";
import { calendarSettingsSchema } from "@/lib/events/schema";
import { useAdminApi } from "../admin-api";
import { Field } from "@/components/ui/field";
import { SAVE_ERROR, SAVED, StatusMessage, useStatusAction } from "../timed-status";
import { useHydrated } from "@/components/admin/use-hydrated";
import { Button } from "@/components/ui/button";

/** Auto-display and number of upcoming events for /schedule, with the back office's timed save status ('Changes Saved' / 'Error Saving'). */
export function CalendarSettingsForm({ initial }: { initial: CalendarSettingsDto }) {
  const hydrated = useHydrated();
  const api = useAdminApi();
  const [autoDisplay, setAutoDisplay] = useState(initial.autoDisplay);
  const [count, setCount] = useState(String(initial.numUpcomingEvents));
  const [countError, setCountError] = useState("");
  const [readyBefore, setReadyBefore] = useState(String(initial.readyBeforeHeatMinutes));
  const [applyAtOnce, setApplyAtOnce] = useState(initial.applyFittingChangesAtOnce);
  const { status: indicator, show, busy, run } = useStatusAction();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = calendarSettingsSchema.safeParse({ autoDisplay, numUpcomingEvents: count, readyBeforeHeatMinutes: readyBefore, applyFittingChangesAtOnce: applyAtOnce });
    if (!parsed.success) {
      setCountError(parsed.error.issues[0]?.message ?? "Number of events must be at least 1");
      show(SAVE_ERROR);
      return;
    }
    setCountError("");
    await run(
      async () => {
        const saved = await api.call("PUT /api/events/settings", { body: parsed.data });
        setAutoDisplay(saved.autoDisplay);
        setCount(String(saved.numUpcomingEvents));
        setReadyBefore(String(saved.readyBeforeHeatMinutes));
        setApplyAtOnce(saved.applyFittingChangesAtOnce);
        return SAVED;
      },
      (error) => {
        console.error("Failed to save calendar settings", error);
        return SAVE_ERROR;
      },
    );
  }

  return (
    <form onSubmit={save} noValidate aria-labelledby="calendar-settings-heading" className="mt-4 rounded-card border border-line bg-sand/60 p-4 sm:p-5">
      <h3 id="calendar-settings-heading" className="font-semibold">
        Schedule page settings
      </h3>
      <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-4">
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" checked={autoDisplay} onChange={(e) => setAutoDisplay(e.target.checked)} className="h-4 w-4 accent-accent" />
          Automatically display upcoming events
        </label>
        <Field
          id="num-upcoming-events"
          label="Number of events"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          describedBy={countError ? "num-upcoming-events-error" : "num-upcoming-events-hint"}
          aria-invalid={countError ? true : undefined}
          inputClassName="w-28!"
        />
        <Field
          id="ready-before-heat"
          label="Ready before heat (minutes)"
          type="number"
          min={0}
          max={240}
          step={5}
          inputMode="numeric"
          value={readyBefore}
          onChange={(e) => setReadyBefore(e.target.value)}
          inputClassName="w-28!"
        />
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" checked={applyAtOnce} onChange={(e) => setApplyAtOnce(e.target.checked)} className="h-4 w-4 accent-accent" />
          Apply a family&apos;s asked-for day or extra at once when it fits without moving anyone
        </label>
        <Button type="submit" disabled={busy || !hydrated}>
          Save
        </Button>
        <StatusMessage status={indicator} look="text" className="pb-2" />
      </div>
      {countError ? (
        <p id="num-upcoming-events-error" className="mt-2 text-sm text-danger">
          {countError}
        </p>
      ) : (
        <p id="num-upcoming-events-hint" className="mt-2 text-sm text-muted">
          {autoDisplay ? "The schedule page lists this many upcoming events, soonest first." : "The schedule page lists the events ticked under Show."}
        </p>
      )}
    </form>
  );
}
