"use client";
// The day the address names, drawn with the page as a list of its appointments (the tiles' words: time in its
// competition's zone, dancer and service, the stylist's colour), readable before any script has run. It holds
// the grid's box until FullCalendar has drawn its tiles underneath, then gives way (calendar-screen.tsx).
import { useEffect, type RefObject } from "react";
import { useHydrated } from "../use-hydrated";
import { SlotText } from "./entry-content";
import { VIEW_HEIGHT, type CalendarEntry, type EntryInput } from "./calendar-model";

interface Props {
  title: string;
  entries: readonly EntryInput[];
  studioZone: string;
  mixed: boolean;
  onSelect(id: string, entry: CalendarEntry): void;
}

export function FirstDayList({ title, entries, studioZone, mixed, onSelect }: Props) {
  // Buttons once React answers them (a tap before would do nothing); until then, and without JavaScript, the items are read.
  const live = useHydrated();
  const slots = entries.filter((e) => !e.allDay && e.extendedProps.entry.kind === "schedule").sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
  return (
    // The day view's height, so nothing moves when the grid takes its place; focusable, so the keyboard scrolls it
    // before its items are buttons.
    <div className="overflow-y-auto bg-white" style={{ height: VIEW_HEIGHT.day }} tabIndex={0} data-testid="first-day-list">
      {slots.length === 0 ? <p className="p-6 text-muted">No appointments on {title}.</p> : null}
      <ol aria-label={`Appointments on ${title}`} className="grid gap-1">
        {slots.map((e) => {
          const entry = e.extendedProps.entry;
          if (entry.kind !== "schedule") return null;
          const className = `block w-full rounded py-1 text-left ${e.className ?? ""}`;
          const style = { background: e.color, color: e.textColor };
          const text = <SlotText slot={entry.schedules[0]} title={e.title} staffName={e.extendedProps.staffName} studioZone={studioZone} mixed={mixed} />;
          return (
            <li key={e.id}>
              {live ? (
                <button type="button" onClick={() => onSelect(e.id, entry)} className={className} style={style}>
                  {text}
                </button>
              ) : (
                <div className={className} style={style}>
                  {text}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * Calls `onDrawn` once the grid under `box` shows a tile (or at once when the day has none to show): checked
 * each frame, so the list never leaves an empty grid on screen while FullCalendar lays its tiles out.
 */
export function useWhenGridDrawn(box: RefObject<HTMLElement | null>, waiting: boolean, hasTiles: boolean, onDrawn: () => void) {
  useEffect(() => {
    if (!waiting) return;
    let frame = 0;
    const check = () => {
      const tile = box.current?.querySelector('[role="button"] [data-testid="entry-time"]');
      if (!hasTiles || (tile && tile.getBoundingClientRect().height > 0)) onDrawn();
      else frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [box, waiting, hasTiles, onDrawn]);
}
