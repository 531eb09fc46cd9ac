"use client";
// FullCalendar 7 as My Calendar lays it out: the three views' options, our tiles, drag to move for managers.
import FullCalendar, { type CalendarRef, type DateClickInfo, type EventClickInfo, type EventDisplayInfo, type ViewOptions } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import "./calendar.css";
import { memo, useCallback, type RefObject } from "react";
import { EntryContent } from "./entry-content";
import { FULLCALENDAR_VIEW, PHONE_DAY_MAX_STACK, VIEW_HEIGHT, type CalendarEntry, type CalendarViewName } from "./calendar-model";
import type { CalendarScreenModel } from "./use-calendar-screen";

// The views' options, one object for every render: FullCalendar draws its tiles again when an option changes.
const VIEWS: Record<string, ViewOptions> = {
  // No entry is drawn in a month cell (visible count 0): only "N appointments", which opens that day.
  dayGridMonth: {
    height: VIEW_HEIGHT.month,
    dayMaxEvents: 0,
    moreLinkClick: FULLCALENDAR_VIEW.day,
    moreLinkClass: "studio-more-link",
    moreLinkContent: (info: { num: number }) => `${info.num} ${info.num === 1 ? "appointment" : "appointments"}`,
    moreLinkHint: (num: number) => `Show the ${num} ${num === 1 ? "appointment" : "appointments"} of this day`,
  },
  // Side by side, never on top of each other; past two at once a "+N" link opens the day.
  timeGridWeek: { height: VIEW_HEIGHT.week, dayMaxEventRows: 3, slotEventOverlap: false, eventMaxStack: 2, moreLinkClick: FULLCALENDAR_VIEW.day },
  timeGridDay: { height: VIEW_HEIGHT.day, dayMaxEventRows: 4, slotEventOverlap: false, dayHeaderFormat: { weekday: "long", month: "long", day: "numeric" } },
};

// On a phone the day stacks at most three entries side by side; "+N more" opens the others in FullCalendar's popover.
const PHONE_VIEWS: Record<string, ViewOptions> = {
  ...VIEWS,
  timeGridDay: {
    ...VIEWS.timeGridDay,
    eventMaxStack: PHONE_DAY_MAX_STACK,
    moreLinkClick: "popover",
    moreLinkContent: (info: { num: number }) => `+${info.num} more`,
    moreLinkHint: (num: number) => `Show ${num} more ${num === 1 ? "appointment" : "appointments"}`,
  },
};

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin, classicThemePlugin];

interface CalendarGridProps {
  calendarRef: RefObject<CalendarRef | null>;
  /** The view and day FullCalendar opens on (read once, when it mounts). */
  initialView: CalendarViewName;
  initialDate: string | undefined;
  view: CalendarViewName;
  timeZone: string;
  /** Phone-wide (below 640 px): the day view limits its stack. */
  phone: boolean;
  mixed: boolean;
  hours: { slotMinTime: string; slotMaxTime: string };
  scrollTime: string | null;
  entries: CalendarScreenModel["shownEntries"];
  studioZone: string;
  canManage: boolean;
  onSlotChange: CalendarScreenModel["slotMove"]["onChange"];
  onDatesSet: CalendarScreenModel["onDatesSet"];
  onGoToDay: CalendarScreenModel["navigate"]["goToDay"];
  onSelect: CalendarScreenModel["select"];
  onNewBookingAt: CalendarScreenModel["newBookingAt"];
}

/**
 * Memoised on props that stay the same while an entry's details open and close: FullCalendar refines its
 * options again on every render, and a new handler among them draws every tile again (200 on a busy day).
 */
export const CalendarGrid = memo(function CalendarGrid({ calendarRef, initialView, initialDate, view, timeZone, phone, mixed, hours, scrollTime, entries, studioZone, canManage, onSlotChange, onDatesSet, onGoToDay, onSelect, onNewBookingAt }: CalendarGridProps) {
  const eventClick = useCallback(
    (info: EventClickInfo) => {
      info.jsEvent.preventDefault();
      onSelect(info.event.id, info.event.extendedProps.entry as CalendarEntry);
    },
    [onSelect],
  );
  const eventContent = useCallback((info: EventDisplayInfo) => <EntryContent info={info} studioZone={studioZone} mixed={mixed} />, [studioZone, mixed]);
  // An empty time in Day or Week: a new booking there ("New booking" with that stylist and time).
  const dateClick = useCallback((info: DateClickInfo) => (info.allDay ? undefined : onNewBookingAt(info.date)), [onNewBookingAt]);
  return (
    <FullCalendar
      // A new zone lays the grid out again from the day shown.
      key={timeZone}
      ref={calendarRef}
      plugins={PLUGINS}
      // Below 640 px tiles are not dragged: FullCalendar's touch drag turns the page's text selection off and on
      // around every tap, which restyles every element twice; on a phone a slot moves with Change time in its details.
      editable={canManage && !phone}
      eventDrop={onSlotChange}
      eventResize={onSlotChange}
      initialView={FULLCALENDAR_VIEW[initialView]}
      initialDate={initialDate}
      timeZone={timeZone}
      firstDay={1}
      headerToolbar={false}
      height={VIEW_HEIGHT[view]}
      views={phone ? PHONE_VIEWS : VIEWS}
      {...hours}
      {...(scrollTime ? { scrollTime } : {})}
      expandRows
      navLinks
      navLinkDayClick={onGoToDay}
      eventInteractive
      {...(canManage ? { dateClick } : {})}
      events={entries}
      eventOrder="layer,start,title"
      datesSet={onDatesSet}
      eventClick={eventClick}
      eventContent={eventContent}
      // Each tile prints its own time (EntryContent); FullCalendar's time text would be formatted for nothing.
      displayEventTime={false}
    />
  );
});
