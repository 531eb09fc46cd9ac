"use client";
// What one My Calendar entry shows, and the staff / Booked Dancers toggle chips above the grid.
import type { EventDisplayInfo } from "@fullcalendar/react";
import { clockIn, timeZoneLabel } from "@/lib/time/zoned";
import { slotClock } from "./calendar-clock";
import type { CalendarSlotDto } from "@/lib/calendar/dto";
import type { CalendarEntry } from "./calendar-model";

export function ToggleChip({ label, colour, pressed, onToggle }: { label: string; colour: string; pressed: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${pressed ? "border-ink/30 bg-white font-medium" : "border-line bg-ivory text-muted line-through"}`}
    >
      <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full" style={{ background: pressed ? colour : "transparent", boxShadow: `inset 0 0 0 2px ${colour}` }} />
      {label}
    </button>
  );
}

/**
 * An appointment's tile: its start in its competition's zone, named when that is not the studio's (or, in a
 * view spanning several zones, always), whatever zone the grid follows; late and out-of-date marks first.
 */
export function EntryContent({ info, studioZone, mixed }: { info: EventDisplayInfo; studioZone: string; mixed: boolean }) {
  const { entry, staffName } = info.event.extendedProps as { entry: CalendarEntry; staffName?: string };
  if (entry.kind !== "schedule" || !info.event.start) {
    return <span className="block truncate px-1 text-xs font-medium">{info.event.title}</span>;
  }
  return <SlotText slot={entry.schedules[0]} title={info.event.title} staffName={staffName} studioZone={studioZone} mixed={mixed} />;
}

/** What an appointment's tile says, in FullCalendar's tile or in the first day's list (first-day-list.tsx). */
export function SlotText({ slot, title, staffName, studioZone, mixed }: { slot: CalendarSlotDto; title: string; staffName?: string; studioZone: string; mixed: boolean }) {
  const zone = slot.competition.timeZone;
  return (
    <span className="block overflow-hidden px-1 text-xs leading-tight">
      {/* First, so a 45-minute entry still shows them: framed marks with an icon and words, never a colour (colours are staff). */}
      {slot.heat?.late || slot.confirmationOutdated ? (
        <span className="flex flex-wrap gap-0.5">
          {slot.heat?.late ? (
            <span className="studio-mark studio-mark-late" data-testid="entry-late">
              Late for heat
            </span>
          ) : null}
          {slot.confirmationOutdated ? (
            <span className="studio-mark studio-mark-outdated" data-testid="entry-outdated" title="Confirmation out of date">
              Out of date<span className="sr-only"> (confirmation)</span>
            </span>
          ) : null}
        </span>
      ) : null}
      <span className="block truncate font-semibold" data-testid="entry-time" title={zone === studioZone ? undefined : `${timeZoneLabel(zone)} time, the competition’s zone`}>
        {slotClock(slot, studioZone, mixed)}
      </span>
      <span className="sr-only"> to {clockIn(new Date(slot.end), zone)}, </span>
      <span className="block truncate">{title}</span>
      {staffName ? <span className="sr-only">, with {staffName}</span> : null}
    </span>
  );
}
