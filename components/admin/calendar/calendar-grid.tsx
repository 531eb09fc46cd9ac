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
import { useCallback, type RefObject } from "react";
import { EntryContent } from "./entry-content";
import { FULLCALENDAR_VIEW, VIEW_HEIGHT, type CalendarEntry, type CalendarViewName } from "./calendar-model";
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

interface CalendarGridProps {
  model: CalendarScreenModel;
  calendarRef: RefObject<CalendarRef | null>;
  initialView: CalendarViewName;
  studioZone: string;
  canManage: boolean;
}

export function CalendarGrid({ model, calendarRef, initialView, studioZone, canManage }: CalendarGridProps) {
  const { range, view, timeZone, hours, scrollTime, slotMove, select } = model;
  const mixed = model.grid.mixed;
  const eventClick = useCallback(
    (info: EventClickInfo) => {
      info.jsEvent.preventDefault();
      select(info.event.id, info.event.extendedProps.entry as CalendarEntry);
    },
    [select],
  );
  const eventContent = useCallback((info: EventDisplayInfo) => <EntryContent info={info} studioZone={studioZone} mixed={mixed} />, [studioZone, mixed]);
  return (
    <FullCalendar
      // A new zone lays the grid out again from the day shown.
      key={timeZone}
      ref={calendarRef}
      plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicThemePlugin]}
      editable={canManage}
      eventDrop={slotMove.onChange}
      eventResize={slotMove.onChange}
      initialView={FULLCALENDAR_VIEW[range?.view ?? initialView]}
      initialDate={range?.date ?? model.initialDate}
      timeZone={timeZone}
      firstDay={1}
      headerToolbar={false}
      height={VIEW_HEIGHT[view]}
      views={VIEWS}
      {...hours}
      {...(scrollTime ? { scrollTime } : {})}
      expandRows
      navLinks
      navLinkDayClick={model.navigate.goToDay}
      eventInteractive
      // An empty time in Day or Week: a new booking there ("New booking" with that stylist and time).
      {...(canManage ? { dateClick: (info: DateClickInfo) => (info.allDay ? undefined : model.newBookingAt(info.date)) } : {})}
      events={model.shownEntries}
      eventOrder="layer,start,title"
      datesSet={model.onDatesSet}
      eventClick={eventClick}
      eventContent={eventContent}
    />
  );
}
