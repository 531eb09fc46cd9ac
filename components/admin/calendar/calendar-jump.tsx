"use client";
// My Calendar's way out of an empty week: "Go to date" and "Next appointment" (the first visible
// appointment from now on, searched a range at a time through GET /api/calendar), written with the
// tiles' clock: its competition's day and zone ("Thu Sep 23, 6:30 AM Central").
import { useState } from "react";
import type { CalendarSlotDto } from "@/lib/calendar/dto";
import { MAX_RANGE_DAYS } from "@/lib/calendar/dto";
import { apiGet } from "../admin-api";
import { nextAppointmentLine, slotDay } from "./calendar-clock";

/** How far ahead Next appointment looks: six ranges of the longest span the API serves (about a year). */
const WINDOWS = 6;
const DAY_MS = 86_400_000;

export async function findNextAppointment(now: Date, visible: (slot: CalendarSlotDto) => boolean): Promise<CalendarSlotDto | null> {
  for (let i = 0; i < WINDOWS; i += 1) {
    const start = new Date(now.getTime() + i * MAX_RANGE_DAYS * DAY_MS);
    const end = new Date(start.getTime() + MAX_RANGE_DAYS * DAY_MS);
    const range = await apiGet("GET /api/calendar", { query: { start: start.toISOString(), end: end.toISOString() } });
    const next = range.events.filter((slot) => new Date(slot.start) >= now && visible(slot)).sort((a, b) => a.start.localeCompare(b.start))[0];
    if (next) return next;
  }
  return null;
}

export function CalendarJump({ studioZone, onGoTo, visible }: { studioZone: string; onGoTo(date: string): void; visible(slot: CalendarSlotDto): boolean }) {
  const [date, setDate] = useState("");
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  async function next() {
    setBusy(true);
    setStatus("");
    try {
      const slot = await findNextAppointment(new Date(), visible);
      if (!slot) {
        setStatus("No appointments in the next twelve months.");
        return;
      }
      onGoTo(slotDay(slot));
      setStatus(nextAppointmentLine(slot, studioZone));
    } catch (error) {
      setStatus(`Could not look ahead: ${error instanceof Error ? error.message : "Unknown error"}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 flex flex-wrap items-end gap-3">
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (date) onGoTo(date);
        }}
      >
        <div>
          <label htmlFor="calendar-go-to" className="block text-sm font-medium">
            Go to date
          </label>
          <input id="calendar-go-to" type="date" value={date} onChange={(e) => setDate(e.target.value)} className="mt-1 rounded border border-line bg-white px-3 py-1.5" />
        </div>
        <button type="submit" disabled={!date} className="rounded border border-line bg-white px-3 py-2 text-sm font-medium hover:bg-sand disabled:opacity-60">
          Go
        </button>
      </form>
      <button type="button" onClick={next} disabled={busy} className="rounded bg-ink px-3 py-2 text-sm font-medium text-white hover:bg-black disabled:opacity-60">
        {busy ? "Looking…" : "Next appointment"}
      </button>
      <p role="status" aria-live="polite" className="basis-full text-sm text-muted sm:basis-auto" data-testid="next-appointment">
        {status}
      </p>
    </div>
  );
}
